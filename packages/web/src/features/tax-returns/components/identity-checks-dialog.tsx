import { Alert, Button, Center, Group, Loader, Paper, Stack, Table, Text, Title } from '@mantine/core';
import { VERIFICATION_STATUS_LABELS, type IdentityCheck, type TaxReturnDetail } from '@portal/domain';
import { AppModal } from '../../../components/app-modal';
import { StatusBadge } from '../../../components/status-badge';
import { formatDateTime } from '../../../lib/format';
import { notify } from '../../../lib/notify';
import { useTaxReturn } from '../../../components/tax-return/get-tax-return';
import { useResendIdentityCheck } from '../api/resend-identity-check';

const COLOURS = {
  not_started: 'gray',
  requires_input: 'orange',
  processing: 'blue',
  verified: 'teal',
  canceled: 'gray',
  failed: 'red',
} as const;

type Signer = TaxReturnDetail['e_sign_forms'][number]['signers'][number];

/** Each person who signs on the portal once, with whether they still have a form to sign. */
function portalSigners(detail: TaxReturnDetail) {
  const people = new Map<number, { signer: Signer; toSign: boolean }>();
  for (const form of detail.e_sign_forms.filter((f) => !f.wet_signature_required))
    for (const s of form.signers) {
      const held = people.get(s.user_id);
      people.set(s.user_id, { signer: s, toSign: (held?.toSign ?? false) || !s.signed_at });
    }
  return [...people.values()];
}

/**
 * The identity verification checks dialog (spec 002 §2; issue 37 §3): for each signer, every check with its
 * status, error code and description and when its session was created (the newest first), where a reused one
 * came from, and Resend for a signer still to sign whose check is not verified.
 */
export function IdentityChecksDialog({ taxReturnId, onClose }: { taxReturnId: number; onClose: () => void }) {
  const detail = useTaxReturn(taxReturnId);
  return (
    <AppModal opened onClose={onClose} title="Identity verification checks" size="lg">
      {detail.isPending ? (
        <Center py="xl">
          <Loader aria-label="Loading the identity checks" />
        </Center>
      ) : detail.isError ? (
        <Alert color="red" variant="light" role="alert">
          {detail.error.message}
        </Alert>
      ) : (
        <Checks detail={detail.data} />
      )}
    </AppModal>
  );
}

function Checks({ detail }: { detail: TaxReturnDetail }) {
  const resend = useResendIdentityCheck();
  const signers = portalSigners(detail);
  if (!detail.identity_required)
    return <Text size="sm">This return was sent without the identity check: its signers are not asked for one.</Text>;
  if (!signers.length) return <Text size="sm">Nobody signs this return on the portal.</Text>;
  return (
    <Stack gap="md">
      <Text size="sm">
        {detail.company_name}: {detail.tax_return_name} ({detail.tax_year})
      </Text>
      {signers.map(({ signer, toSign }) => {
        const name = `${signer.fname} ${signer.lname}`;
        const checks = detail.stripe_identity_verifications.filter((c) => c.user_id === signer.user_id);
        const newest = checks[0];
        const canResend = detail.status === 'sent' && toSign && newest?.status !== 'verified';
        return (
          <Paper key={signer.user_id} withBorder p="sm" component="section" aria-label={`Checks of ${name}`}>
            <Stack gap="xs">
              <Group justify="space-between" wrap="wrap" gap="xs">
                <Title order={3} size="h5">
                  {name} ({signer.role})
                </Title>
                <Group gap="xs">
                  <StatusBadge color={newest ? COLOURS[newest.error_code ? 'failed' : newest.status] : 'gray'}>
                    {newest ? newest.label : VERIFICATION_STATUS_LABELS.not_started}
                  </StatusBadge>
                  {canResend ? (
                    <Button
                      size="xs"
                      variant="default"
                      loading={resend.isPending && resend.variables?.userId === signer.user_id}
                      aria-label={`Resend the identity check to ${name}`}
                      onClick={() =>
                        resend.mutate(
                          { id: detail.id, userId: signer.user_id },
                          { onSuccess: (r) => notify.success(r.message), onError: (e) => notify.error(e.message) },
                        )
                      }
                    >
                      Resend
                    </Button>
                  ) : null}
                </Group>
              </Group>
              {checks.length ? <ChecksTable checks={checks} /> : <Text size="sm">No check started yet.</Text>}
            </Stack>
          </Paper>
        );
      })}
    </Stack>
  );
}

function ChecksTable({ checks }: { checks: IdentityCheck[] }) {
  return (
    <Table.ScrollContainer minWidth={420} type="native">
      <Table verticalSpacing={4} fz="sm">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Status</Table.Th>
            <Table.Th>Error</Table.Th>
            <Table.Th>Session created</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {checks.map((c) => (
            <Table.Tr key={c.id}>
              <Table.Td>
                {c.label}
                {c.reused_from ? (
                  <Text size="xs">
                    Passed for {c.reused_from.subject_type === 'tax_return' ? 'a tax return' : 'a signature request'} on{' '}
                    {formatDateTime(c.reused_from.verified_at)}
                  </Text>
                ) : null}
              </Table.Td>
              <Table.Td>
                {c.error_code ? (
                  <>
                    <Text size="sm" ff="monospace">
                      {c.error_code}
                    </Text>
                    <Text size="xs">{c.error_description}</Text>
                  </>
                ) : (
                  '—'
                )}
              </Table.Td>
              <Table.Td>{formatDateTime(c.stripe_verification_session_created_at)}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
