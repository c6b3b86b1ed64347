import {
  Alert,
  Button,
  Checkbox,
  Group,
  Input,
  Paper,
  ScrollArea,
  Skeleton,
  Stack,
  Text,
  TextInput,
} from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconSearch } from '@tabler/icons-react';
import { useId, useMemo, useState } from 'react';
import type { MassEmailRecipient } from '../api/list-recipients';

/** Rows drawn at once: a firm may have thousands of clients, and "Select all" covers every match anyway. */
export const RECIPIENT_ROWS_SHOWN = 100;
/** "Other searches" debounce (spec 000 §9); the filtering is local. */
const FILTER_DEBOUNCE_MS = 160;

export interface RecipientsPickerProps {
  recipients: MassEmailRecipient[] | undefined;
  loadError?: string | null;
  value: number[];
  onChange: (ids: number[]) => void;
  error?: string;
}

const matches = (r: MassEmailRecipient, term: string) =>
  r.full_name.toLowerCase().includes(term) || (r.email ?? '').toLowerCase().includes(term);

/**
 * A searchable multiple choice of clients: a filter, "Select all" of what the filter matches, "Clear",
 * and a checkbox per client. Pills for hundreds of picked clients would not fit, so the count is shown.
 */
export function RecipientsPicker({ recipients, loadError, value, onChange, error }: RecipientsPickerProps) {
  const id = useId();
  const [filter, setFilter] = useState('');
  const [term] = useDebouncedValue(filter.trim().toLowerCase(), FILTER_DEBOUNCE_MS);
  const selected = useMemo(() => new Set(value), [value]);
  const shown = useMemo(() => (recipients ?? []).filter((r) => !term || matches(r, term)), [recipients, term]);
  const allShownSelected = shown.length > 0 && shown.every((r) => selected.has(r.id));

  const toggle = (rid: number, on: boolean) => onChange(on ? [...value, rid] : value.filter((v) => v !== rid));
  const selectAll = () => onChange([...new Set([...value, ...shown.map((r) => r.id)])]);
  const clear = () => onChange([]);

  return (
    <Input.Wrapper
      label="Recipients"
      labelElement="div"
      id={id}
      error={error}
      description={recipients ? `${value.length} of ${recipients.length} clients selected` : undefined}
      withAsterisk
    >
      <Paper
        withBorder
        p="xs"
        mt={4}
        radius="sm"
        role="group"
        aria-labelledby={`${id}-label`}
        aria-describedby={
          [recipients ? `${id}-description` : '', error ? `${id}-error` : ''].join(' ').trim() || undefined
        }
      >
        <Stack gap="xs">
          <TextInput
            aria-label="Filter recipients"
            placeholder="Filter by name or email"
            type="search"
            value={filter}
            onChange={(e) => setFilter(e.currentTarget.value)}
            leftSection={<IconSearch size={16} aria-hidden />}
          />
          <Group gap="xs">
            <Button size="xs" variant="light" onClick={selectAll} disabled={!recipients || allShownSelected}>
              {term ? `Select all ${shown.length} matching` : 'Select all'}
            </Button>
            <Button size="xs" variant="default" onClick={clear} disabled={value.length === 0}>
              Clear
            </Button>
          </Group>
          {loadError ? (
            <Alert color="red" variant="light" role="alert">
              {loadError}
            </Alert>
          ) : !recipients ? (
            <Stack gap={6} role="status" aria-label="Loading clients">
              <Skeleton h={20} />
              <Skeleton h={20} />
            </Stack>
          ) : shown.length === 0 ? (
            <Text size="sm" c="dimmed">
              {recipients.length === 0 ? 'No clients yet' : 'No clients match the filter'}
            </Text>
          ) : (
            <ScrollArea.Autosize mah={200} type="auto">
              <Stack gap={6} pr="xs">
                {shown.slice(0, RECIPIENT_ROWS_SHOWN).map((r) => (
                  <Checkbox
                    key={r.id}
                    checked={selected.has(r.id)}
                    onChange={(e) => toggle(r.id, e.currentTarget.checked)}
                    label={r.email ? `${r.full_name} (${r.email})` : r.full_name}
                  />
                ))}
                {shown.length > RECIPIENT_ROWS_SHOWN ? (
                  <Text size="xs" c="dimmed">
                    {`Showing ${RECIPIENT_ROWS_SHOWN} of ${shown.length}: filter to find others.`}
                  </Text>
                ) : null}
              </Stack>
            </ScrollArea.Autosize>
          )}
        </Stack>
      </Paper>
    </Input.Wrapper>
  );
}
