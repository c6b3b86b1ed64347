import { Button, Group, NativeSelect, Text, TextInput } from '@mantine/core';
import type { FirmGroup } from '@portal/domain';
import { IconSearch } from '@tabler/icons-react';

export function TableSearch({
  value,
  onChange,
  placeholder,
}: {
  value: string;
  onChange: (value: string) => void;
  placeholder: string;
}) {
  return (
    <TextInput
      label="Search"
      type="search"
      placeholder={placeholder}
      leftSection={<IconSearch size={16} aria-hidden />}
      value={value}
      onChange={(e) => onChange(e.currentTarget.value)}
      w={{ base: '100%', xs: 260 }}
    />
  );
}

/** Firm groups as the tables offer them (spec 000 §6). */
export interface FirmGroupScope {
  enabled: boolean;
  groups: FirmGroup[];
  /** A group-limited user sees only their own group: the select shows it, disabled. */
  fixedGroupId?: number | null;
}

/** The group a table is limited to: the fixed one, else the chosen one when groups are on. */
export const tableGroupId = (scope: FirmGroupScope, chosen: number | null): number | null =>
  scope.fixedGroupId !== undefined ? scope.fixedGroupId : scope.enabled ? chosen : null;

export function FirmGroupFilter({
  scope,
  value,
  onChange,
}: {
  scope: FirmGroupScope;
  value: number | null;
  onChange: (groupId: number | null) => void;
}) {
  if (!scope.enabled) return null;
  return (
    <NativeSelect
      label="Firm group"
      disabled={scope.fixedGroupId !== undefined}
      data={[{ value: '', label: 'All groups' }, ...scope.groups.map((g) => ({ value: String(g.id), label: g.name }))]}
      value={value === null ? '' : String(value)}
      onChange={(e) => onChange(e.currentTarget.value ? Number(e.currentTarget.value) : null)}
    />
  );
}

/** How many rows are selected for a bulk action, with a way to clear them. */
export function SelectionSummary({ count, onClear }: { count: number; onClear: () => void }) {
  if (count === 0) return null;
  return (
    <Group gap="xs">
      <Text size="sm">{count} selected</Text>
      <Button variant="subtle" size="compact-sm" onClick={onClear}>
        Clear selection
      </Button>
    </Group>
  );
}
