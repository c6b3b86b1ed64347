import { Button, Card, Group, List, Stack, Text, Title } from '@mantine/core';
import { deliverySteps, type TaxReturnDetail } from '@portal/domain';
import { notify } from '../../../lib/notify';
import { useMarkFilingMailed } from '../api/client-delivery';
import { InvoiceCard } from './invoice-card';
import { VoucherPaymentCard } from './voucher-payment-card';
import { ClientSigningSection, type SigningComponents } from './client-signing-section';
import { StatusBadge } from '../../../components/status-badge';

export const clientDeliveryMessages = {
  paymentsIntro:
    'Your tax payments go to the IRS or your state, not to your firm. Pay each one as shown, then mark it paid here.',
  mailInstructions:
    'Print these pages, sign them where asked and mail them to the address in their instructions. Mark each one mailed once it is in the post.',
};

/** The steps this client has (request types 9, 7 and 8), in order, each done or not. */
function DeliveryProgress({ detail }: { detail: TaxReturnDetail }) {
  const steps = deliverySteps(detail, detail.viewer_id);
  return (
    <List type="ordered" spacing={4} size="sm" aria-label="Your steps">
      {steps.map((s) => (
        <List.Item key={s.key} data-request-type={s.request_type}>
          <Group gap="xs" wrap="nowrap">
            <Text size="sm">{s.label}</Text>
            {/* Plain text, dark enough on white for AA (small light badges are not). */}
            <Text size="sm" fw={600} c={s.done ? 'teal.9' : 'gray.8'}>
              {s.done ? 'Done' : 'To do'}
            </Text>
          </Group>
        </List.Item>
      ))}
    </List>
  );
}

/**
 * What a sent return asks of its client (issue 18 §2), after the delivery's instruction: their forms to sign
 * (identity first when the firm asks), each tax payment (to the IRS or the state, recorded here once made;
 * issue 37 §1) and the returns to mail on paper.
 */
export function ClientDeliverySteps({
  detail,
  AdoptSignature,
  IdentityStep,
}: { detail: TaxReturnDetail } & SigningComponents) {
  const mailed = useMarkFilingMailed();
  return (
    <Stack gap="md">
      <Text>{detail.instruction}</Text>
      <DeliveryProgress detail={detail} />
      {detail.e_sign_forms.length ? (
        <ClientSigningSection detail={detail} AdoptSignature={AdoptSignature} IdentityStep={IdentityStep} />
      ) : null}
      {detail.payment_vouchers.length ? (
        <Card withBorder padding="md" component="section" aria-labelledby="return-payments">
          <Title id="return-payments" order={2} size="h4" mb="xs">
            Payments
          </Title>
          <Text size="sm" mb="sm">
            {clientDeliveryMessages.paymentsIntro}
          </Text>
          <Stack gap="sm">
            {detail.payment_vouchers.map((v) => (
              <VoucherPaymentCard key={v.id} taxReturnId={detail.id} voucher={v} />
            ))}
          </Stack>
        </Card>
      ) : null}
      <InvoiceCard detail={detail} />
      {detail.paper_filed_returns.length ? (
        <Card withBorder padding="md" component="section" aria-labelledby="return-paper">
          <Title id="return-paper" order={2} size="h4" mb="xs">
            Returns to mail
          </Title>
          <Text size="sm" mb="sm">
            {clientDeliveryMessages.mailInstructions}
          </Text>
          <Stack gap="sm">
            {detail.paper_filed_returns.map((p) => (
              <Group key={p.id} justify="space-between" wrap="wrap">
                <Text size="sm">
                  Form {p.form_id} (page {p.page + 1})
                </Text>
                {p.is_mailed ? (
                  <StatusBadge color="teal">Mailed</StatusBadge>
                ) : (
                  <Button
                    size="sm"
                    variant="default"
                    aria-label={`Mark form ${p.form_id} mailed`}
                    loading={mailed.isPending && mailed.variables?.filingId === p.id}
                    onClick={() =>
                      mailed.mutate({ id: detail.id, filingId: p.id }, { onError: (e) => notify.error(e.message) })
                    }
                  >
                    Mark as mailed
                  </Button>
                )}
              </Group>
            ))}
          </Stack>
        </Card>
      ) : null}
    </Stack>
  );
}
