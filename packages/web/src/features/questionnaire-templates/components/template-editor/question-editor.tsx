import {
  ActionIcon,
  Checkbox,
  Group,
  NativeSelect,
  NumberInput,
  Paper,
  SimpleGrid,
  Stack,
  Text,
  Textarea,
  UnstyledButton,
} from '@mantine/core';
import { QUESTION_TYPES, type QuestionType } from '@portal/domain';
import { IconArrowDown, IconArrowUp, IconChevronDown, IconChevronRight, IconTrash } from '@tabler/icons-react';
import { memo, useEffect, useId, useRef, useState } from 'react';
import { useEditor } from './editor-context';
import { EDITOR_TEXTS, FIELD_TYPES, QUESTION_TYPE_LABELS } from './editor-labels';
import { FollowUpsEditor } from './follow-ups-editor';
import { OptionsEditor } from './options-editor';
import { QuestionList } from './question-list';
import { moveQuestion, removeQuestion, updateQuestion, type EditorQuestion } from './template-tree';
import { useConfirmRemoval } from './use-confirm-removal';

export interface QuestionEditorProps {
  question: EditorQuestion;
  ownerUid: string;
  path: string;
  /** As shown and used in labels: '2', '1.3', '2 field 1'. */
  number: string;
  level: number;
  index: number;
  count: number;
  isField?: boolean;
  autoFocus?: boolean;
}

const WITH_OPTIONS = new Set<QuestionType>(['select', 'multiple', 'upload']);
const WITH_LIMIT = new Set<QuestionType>(['text', 'textarea']);

