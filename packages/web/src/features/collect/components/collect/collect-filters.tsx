import { Group, NativeSelect, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { COLLECT_STATUSES, sendTaxYears } from '@portal/domain';
import { IconSearch } from '@tabler/icons-react';
import { useEffect, useMemo, useState } from 'react';
import { oneOf } from '../../../../lib/table-filters';
import type { CollectView } from './use-collect-params';

/** The search waits 300 ms after the last key, so typing a name makes one request. */
export const COLLECT_SEARCH_DEBOUNCE_MS = 300;

export const statusLabels: Record<CollectView['status'], string> = {
  all: 'All',
  draft: 'Draft',
  sent: 'Sent',
  opened: 'Opened',
  in_progress: 'In Progress',
  submitted: 'Submitted',
  completed: 'Completed',
  locked: 'Locked',
  deleted: 'Deleted',
};

export interface CollectFiltersProps {
  view: CollectView;
  onChange: (change: Partial<CollectView>) => void;
}

/** Search, status, tax year and due-date filters of Collect. */
export function CollectFilters({ view, onChange }: CollectFiltersProps) {
  const [search, setSearch] = useState(view.search);
  const [debounced, cancelDebounce] = useDebouncedValue(search, COLLECT_SEARCH_DEBOUNCE_MS);
  const years = useMemo(() => sendTaxYears(new Date()), []);

  // Only a pause in typing reaches the address (and so the server); the box keeps every key at once.
  useEffect(() => {
    if (debounced.trim() !== view.search.trim()) onChange({ search: debounced });
    // eslint-disable-next-line react-hooks/exhaustive-deps -- only a new debounced value is a change to send
  }, [debounced]);

  // Reset filters (from the empty state) and Back/Forward change the address: the box follows it.
  useEffect(() => {
    setSearch((current) => (current.trim() === view.search.trim() ? current : view.search));
  }, [view.search]);

  return (
    <Group align="flex-end" gap="sm" wrap="wrap">
      <TextInput
        label="Search"
        type="search"
        placeholder="Entity or questionnaire name"
        leftSection={<IconSearch size={16} aria-hidden />}
        value={search}
        onChange={(e) => setSearch(e.currentTarget.value)}
        // Leaving the box (to click a row's link, say) applies the search at once: a change arriving after
        // the pause would send the address back to Collect and cancel where the click was going.
        onBlur={() => {
          cancelDebounce();
          if (search.trim() !== view.search.trim()) onChange({ search });
        }}
        w={{ base: '100%', xs: 260 }}
      />
      <NativeSelect
        label="Status"
        data={COLLECT_STATUSES.map((s) => ({ value: s, label: statusLabels[s] }))}
        value={view.status}
        onChange={(e) => onChange({ status: oneOf(e.currentTarget.value, COLLECT_STATUSES) ?? 'all' })}
      />
      <NativeSelect
        label="Tax year"
        data={[{ value: '', label: 'All years' }, ...years.map((y) => ({ value: String(y), label: String(y) }))]}
        value={view.taxYear === null ? '' : String(view.taxYear)}
        onChange={(e) => onChange({ taxYear: e.currentTarget.value ? Number(e.currentTarget.value) : null })}
      />
      <NativeSelect
        label="Due"
        data={[
          { value: '', label: 'Any due date' },
          { value: 'past_due', label: 'Past Due' },
          { value: 'next_week', label: 'Next Week' },
        ]}
        value={view.due ?? ''}
        onChange={(e) => onChange({ due: oneOf(e.currentTarget.value, ['past_due', 'next_week'] as const) ?? null })}
      />
    </Group>
  );
}
