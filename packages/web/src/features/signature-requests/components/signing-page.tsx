import { Alert, Button, Center, Group, Loader, Paper, Stack, Text, TextInput, Title } from '@mantine/core';
import {
  initialsOf,
  signingStatusLabel,
  type AdoptedSignatureInput,
  type SignatureRequestDetail,
  type SignerIdentity,
} from '@portal/domain';
import { useEffect, useRef, useState, type ComponentType } from 'react';
import { notify } from '../../../lib/notify';
import { downloadSignatureRequestDocument } from '../api/download-signed-document';
import { useSignatureRequest } from '../api/get-signature-request';
import { useSignSignatureRequest } from '../api/sign-signature-request';
import { useVerifySignerIdentity } from '../api/verify-signer-identity';
import { FieldBox } from './field-box';
import { FIELD_KIND_LABELS, signerColour } from './field-colors';
import { ReadOnlyPages } from './read-only-pages';
import { SignaturePages } from './signature-pages';

/** The signatures feature's adopt form, passed in by app/ (features do not import each other). */
export type AdoptSignatureComponent = ComponentType<{
  onAdopt: (input: AdoptedSignatureInput) => void;
  pending?: boolean;
  actionLabel?: string;
}>;

export const signingMessages = {
  viewOnly: 'You are viewing this document as it is shown to its signers.',
  signed: 'Signed',
  waitingForOthers: 'Thank you. The signed document will be ready once every signer has signed.',
  preparing: 'Preparing the signed document…',
  notOpen: 'This document is not open for signing.',
  reusedCheck: 'Your identity was verified a little earlier for another document, so you are not asked again.',
};

const IDENTITY_POLL_MS = 3000;

const POLL_MS = 2000;
const POLL_LIMIT_MS = 60_000;

/** The request's signed status: every signer done and the sealed file stored. */
const isSealed = (r: SignatureRequestDetail) =>
  r.status === 'signed' || (r.status === 'completed' && !!r.signed_document_id);

export interface SigningPageProps {
  requestId: number;
  AdoptSignature: AdoptSignatureComponent;
  /** The identity feature's step, passed in by app/ like the adopt form. */
  IdentityStep: ComponentType<{ identity: SignerIdentity; startVerification: () => Promise<string> }>;
}

/**
 * /review-signature-request/{id} (issue 16 §3): the PDF with this signer's fields in order, adopt a typed
 * or drawn signature once, Finish. Staff (and anyone who is not a signer) see it view-only.
 */
export function SigningPage({ requestId, AdoptSignature, IdentityStep }: SigningPageProps) {
  const [pollingSince, setPollingSince] = useState<number | null>(null);
  const [pollingDone, setPollingDone] = useState(false);
  const [checking, setChecking] = useState(false);
  const detail = useSignatureRequest(requestId, {
    refetchInterval: pollingSince !== null && !pollingDone ? POLL_MS : checking ? IDENTITY_POLL_MS : false,
  });
  const request = detail.data;

  useEffect(() => {
    if (pollingSince === null || pollingDone) return;
    if (request && isSealed(request)) {
      setPollingDone(true);
      return;
    }
    const left = pollingSince + POLL_LIMIT_MS - Date.now();
    const timer = setTimeout(() => setPollingDone(true), Math.max(0, left));
    return () => clearTimeout(timer);
  }, [pollingSince, pollingDone, request]);

  if (detail.isPending)
    return (
      <Center py="xl">
        <Loader aria-label="Loading document" />
      </Center>
    );
  if (detail.isError)
    return (
      <Alert color="red" variant="light" role="alert">
        {detail.error.message}
      </Alert>
    );
  const r = detail.data;
  const me = r.signers.find((s) => s.id === r.my_signer_id) ?? null;
  // A check the provider is still processing (Stripe's result comes by webhook): look again until it is done.
  const processing = me?.identity.status === 'processing';
  if (processing !== checking) setChecking(processing);
  return (
    <Stack gap="md" maw={960} mx="auto" w="100%">
      <Stack gap={2}>
        <Title order={1} fz={{ base: 'h3', sm: 'h2' }}>
          {r.form_name}
        </Title>
        <Text size="sm" c="dimmed">
          {r.company_name} · Tax year {r.tax_year} · {signingStatusLabel(r, r.my_signer_id)}
        </Text>
      </Stack>
      {me ? (
        <SignerView
          request={r}
          me={me}
          AdoptSignature={AdoptSignature}
          IdentityStep={IdentityStep}
          onFinished={(allSigned) => {
            // Only the last signer's finish seals the document; the others have nothing to wait for.
            if (allSigned) setPollingSince(Date.now());
          }}
          waiting={pollingSince !== null && !pollingDone}
        />
      ) : (
        <ViewOnly request={r} />
      )}
    </Stack>
  );
}

