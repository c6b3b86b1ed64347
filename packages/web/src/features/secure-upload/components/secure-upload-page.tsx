import { ActionIcon, Alert, Button, Group, Paper, Progress, Skeleton, Stack, Text, Title } from '@mantine/core';
import { documentMessages, MAX_UPLOAD_BYTES, MAX_UPLOAD_FILES } from '@portal/domain';
import { IconCircleCheck, IconX } from '@tabler/icons-react';
import dayjs from 'dayjs';
import { useState, type ReactNode } from 'react';
import { FileDropZone } from '../../../components/file-drop-zone';
import { isApiError } from '../../../lib/api-client';
import { formatBytes } from '../../../lib/format';
import { tooLargeMessage } from '../../../lib/upload-limits';
import { useSecureUpload } from '../api/get-secure-upload';
import { uploadSecureFile } from '../api/upload-secure-file';

export const SECURE_UPLOAD_TEXTS = {
  missingToken: 'This upload link is not complete. Please open the link from your firm again.',
  uploadSuccessful: 'Upload successful',
};

type Status = 'ready' | 'uploading' | 'done' | 'failed';
interface Entry {
  key: string;
  file: File;
  status: Status;
  percent: number;
  message: string | null;
}

let nextKey = 0;
const failureText = (e: unknown) => (isApiError(e) && e.status >= 400 ? e.message : documentMessages.uploadFailed);

/** /secure-upload?token= (spec 002): a client sends files into one folder of their entity, no sign-in. */
export function SecureUploadPage({ token }: { token: string }) {
  const info = useSecureUpload(token);
  if (!token)
    return (
      <Card>
        <Unavailable message={SECURE_UPLOAD_TEXTS.missingToken} />
      </Card>
    );
  if (info.isError)
    return (
      <Card>
        {/* A mangled link (its token refused as malformed) reads like an incomplete one, not schema text. */}
        <Unavailable
          message={
            isApiError(info.error) && info.error.status === 400 ? SECURE_UPLOAD_TEXTS.missingToken : info.error.message
          }
        />
      </Card>
    );
  if (!info.data) {
    return (
      <Card>
        <Stack gap="sm" role="status" aria-label="Loading the upload link">
          <Skeleton h={28} w="60%" />
          <Skeleton h={160} />
        </Stack>
      </Card>
    );
  }
  const { firm_name, entity_name, folder, expires_at } = info.data;
  return (
    <Card>
      <Stack gap={4}>
        <Title order={1} size="h2">
          {firm_name}
        </Title>
        <Text fw={500}>Upload files for {entity_name}</Text>
        <Text size="sm">Files go in the folder {folder === '/' ? 'Documents' : folder}.</Text>
        <Text size="sm" c="dimmed">
          This link works until {dayjs(expires_at).format('MMM D, YYYY h:mm A')}.
        </Text>
      </Stack>
      <Uploader token={token} />
    </Card>
  );
}

function Card({ children }: { children: ReactNode }) {
  return (
    <Paper withBorder radius="md" p="lg" maw={640} mx="auto" mt="md">
      <Stack gap="lg">{children}</Stack>
    </Paper>
  );
}

function Unavailable({ message }: { message: string }) {
  return (
    <Alert color="yellow" variant="light" role="alert" title="Upload link not available">
      {message}
    </Alert>
  );
}

