import { Alert, Anchor, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { formatCents, paymentMessages } from '@portal/domain';
import { IconTestPipe } from '@tabler/icons-react';
import { NotFound } from '../../../components/not-found';
import { PageLoader } from '../../../components/page-loader';
import { RenderFailure } from '../../../components/render-failure';
import { isApiError } from '../../../lib/api-client';
import { usePayTestCheckout, useTestCheckout } from '../api/test-checkout';

export const TEST_CHECKOUT_TEXTS = {
  paid: 'This has already been paid.',
  expired: 'This checkout session has expired. Go back to start again.',
} as const;

/** The portal's own test-mode checkout (used when no payment provider is configured). */
export function TestCheckoutScreen({ sessionId }: { sessionId: string }) {
  const checkout = useTestCheckout(sessionId);
  const pay = usePayTestCheckout(sessionId);
  if (checkout.isPending) return <PageLoader />;
  if (checkout.isError) {
    return isApiError(checkout.error) && checkout.error.status === 404 ? <NotFound /> : <RenderFailure />;
  }
  const c = checkout.data;
  const amount = formatCents(c.amount, c.currency);
  return (
    <Stack gap="md" maw={520} mx="auto">
      {/* What is paid to the firm: a deposit or its invoice, never a tax voucher (issue 37 §1). */}
      <Title order={1}>{c.title}</Title>
      <Alert color="dark" variant="filled" icon={<IconTestPipe aria-hidden />} title="Test mode">
        {paymentMessages.testCheckout}
      </Alert>
      <Paper withBorder radius="md" p="md">
        <Stack gap={6}>
          <Text size="sm" c="dimmed">
            {c.firm_name}
          </Text>
          <Text fz={32} fw={700}>
            {amount}
          </Text>
          <Text>{c.description}</Text>
        </Stack>
      </Paper>
      {c.status === 'paid' ? (
        <Alert role="status" color="teal" variant="light">
          {TEST_CHECKOUT_TEXTS.paid}
        </Alert>
      ) : c.status === 'expired' ? (
        <Alert role="status" color="blue" variant="light">
          {TEST_CHECKOUT_TEXTS.expired}
        </Alert>
      ) : null}
      <Group justify="space-between">
        {/* Back to what is being paid: a questionnaire's deposit or a tax return's invoice. */}
        <Anchor href={c.cancel_url}>{c.status === 'open' ? 'Cancel' : 'Go back'}</Anchor>
        {c.status === 'open' ? (
          <Button
            loading={pay.isPending || pay.isSuccess}
            onClick={() => pay.mutate(undefined, { onSuccess: (url) => window.location.assign(url) })}
          >
            Pay {amount}
          </Button>
        ) : null}
      </Group>
    </Stack>
  );
}
