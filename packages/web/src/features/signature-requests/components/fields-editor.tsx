import { Button, Group, NativeSelect, SegmentedControl, Stack, Text } from '@mantine/core';
import { SIGNATURE_FIELD_KINDS, type SignatureFieldInput, type SignatureRequestDetail } from '@portal/domain';
import { useState } from 'react';
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
  saved: 'Fields saved',
  sent: 'Signature request sent',
  needsSignature: (names: string[]) => `Every signer needs a signature field. Add one for ${names.join(' and ')}.`,
  unsaved: 'You have unsaved fields. Save them before sending.',
};

/**
 * While action is required: the portal's proposed fields, which staff adjust per signer (pick signer and
 * kind, click on the page to place one, remove one), save, then send.
 */
export function FieldsEditor({ request, onSent }: { request: SignatureRequestDetail; onSent: () => void }) {
  const ids = request.signers.map((s) => s.id);
  const [fields, setFields] = useState<DraftField[]>(() => request.fields.map(keyed));
  const [dirty, setDirty] = useState(false);
  const [signerId, setSignerId] = useState<number | null>(ids[0] ?? null);
  const [kind, setKind] = useState<FieldKind>('signature');
  const [page, setPage] = useState(0);
  const save = useSaveSignatureFields(request.id);
  const send = useSendSignatureRequest(request.id);
  const pageCount = request.page_count ?? 1;
  const nameOf = (id: number) => request.signers.find((s) => s.id === id)?.name ?? 'a signer';

  const add = (onPage: number, x: number, y: number) => {
    if (signerId === null) return;
    setFields((fs) => [...fs, keyed({ signer_id: signerId, kind, page: onPage, ...placeField(kind, x, y) })]);
    setDirty(true);
  };
  const remove = (key: string) => {
    setFields((fs) => fs.filter((f) => f.key !== key));
    setDirty(true);
  };

  const unsigned = request.signers.filter((s) => !fields.some((f) => f.signer_id === s.id && f.kind === 'signature'));
  const sendBlocked =
    request.signers.length === 0
      ? 'This entity has no owners to sign.'
      : unsigned.length > 0
        ? fieldsEditorMessages.needsSignature(unsigned.map((s) => s.name))
        : dirty
          ? fieldsEditorMessages.unsaved
          : null;

  const onSave = () =>
    save.mutate(fields.map(toInput), {
      onSuccess: () => {
        setDirty(false);
        notify.success(fieldsEditorMessages.saved);
      },
      onError: (e) => notify.error(e.message),
    });
  const onSend = () =>
    send.mutate(undefined, {
      onSuccess: (r) => {
        notify.success(r.message || fieldsEditorMessages.sent);
        onSent();
      },
      onError: (e) => notify.error(e.message),
    });

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
        {sendBlocked ? (
          <Text size="sm" c="dimmed" id="send-blocked">
            {sendBlocked}
          </Text>
        ) : null}
        <Group justify="flex-end">
          <Button variant="default" onClick={onSave} loading={save.isPending} disabled={!dirty}>
            Save fields
          </Button>
          <Button
            onClick={onSend}
            loading={send.isPending}
            disabled={sendBlocked !== null}
            aria-describedby={sendBlocked ? 'send-blocked' : undefined}
          >
            Send
          </Button>
        </Group>
      </Stack>
    </Stack>
  );
}
