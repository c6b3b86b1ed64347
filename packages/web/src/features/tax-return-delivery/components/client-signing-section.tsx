import { Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import {
  formsToSign,
  mustVerifyIdentity,
  type AdoptedSignatureInput,
  type SignerIdentity,
  type TaxReturnDetail,
} from '@portal/domain';
import { IconDownload } from '@tabler/icons-react';
import type { ComponentType } from 'react';
import { notify } from '../../../lib/notify';
import { downloadSignedForm } from '../../../components/tax-return/get-tax-return-document';
import { startReturnIdentityCheck, useSignTaxReturnForm } from '../api/sign-tax-return-form';
import { StatusBadge } from '../../../components/status-badge';

/** The signatures feature's adopt form and the identity feature's step, passed in by app/. */
export interface SigningComponents {
  AdoptSignature: ComponentType<{
    onAdopt: (input: AdoptedSignatureInput) => void;
    pending?: boolean;
    actionLabel?: string;
  }>;
  IdentityStep: ComponentType<{ identity: SignerIdentity; startVerification: () => Promise<string> }>;
}

export const clientSigningMessages = {
  signIntro: (role: string, page: number) =>
    `You sign as the ${role}. Your signature and today's date are placed on the form (page ${page}) with a certificate of your signing.`,
  signed: (form: string) => `Thank you. ${form} is signed.`,
  allMine: 'Thank you. You have signed every form your firm asked you to sign.',
  preparing: 'Preparing the signed form…',
  waiting: 'Waiting for the other signers',
  onPaper: 'Sign on paper: print this page, sign it and return it to your firm.',
};

type Form = TaxReturnDetail['e_sign_forms'][number];
const formName = (f: Form) => f.custom_form_name || `Form ${f.form_id}`;

/**
 * The e-file authorization forms (issue 18 §2): this signer's identity check when the firm asks for it, then
 * each form of theirs signed in turn with a typed or drawn signature; every form's signers and, once all
 * have signed, the sealed form to download.
 */
export function ClientSigningSection({
  detail,
  AdoptSignature,
  IdentityStep,
}: { detail: TaxReturnDetail } & SigningComponents) {
  const sign = useSignTaxReturnForm();
  const toSign = formsToSign(detail, detail.viewer_id);
  const next = toSign[0];
  const role = next?.signers.find((s) => s.user_id === detail.viewer_id)?.role;

  const adopt = (signature: AdoptedSignatureInput) => {
    if (!next) return;
    sign.mutate(
      { id: detail.id, formId: next.id, signature },
      {
        onSuccess: () =>
          notify.success(
            toSign.length > 1 ? clientSigningMessages.signed(formName(next)) : clientSigningMessages.allMine,
          ),
        onError: (e) => notify.error(e.message),
      },
    );
  };

  return (
    <Card withBorder padding="md" component="section" aria-labelledby="return-signatures">
      <Title id="return-signatures" order={2} size="h4" mb="xs">
        Signatures
      </Title>
      <Stack gap="md">
        {next && mustVerifyIdentity(detail) && detail.my_identity ? (
          <IdentityStep identity={detail.my_identity} startVerification={() => startReturnIdentityCheck(detail.id)} />
        ) : next && role ? (
          <Stack gap="xs" aria-label={`Sign ${formName(next)}`} role="group">
            <Text fw={600}>Sign {formName(next)}</Text>
            <Text size="sm">{clientSigningMessages.signIntro(role, next.page + 1)}</Text>
            {/* A new form starts a new adopt form: nothing typed for one is signed onto another. */}
            <AdoptSignature
              key={next.id}
              actionLabel={`Sign ${formName(next)}`}
              pending={sign.isPending}
              onAdopt={adopt}
            />
          </Stack>
        ) : null}
        {detail.e_sign_forms.map((f) => (
          <FormProgress key={f.id} detail={detail} form={f} />
        ))}
      </Stack>
    </Card>
  );
}

function FormProgress({ detail, form }: { detail: TaxReturnDetail; form: Form }) {
  const name = formName(form);
  const everyone = form.signers.every((s) => s.signed_at);
  return (
    <Stack gap={4}>
      <Group justify="space-between" wrap="wrap" gap="xs">
        <Text size="sm" fw={500}>
          {name} (page {form.page + 1})
        </Text>
        {form.signed_document_ready ? (
          <Button
            size="xs"
            variant="default"
            leftSection={<IconDownload size={14} aria-hidden />}
            aria-label={`Download signed ${name}`}
            onClick={() =>
              void downloadSignedForm(detail.id, form.id, `${name} ${detail.tax_year} - signed.pdf`).catch((e: Error) =>
                notify.error(e.message),
              )
            }
          >
            Download signed
          </Button>
        ) : everyone && !form.wet_signature_required ? (
          <Text size="xs" c="dimmed" role="status">
            {clientSigningMessages.preparing}
          </Text>
        ) : null}
      </Group>
      {form.wet_signature_required ? (
        form.marked_signed_at ? (
          <StatusBadge color="teal">Signed on paper</StatusBadge>
        ) : (
          <Text size="xs" c="dimmed">
            {clientSigningMessages.onPaper}
          </Text>
        )
      ) : (
        form.signers.map((s) => (
          <Group key={s.id} justify="space-between" wrap="wrap" gap="xs">
            <Text size="sm">
              {s.user_id === detail.viewer_id ? 'You' : `${s.fname} ${s.lname}`} ({s.role})
            </Text>
            <StatusBadge color={s.signed_at ? 'teal' : 'gray'}>{s.signed_at ? 'Signed' : 'Not signed yet'}</StatusBadge>
          </Group>
        ))
      )}
    </Stack>
  );
}
