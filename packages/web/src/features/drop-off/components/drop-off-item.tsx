import { Group, Paper, Progress, Select, Stack, Text } from '@mantine/core';
import { documentMessages } from '@portal/domain';
import { useState } from 'react';
import { FileDropZone } from '../../../components/file-drop-zone';
import { StatusBadge } from '../../../components/status-badge';
import { isApiError } from '../../../lib/api-client';
import { formatBytes } from '../../../lib/format';
import { tooLargeMessage } from '../../../lib/upload-limits';
import { uploadDropOffFile, type DropOffItem, type DropOffKey } from '../api/drop-off';

type Status = 'uploading' | 'done' | 'failed';
interface Entry {
  key: string;
  file: File;
  status: Status;
  percent: number;
  message: string | null;
}

let nextKey = 0;
const failureText = (e: unknown) => (isApiError(e) && e.status >= 400 ? e.message : documentMessages.uploadFailed);
const statusText: Record<Status, string> = { uploading: 'Uploading', done: 'Uploaded', failed: 'Failed' };

export const countText = (n: number) => (n === 1 ? '1 file uploaded' : `${n} files uploaded`);

export interface DropOffItemCardProps {
  linkKey: DropOffKey;
  item: DropOffItem;
  disabled?: boolean;
  /** The item as the server counts it after a stored file. */
  onUploaded: (item: DropOffItem) => void;
}

/** One requested item: its count, a drop zone, and each picked file's progress and answer. */
export function DropOffItemCard({ linkKey, item, disabled, onUploaded }: DropOffItemCardProps) {
  const [entries, setEntries] = useState<Entry[]>([]);
  const [option, setOption] = useState<string | null>(null);
  const [running, setRunning] = useState(false);
  const needsOption = item.options.length > 0 && !option;

  const update = (key: string, change: Partial<Entry>) =>
    setEntries((list) => list.map((e) => (e.key === key ? { ...e, ...change } : e)));

  const send = async (files: File[]) => {
    const added = files.map((file) => ({
      key: `d${nextKey++}`,
      file,
      status: 'uploading' as const,
      percent: 0,
      message: null,
    }));
    setEntries((list) => [...list, ...added]);
    setRunning(true);
    // One request per file, one after another, so each bar and answer belongs to its file.
    for (const entry of added) {
      try {
        const result = await uploadDropOffFile(linkKey, item.question_id, entry.file, {
          option,
          onProgress: (p) => update(entry.key, { percent: p.percent }),
        });
        onUploaded(result.item);
        if (result.document) update(entry.key, { status: 'done', percent: 100 });
        else update(entry.key, { status: 'failed', message: result.error ?? documentMessages.uploadFailed });
      } catch (e) {
        update(entry.key, { status: 'failed', message: failureText(e) });
      }
    }
    setRunning(false);
  };

  const headingId = `drop-off-item-${item.question_id}`;
  return (
    <Paper component="li" withBorder radius="md" p="md" aria-labelledby={headingId}>
      <Stack gap="sm">
        <Group justify="space-between" wrap="wrap" gap="xs">
          <Text id={headingId} fw={500} style={{ overflowWrap: 'anywhere' }}>
            {item.text}
          </Text>
          {/* A dot badge keeps its text dark: the light teal badge's text falls below 4.5:1 contrast. */}
          <StatusBadge color={item.uploaded_count > 0 ? 'teal' : 'gray'}>{countText(item.uploaded_count)}</StatusBadge>
        </Group>
        {item.options.length > 0 ? (
          <Select
            label="Document type"
            placeholder="Choose one first"
            data={item.options}
            value={option}
            onChange={setOption}
            disabled={disabled || running}
          />
        ) : null}
        <FileDropZone
          onFiles={(files) => void send(files)}
          disabled={disabled || running || needsOption}
          inputLabel={`Files for ${item.text}`}
          label="Drag files here or choose them."
          hint={needsOption ? 'Choose the document type first.' : 'PDF, PNG, JPG, GIF or HEIC.'}
          oversizeMessages={(names) => names.map(tooLargeMessage)}
          tooManyMessage={null}
          minHeight={80}
          gap="xs"
        />
        {entries.length > 0 ? (
          <Stack
            component="ul"
            aria-label={`Files sent for ${item.text}`}
            gap="xs"
            p={0}
            m={0}
            style={{ listStyle: 'none' }}
          >
            {entries.map((e) => (
              <FileRow key={e.key} entry={e} />
            ))}
          </Stack>
        ) : null}
      </Stack>
    </Paper>
  );
}

function FileRow({ entry }: { entry: Entry }) {
  const { file, status, percent, message } = entry;
  return (
    <Stack component="li" gap={4}>
      <Group justify="space-between" wrap="nowrap">
        <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
          {file.name} ({formatBytes(file.size)})
        </Text>
        <Text size="xs" c={status === 'failed' ? 'red.8' : status === 'done' ? 'teal.9' : 'dimmed'}>
          {statusText[status]}
        </Text>
      </Group>
      {status !== 'failed' ? <Progress value={percent} size="sm" aria-label={`${file.name} upload progress`} /> : null}
      {message ? (
        <Text size="xs" c="red.8" role="alert">
          {message}
        </Text>
      ) : null}
    </Stack>
  );
}
