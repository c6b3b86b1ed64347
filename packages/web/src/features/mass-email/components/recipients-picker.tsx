import {
  Alert,
  Button,
  Checkbox,
  Group,
  Input,
  MultiSelect,
  Paper,
  ScrollArea,
  SimpleGrid,
  Skeleton,
  Stack,
  Text,
  TextInput,
} from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconSearch } from '@tabler/icons-react';
import { useId, useMemo, useState } from 'react';
import type { FirmUser, RecipientEntityTypes } from '../api/list-recipient-facets';
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
  /** Entity type → owners; the Entity type filter shows once known. */
  entityTypes?: RecipientEntityTypes;
  /** The firm's staff; the Assigned firm user filter shows once known. */
  firmUsers?: FirmUser[];
}

const matches = (r: MassEmailRecipient, term: string) =>
  r.full_name.toLowerCase().includes(term) || (r.email ?? '').toLowerCase().includes(term);

/** Assigned firm user: none. */
const NO_ADVISOR = '-1';

export interface RecipientFilters {
  term: string;
  tagIds: string[];
  types: string[];
  advisors: string[];
}

/** Each filter left empty matches all; within one, any value matches (a client tagged A or B). */
export function recipientMatches(r: MassEmailRecipient, f: RecipientFilters, entityTypes?: RecipientEntityTypes) {
  if (f.term && !matches(r, f.term)) return false;
  if (f.tagIds.length && !r.contact_tags.some((t) => f.tagIds.includes(String(t.id)))) return false;
  if (f.types.length && !f.types.some((type) => entityTypes?.get(type)?.has(r.id))) return false;
  if (
    f.advisors.length &&
    !f.advisors.includes(r.assigned_advisor_id === null ? NO_ADVISOR : String(r.assigned_advisor_id))
  )
    return false;
  return true;
}

/**
 * A searchable multiple choice of clients: a filter, "Select all" of what the filter matches, "Clear",
 * and a checkbox per client. Pills for hundreds of picked clients would not fit, so the count is shown.
 */
export function RecipientsPicker({
  recipients,
  loadError,
  value,
  onChange,
  error,
  entityTypes,
  firmUsers,
}: RecipientsPickerProps) {
  const id = useId();
  const [filter, setFilter] = useState('');
  const [term] = useDebouncedValue(filter.trim().toLowerCase(), FILTER_DEBOUNCE_MS);
  const [tagIds, setTagIds] = useState<string[]>([]);
  const [types, setTypes] = useState<string[]>([]);
  const [advisors, setAdvisors] = useState<string[]>([]);
  const selected = useMemo(() => new Set(value), [value]);
  const shown = useMemo(
    () => (recipients ?? []).filter((r) => recipientMatches(r, { term, tagIds, types, advisors }, entityTypes)),
    [recipients, term, tagIds, types, advisors, entityTypes],
  );
  const narrowed = term !== '' || tagIds.length > 0 || types.length > 0 || advisors.length > 0;
  const tagOptions = useMemo(() => {
    const byId = new Map<number, string>();
    for (const r of recipients ?? []) for (const t of r.contact_tags) byId.set(t.id, t.name);
    return [...byId]
      .map(([tid, name]) => ({ value: String(tid), label: name }))
      .sort((a, b) => a.label.localeCompare(b.label));
  }, [recipients]);
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
          <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="xs">
            <MultiSelect
              label="Tags"
              size="xs"
              placeholder={tagIds.length ? undefined : 'Any tag'}
              data={tagOptions}
              value={tagIds}
              onChange={setTagIds}
              disabled={tagOptions.length === 0}
              clearable
              searchable
            />
            <MultiSelect
              label="Entity type"
              size="xs"
              placeholder={types.length ? undefined : 'Any type'}
              data={[...(entityTypes?.keys() ?? [])].sort()}
              value={types}
              onChange={setTypes}
              disabled={!entityTypes}
              clearable
              searchable
            />
            <MultiSelect
              label="Assigned firm user"
              size="xs"
              placeholder={advisors.length ? undefined : 'Anyone'}
              data={[
                { value: NO_ADVISOR, label: 'None' },
                ...(firmUsers ?? []).map((u) => ({ value: String(u.id), label: u.full_name })),
              ]}
              value={advisors}
              onChange={setAdvisors}
              clearable
              searchable
            />
          </SimpleGrid>
          <Group gap="xs">
            <Button size="xs" variant="light" onClick={selectAll} disabled={!recipients || allShownSelected}>
              {narrowed ? `Select all ${shown.length} matching` : 'Select all'}
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
              {recipients.length === 0 ? 'No clients yet' : 'No clients match the filters'}
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
