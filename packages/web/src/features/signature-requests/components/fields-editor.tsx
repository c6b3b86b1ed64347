import { Alert, Button, Group, NativeSelect, SegmentedControl, Stack, Text } from '@mantine/core';
import {
  sendBlocker,
  SIGNATURE_FIELD_KINDS,
  type SignatureFieldInput,
  type SignatureRequestDetail,
} from '@portal/domain';
import { useEffect, useState } from 'react';
import { notify } from '../../../lib/notify';
import { useSaveSignatureFields } from '../api/save-signature-fields';
import { useSendSignatureRequest } from '../api/send-signature-request';
import { FieldBox } from './field-box';
import { FIELD_KIND_LABELS, placeField, signerColour, type FieldKind } from './field-colors';
import { SignaturePages } from './signature-pages';

type DraftField = SignatureFieldInput & { key: string };

let nextKey = 0;
const keyed = (f: SignatureFieldInput): DraftField => ({ ...f, key: `f${++nextKey}` });
const toInput = ({ signer_id, kind, page, x, y, width, height }: DraftField): SignatureFieldInput => ({
  signer_id,
  kind,
  page,
  x,
  y,
  width,
  height,
});

export const fieldsEditorMessages = {
  sent: 'Signature request sent',
  saving: 'Saving…',
  saved: 'All changes saved',
  notSaved: 'Changes not saved yet. They are saved with Send.',
};

/** Placing, moving or removing a field is saved by itself this long after the last change. */
export const FIELDS_AUTOSAVE_MS = 600;

type SaveState = 'saved' | 'saving' | 'failed';

/**
 * While action is required: the portal's proposed fields, which staff adjust per signer (pick signer and
 * kind, click on the page to place one, remove one), then Send. One step (issue 37 §7): every change is saved
 * by itself, and Send takes the fields as placed; when it cannot go, it says why (who has no signature field).
 */
export function FieldsEditor({ request, onSent }: { request: SignatureRequestDetail; onSent: () => void }) {
  const ids = request.signers.map((s) => s.id);
  const [fields, setFields] = useState<DraftField[]>(() => request.fields.map(keyed));
  const [changes, setChanges] = useState(0);
  const [saveState, setSaveState] = useState<SaveState>('saved');
  const [blocked, setBlocked] = useState<string | null>(null);
  const [signerId, setSignerId] = useState<number | null>(ids[0] ?? null);
  const [kind, setKind] = useState<FieldKind>('signature');
  const [page, setPage] = useState(0);
  const save = useSaveSignatureFields(request.id);
  const send = useSendSignatureRequest(request.id);
  const pageCount = request.page_count ?? 1;
  const nameOf = (id: number) => request.signers.find((s) => s.id === id)?.name ?? 'a signer';

  const change = (next: (fs: DraftField[]) => DraftField[]) => {
    setFields(next);
    setChanges((n) => n + 1);
    setBlocked(null);
  };
  const add = (onPage: number, x: number, y: number) => {
    if (signerId === null) return;
    change((fs) => [...fs, keyed({ signer_id: signerId, kind, page: onPage, ...placeField(kind, x, y) })]);
  };
  const remove = (key: string) => change((fs) => fs.filter((f) => f.key !== key));

  // Each change is saved by itself, shortly after the last one: no Save step before Send.
  const { mutate: saveFields } = save;
  useEffect(() => {
    if (changes === 0) return;
    setSaveState('saving');
    const timer = setTimeout(
      () =>
        saveFields(fields.map(toInput), {
          onSuccess: () => setSaveState('saved'),
          onError: () => setSaveState('failed'),
        }),
      FIELDS_AUTOSAVE_MS,
    );
    return () => clearTimeout(timer);
    // The fields are read when the timer fires, as the last change left them.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [changes]);

  const onSend = () => {
    const problem = sendBlocker(request.signers, fields);
    if (problem) return setBlocked(problem);
    send.mutate(fields.map(toInput), {
      onSuccess: (r) => {
        notify.success(r.message || fieldsEditorMessages.sent);
        onSent();
      },
      onError: (e) => setBlocked(e.message),
    });
  };

  return (
    <Stack gap="md">
      <Stack gap="xs">
        <Text size="sm" fw={600}>
          Add a field
        </Text>
        <Group gap="sm" align="flex-end" wrap="wrap">
          <NativeSelect
            label="Signer"
            data={request.signers.map((s) => ({ value: String(s.id), label: s.name }))}
            value={signerId === null ? '' : String(signerId)}
            onChange={(e) => setSignerId(Number(e.currentTarget.value))}
            disabled={ids.length === 0}
          />
          <Stack gap={4}>
            <Text size="sm" fw={500} id="field-kind-label">
              Field
            </Text>
            <SegmentedControl
              aria-labelledby="field-kind-label"
              value={kind}
              onChange={(v) => setKind(v as FieldKind)}
              data={SIGNATURE_FIELD_KINDS.map((k) => ({ value: k, label: FIELD_KIND_LABELS[k] }))}
            />
          </Stack>
          <NativeSelect
            label="Page"
            data={Array.from({ length: pageCount }, (_, i) => ({ value: String(i), label: `Page ${i + 1}` }))}
            value={String(page)}
            onChange={(e) => setPage(Number(e.currentTarget.value))}
          />
          <Button variant="default" onClick={() => add(page, 0.1, 0.1)} disabled={signerId === null}>
            Add to page {page + 1}
          </Button>
        </Group>
        <Text size="xs" c="dimmed">
          Or click on a page to place the field there.
        </Text>
      </Stack>
      <SignaturePages
        requestId={request.id}
        onPageClick={signerId === null ? undefined : add}
        renderOverlay={(onPage) =>
          fields
            .filter((f) => f.page === onPage)
            .map((f) => {
              const label = `${FIELD_KIND_LABELS[f.kind]} for ${nameOf(f.signer_id)} on page ${onPage + 1}`;
              return (
                <FieldBox
                  key={f.key}
                  field={f}
                  colour={signerColour(ids, f.signer_id)}
                  label={label}
                  onRemove={() => remove(f.key)}
                />
              );
            })
        }
      />
      <Stack gap="xs">
        {blocked ? (
          <Alert color="red" variant="light" role="alert" id="send-blocked">
            {blocked}
          </Alert>
        ) : null}
        <Group justify="flex-end" gap="sm">
          <Text size="sm" c="dimmed" role="status" aria-live="polite">
            {saveState === 'saving'
              ? fieldsEditorMessages.saving
              : saveState === 'failed'
                ? fieldsEditorMessages.notSaved
                : changes > 0
                  ? fieldsEditorMessages.saved
                  : ''}
          </Text>
          <Button onClick={onSend} loading={send.isPending} aria-describedby={blocked ? 'send-blocked' : undefined}>
            Send
          </Button>
        </Group>
      </Stack>
    </Stack>
  );
}
