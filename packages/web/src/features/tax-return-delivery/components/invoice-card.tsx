import { Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { formatCents, type TaxReturnDetail } from '@portal/domain';
import { useEffect, useRef } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { StatusBadge } from '../../../components/status-badge';
import { notify } from '../../../lib/notify';
import { usePayInvoice, useVerifyInvoicePayment } from '../api/invoice-checkout';

export const invoiceCardTexts = {
  intro: 'Your firm’s fee for preparing this return. This is the only payment on this page made to your firm.',
  paid: 'Thank you. Your payment of the invoice was received.',
  notPaid: 'The invoice was not paid. You can try again.',
};

const SESSION_PARAM = 'checkout_session_id';
const INVOICE_PARAM = 'invoice';

/**
 * Back from the invoice's checkout with ?invoice=1&checkout_session_id=: verify once, then drop both; back with
 * only ?invoice=1 (cancelled): say it was not paid.
 */
function useInvoiceReturn(taxReturnId: number) {
  const location = useLocation();
  const navigate = useNavigate();
  const verify = useVerifyInvoicePayment();
  const started = useRef(false);
  const params = new URLSearchParams(location.search);
  const back = params.get(INVOICE_PARAM) === '1';
  const sessionId = params.get(SESSION_PARAM);

  useEffect(() => {
    if (!back || started.current) return;
    started.current = true;
    const done = () => {
      const next = new URLSearchParams(location.search);
      next.delete(SESSION_PARAM);
      next.delete(INVOICE_PARAM);
      const search = next.toString();
      void navigate({ search: search ? `?${search}` : '' }, { replace: true });
    };
    if (!sessionId) {
      notify.error(invoiceCardTexts.notPaid);
      return done();
    }
    verify.mutate(
      { id: taxReturnId, sessionId },
      {
        onSuccess: ({ invoice_paid }) =>
          invoice_paid ? notify.success(invoiceCardTexts.paid) : notify.error(invoiceCardTexts.notPaid),
        onError: (e) => notify.error(e.message),
        onSettled: done,
      },
    );
  }, [back, sessionId, taxReturnId, verify, location.search, navigate]);
}

/**
 * The firm's invoice (issue 37 §1): its fee, paid to the firm through its card checkout, apart from the tax
 * payments that go to the IRS or the state.
 */
export function InvoiceCard({ detail }: { detail: TaxReturnDetail }) {
  useInvoiceReturn(detail.id);
  const pay = usePayInvoice();
  if (detail.invoice_amount_cents == null) return null;
  const amount = formatCents(detail.invoice_amount_cents);
  return (
    <Card withBorder padding="md" component="section" aria-labelledby="return-invoice">
      <Stack gap="xs">
        <Group justify="space-between" wrap="wrap" gap="xs">
          <Title id="return-invoice" order={2} size="h4">
            Your firm’s invoice
          </Title>
          {detail.invoice_paid ? <StatusBadge color="teal">Paid</StatusBadge> : null}
        </Group>
        <Text size="sm">{invoiceCardTexts.intro}</Text>
        <Group justify="space-between" wrap="wrap">
          <Text fw={600}>{amount}</Text>
          {detail.invoice_paid ? null : (
            <Button
              loading={pay.isPending}
              aria-label={`Pay the invoice of ${amount}`}
              onClick={() =>
                pay.mutate(detail.id, {
                  onSuccess: ({ checkout_url }) => window.location.assign(checkout_url),
                  onError: (e) => notify.error(e.message),
                })
              }
            >
              Pay invoice
            </Button>
          )}
        </Group>
      </Stack>
    </Card>
  );
}