function Uploader({ token }: { token: string }) {
  const [queue, setQueue] = useState<Entry[]>([]);
  const [running, setRunning] = useState(false);

  const update = (key: string, change: Partial<Entry>) =>
    setQueue((q) => q.map((e) => (e.key === key ? { ...e, ...change } : e)));

  const add = (files: File[]) =>
    setQueue((q) => [
      ...q,
      ...files.map((file) => ({ key: `f${nextKey++}`, file, status: 'ready' as const, percent: 0, message: null })),
    ]);

  const start = async () => {
    setRunning(true);
    // One request per file, one after another, so each bar and answer belongs to its file.
    for (const entry of queue.filter((e) => e.status === 'ready')) {
      update(entry.key, { status: 'uploading', percent: 0 });
      try {
        const result = await uploadSecureFile(token, entry.file, {
          onProgress: (p) => update(entry.key, { percent: p.percent }),
        });
        if (result.document) update(entry.key, { status: 'done', percent: 100 });
        else update(entry.key, { status: 'failed', message: result.error ?? documentMessages.uploadFailed });
      } catch (e) {
        update(entry.key, { status: 'failed', message: failureText(e) });
      }
    }
    setRunning(false);
  };

  const ready = queue.filter((e) => e.status === 'ready').length;
  const allDone = queue.length > 0 && queue.every((e) => e.status === 'done');
  const finished = queue.length > 0 && ready === 0 && !running;

  if (allDone) {
    return (
      <Stack align="center" gap="sm" role="status">
        <IconCircleCheck size={48} color="var(--mantine-color-teal-7)" aria-hidden />
        <Title order={2} size="h3">
          {SECURE_UPLOAD_TEXTS.uploadSuccessful}
        </Title>
        <Text size="sm" c="dimmed">
          {queue.length === 1 ? '1 file was uploaded.' : `${queue.length} files were uploaded.`}
        </Text>
        <Button variant="default" onClick={() => setQueue([])}>
          Upload more
        </Button>
      </Stack>
    );
  }

  return (
    <Stack gap="md">
      <FileDropZone
        onFiles={add}
        maxFiles={MAX_UPLOAD_FILES - queue.length}
        disabled={running}
        label={`Drag files here or choose them. Each file can be at most ${formatBytes(MAX_UPLOAD_BYTES)}.`}
        hint="PDF, PNG, JPG, GIF or HEIC."
        oversizeMessages={(names) => names.map(tooLargeMessage)}
        tooManyMessage={null}
      />
      {queue.length > 0 ? (
        <Stack component="ul" aria-label="Chosen files" gap="xs" p={0} m={0} style={{ listStyle: 'none' }}>
          {queue.map((e) => (
            <FileRow
              key={e.key}
              entry={e}
              onRemove={running ? undefined : () => setQueue((q) => q.filter((x) => x.key !== e.key))}
            />
          ))}
        </Stack>
      ) : null}
      <Group justify="flex-end">
        {finished ? (
          <Button variant="default" onClick={() => setQueue([])}>
            Clear
          </Button>
        ) : null}
        <Button onClick={() => void start()} disabled={ready === 0} loading={running}>
          {ready === 1 ? 'Upload 1 file' : `Upload ${ready} files`}
        </Button>
      </Group>
    </Stack>
  );
}

const statusText: Record<Status, string> = {
  ready: 'Ready',
  uploading: 'Uploading',
  done: 'Uploaded',
  failed: 'Failed',
};

function FileRow({ entry, onRemove }: { entry: Entry; onRemove?: () => void }) {
  const { file, status, percent, message } = entry;
  return (
    <Stack component="li" gap={4}>
      <Group justify="space-between" wrap="nowrap">
        <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
          {file.name} ({formatBytes(file.size)})
        </Text>
        <Group gap="xs" wrap="nowrap">
          <Text size="xs" c={status === 'failed' ? 'red.8' : status === 'done' ? 'teal.8' : 'dimmed'}>
            {statusText[status]}
          </Text>
          {status === 'ready' && onRemove ? (
            <ActionIcon variant="subtle" color="gray" aria-label={`Remove ${file.name}`} onClick={onRemove}>
              <IconX size={16} aria-hidden />
            </ActionIcon>
          ) : null}
        </Group>
      </Group>
      {status === 'uploading' || status === 'done' ? (
        <Progress value={percent} size="sm" aria-label={`${file.name} upload progress`} />
      ) : null}
      {message ? (
        <Text size="xs" c="red.8" role="alert">
          {message}
        </Text>
      ) : null}
    </Stack>
  );
}
