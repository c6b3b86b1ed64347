import { ActionIcon, Badge, Group, Menu } from '@mantine/core';
import type { Tag } from '@portal/domain';
import { IconDots } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import type { DataColumn } from './data-table';

/** The row menu column: the items come from the screen composing the table. */
export function actionsColumn<T>(rowLabel: (row: T) => string, items: (row: T) => ReactNode): DataColumn<T> {
  return {
    key: 'actions',
    header: 'Actions',
    alwaysShown: true,
    render: (row) => (
      <Menu position="bottom-end" withinPortal>
        <Menu.Target>
          <ActionIcon variant="subtle" color="gray" aria-label={`Actions for ${rowLabel(row)}`}>
            <IconDots size={16} aria-hidden />
          </ActionIcon>
        </Menu.Target>
        <Menu.Dropdown>{items(row)}</Menu.Dropdown>
      </Menu>
    ),
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