function ViewOnly({ request }: { request: SignatureRequestDetail }) {
  return (
    <>
      <Alert variant="light" color="blue">
        {signingMessages.viewOnly}
      </Alert>
      {isSealed(request) ? <SignedDownload request={request} /> : null}
      <ReadOnlyPages request={request} />
    </>
  );
}

function SignedDownload({ request }: { request: SignatureRequestDetail }) {
  return (
    <Group>
      <Button
        variant="light"
        onClick={() =>
          void downloadSignatureRequestDocument(request.id, `${request.form_name} (signed).pdf`).catch((e: Error) =>
            notify.error(e.message),
          )
        }
      >
        Download signed document
      </Button>
    </Group>
  );
}

type Me = SignatureRequestDetail['signers'][number];

function SignerView({
  request,
  me,
  AdoptSignature,
  IdentityStep,
  onFinished,
  waiting,
}: {
  request: SignatureRequestDetail;
  me: Me;
  AdoptSignature: AdoptSignatureComponent;
  IdentityStep: SigningPageProps['IdentityStep'];
  onFinished: (allSigned: boolean) => void;
  waiting: boolean;
}) {
  const mine = request.fields
    .filter((f) => f.signer_id === me.id)
    .sort((a, b) => a.page - b.page || a.y - b.y || a.x - b.x);
  const [current, setCurrent] = useState(0);
  const [initials, setInitials] = useState(() => initialsOf(me.name));
  const [adopted, setAdopted] = useState<AdoptedSignatureInput | null>(null);
  const sign = useSignSignatureRequest(request.id);
  const verify = useVerifySignerIdentity(request.id);
  const fieldRefs = useRef(new Map<number, HTMLDivElement>());
  const ids = request.signers.map((s) => s.id);
  const colour = signerColour(ids, me.id);
  const needsInitials = mine.some((f) => f.kind === 'initials');

  const goTo = (index: number) => {
    setCurrent(index);
    const field = mine[index];
    const el = field ? fieldRefs.current.get(field.id) : undefined;
    el?.scrollIntoView({ behavior: 'smooth', block: 'center' });
    el?.focus({ preventScroll: true });
  };

  if (me.signed_at) {
    return (
      <Paper withBorder p="md">
        <Stack gap="sm">
          {/* The header's words: one status for the page (issue 37 §7). */}
          <Title order={2} fz="h3">
            {signingStatusLabel(request, me.id)}
          </Title>
          {isSealed(request) ? (
            <SignedDownload request={request} />
          ) : waiting ? (
            <Group gap="xs">
              <Loader size="xs" aria-hidden />
              <Text size="sm" role="status">
                {signingMessages.preparing}
              </Text>
            </Group>
          ) : (
            <Text size="sm">{signingMessages.waitingForOthers}</Text>
          )}
        </Stack>
      </Paper>
    );
  }
  if (request.status !== 'sent') return <Alert color="yellow">{signingMessages.notOpen}</Alert>;
  const mustVerify = me.identity.required && me.identity.status !== 'verified';

  const finish = () => {
    if (!adopted) return;
    sign.mutate(
      { ...adopted, initials: initials.trim() || undefined, client_time: new Date().toString() },
      { onSuccess: (result) => onFinished(result.all_signed), onError: (e) => notify.error(e.message) },
    );
  };

  return (
    <>
      {mine.length > 0 ? (
        <Paper withBorder p="sm" pos="sticky" top={0} style={{ zIndex: 2 }}>
          <Group justify="space-between" gap="xs" wrap="wrap">
            <Text size="sm" aria-live="polite">
              Field {current + 1} of {mine.length}: {FIELD_KIND_LABELS[mine[current]!.kind]} on page{' '}
              {mine[current]!.page + 1}
            </Text>
            <Button size="xs" variant="light" onClick={() => goTo((current + 1) % mine.length)}>
              Next field
            </Button>
          </Group>
        </Paper>
      ) : null}
      {/* On a phone the check comes first, above the document, not after a full-height PDF (issue 37 §2). */}
      {mustVerify ? <IdentityStep identity={me.identity} startVerification={() => verify.mutateAsync()} /> : null}
      {me.identity.reused ? <Text size="sm">{signingMessages.reusedCheck}</Text> : null}
      <SignaturePages
        requestId={request.id}
        renderOverlay={(page) =>
          request.fields
            .filter((f) => f.page === page)
            .map((f) => {
              const index = mine.findIndex((m) => m.id === f.id);
              const isMine = index >= 0;
              return (
                <FieldBox
                  key={f.id}
                  id={`signature-field-${f.id}`}
                  boxRef={(el) => {
                    if (el && isMine) fieldRefs.current.set(f.id, el);
                    else fieldRefs.current.delete(f.id);
                  }}
                  field={f}
                  colour={isMine ? colour : 'gray'}
                  emphasis={!isMine ? 'faint' : index === current ? 'strong' : 'normal'}
                  label={
                    isMine
                      ? `Field ${index + 1} of ${mine.length}: your ${FIELD_KIND_LABELS[f.kind].toLowerCase()}`
                      : `${FIELD_KIND_LABELS[f.kind]} for another signer`
                  }
                >
                  {isMine && adopted ? <FieldPreview kind={f.kind} adopted={adopted} initials={initials} /> : undefined}
                </FieldBox>
              );
            })
        }
      />
      {mustVerify ? null : (
        <Paper withBorder p="md">
          <Stack gap="sm">
            <Title order={2} fz="h4">
              Adopt your signature
            </Title>
            <Text size="sm">
              Signing as {me.name}. Your signature fills every field marked for you
              {mine.length ? ` (${mine.length})` : ''}.
            </Text>
            {adopted ? (
              <Stack gap="sm">
                <Text size="sm">
                  Signature adopted ({adopted.signature_type === 'drawn' ? 'drawn' : `typed: ${adopted.signature}`}).
                </Text>
                <Group>
                  <Button variant="default" onClick={() => setAdopted(null)} disabled={sign.isPending}>
                    Change signature
                  </Button>
                  <Button onClick={finish} loading={sign.isPending}>
                    Finish
                  </Button>
                </Group>
              </Stack>
            ) : (
              <>
                <TextInput
                  label="Your initials"
                  description={needsInitials ? 'Used for the initials fields.' : undefined}
                  value={initials}
                  maxLength={10}
                  onChange={(e) => setInitials(e.currentTarget.value)}
                  w={{ base: '100%', xs: 200 }}
                />
                <AdoptSignature actionLabel="Adopt signature" onAdopt={setAdopted} />
              </>
            )}
          </Stack>
        </Paper>
      )}
    </>
  );
}

function FieldPreview({
  kind,
  adopted,
  initials,
}: {
  kind: SignatureRequestDetail['fields'][number]['kind'];
  adopted: AdoptedSignatureInput;
  initials: string;
}) {
  if (kind === 'signature' && adopted.signature_type === 'drawn')
    return <img src={adopted.signature} alt="" style={{ height: '100%', maxWidth: '100%', objectFit: 'contain' }} />;
  const text =
    kind === 'signature' ? adopted.signature : kind === 'initials' ? initials : new Date().toLocaleDateString();
  return (
    <Text
      component="span"
      px={2}
      lh={1}
      truncate
      style={{ fontFamily: kind === 'date' ? undefined : 'cursive', fontSize: 'min(16px, 100%)' }}
      aria-hidden
    >
      {text}
    </Text>
  );
}
