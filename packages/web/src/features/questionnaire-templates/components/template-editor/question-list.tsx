import { Button, Group, Stack, Text } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { useEditor } from './editor-context';
import { QuestionEditor } from './question-editor';
import { addQuestion, newQuestion, type EditorQuestion } from './template-tree';

export interface QuestionListProps {
  /** The section, follow-up or entries question the list belongs to. */
  ownerUid: string;
  questions: EditorQuestion[];
  /** The list's issue path, e.g. sections.0.questions. */
  path: string;
  level: number;
  number: (index: number) => string;
  addLabel: string;
  addText: string;
  emptyText: string;
  isField?: boolean;
}

/** A list of questions (a section's, a follow-up's, or an entries question's fields) with its Add button. */
export function QuestionList({
  ownerUid,
  questions,
  path,
  level,
  number,
  addLabel,
  addText,
  emptyText,
  isField,
}: QuestionListProps) {
  const { update } = useEditor();
  // The question just added takes the focus, so keyboard users land in its text field.
  const [addedUid, setAddedUid] = useState<string | null>(null);
  const add = () => {
    const question = newQuestion();
    setAddedUid(question.uid);
    update((t) => addQuestion(t, ownerUid, question));
  };
  return (
    <Stack gap="sm">
      {questions.length === 0 ? (
        <Text size="sm" c="dimmed">
          {emptyText}
        </Text>
      ) : (
        questions.map((q, i) => (
          <QuestionEditor
            key={q.uid}
            question={q}
            ownerUid={ownerUid}
            path={`${path}.${i}`}
            number={number(i)}
            level={level}
            index={i}
            count={questions.length}
            isField={isField}
            autoFocus={q.uid === addedUid}
          />
        ))
      )}
      <Group>
        <Button
          variant="default"
          size="xs"
          leftSection={<IconPlus size={14} aria-hidden />}
          aria-label={addLabel}
          onClick={add}
        >
          {addText}
        </Button>
      </Group>
    </Stack>
  );
}
