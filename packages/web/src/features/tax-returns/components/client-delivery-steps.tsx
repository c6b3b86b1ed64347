import { Button, Card, Group, List, Stack, Text, Title } from '@mantine/core';
import { deliverySteps, formatCents, formatDisplayDate, type TaxReturnDetail } from '@portal/domain';
import { useEffect, useRef } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { notify } from '../../../lib/notify';
import { useMarkFilingMailed, usePayVoucher, useVerifyVoucherPayment } from '../api/client-delivery';
import { ClientSigningSection, type SigningComponents } from './client-signing-section';
import { StatusBadge } from '../../../components/status-badge';

export const clientDeliveryMessages = {
  paid: 'Thank you. Your payment was received.',
  notPaid: 'The payment was not completed. You can try again.',
  mailInstructions:
    'Print these pages, sign them where asked and mail them to the address in their instructions. Mark each one mailed once it is in the post.',
};

const CHECKOUT_SESSION_PARAM = 'checkout_session_id';
const VOUCHER_PARAM = 'voucherId';

/**
 * Back from the checkout with ?voucherId=&checkout_session_id=: verify once, then drop both parameters.
 * Back with only ?voucherId= (the payer cancelled): say the payment was not made; the voucher stays unpaid.
 */
function useVoucherReturn(taxReturnId: number) {
  const location = useLocation();
  const navigate = useNavigate();
  const verify = useVerifyVoucherPayment();
  const started = useRef(false);
  const params = new URLSearchParams(location.search);
  const sessionId = params.get(CHECKOUT_SESSION_PARAM);
  const voucherId = Number(params.get(VOUCHER_PARAM));

  useEffect(() => {
    if (!voucherId || started.current) return;
    started.current = true;
    const done = () => {
      const next = new URLSearchParams(location.search);
      next.delete(CHECKOUT_SESSION_PARAM);
      next.delete(VOUCHER_PARAM);
      const search = next.toString();
      void navigate({ search: search ? `?${search}` : '' }, { replace: true });
    };
    if (!sessionId) {
      notify.error(clientDeliveryMessages.notPaid);
      return done();
    }
    verify.mutate(
      { id: taxReturnId, voucherId, sessionId },
      {
        onSuccess: ({ is_paid }) =>
          is_paid ? notify.success(clientDeliveryMessages.paid) : notify.error(clientDeliveryMessages.notPaid),
        onError: (e) => notify.error(e.message),
        onSettled: done,
      },
    );
  }, [sessionId, voucherId, taxReturnId, verify, location.search, navigate]);
}

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
 * (identity first when the firm asks), each payment (paid once, through the card checkout) and the returns
 * to mail on paper.
 */
export function ClientDeliverySteps({
  detail,
  AdoptSignature,
  IdentityStep,
}: { detail: TaxReturnDetail } & SigningComponents) {
  useVoucherReturn(detail.id);
  const pay = usePayVoucher();
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
          <Stack gap="sm">
            {detail.payment_vouchers.map((v) => {
              const what = v.custom_payment_name || `Form ${v.form_id}`;
              const amount = formatCents(v.amount_cents ?? 0);
              return (
                <Group key={v.id} justify="space-between" wrap="wrap">
                  <Stack gap={0}>
                    <Text size="sm" fw={500}>
                      {what}: {amount}
                    </Text>
                    <Text size="xs" c="dimmed">
                      {v.is_due_asap
                        ? 'Due as soon as possible'
                        : v.due_date
                          ? `Due ${formatDisplayDate(v.due_date)}`
                          : ''}
                    </Text>
                  </Stack>
                  {v.is_paid ? (
                    <StatusBadge color="teal">Paid</StatusBadge>
                  ) : (
                    <Button
                      size="sm"
                      loading={pay.isPending && pay.variables?.voucherId === v.id}
                      disabled={pay.isPending}
                      aria-label={`Pay ${amount} for ${what}`}
                      onClick={() =>
                        pay.mutate(
                          { id: detail.id, voucherId: v.id },
                          {
                            onSuccess: ({ checkout_url }) => window.location.assign(checkout_url),
                            onError: (e) => notify.error(e.message),
                          },
                        )
                      }
                    >
                      Pay {amount}
                    </Button>
                  )}
                </Group>
              );
            })}
          </Stack>
        </Card>
      ) : null}
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
