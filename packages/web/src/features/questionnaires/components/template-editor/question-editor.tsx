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
} from '@mantine/core';
import { QUESTION_TYPES, type QuestionType } from '@portal/domain';
import { IconArrowDown, IconArrowUp, IconTrash } from '@tabler/icons-react';
import { memo } from 'react';
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
  const { update, errors } = useEditor();
  const { ask, dialog } = useConfirmRemoval();
  const set = (patch: Partial<EditorQuestion>) => update((t) => updateQuestion(t, q.uid, patch));
  const label = `Question ${number}`;
  const types = isField ? FIELD_TYPES : QUESTION_TYPES;

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
          <Text size="sm" fw={600}>
            {label}
          </Text>
          <Group gap={4} wrap="nowrap">
            <ActionIcon
              variant="subtle"
              size="lg"
              aria-label={`Move question ${number} up`}
              disabled={index === 0}
              onClick={() => update((t) => moveQuestion(t, ownerUid, q.uid, -1))}
            >
              <IconArrowUp size={16} aria-hidden />
            </ActionIcon>
            <ActionIcon
              variant="subtle"
              size="lg"
              aria-label={`Move question ${number} down`}
              disabled={index === count - 1}
              onClick={() => update((t) => moveQuestion(t, ownerUid, q.uid, 1))}
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
      {dialog}
    </Paper>
  );
});
