import { Alert, Group, Progress, Stack, Text, Title } from '@mantine/core';
import { HelpLink, type HelpTopic } from '../../../components/help-link';
import { batchProgress, connectMessages } from '@portal/domain';
import { useEffect, useRef } from 'react';
import { isApiError } from '../../../lib/api-client';
import { notify } from '../../../lib/notify';
import { type ReviewAction, useReviewAction } from '../api/review-actions';
import { useReviewUploads } from '../api/review-list-uploads';
import { ReviewUploadCard } from './review-upload-card';

export const NO_UPLOADS = 'No uploads have been processed for this entity yet.';

/** The spec's toasts: still processing when the review opens on a busy batch, finished when the batch is done. */
function useBatchToasts(processing: boolean | undefined) {
  const was = useRef<boolean | undefined>(undefined);
  useEffect(() => {
    if (processing === undefined) return;
    if (was.current === undefined && processing) notify.info(connectMessages.stillProcessing);
    if (was.current === true && !processing) notify.success(connectMessages.finished);
    was.current = processing;
  }, [processing]);
}

export const BULK_UPLOAD_HELP: HelpTopic = {
  label: 'How bulk upload works',
  title: 'How the bulk upload processor works',
  intro:
    'A PDF of several forms that a client uploads (or that you send with Split into forms…) is read page by page on this server, cut into one document per form and filed in the entity’s documents.',
  steps: [
    'Wait while an upload is Processing; the list updates by itself and tells you when it is done.',
    'Processed documents show the form read and how sure the reading is: Review accepts it, Redo reads its pages again.',
    'A page no form was recognised on asks you to choose its form; nothing is guessed.',
    'Edit a Completed document to change its form or its page ranges; Retry a Failed upload.',
    'Figures read off W-2s and 1099s are checked beside the page, and go to the entity’s Tax data once reviewed.',
  ],
};

/**
 * The Bulk Upload Processor Review (spec 001 §1, §4): every upload of the entity with the documents cut from it,
 * their pages, recognised forms, confidence and page ranges; correct a form, move boundaries, Redo, Retry, Restore.
 * The list is read every second while any upload is processing, and not after.
 */
export function ReviewScreen({ company }: { company: { id: number; name: string } }) {
  const uploads = useReviewUploads(company.id);
  const action = useReviewAction(company.id);
  const list = uploads.data ?? [];
  const processing = uploads.data ? list.some((u) => u.status === 'processing') : undefined;
  useBatchToasts(processing);
  const { done, total } = batchProgress(list);
  const run = (a: ReviewAction) =>
    action.mutate(a, {
      onError: (e) =>
        isApiError(e) && e.message === connectMessages.stillProcessing
          ? notify.info(connectMessages.stillProcessing)
          : notify.error(e),
    });
  return (
    <Stack gap="md">
      <Group justify="space-between" wrap="wrap">
        <Title order={2}>Bulk Upload Processor Review</Title>
        <Group gap="md">
          <HelpLink topic={BULK_UPLOAD_HELP} />
          <Text c="dimmed">{company.name}</Text>
        </Group>
      </Group>
      {total > 0 && (
        <div>
          <Text size="sm" id="review-progress-label">
            {done} of {total} uploads processed
          </Text>
          <Progress.Root>
            <Progress.Section
              value={(done / total) * 100}
              aria-labelledby="review-progress-label"
              animated={done < total}
            />
          </Progress.Root>
        </div>
      )}
      {uploads.isError && <Alert color="red">{(uploads.error as Error).message}</Alert>}
      {uploads.isSuccess && !list.length && <Text>{NO_UPLOADS}</Text>}
      {list.map((u) => (
        <ReviewUploadCard key={u.id} upload={u} busy={action.isPending} onAction={run} />
      ))}
    </Stack>
  );
}
