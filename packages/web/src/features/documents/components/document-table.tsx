import { Checkbox, Group, Stack, Table, Text, VisuallyHidden } from '@mantine/core';
import type { DocumentItem } from '@portal/domain';
import { formatDate } from '../../../lib/format';
import { formatSize, itemsCountText } from '../document-view';
import { DocumentItemMenu, type ItemAction, type ItemPermissions } from './document-item-menu';
import { ItemBadges, ItemIcon, ItemName, SelectBox, type ItemViewContext } from './document-item-parts';

export interface DocumentViewProps {
  items: DocumentItem[];
  ctx: ItemViewContext;
  permissions: ItemPermissions;
  selected: ReadonlySet<number>;
  onToggle: (item: DocumentItem) => void;
  onToggleAll: (select: boolean) => void;
  onAction: (action: ItemAction, item: DocumentItem) => void;
}

/** The list view on wide screens: a table with a selection column. */
export function DocumentTable({
  items,
  ctx,
  permissions,
  selected,
  onToggle,
  onToggleAll,
  onAction,
}: DocumentViewProps) {
  const selectable = items.filter((i) => !i.deleted_at);
  const all = selectable.length > 0 && selectable.every((i) => selected.has(i.id));
  const some = selectable.some((i) => selected.has(i.id));
  return (
    <Table.ScrollContainer minWidth={560}>
      <Table aria-label="Documents" verticalSpacing="xs" highlightOnHover>
        <Table.Thead>
          <Table.Tr>
            <Table.Th w={40}>
              <Checkbox
                aria-label="Select all"
                checked={all}
                indeterminate={some && !all}
                disabled={selectable.length === 0}
                onChange={() => onToggleAll(!all)}
              />
            </Table.Th>
            <Table.Th>Name</Table.Th>
            <Table.Th w={110}>Size</Table.Th>
            <Table.Th w={130}>Modified</Table.Th>
            <Table.Th w={90}>
              <VisuallyHidden>Actions</VisuallyHidden>
            </Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {items.map((item) => (
            <Table.Tr key={item.id} bg={selected.has(item.id) ? 'var(--mantine-color-blue-light)' : undefined}>
              <Table.Td>
                <SelectBox item={item} checked={selected.has(item.id)} onToggle={onToggle} />
              </Table.Td>
              <Table.Td>
                <Group gap="xs" wrap="nowrap" align="flex-start">
                  <ItemIcon item={item} />
                  <Stack gap={2} style={{ minWidth: 0 }}>
                    <ItemName item={item} ctx={ctx} />
                    <ItemBadges item={item} ctx={ctx} />
                  </Stack>
                </Group>
              </Table.Td>
              <Table.Td>
                <Text size="sm" c="dimmed">
                  {item.type === 'folder' ? itemsCountText(item.items_count) : formatSize(item.size)}
                </Text>
              </Table.Td>
              <Table.Td>
                <Text size="sm" c="dimmed">
                  {formatDate(item.deleted_at ?? item.updated_at)}
                </Text>
              </Table.Td>
              <Table.Td>
                <Group justify="flex-end">
                  <DocumentItemMenu item={item} permissions={permissions} onAction={onAction} />
                </Group>
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
