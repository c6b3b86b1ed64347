import { Button, Group, Paper, Text } from '@mantine/core';
import type { DocumentItem } from '@portal/domain';
import { IconDownload, IconTags, IconTrash, IconX } from '@tabler/icons-react';
import { MIXED_SELECTION_TEXT, selectionKind } from '../document-view';

export interface SelectionBarProps {
  selected: DocumentItem[];
  canDelete: boolean;
  /** Offer Tags for a selection of files. */
  canTag?: boolean;
  onTag?: () => void;
  downloading: boolean;
  onDownload: () => void;
  onDelete: () => void;
  onClear: () => void;
}

/** Bulk Download, Tags and Delete for the selected items; a mix of files and folders blocks them (spec 002 §4). */
export function SelectionBar({
  selected,
  canDelete,
  canTag = false,
  downloading,
  onDownload,
  onDelete,
  onTag,
  onClear,
}: SelectionBarProps) {
  const kind = selectionKind(selected);
  if (kind === 'none') return null;
  const mixed = kind === 'mixed';
  return (
    <Paper withBorder p="xs" radius="md" role="region" aria-label="Selected items">
      <Group justify="space-between" gap="xs">
        <Text size="sm" fw={500} aria-live="polite">
          {selected.length} selected
        </Text>
        <Group gap="xs">
          <Button
            size="compact-sm"
            variant="default"
            leftSection={<IconDownload size={14} aria-hidden />}
            disabled={mixed}
            loading={downloading}
            onClick={onDownload}
          >
            Download
          </Button>
          {canTag && kind === 'files' ? (
            <Button
              size="compact-sm"
              variant="default"
              leftSection={<IconTags size={14} aria-hidden />}
              onClick={onTag}
            >
              Tags
            </Button>
          ) : null}
          {canDelete ? (
            <Button
              size="compact-sm"
              variant="default"
              color="red.9"
              leftSection={<IconTrash size={14} aria-hidden />}
              disabled={mixed}
              onClick={onDelete}
            >
              Delete
            </Button>
          ) : null}
          <Button
            size="compact-sm"
            variant="subtle"
            color="gray"
            leftSection={<IconX size={14} aria-hidden />}
            onClick={onClear}
          >
            Clear selection
          </Button>
        </Group>
      </Group>
      {mixed ? (
        <Text size="sm" c="orange.9" mt={6} role="status">
          {MIXED_SELECTION_TEXT}
        </Text>
      ) : null}
    </Paper>
  );
}
