import { Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { extractedStatusLabel } from '@portal/domain';
import type { ReviewAction } from '../api/review-actions';
import { ReviewStatusBadge } from './review-status-badge';
import type { ReviewUpload } from '../api/review-list-uploads';
import { ReviewBoundaries } from './review-boundaries';
import { ReviewDocumentRow } from './review-document-row';

/** An upload in the review: its status and actions, where its pages were cut, and the documents cut from it. */
export function ReviewUploadCard({
  upload,
  busy,
  onAction,
}: {
  upload: ReviewUpload;
  busy: boolean;
  onAction: (action: ReviewAction) => void;
}) {
  const label = extractedStatusLabel(upload.status);
  const ranges = upload.documents
    .map((d) => (d.parent_pages ?? '').split('-').map(Number))
    .filter(([a]) => !!a)
    .map(([a, b]) => [a!, b ?? a!] as [number, number]);
  return (
    <Paper withBorder p="md" radius="md" component="section" aria-label={`Upload ${upload.name}`}>
      <Stack gap="sm">
        <Group justify="space-between" wrap="wrap">
          <div>
            <Title order={3} size="h5">
              {upload.name}
            </Title>
            <Text size="sm" c="dimmed">
              {upload.page_count ? `${upload.page_count} pages · ` : ''}Filed in {upload.folder_path}
            </Text>
          </div>
          <Group gap="xs">
            <ReviewStatusBadge label={label} />
            {label === 'Failed' && (
              <Button size="xs" disabled={busy} onClick={() => onAction({ kind: 'retry', id: upload.id })}>
                Retry
              </Button>
            )}
            {label !== 'Processing' && label !== 'Failed' && (
              <Button
                size="xs"
                variant="light"
                disabled={busy}
                onClick={() => onAction({ kind: 'redo', id: upload.id })}
                aria-label={`Redo ${upload.name}`}
              >
                Redo
              </Button>
            )}
          </Group>
        </Group>
        {upload.error && (
          <Text size="sm" c="red">
            {upload.error}
          </Text>
        )}
        {upload.status === 'split_succeeded' && (
          <ReviewBoundaries
            key={ranges.map((r) => r.join('-')).join(',')}
            upload={upload}
            ranges={ranges}
            busy={busy}
            onSplit={(page_ranges) => onAction({ kind: 'split', id: upload.id, body: { page_ranges } })}
          />
        )}
        <Stack gap="xs" component="ul" p={0} m={0} aria-label={`Documents of ${upload.name}`}>
          {upload.documents.map((doc) => (
            <ReviewDocumentRow key={doc.id} doc={doc} uploadId={upload.id} busy={busy} onAction={onAction} />
          ))}
        </Stack>
      </Stack>
    </Paper>
  );
}
