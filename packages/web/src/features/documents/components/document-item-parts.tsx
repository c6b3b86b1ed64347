import { Anchor, Badge, Checkbox, Group, Text } from '@mantine/core';
import { isNewDocument, type DocumentItem } from '@portal/domain';
import { IconFile, IconFileTypePdf, IconFolder, IconLock, IconPhoto, IconTable } from '@tabler/icons-react';
import { Link } from 'react-router';
import { formatDate } from '../../../lib/format';
import { formatSize, itemsCountText } from '../document-view';

/** What an item view needs from the screen: where its links go and whether tags show. */
export interface ItemViewContext {
  folderHref: (item: DocumentItem) => string;
  fileHref: (item: DocumentItem) => string;
  showTags: boolean;
  now: Date;
}

export const STAFF_ONLY_HINT = 'STAFF ONLY';

export function ItemIcon({ item, size = 20 }: { item: DocumentItem; size?: number }) {
  if (item.type === 'folder') {
    const Icon = item.staff_only ? IconLock : IconFolder;
    return <Icon size={size} aria-hidden color="var(--mantine-color-yellow-8)" style={{ flexShrink: 0 }} />;
  }
  const Icon =
    item.file_type === 'pdf'
      ? IconFileTypePdf
      : item.file_type === 'xlsx' || item.file_type === 'xls'
        ? IconTable
        : item.file_type
          ? IconPhoto
          : IconFile;
  return <Icon size={size} aria-hidden color="var(--mantine-color-blue-8)" style={{ flexShrink: 0 }} />;
}

/** The item's name: a link into a folder or to a file's preview; a deleted item is plain text. */
export function ItemName({ item, ctx }: { item: DocumentItem; ctx: ItemViewContext }) {
  if (item.deleted_at) {
    return (
      <Text size="sm" td="line-through" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
        {item.name}
      </Text>
    );
  }
  return (
    <Anchor
      component={Link}
      to={item.type === 'folder' ? ctx.folderHref(item) : ctx.fileHref(item)}
      size="sm"
      fw={500}
      style={{ overflowWrap: 'anywhere' }}
    >
      {item.name}
    </Anchor>
  );
}

/** New, Deleted, STAFF ONLY and tags. */
export function ItemBadges({ item, ctx }: { item: DocumentItem; ctx: ItemViewContext }) {
  const isNew = !item.deleted_at && isNewDocument(item.created_at, ctx.now);
  const tags = ctx.showTags ? item.tags : [];
  if (!isNew && !item.deleted_at && !(item.type === 'folder' && item.staff_only) && tags.length === 0) return null;
  return (
    <Group gap={4} wrap="wrap">
      {isNew ? (
        <Badge size="xs" color="teal.9" variant="filled">
          New
        </Badge>
      ) : null}
      {item.deleted_at ? (
        <Badge size="xs" color="red.9" variant="filled">
          Deleted
        </Badge>
      ) : null}
      {item.type === 'folder' && item.staff_only ? (
        <Badge
          size="xs"
          color="dark"
          variant="outline"
          leftSection={<IconLock size={10} aria-hidden />}
          title="Hidden from clients"
        >
          {STAFF_ONLY_HINT}
        </Badge>
      ) : null}
      {tags.map((t) => (
        // The default variant: light gray text on gray is below WCAG contrast at this size.
        <Badge key={t} size="xs" variant="default">
          {t}
        </Badge>
      ))}
    </Group>
  );
}

/** Size and date for a file; the number of items for a folder. */
export function itemMeta(item: DocumentItem): string {
  const date = formatDate(item.deleted_at ?? item.updated_at);
  const what = item.type === 'folder' ? itemsCountText(item.items_count) : formatSize(item.size);
  return [what, item.deleted_at ? `deleted ${date}` : date].filter(Boolean).join(' · ');
}

export interface SelectBoxProps {
  item: DocumentItem;
  checked: boolean;
  onToggle: (item: DocumentItem) => void;
}

export function SelectBox({ item, checked, onToggle }: SelectBoxProps) {
  if (item.deleted_at) return null;
  return <Checkbox aria-label={`Select ${item.name}`} checked={checked} onChange={() => onToggle(item)} />;
}
