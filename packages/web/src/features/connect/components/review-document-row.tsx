import { Badge, Button, Group, Paper, Select, Stack, Text } from '@mantine/core';
import { type ExtractedDocument, extractedStatusLabel, REVIEW_FORMS } from '@portal/domain';
import { useState } from 'react';
import type { ReviewAction } from '../api/review-actions';
import { ReviewStatusBadge } from './review-status-badge';
import { pagesOf, ReviewPageThumbnail } from './review-page-thumbnail';

const MAX_THUMBNAILS = 6;
/**
 * One document split from an upload: its pages' thumbnails, recognised form, confidence and page range, with the
 * actions its status offers (spec 001 §4: Processed — Review, Redo; Completed — Edit).
 */
export function ReviewDocumentRow({
  doc,
  uploadId,
  busy,
  onAction,
}: {
  doc: ExtractedDocument;
  uploadId: number;
  busy: boolean;
  onAction: (action: ReviewAction) => void;
}) {
  const label = extractedStatusLabel(doc.status);
  const [editing, setEditing] = useState(false);
  const [form, setForm] = useState<string | null>(doc.form);
  const pages = pagesOf(doc.parent_pages);
  const showForm = label === 'Processed' || editing;
  const deleted = doc.deleted_at !== null;
  return (
    <Paper withBorder p="sm" radius="sm" component="li" aria-label={doc.detailed_name} style={{ listStyle: 'none' }}>
      <Stack gap="xs">
        <Group gap={6} wrap="nowrap" style={{ overflowX: 'auto' }}>
          {pages.slice(0, MAX_THUMBNAILS).map((p) => (
            <ReviewPageThumbnail key={p} uploadId={uploadId} page={p} />
          ))}
          {pages.length > MAX_THUMBNAILS && <Text size="xs">+{pages.length - MAX_THUMBNAILS} more</Text>}
        </Group>
        <Group justify="space-between" wrap="wrap" gap="xs">
          <div>
            <Text fw={600}>{doc.detailed_name}</Text>
            <Text size="sm" c="dimmed">
              Form {doc.form ?? 'not recognised'} · Confidence{' '}
              {doc.confidence === null ? '—' : `${Math.round(doc.confidence * 100)}%`} · Pages {doc.parent_pages}
            </Text>
          </div>
          <Group gap={6}>
            <ReviewStatusBadge label={label} />
            {deleted && <Badge color="gray.8">Deleted</Badge>}
          </Group>
        </Group>
        {showForm && !deleted && !doc.form && doc.candidates.length > 0 && (
          <Group gap="xs" wrap="wrap" aria-label={`Likely forms of ${doc.detailed_name}`} role="group">
            <Text size="sm">Likely:</Text>
            {doc.candidates.map((c) => (
              <Button
                key={c.form}
                size="xs"
                variant="light"
                disabled={busy}
                onClick={() => onAction({ kind: 'form', id: doc.id, body: { form: c.form as never } })}
                aria-label={`It is a ${c.form} (${Math.round(c.confidence * 100)}% likely)`}
              >
                {c.form} · {Math.round(c.confidence * 100)}%
              </Button>
            ))}
          </Group>
        )}
        {showForm && !deleted && (
          <Group align="end" gap="xs" wrap="wrap">
            <Select
              label={`Form of ${doc.detailed_name}`}
              placeholder="Select a form"
              data={[...REVIEW_FORMS]}
              value={form}
              onChange={setForm}
              searchable
              w={200}
            />
            <Button
              size="xs"
              disabled={busy || !form || form === doc.form}
              onClick={() => {
                if (form) onAction({ kind: 'form', id: doc.id, body: { form: form as never } });
                setEditing(false);
              }}
            >
              Save form
            </Button>
          </Group>
        )}
        <Group gap="xs" wrap="wrap">
          {deleted ? (
            <Button size="xs" variant="light" disabled={busy} onClick={() => onAction({ kind: 'restore', id: doc.id })}>
              Restore
            </Button>
          ) : (
            <>
              {label === 'Processed' && (
                <>
                  <Button
                    size="xs"
                    disabled={busy || !doc.form}
                    onClick={() => onAction({ kind: 'review', id: doc.id })}
                    aria-label={`Review ${doc.detailed_name}`}
                  >
                    Review
                  </Button>
                  <Button
                    size="xs"
                    variant="light"
                    disabled={busy}
                    onClick={() => onAction({ kind: 'redo', id: doc.id })}
                    aria-label={`Redo ${doc.detailed_name}`}
                  >
                    Redo
                  </Button>
                </>
              )}
              {label === 'Completed' && !editing && (
                <Button
                  size="xs"
                  variant="light"
                  onClick={() => setEditing(true)}
                  aria-label={`Edit ${doc.detailed_name}`}
                >
                  Edit
                </Button>
              )}
              <Button
                size="xs"
                variant="subtle"
                color="red"
                disabled={busy}
                onClick={() => onAction({ kind: 'delete', id: doc.id })}
                aria-label={`Delete ${doc.detailed_name}`}
              >
                Delete
              </Button>
            </>
          )}
        </Group>
      </Stack>
    </Paper>
  );
}