/** One question: its text, type, options, settings, and below it its follow-ups or entry fields. */
export const QuestionEditor = memo(function QuestionEditor({
  question: q,
  ownerUid,
  path,
  number,
  level,
  index,
  count,
  isField,
  autoFocus,
}: QuestionEditorProps) {
  const { update, errors, readOnly } = useEditor();
  const { ask, dialog } = useConfirmRemoval();
  const bodyId = useId();
  const [open, setOpen] = useState(true);
  const upRef = useRef<HTMLButtonElement>(null);
  const downRef = useRef<HTMLButtonElement>(null);
  const moved = useRef<-1 | 1 | null>(null);
  const set = (patch: Partial<EditorQuestion>) => update((t) => updateQuestion(t, q.uid, patch));
  const label = `Question ${number}`;
  const types = isField ? FIELD_TYPES : QUESTION_TYPES;
  // A question holding a message stays open, so the message can be seen and fixed.
  const expanded = open || Object.keys(errors).some((k) => k.startsWith(`${path}.`));

  // A moved question keeps the focus on the button pressed (or the other one at the end of the list).
  useEffect(() => {
    if (moved.current === null) return;
    const same = moved.current === -1 ? upRef.current : downRef.current;
    const other = moved.current === -1 ? downRef.current : upRef.current;
    moved.current = null;
    (same && !same.disabled ? same : other)?.focus();
  }, [index]);
  const move = (by: -1 | 1) => {
    moved.current = by;
    update((t) => moveQuestion(t, ownerUid, q.uid, by));
  };

  const changeType = (type: QuestionType) => {
    // A new choice question starts with one option row to fill in.
    const needsRow = (type === 'select' || type === 'multiple') && q.options.length === 0;
    set({ type, ...(needsRow ? { options: [''] } : {}) });
  };
  const remove = () =>
    ask(
      q.followUps.length > 0 || q.fields.length > 0,
      'Remove question?',
      `${label} will be removed with its follow-up questions and entry fields.`,
      () => update((t) => removeQuestion(t, ownerUid, q.uid)),
    );

  return (
    <Paper withBorder p="sm" radius="sm" role="group" aria-label={label}>
      <Stack gap="xs">
        <Group justify="space-between" wrap="nowrap">
          <Group gap="xs" wrap="nowrap" miw={0}>
            <UnstyledButton
              aria-expanded={expanded}
              aria-controls={bodyId}
              onClick={() => setOpen((o) => !o)}
              fz="sm"
              fw={600}
            >
              <Group gap={4} wrap="nowrap" component="span">
                {expanded ? <IconChevronDown size={16} aria-hidden /> : <IconChevronRight size={16} aria-hidden />}
                {label}
              </Group>
            </UnstyledButton>
            {expanded ? null : (
              <Text size="sm" c="dimmed" truncate>
                {q.text.trim() || 'No text yet'} · {QUESTION_TYPE_LABELS[q.type]}
              </Text>
            )}
          </Group>
          <Group gap={4} wrap="nowrap">
            <ActionIcon
              ref={upRef}
              variant="subtle"
              size="lg"
              aria-label={`Move question ${number} up`}
              disabled={readOnly || index === 0}
              onClick={() => move(-1)}
            >
              <IconArrowUp size={16} aria-hidden />
            </ActionIcon>
            <ActionIcon
              ref={downRef}
              variant="subtle"
              size="lg"
              aria-label={`Move question ${number} down`}
              disabled={readOnly || index === count - 1}
              onClick={() => move(1)}
            >
              <IconArrowDown size={16} aria-hidden />
            </ActionIcon>
            <ActionIcon
              variant="subtle"
              color="red.9"
              size="lg"
              aria-label={`Remove question ${number}`}
              onClick={remove}
            >
              <IconTrash size={16} aria-hidden />
            </ActionIcon>
          </Group>
        </Group>
        <Stack gap="xs" id={bodyId} hidden={!expanded} style={expanded ? undefined : { display: 'none' }}>
          <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="xs">
            <Textarea
              style={{ gridColumn: 'span 2' }}
              label="Text"
              aria-label={`${label} text`}
              withAsterisk
              autosize
              minRows={1}
              maxLength={5000}
              autoFocus={autoFocus}
              value={q.text}
              error={errors[`${path}.text`]}
              onChange={(e) => set({ text: e.currentTarget.value })}
            />
            <NativeSelect
              label="Type"
              aria-label={`${label} type`}
              value={q.type}
              data={types.map((t) => ({ value: t, label: QUESTION_TYPE_LABELS[t] }))}
              onChange={(e) => changeType(e.currentTarget.value as QuestionType)}
            />
          </SimpleGrid>
          {WITH_OPTIONS.has(q.type) ? <OptionsEditor question={q} path={path} number={number} /> : null}
          <SimpleGrid cols={{ base: 1, sm: WITH_LIMIT.has(q.type) ? 2 : 1 }} spacing="xs">
            <Textarea
              label="Hint"
              aria-label={`${label} hint`}
              autosize
              minRows={1}
              maxLength={5000}
              value={q.hint}
              error={errors[`${path}.hint`]}
              onChange={(e) => set({ hint: e.currentTarget.value })}
            />
            {WITH_LIMIT.has(q.type) ? (
              <NumberInput
                label="Character limit"
                aria-label={`${label} character limit`}
                allowDecimal={false}
                allowNegative={false}
                min={1}
                max={20_000}
                value={q.numberOfCharacters}
                error={errors[`${path}.numberOfCharacters`]}
                onChange={(v) => set({ numberOfCharacters: v === '' ? '' : Number(v) })}
              />
            ) : null}
          </SimpleGrid>
          <Group gap="md">
            <Checkbox
              label="Optional"
              aria-label={`${label} optional`}
              checked={q.optional}
              onChange={(e) => set({ optional: e.currentTarget.checked })}
            />
            <Checkbox
              label="Disable answer later"
              aria-label={`${label} disable answer later`}
              checked={q.disableAnswerLater}
              onChange={(e) => set({ disableAnswerLater: e.currentTarget.checked })}
            />
            <Checkbox
              label="Disable N/A"
              aria-label={`${label} disable N/A`}
              checked={q.disableNotApplicable}
              onChange={(e) => set({ disableNotApplicable: e.currentTarget.checked })}
            />
          </Group>
          {q.type === 'entries' ? (
            <QuestionList
              ownerUid={q.uid}
              questions={q.fields}
              path={`${path}.fields`}
              level={level + 1}
              number={(i) => `${number} field ${i + 1}`}
              addLabel={`Add field to question ${number}`}
              addText="Add field"
              emptyText={EDITOR_TEXTS.noFields}
              isField
            />
          ) : isField ? null : (
            <FollowUpsEditor question={q} path={path} number={number} level={level} />
          )}
        </Stack>
      </Stack>
      {dialog}
    </Paper>
  );
});
