import { ActionIcon, Button, Menu } from '@mantine/core';
import type { DocumentItem } from '@portal/domain';
import {
  IconArrowsMove,
  IconDotsVertical,
  IconDownload,
  IconEye,
  IconPencil,
  IconRestore,
  IconTags,
  IconTrash,
} from '@tabler/icons-react';

export type ItemAction = 'open' | 'download' | 'rename' | 'move' | 'tags' | 'delete' | 'restore';

export interface ItemPermissions {
  /** Rename, move and restore are for staff. */
  staff: boolean;
  /** Upload, create and delete here (the list's can_change). */
  canChange: boolean;
  /** The signed-in user: a client deletes only the files they uploaded. */
  viewerId: number | null;
  /** Edit document tags: staff who may change things, when the firm uses them. */
  canTag?: boolean;
}

/** Whether this user may delete the item: staff anything here, a client only their own files. */
export const mayDelete = (item: DocumentItem, { staff, canChange, viewerId }: ItemPermissions) =>
  canChange && (staff || (item.type === 'file' && item.uploaded_by_id !== null && item.uploaded_by_id === viewerId));

/** The actions one item offers to this user. */
export function itemActions(item: DocumentItem, permissions: ItemPermissions): ItemAction[] {
  if (item.deleted_at) return permissions.staff ? ['restore'] : [];
  const actions: ItemAction[] = ['open', 'download'];
  if (permissions.staff) actions.push('rename', 'move');
  if (permissions.canTag && item.type === 'file') actions.push('tags');
  if (mayDelete(item, permissions)) actions.push('delete');
  return actions;
}

const labels: Record<ItemAction, (item: DocumentItem) => string> = {
  open: (i) => (i.type === 'folder' ? 'Open folder' : 'Preview'),
  download: (i) => (i.type === 'folder' ? 'Download as zip' : 'Download'),
  rename: () => 'Rename',
  move: () => 'Move or copy',
  tags: () => 'Edit tags',
  delete: () => 'Delete',
  restore: () => 'Restore',
};
const icons = {
  open: IconEye,
  download: IconDownload,
  rename: IconPencil,
  move: IconArrowsMove,
  tags: IconTags,
  delete: IconTrash,
  restore: IconRestore,
};

export interface DocumentItemMenuProps {
  item: DocumentItem;
  permissions: ItemPermissions;
  onAction: (action: ItemAction, item: DocumentItem) => void;
}

/** An item's actions: Restore on its own for a deleted item, else a menu. */
export function DocumentItemMenu({ item, permissions, onAction }: DocumentItemMenuProps) {
  const actions = itemActions(item, permissions);
  if (actions.length === 0) return null;
  if (item.deleted_at) {
    return (
      <Button
        size="compact-sm"
        variant="light"
        leftSection={<IconRestore size={14} aria-hidden />}
        aria-label={`Restore ${item.name}`}
        onClick={() => onAction('restore', item)}
      >
        Restore
      </Button>
    );
  }
  return (
    // Kept in the page's main landmark (axe 'region'), fixed so the table's scroll box does not clip it.
    <Menu position="bottom-end" withinPortal={false} floatingStrategy="fixed" shadow="md">
      <Menu.Target>
        <ActionIcon variant="subtle" color="gray" aria-label={`Actions for ${item.name}`}>
          <IconDotsVertical size={18} aria-hidden />
        </ActionIcon>
      </Menu.Target>
      <Menu.Dropdown>
        {actions.map((action) => {
          const Icon = icons[action];
          return (
            <Menu.Item
              key={action}
              color={action === 'delete' ? 'red.9' : undefined}
              leftSection={<Icon size={16} aria-hidden />}
              onClick={() => onAction(action, item)}
            >
              {labels[action](item)}
            </Menu.Item>
          );
        })}
      </Menu.Dropdown>
    </Menu>
  );
}
