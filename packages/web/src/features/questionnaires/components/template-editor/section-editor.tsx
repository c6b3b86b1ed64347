import { ActionIcon, Group, NativeSelect, Paper, SimpleGrid, Stack, Textarea, TextInput, Title } from '@mantine/core';
import { IconArrowDown, IconArrowUp, IconTrash } from '@tabler/icons-react';
import { memo, useId } from 'react';
import { useEditor } from './editor-context';
import { EDITOR_TEXTS, SECTION_TYPE_OPTIONS } from './editor-labels';
import { QuestionList } from './question-list';
import { SectionTrigger } from './section-trigger';
import { moveSection, removeSection, updateSection, type EditorSection, type SectionType } from './template-tree';
import { useConfirmRemoval } from './use-confirm-removal';

interface SectionEditorProps {
  section: EditorSection;
  index: number;
  count: number;
}

/** One section: name, type, instruction, an optional trigger, and its questions. */
export const SectionEditor = memo(function SectionEditor({ section: s, index, count }: SectionEditorProps) {
  const { update, errors } = useEditor();
  const { ask, dialog } = useConfirmRemoval();
  const headingId = useId();
  const n = index + 1;
  const path = `sections.${index}`;
  const set = (patch: Partial<EditorSection>) => update((t) => updateSection(t, s.uid, patch));

  return (
    <Paper component="section" withBorder p="md" radius="md" aria-labelledby={headingId}>
      <Stack gap="sm">
        <Group justify="space-between" wrap="nowrap">
          <Title order={3} size="h4" id={headingId}>
            Section {n}
          </Title>
          <Group gap={4} wrap="nowrap">
            <ActionIcon
              variant="subtle"
              size="lg"
              aria-label={`Move section ${n} up`}
              disabled={index === 0}
              onClick={() => update((t) => moveSection(t, s.uid, -1))}
            >
              <IconArrowUp size={16} aria-hidden />
            </ActionIcon>
            <ActionIcon
              variant="subtle"
              size="lg"
              aria-label={`Move section ${n} down`}
              disabled={index === count - 1}
              onClick={() => update((t) => moveSection(t, s.uid, 1))}
            >
              <IconArrowDown size={16} aria-hidden />
            </ActionIcon>
            <ActionIcon
              variant="subtle"
              color="red.9"
              size="lg"
              aria-label={`Remove section ${n}`}
              onClick={() =>
                ask(
                  s.questions.length > 0 || s.instruction.trim() !== '',
                  'Remove section?',
                  `Section ${n}${s.name.trim() ? ` (${s.name.trim()})` : ''} will be removed with its questions.`,
                  () => update((t) => removeSection(t, s.uid)),
                )
              }
            >
              <IconTrash size={16} aria-hidden />
            </ActionIcon>
          </Group>
        </Group>
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="xs">
          <TextInput
            label="Name"
            aria-label={`Section ${n} name`}
            withAsterisk
            maxLength={300}
            value={s.name}
            error={errors[`${path}.name`]}
            onChange={(e) => set({ name: e.currentTarget.value })}
          />
          <NativeSelect
            label="Type"
            aria-label={`Section ${n} type`}
            value={String(s.type)}
            data={SECTION_TYPE_OPTIONS.map((o) => ({ value: String(o.value), label: o.label }))}
            onChange={(e) => set({ type: Number(e.currentTarget.value) as SectionType })}
          />
        </SimpleGrid>
        <Textarea
          label="Instruction"
          aria-label={`Section ${n} instruction`}
          autosize
          minRows={2}
          value={s.instruction}
          error={errors[`${path}.instruction`]}
          onChange={(e) => set({ instruction: e.currentTarget.value })}
        />
        <SectionTrigger section={s} index={index} />
        {s.type === 3 || s.questions.length > 0 ? (
          <QuestionList
            ownerUid={s.uid}
            questions={s.questions}
            path={`${path}.questions`}
            level={1}
            number={(i) => `${i + 1}`}
            addLabel={`Add question to section ${n}`}
            addText="Add question"
            emptyText={EDITOR_TEXTS.noQuestions}
          />
        ) : null}
      </Stack>
      {dialog}
    </Paper>
  );
});
