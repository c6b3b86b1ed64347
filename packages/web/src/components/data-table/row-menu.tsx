import { ActionIcon, Badge, Group, Menu } from '@mantine/core';
import type { Tag } from '@portal/domain';
import { IconDots } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import type { DataColumn } from './data-table';

/** A row's menu: a dots button named 'Actions for <row>' that opens the items, the menu named alike. */
export function RowMenu({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Menu position="bottom-end" withinPortal>
      <Menu.Target>
        <ActionIcon variant="subtle" color="gray" aria-label={`Actions for ${label}`}>
          <IconDots size={16} aria-hidden />
        </ActionIcon>
      </Menu.Target>
      <Menu.Dropdown aria-label={`Actions for ${label}`}>{children}</Menu.Dropdown>
    </Menu>
  );
}

/** The row menu column: the items come from the screen composing the table. */
export function actionsColumn<T>(rowLabel: (row: T) => string, items: (row: T) => ReactNode): DataColumn<T> {
  return {
    key: 'actions',
    header: 'Actions',
    alwaysShown: true,
    render: (row) => <RowMenu label={rowLabel(row)}>{items(row)}</RowMenu>,
  };
}

/** A record's tags as small badges. */
export function TagBadges({ tags }: { tags: Tag[] }) {
  if (tags.length === 0) return null;
  return (
    <Group gap={4}>
      {tags.map((t) => (
        <Badge key={t.id} size="sm" variant="light" color="grape" tt="none">
          {t.name}
        </Badge>
      ))}
    </Group>
  );
}
