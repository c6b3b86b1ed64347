import { Button, Group, Paper, Stack, Text } from '@mantine/core';
import { formatDisplayDate, signatureStatus, signerStatusText, type Signature } from '@portal/domain';
import { useUnsignAgreement } from '../../api/sign-agreement';
import { SignatureForm } from './signature-form';
import { useSigningComponents } from './signing-components';

/** One signature of an engagement letter: sign it (mine, pending), see it (signed), or read its status. */
export function SignatureItem({
  questionnaireId,
  signature: s,
  readOnly,
}: {
  questionnaireId: number;
  signature: Signature;
  readOnly: boolean;
}) {
  const { AdoptedSignatureView } = useSigningComponents();
  const unsign = useUnsignAgreement(questionnaireId);
  const status = signatureStatus(s);
  const who = s.is_mine ? 'Your signature' : `Signature of ${s.user_name ?? 'another signer'}`;
  return (
    <Paper withBorder p="md" radius="md" component="section" aria-label={who}>
      <Stack gap="xs">
        <Text fw={600}>{who}</Text>
        {status === 'signed' ? (
          <>
            <AdoptedSignatureView
              signature={s.signature ?? ''}
              signatureType={s.signature_type ?? null}
              alt={`${who}, drawn`}
            />
            {s.signed_at ? <Text size="sm">Signed on {formatDisplayDate(s.signed_at)}</Text> : null}
            {s.is_mine && !readOnly ? (
              <Group>
                <Button variant="default" size="xs" loading={unsign.isPending} onClick={() => unsign.mutate(s.id)}>
                  Unsign
                </Button>
              </Group>
            ) : null}
          </>
        ) : status === 'pending' && s.is_mine && !readOnly ? (
          <SignatureForm questionnaireId={questionnaireId} signature={s} />
        ) : (
          <Text size="sm" c="dimmed">
            {signerStatusText(s)}
          </Text>
        )}
      </Stack>
    </Paper>
  );
}
