import { ActionIcon, Group, Paper, Progress, Stack, Text, TextInput } from '@mantine/core';
import { IconCheck, IconX } from '@tabler/icons-react';
import { formatBytes } from '../../../../lib/format';
import { storedName, UPLOADED_TEXT, type UploadEntry } from './upload-queue';

export interface UploadFileRowProps {
  entry: UploadEntry;
  onRename: (base: string) => void;
  onRemove: () => void;
}

/** One file of the upload: its new name (extension kept), then its progress and the server's answer. */
export function UploadFileRow({ entry, onRename, onRemove }: UploadFileRowProps) {
  const name = entry.file.name;
  const editable = entry.status === 'ready';
  const saved = storedName(entry);
  return (
    <Paper component="li" withBorder p="xs" radius="sm" aria-label={name}>
      <Stack gap={6}>
        <Group justify="space-between" wrap="nowrap" gap="xs">
          <Text size="sm" fw={500} truncate="end" title={name} style={{ minWidth: 0 }}>
            {name}
          </Text>
          <Group gap={6} wrap="nowrap">
            <Text size="xs" c="dimmed">
              {formatBytes(entry.file.size)}
            </Text>
            {editable ? (
              <ActionIcon variant="subtle" color="gray" aria-label={`Remove ${name}`} onClick={onRemove}>
                <IconX size={16} aria-hidden />
              </ActionIcon>
            ) : null}
          </Group>
        </Group>
        <TextInput
          size="xs"
          aria-label={`Name for ${name}`}
          value={entry.base}
          disabled={!editable}
          maxLength={200}
          onChange={(e) => onRename(e.currentTarget.value)}
          rightSection={
            entry.ext ? (
              <Text size="xs" c="dimmed">
                {`.${entry.ext}`}
              </Text>
            ) : null
          }
          rightSectionWidth={entry.ext ? Math.max(36, entry.ext.length * 8 + 14) : undefined}
          description={editable && saved !== name ? `Saved as ${saved}` : undefined}
          error={entry.nameError}
        />
        {entry.status === 'uploading' || entry.status === 'done' ? (
          <Progress.Root size="sm" aria-hidden={entry.status === 'done'}>
            <Progress.Section
              value={entry.status === 'done' ? 100 : entry.percent}
              color={entry.status === 'done' ? 'teal' : undefined}
              aria-label={`Upload progress for ${name}`}
            />
          </Progress.Root>
        ) : null}
        {entry.status === 'done' ? (
          <Group gap={4} c="teal.9">
            <IconCheck size={14} aria-hidden />
            <Text size="xs" c="teal.9">
              {UPLOADED_TEXT}
            </Text>
          </Group>
        ) : null}
        {entry.status === 'failed' && entry.message ? (
          <Text size="xs" c="red.8" role="alert">
            {entry.message}
          </Text>
        ) : null}
      </Stack>
    </Paper>
  );
}
