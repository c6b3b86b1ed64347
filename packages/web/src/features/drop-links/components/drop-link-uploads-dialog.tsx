import { Accordion, Alert, Anchor, Badge, Button, Group, List, Skeleton, Stack, Text } from '@mantine/core';
import { dropLinkMessages, type DropLink, type DropLinkUpload } from '@portal/domain';
import { IconDownload, IconEye, IconEyeOff, IconTrash } from '@tabler/icons-react';
import dayjs from 'dayjs';
import { useState } from 'react';
import { AppModal } from '../../../components/app-modal';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { EmptyState } from '../../../components/empty-state';
import { notify } from '../../../lib/notify';
import { useDeleteDropLinkUpload } from '../api/delete-drop-link-upload';
import { downloadDropLinkDocument, downloadDropLinkUpload } from '../api/download-drop-link-upload';
import { useDropLinkUploads } from '../api/list-drop-link-uploads';
import { useSetUploadSeen } from '../api/set-upload-seen';
import { formatBytes } from '../../../lib/format';

export const UPLOAD_TEXTS = {
  fetchFailed: 'Failed to fetch uploads',
  downloadFailed: 'Failed to download upload',
  deleteTitle: 'Delete upload',
};

export interface DropLinkUploadsDialogProps {
  /** The link whose uploads are shown; null keeps the dialog closed. */
  link: DropLink | null;
  onClose: () => void;
}

const uploadedAt = (iso: string) => dayjs(iso).format('MMM D, YYYY h:mm A');

/** Drop Link Uploads (spec 002 §2, §4): each visitor's upload, seen or unseen for the signed-in user. */
export function DropLinkUploadsDialog({ link, onClose }: DropLinkUploadsDialogProps) {
  return (
    <AppModal opened={link !== null} onClose={onClose} title={link ? `Uploads: ${link.name}` : 'Uploads'} size="xl">
      {link ? <UploadsList key={link.id} linkId={link.id} /> : null}
    </AppModal>
  );
}

function UploadsList({ linkId }: { linkId: number }) {
  const uploads = useDropLinkUploads(linkId);
  const seen = useSetUploadSeen();
  const remove = useDeleteDropLinkUpload();
  const [open, setOpen] = useState<string | null>(null);
  const [deleting, setDeleting] = useState<DropLinkUpload | null>(null);
  const [downloading, setDownloading] = useState<number | null>(null);

  if (uploads.isError) {
    return (
      <Alert color="red" variant="light" role="alert" title={UPLOAD_TEXTS.fetchFailed}>
        {uploads.error.message}
      </Alert>
    );
  }
  if (!uploads.data) {
    return (
      <Stack gap="xs" role="status" aria-label="Loading uploads">
        <Skeleton h={48} />
        <Skeleton h={48} />
      </Stack>
    );
  }
  if (uploads.data.length === 0) return <EmptyState description="Nobody has uploaded through this link yet." />;

  const toggle = (upload: DropLinkUpload, value: boolean) =>
    seen.mutate(
      { uploadId: upload.id, seen: value },
      {
        onSuccess: () => {
          if (value) notify.success(dropLinkMessages.markedSeen);
        },
        onError: (e) => notify.error(e.message),
      },
    );

  const download = async (upload: DropLinkUpload) => {
    setDownloading(upload.id);
    try {
      await downloadDropLinkUpload(upload);
    } catch (e) {
      notify({ kind: 'error', title: UPLOAD_TEXTS.downloadFailed, message: (e as Error).message });
    } finally {
      setDownloading(null);
    }
  };

  return (
    <>
      <Accordion
        variant="separated"
        value={open}
        onChange={(value) => {
          setOpen(value);
          // Opening an unseen upload is seeing it.
          const opened = uploads.data.find((u) => String(u.id) === value);
          if (opened && !opened.seen) seen.mutate({ uploadId: opened.id, seen: true });
        }}
      >
        {uploads.data.map((u) => (
          <Accordion.Item key={u.id} value={String(u.id)}>
            <Accordion.Control>
              <Group justify="space-between" wrap="wrap" gap="xs" pr="sm">
                <Text fw={u.seen ? 400 : 700}>
                  {u.first_name} {u.last_name}
                </Text>
                <Group gap="xs">
                  <Text size="sm" c="dimmed">
                    {uploadedAt(u.uploaded_at)}
                  </Text>
                  <Badge variant={u.seen ? 'light' : 'filled'} color={u.seen ? 'gray' : 'blue'}>
                    {u.seen ? 'Seen' : 'Unseen'}
                  </Badge>
                </Group>
              </Group>
            </Accordion.Control>
            <Accordion.Panel>
              <Stack gap="sm">
                <Group gap="xl" wrap="wrap">
                  <Detail label="Email" value={u.email} />
                  <Detail label="Phone" value={u.phone_number ?? 'Not given'} />
                  <Detail label="Uploaded" value={uploadedAt(u.uploaded_at)} />
                </Group>
                <Detail label="Description" value={u.description ?? 'None'} />
                <div>
                  <Text size="xs" c="dimmed">
                    Files
                  </Text>
                  <List size="sm" aria-label={`Files from ${u.first_name} ${u.last_name}`}>
                    {u.files.map((f) => (
                      <List.Item key={f.id}>
                        <Anchor
                          component="button"
                          type="button"
                          size="sm"
                          aria-label={`Download ${f.name}`}
                          onClick={() =>
                            void downloadDropLinkDocument(u, f.name).catch((e: unknown) =>
                              notify({
                                kind: 'error',
                                title: UPLOAD_TEXTS.downloadFailed,
                                message: (e as Error).message,
                              }),
                            )
                          }
                        >
                          {f.name}
                        </Anchor>{' '}
                        ({formatBytes(f.size)})
                      </List.Item>
                    ))}
                  </List>
                </div>
                <Group gap="xs" wrap="wrap">
                  <Button
                    size="compact-sm"
                    variant="default"
                    leftSection={u.seen ? <IconEyeOff size={14} aria-hidden /> : <IconEye size={14} aria-hidden />}
                    onClick={() => toggle(u, !u.seen)}
                    disabled={seen.isPending}
                  >
                    {u.seen ? 'Mark Unseen' : 'Mark Seen'}
                  </Button>
                  <Button
                    size="compact-sm"
                    variant="default"
                    leftSection={<IconDownload size={14} aria-hidden />}
                    loading={downloading === u.id}
                    onClick={() => void download(u)}
                  >
                    Download
                  </Button>
                  <Button
                    size="compact-sm"
                    variant="default"
                    color="red"
                    leftSection={<IconTrash size={14} aria-hidden />}
                    onClick={() => setDeleting(u)}
                  >
                    Delete
                  </Button>
                </Group>
              </Stack>
            </Accordion.Panel>
          </Accordion.Item>
        ))}
      </Accordion>
      <ConfirmDialog
        opened={deleting !== null}
        title={UPLOAD_TEXTS.deleteTitle}
        message={dropLinkMessages.deleteUploadConfirm}
        confirmLabel="Delete"
        danger
        zIndex={300}
        pending={remove.isPending}
        onClose={() => setDeleting(null)}
        onConfirm={() =>
          deleting &&
          remove.mutate(deleting.id, {
            onSuccess: () => notify.success(dropLinkMessages.uploadDeleted),
            onError: (e) => notify.error(e.message),
            onSettled: () => setDeleting(null),
          })
        }
      />
    </>
  );
}

function Detail({ label, value }: { label: string; value: string }) {
  return (
    <div>
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
        {value}
      </Text>
    </div>
  );
}
