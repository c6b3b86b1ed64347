import {
  ActionIcon,
  Group,
  NativeSelect,
  Paper,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
  Title,
  UnstyledButton,
} from '@mantine/core';
import { IconArrowDown, IconArrowUp, IconChevronDown, IconChevronRight, IconTrash } from '@tabler/icons-react';
import { memo, useCallback, useEffect, useId, useRef, useState } from 'react';
import { RichTextInput } from '../../../../components/lazy-rich-text-input';
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

/** What a collapsed section still says: its name and how many questions it holds. */
export function sectionSummary(s: EditorSection): string {
  const name = s.name.trim() || 'Unnamed';
  const n = s.questions.length;
  return n === 0 ? name : `${name} · ${n} question${n === 1 ? '' : 's'}`;
}

/**
 * One section: name, type, instruction (rich text), an optional trigger, and its questions. It collapses
 * to its name (the heading's button, aria-expanded), and moves up and down with buttons that keep the
 * focus as the section moves, so a keyboard user can press the same button again.
 */
export const SectionEditor = memo(function SectionEditor({ section: s, index, count }: SectionEditorProps) {
  const { update, errors, readOnly } = useEditor();
  const { ask, dialog } = useConfirmRemoval();
  const headingId = useId();
  const bodyId = useId();
  const [open, setOpen] = useState(true);
  const upRef = useRef<HTMLButtonElement>(null);
  const downRef = useRef<HTMLButtonElement>(null);
  const moved = useRef<-1 | 1 | null>(null);
  const n = index + 1;
  const path = `sections.${index}`;
  const set = (patch: Partial<EditorSection>) => update((t) => updateSection(t, s.uid, patch));
  // Stable, so the rich text box is not drawn again while another field of the section is typed in.
  const setInstruction = useCallback(
    (instruction: string) => update((t) => updateSection(t, s.uid, { instruction })),
    [update, s.uid],
  );
  // A section holding a message stays open, so the message can be seen and fixed.
  const hasErrors = Object.keys(errors).some((k) => k === path || k.startsWith(`${path}.`));
  const expanded = open || hasErrors;

  // The DOM node of a section moved down is re-inserted, which drops the focus: it goes back to the button
  // pressed, or to the other one when the section reached the end.
  useEffect(() => {
    if (moved.current === null) return;
    const same = moved.current === -1 ? upRef.current : downRef.current;
    const other = moved.current === -1 ? downRef.current : upRef.current;
    moved.current = null;
    (same && !same.disabled ? same : other)?.focus();
  }, [index]);

  const move = (by: -1 | 1) => {
    moved.current = by;
    update((t) => moveSection(t, s.uid, by));
  };

  return (
    <Paper component="section" withBorder p="md" radius="md" aria-labelledby={headingId}>
      <Stack gap="sm">
        <Group justify="space-between" wrap="nowrap">
          <Group gap="xs" wrap="nowrap" miw={0}>
            <Title order={3} size="h4" id={headingId}>
              <UnstyledButton
                aria-expanded={expanded}
                aria-controls={bodyId}
                onClick={() => setOpen((o) => !o)}
                fw={700}
                fz="inherit"
              >
                <Group gap={4} wrap="nowrap" component="span">
                  {expanded ? <IconChevronDown size={18} aria-hidden /> : <IconChevronRight size={18} aria-hidden />}
                  Section {n}
                </Group>
              </UnstyledButton>
            </Title>
            {expanded ? null : (
              <Text size="sm" c="dimmed" truncate>
                {sectionSummary(s)}
              </Text>
            )}
          </Group>
          <Group gap={4} wrap="nowrap">
            <ActionIcon
              ref={upRef}
              variant="subtle"
              size="lg"
              aria-label={`Move section ${n} up`}
              disabled={readOnly || index === 0}
              onClick={() => move(-1)}
            >
              <IconArrowUp size={16} aria-hidden />
            </ActionIcon>
            <ActionIcon
              ref={downRef}
              variant="subtle"
              size="lg"
              aria-label={`Move section ${n} down`}
              disabled={readOnly || index === count - 1}
              onClick={() => move(1)}
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
        <Stack gap="sm" id={bodyId} hidden={!expanded} style={expanded ? undefined : { display: 'none' }}>
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
          <RichTextInput
            label={s.type === 2 ? 'Engagement letter text' : 'Instruction'}
            ariaLabel={`Section ${n} ${s.type === 2 ? 'engagement letter text' : 'instruction'}`}
            value={s.instruction}
            error={errors[`${path}.instruction`]}
            disabled={readOnly}
            onChange={setInstruction}
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
      </Stack>
      {dialog}
    </Paper>
  );
});
