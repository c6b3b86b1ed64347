import { Select } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import type { UserListItem } from '@portal/domain';
import { useState, type ReactNode } from 'react';
import { displayEmail } from '../../../lib/format';
import { useUserList } from '../api/list-users';

/** User searches wait 300 ms and show 10 results (spec 000 §9). */
const SEARCH_DEBOUNCE_MS = 300;
const RESULTS = 10;

const labelOf = (u: UserListItem) => `${u.full_name} (${displayEmail(u.email)})`;

export interface ClientPickerProps {
  value: string;
  onChange: (userId: string, user: { id: number; full_name: string } | null) => void;
  error?: ReactNode;
}

/** Chooses a client by name or email, searched by the server. */
export function ClientPicker({ value, onChange, error }: ClientPickerProps) {
  const [search, setSearch] = useState('');
  const [picked, setPicked] = useState<UserListItem | null>(null);
  // After a choice the box shows the chosen label: that is not a new search.
  const term = picked && search === labelOf(picked) ? '' : search;
  const [debounced] = useDebouncedValue(term, SEARCH_DEBOUNCE_MS);
  const list = useUserList({
    page: 0,
    rowsPerPage: RESULTS,
    sortBy: 'name',
    descending: false,
    search: debounced,
    firmGroupId: null,
    filters: {},
  });
  const found = list.data?.users ?? [];
  const users = picked ? [picked, ...found.filter((u) => u.id !== picked.id)] : found;
  return (
    <Select
      label="User"
      withAsterisk
      searchable
      placeholder="Search by name or email"
      nothingFoundMessage={list.isFetching ? 'Searching…' : 'Nothing found'}
      data={users.map((u) => ({ value: String(u.id), label: labelOf(u) }))}
      // The server has already filtered by the search.
      filter={({ options }) => options}
      searchValue={search}
      onSearchChange={setSearch}
      value={value || null}
      onChange={(id) => {
        const user = users.find((u) => String(u.id) === id) ?? null;
        setPicked(user);
        onChange(id ?? '', user ? { id: user.id, full_name: user.full_name } : null);
      }}
      error={error}
    />
  );
}
