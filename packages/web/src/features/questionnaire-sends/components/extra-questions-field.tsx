import { ActionIcon, Button, Fieldset, Group, NativeSelect, Stack, TagsInput, Text, TextInput } from '@mantine/core';
import { sendMessages } from '@portal/domain';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { fieldId, newItem, type ExtraItem } from './use-send-form';

export interface ExtraQuestionsFieldProps {
  legend: string;
  /** 'Question' or 'Item': names each row ('Question 1'). */
  noun: string;
  items: ExtraItem[];
  onChange: (items: ExtraItem[]) => void;
  /** Drop-off items are uploads with document options; the others choose Text or Upload. */
  withOptions?: boolean;
  error?: string;
  description?: string;
}

const TYPES = [
  { value: 'text', label: 'Text' },
  { value: 'upload', label: 'Upload' },
];
const hasSlashOrPeriod = (options: string[]) => options.some((o) => /[/.]/.test(o));

/** Additional questions (template), open items (custom) or additional items (drop-off): text and type rows. */
export function ExtraQuestionsField({
  legend,
  noun,
  items,
  onChange,
  withOptions,
  error,
  description,
}: ExtraQuestionsFieldProps) {
  const lower = noun.toLowerCase();
  const update = (key: number, patch: Partial<ExtraItem>) =>
    onChange(items.map((item) => (item.key === key ? { ...item, ...patch } : item)));
  return (
    <Fieldset legend={legend} variant="unstyled">
      <Stack gap="sm">
        {description ? (
          <Text size="sm" c="dimmed">
            {description}
          </Text>
        ) : null}
        {items.map((item, i) => (
          <Stack key={item.key} gap={4}>
            <Group gap="xs" align="flex-end" wrap="nowrap">
              <TextInput
                id={i === 0 ? fieldId('questions_to_create') : undefined}
                style={{ flex: 1, minWidth: 0 }}
                label={`${noun} ${i + 1}`}
                value={item.text}
                maxLength={5000}
                onChange={(e) => update(item.key, { text: e.currentTarget.value })}
              />
              {withOptions ? null : (
                <NativeSelect
                  w={110}
                  label={`${noun} ${i + 1} type`}
                  data={TYPES}
                  value={item.question_type}
                  onChange={(e) =>
                    update(item.key, { question_type: e.currentTarget.value as ExtraItem['question_type'] })
                  }
                />
              )}
              <ActionIcon
                variant="subtle"
                color="gray"
                size="lg"
                aria-label={`Remove ${lower} ${i + 1}`}
                onClick={() => onChange(items.filter((x) => x.key !== item.key))}
              >
                <IconTrash size={18} aria-hidden />
              </ActionIcon>
            </Group>
            {withOptions ? (
              <TagsInput
                label={`Document options for ${lower} ${i + 1}`}
                description="Press Enter after each option."
                value={item.options}
                onChange={(options) => update(item.key, { options })}
                error={hasSlashOrPeriod(item.options) ? sendMessages.noSlashOrPeriod : undefined}
              />
            ) : null}
          </Stack>
        ))}
        {error ? (
          <Text size="sm" c="red.8" role="alert">
            {error}
          </Text>
        ) : null}
        <Group>
          <Button
            id={items.length === 0 ? fieldId('questions_to_create') : undefined}
            variant="default"
            size="compact-sm"
            leftSection={<IconPlus size={16} aria-hidden />}
            onClick={() => onChange([...items, newItem(withOptions ? 'upload' : 'text')])}
          >
            {`Add ${lower}`}
          </Button>
        </Group>
      </Stack>
    </Fieldset>
  );
}
