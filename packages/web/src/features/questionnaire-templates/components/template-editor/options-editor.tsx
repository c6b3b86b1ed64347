import { ActionIcon, Button, Group, Stack, Text, TextInput } from '@mantine/core';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { useEditor } from './editor-context';
import { EDITOR_TEXTS } from './editor-labels';
import { updateQuestion, type EditorQuestion } from './template-tree';

interface OptionsEditorProps {
  question: EditorQuestion;
  /** The question's issue path, e.g. sections.0.questions.1. */
  path: string;
  number: string;
}

/** The choices of a select or multiple question, or the document options of an upload question. */
export function OptionsEditor({ question, path, number }: OptionsEditorProps) {
  const { update, errors } = useEditor();
  const isUpload = question.type === 'upload';
  const noun = isUpload ? 'document option' : 'option';
  const setOptions = (options: string[]) => update((t) => updateQuestion(t, question.uid, { options }));
  const error = errors[`${path}.options`];
  const errorId = `${question.uid}-options-error`;

  return (
    <Stack gap={6}>
      <Text size="sm" fw={500}>
        {isUpload ? 'Document options' : 'Options'}
      </Text>
      {isUpload ? (
        <Text size="xs" c="dimmed">
          {EDITOR_TEXTS.uploadOptionsHelp}
        </Text>
      ) : null}
      {question.options.map((option, i) => (
        <Group key={i} gap="xs" wrap="nowrap" align="flex-start">
          <TextInput
            flex={1}
            aria-label={`Question ${number} ${noun} ${i + 1}`}
            value={option}
            maxLength={500}
            error={errors[`${path}.options.${i}`]}
            onChange={(e) => setOptions(question.options.map((o, j) => (j === i ? e.currentTarget.value : o)))}
          />
          <ActionIcon
            variant="subtle"
            color="red.9"
            size="lg"
            aria-label={`Remove ${noun} ${i + 1} of question ${number}`}
            onClick={() => setOptions(question.options.filter((_, j) => j !== i))}
          >
            <IconTrash size={16} aria-hidden />
          </ActionIcon>
        </Group>
      ))}
      {error ? (
        <Text size="sm" c="red.8" id={errorId}>
          {error}
        </Text>
      ) : null}
      <Group>
        <Button
          variant="subtle"
          size="xs"
          leftSection={<IconPlus size={14} aria-hidden />}
          aria-label={`Add ${noun} to question ${number}`}
          aria-describedby={error ? errorId : undefined}
          onClick={() => setOptions([...question.options, ''])}
        >
          {isUpload ? 'Add document option' : 'Add option'}
        </Button>
      </Group>
    </Stack>
  );
}
