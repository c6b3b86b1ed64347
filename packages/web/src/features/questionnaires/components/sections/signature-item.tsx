import { Button, Group, Image, Paper, Stack, Text } from '@mantine/core';
import { formatDisplayDate, signatureStatus, signerStatusText, type Signature } from '@portal/domain';
import { useUnsignAgreement } from '../../api/sign-agreement';
import { SIGNATURE_FONT, SignatureForm } from './signature-form';

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
  const unsign = useUnsignAgreement(questionnaireId);
  const status = signatureStatus(s);
  const who = s.is_mine ? 'Your signature' : `Signature of ${s.user_name ?? 'another signer'}`;
  return (
    <Paper withBorder p="md" radius="md" component="section" aria-label={who}>
      <Stack gap="xs">
        <Text fw={600}>{who}</Text>
        {status === 'signed' ? (
          <>
            {s.signature_type === 'drawn' ? (
              <Image src={s.signature} alt={`${who}, drawn`} maw={460} fit="contain" />
            ) : (
              <Text style={{ fontFamily: SIGNATURE_FONT, fontSize: 28 }}>{s.signature}</Text>
            )}
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
