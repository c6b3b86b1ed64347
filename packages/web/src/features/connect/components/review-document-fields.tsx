import { Badge, Box, Button, Group, Stack, Text, TextInput } from '@mantine/core';
import {
  checkFieldValue,
  type ExtractedDocument,
  type ExtractedField,
  LOW_CONFIDENCE,
  type RecognisedForm,
} from '@portal/domain';
import { useState } from 'react';
import type { ReviewAction } from '../api/review-actions';
import { useReviewThumbnail } from '../api/review-thumbnail';
import { formatAmount } from './format-amount';

/** "1234.56" as the form prints it: 1,234.56. */
const shown = (f: Pick<ExtractedField, 'kind' | 'value'>) =>
  f.kind === 'money' ? formatAmount(f.value) : (f.value ?? '');

/**
 * The figures Connect read off a split document's form (issue 42 §2), beside its page: choosing a figure shows
 * where it is printed; staff correct a value in place, and unsure ones are marked for a look.
 */
export function ReviewDocumentFields({
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
  const [selected, setSelected] = useState<string | null>(null);
  const first = Number(doc.parent_pages?.split('-')[0] ?? 1);
  const chosen = doc.fields.find((f) => f.key === selected) ?? doc.fields.find((f) => f.page !== null) ?? null;
  const page = first + (chosen?.page ?? 1) - 1;
  return (
    <Group align="flex-start" gap="md" wrap="wrap" aria-label={`Figures of ${doc.detailed_name}`} role="group">
      <PageWithBox uploadId={uploadId} page={page} field={chosen} />
      <Stack gap={6} style={{ flex: '1 1 260px', minWidth: 0 }}>
        {doc.fields.map((f) => (
          <FieldRow
            key={`${f.key}:${f.value ?? ''}:${f.corrected_at ?? ''}`}
            field={f}
            form={doc.form as RecognisedForm | null}
            busy={busy}
            onFocus={() => setSelected(f.key)}
            onSave={(value) => onAction({ kind: 'field', id: doc.id, key: f.key, body: { value } })}
          />
        ))}
      </Stack>
    </Group>
  );
}

function FieldRow({
  field,
  form,
  busy,
  onFocus,
  onSave,
}: {
  field: ExtractedField;
  form: RecognisedForm | null;
  busy: boolean;
  onFocus: () => void;
  onSave: (value: string) => void;
}) {
  const [value, setValue] = useState(shown(field));
  const unsure = field.value !== null && field.corrected_at === null && field.confidence < LOW_CONFIDENCE;
  const [error, setError] = useState<string | null>(null);
  const changed = value.trim() !== shown(field);
  // The server's own check, so a wrong value is said at once and what was typed stays.
  const save = () => {
    const checked = checkFieldValue(form, field.key, value.trim());
    if (!checked.ok) return setError(checked.message);
    setError(null);
    onSave(value.trim());
  };
  return (
    <Group align="end" gap="xs" wrap="nowrap">
      <TextInput
        label={`Box ${field.key.replace(' code', '')} · ${field.label}`}
        value={value}
        onChange={(e) => setValue(e.currentTarget.value)}
        onFocus={onFocus}
        onKeyDown={(e) => {
          if (e.key === 'Enter' && changed) save();
        }}
        placeholder="Blank"
        error={error}
        description={
          field.corrected_at
            ? `Corrected by ${field.corrected_by} (read ${field.read_value === null ? 'blank' : field.read_value})`
            : undefined
        }
        style={{ flex: 1, minWidth: 0 }}
        size="xs"
      />
      {unsure && <Badge color="orange.9">Check</Badge>}
      <Button size="xs" variant="light" disabled={busy || !changed} onClick={save}>
        Save
      </Button>
    </Group>
  );
}

/** The page as the server draws it, with the chosen figure's box outlined. */
function PageWithBox({ uploadId, page, field }: { uploadId: number; page: number; field: ExtractedField | null }) {
  const { url } = useReviewThumbnail(uploadId, page);
  return (
    <Box pos="relative" w={204} style={{ flex: '0 0 auto' }}>
      {url ? (
        <img src={url} alt={`Page ${page}`} width={204} style={{ display: 'block', border: '1px solid #adb5bd' }} />
      ) : (
        <Text size="xs">Page {page}</Text>
      )}
      {url && field?.box && (
        <Box
          data-testid="field-box"
          aria-hidden
          pos="absolute"
          style={{
            left: `${field.box.left * 100}%`,
            top: `${field.box.top * 100}%`,
            width: `${field.box.width * 100}%`,
            height: `${field.box.height * 100}%`,
            outline: '2px solid #c92a2a',
            background: 'rgba(250, 82, 82, 0.2)',
          }}
        />
      )}
    </Box>
  );
}
