import { Alert, Button, Center, Group, Loader, Stack, Text } from '@mantine/core';
import { formatDisplayDate, type SignatureRequestDetail } from '@portal/domain';
import { AppModal } from '../../../components/app-modal';
import { notify } from '../../../lib/notify';
import { downloadSignatureRequestDocument } from '../api/download-signed-document';
import { useSignatureRequest } from '../api/get-signature-request';
import { signerColour } from './field-colors';
import { FieldsEditor } from './fields-editor';
import { ReadOnlyPages } from './read-only-pages';
import { SignatureStatusBadge } from './signature-status-badge';

/** A staff member's view of one request: status, signers, the pages with their fields; fields and Send. */
export function SignatureRequestDialog({ requestId, onClose }: { requestId: number; onClose: () => void }) {
  const detail = useSignatureRequest(requestId);
  const title = detail.data ? `${detail.data.form_name} — ${detail.data.company_name}` : 'Signature request';
  return (
    <AppModal opened onClose={onClose} title={title} size="xl">
      {detail.isPending ? (
        <Center py="xl">
          <Loader aria-label="Loading signature request" />
        </Center>
      ) : detail.isError ? (
        <Alert color="red" variant="light" role="alert">
          {detail.error.message}
        </Alert>
      ) : (
        <RequestView request={detail.data} onSent={onClose} />
      )}
    </AppModal>
  );
}

export function SignersLegend({ request }: { request: SignatureRequestDetail }) {
  const ids = request.signers.map((s) => s.id);
  return (
    <Stack gap={4} component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }} aria-label="Signers">
      {request.signers.map((s) => (
        <Group key={s.id} component="li" gap="xs" wrap="nowrap">
          <span
            aria-hidden
            style={{
              width: 14,
              height: 14,
              flex: 'none',
              borderRadius: 3,
              border: `2px solid var(--mantine-color-${signerColour(ids, s.id)}-7)`,
              background: `var(--mantine-color-${signerColour(ids, s.id)}-2)`,
            }}
          />
          <Text size="sm">
            {s.name}
            {s.email ? ` (${s.email})` : ''}:{' '}
            {s.signed_at ? `Signed on ${formatDisplayDate(s.signed_at)}` : 'Not signed yet'}
          </Text>
        </Group>
      ))}
    </Stack>
  );
}

function RequestView({ request, onSent }: { request: SignatureRequestDetail; onSent: () => void }) {
  return (
    <Stack gap="md">
      <Group gap="sm" wrap="wrap">
        <SignatureStatusBadge status={request.status} />
        <Text size="sm">
          Tax year {request.tax_year}
          {request.page_count ? ` · ${request.page_count} ${request.page_count === 1 ? 'page' : 'pages'}` : ''}
        </Text>
        {request.signed_document_id ? (
          <Button
            size="xs"
            variant="light"
            onClick={() =>
              void downloadSignatureRequestDocument(request.id, `${request.form_name} (signed).pdf`).catch((e: Error) =>
                notify.error(e.message),
              )
            }
          >
            Download signed document
          </Button>
        ) : null}
      </Group>
      {request.error_message ? (
        <Alert color="red" variant="light" role="alert">
          {request.error_message}
        </Alert>
      ) : null}
      {request.signers.length === 0 ? (
        <Alert color="yellow" variant="light">
          This entity has no owners to sign. Add an owner to the entity first.
        </Alert>
      ) : (
        <SignersLegend request={request} />
      )}
      {request.status === 'action_required' ? (
        <FieldsEditor request={request} onSent={onSent} />
      ) : (
        <ReadOnlyPages request={request} />
      )}
    </Stack>
  );
}
