import { Button, Group, ScrollArea, Stack, Text } from '@mantine/core';
import { documentMessages, MAX_UPLOAD_FILES, type DocumentItem } from '@portal/domain';
import { useRef, useState } from 'react';
import { AppModal } from '../../../../components/app-modal';
import { FileDropZone } from '../../../../components/file-drop-zone';
import { isApiError } from '../../../../lib/api-client';
import { notify } from '../../../../lib/notify';
import { uploadDocument } from '../../api/upload-document';
import { UploadFileRow } from './upload-file-row';
import { UploadTagsField } from './upload-tags-field';
import {
  addToQueue,
  FILE_NAME_REQUIRED,
  runPool,
  storedName,
  TOO_MANY_TEXT,
  tooLargeText,
  UPLOAD_FAILED,
  UPLOAD_SUCCESSFUL,
  type UploadEntry,
} from './upload-queue';

/** Uploads at once: enough to keep the line busy, few enough that each file's progress means something. */
const PARALLEL_UPLOADS = 3;
export const DROP_HINT = 'Drag files here or choose them. Up to 999 files, each at most 150 MB.';

export interface UploadDialogProps {
  opened: boolean;
  onClose: () => void;
  companyId: number;
  /** The folder the files go in. */
  path: string;
  /** Called once the uploads have ended with at least one file stored, with the stored files. */
  onUploaded: (stored: DocumentItem[]) => void;
  /** Offer document tags for the files (staff, when the firm uses them). */
  canTag?: boolean;
}

const failureText = (err: unknown) => {
  if (err instanceof DOMException && err.name === 'AbortError') return 'Upload cancelled';
  if (isApiError(err) && err.status >= 400) return err.message;
  return documentMessages.uploadFailed;
};

/**
 * Upload Documents (spec 002 §2, §5): drop or choose many files, rename them before upload (the extension
 * is kept), then one request per file with its own progress bar and the server's answer beside it.
 */
export function UploadDialog({ opened, onClose, companyId, path, onUploaded, canTag = false }: UploadDialogProps) {
  const [queue, setQueue] = useState<UploadEntry[]>([]);
  const [tags, setTags] = useState<string[]>([]);
  const [running, setRunning] = useState(false);
  const abortRef = useRef<AbortController | null>(null);

  const update = (key: string, change: Partial<UploadEntry>) =>
    setQueue((q) => q.map((e) => (e.key === key ? { ...e, ...change } : e)));

  const add = (files: File[]) => setQueue((q) => addToQueue(q, files));

  const close = () => {
    abortRef.current?.abort();
    abortRef.current = null;
    setQueue([]);
    setTags([]);
    setRunning(false);
    onClose();
  };

  const start = async () => {
    const ready = queue.filter((e) => e.status === 'ready');
    const unnamed = ready.filter((e) => !e.base.trim());
    if (unnamed.length > 0) {
      setQueue((q) => q.map((e) => (unnamed.includes(e) ? { ...e, nameError: FILE_NAME_REQUIRED } : e)));
      return;
    }
    const controller = new AbortController();
    abortRef.current = controller;
    setRunning(true);
    const storedFiles: DocumentItem[] = [];
    await runPool(ready, PARALLEL_UPLOADS, async (entry) => {
      if (controller.signal.aborted) return;
      update(entry.key, { status: 'uploading', percent: 0, message: null, nameError: null });
      try {
        const result = await uploadDocument(
          companyId,
          { path, name: storedName(entry), file: entry.file, tags },
          { signal: controller.signal, onProgress: (p) => update(entry.key, { percent: p.percent }) },
        );
        if (result.document) {
          storedFiles.push(result.document);
          update(entry.key, { status: 'done', percent: 100 });
        } else {
          update(entry.key, { status: 'failed', message: result.error ?? documentMessages.uploadFailed });
        }
      } catch (err) {
        update(entry.key, { status: 'failed', message: failureText(err) });
      }
    });
    const stored = storedFiles.length;
    // Files stored before a cancel are in the folder too, so the list refreshes either way.
    if (stored > 0) onUploaded(storedFiles);
    if (controller.signal.aborted) return;
    abortRef.current = null;
    setRunning(false);
    if (stored > 0) notify.success(UPLOAD_SUCCESSFUL);
    else if (ready.length > 0) notify.error(UPLOAD_FAILED);
  };

  const readyCount = queue.filter((e) => e.status === 'ready').length;
  const finished = queue.length > 0 && readyCount === 0 && !running;
  return (
    <AppModal opened={opened} onClose={close} title="Upload Documents" size="lg" closeOnClickOutside={!running}>
      <Stack gap="md">
        <Text size="sm" c="dimmed">
          {path === '/' ? 'Files go at the top of Documents.' : `Files go in ${path}.`}
        </Text>
        <FileDropZone
          onFiles={add}
          maxFiles={MAX_UPLOAD_FILES - queue.length}
          disabled={running}
          label={DROP_HINT}
          hint="PDF, PNG, JPG, GIF, HEIC, XLSX or XLS. You can rename each file before uploading; its extension is kept."
          oversizeMessages={(names) => names.map(tooLargeText)}
          tooManyMessage={() => TOO_MANY_TEXT}
          minHeight={110}
        />
        {canTag ? <UploadTagsField value={tags} onChange={setTags} disabled={running} /> : null}
        {queue.length > 0 ? (
          <ScrollArea.Autosize mah={360} type="auto">
            <Stack component="ul" aria-label="Chosen files" gap="xs" p={0} m={0} style={{ listStyle: 'none' }}>
              {queue.map((entry) => (
                <UploadFileRow
                  key={entry.key}
                  entry={entry}
                  onRename={(base) => update(entry.key, { base, nameError: null })}
                  onRemove={() => setQueue((q) => q.filter((e) => e.key !== entry.key))}
                />
              ))}
            </Stack>
          </ScrollArea.Autosize>
        ) : null}
        <Group justify="flex-end">
          <Button variant="default" onClick={close}>
            {finished ? 'Done' : 'Cancel'}
          </Button>
          <Button onClick={() => void start()} disabled={readyCount === 0} loading={running}>
            {readyCount === 1 ? 'Upload 1 file' : `Upload ${readyCount} files`}
          </Button>
        </Group>
      </Stack>
    </AppModal>
  );
}
