import { Alert, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { canPayDeposit, formatCents, questionnaireMessages, type QuestionnaireDetail } from '@portal/domain';
import { IconCircleCheck } from '@tabler/icons-react';
import { useCreateDepositCheckout } from '../../api/deposit';
import { depositLabel } from '../page/status-labels';

/** The deposit (spec 001 §4): amount and status; clients pay an unpaid one through checkout. */
export function DepositBlock({
  questionnaire: q,
  justPaid,
}: {
  questionnaire: QuestionnaireDetail;
  justPaid: boolean;
}) {
  const checkout = useCreateDepositCheckout(q.id);
  if (q.deposit_status === null) return null;
  const payable = canPayDeposit(q.mode, q.deposit_status) && !q.read_only;
  return (
    <Paper withBorder radius="md" p="md" component="section" aria-labelledby="deposit-title">
      <Stack gap="xs">
        <Title order={3} size="h5" id="deposit-title">
          Deposit
        </Title>
        {justPaid ? (
          <Alert role="status" color="teal" variant="light" icon={<IconCircleCheck aria-hidden />}>
            {questionnaireMessages.depositPaid}
          </Alert>
        ) : null}
        <Group gap="lg">
          <Text>
            Amount: <strong>{q.deposit_amount === null ? '—' : formatCents(q.deposit_amount)}</strong>
          </Text>
          <Text>
            Status: <strong>{depositLabel[q.deposit_status]}</strong>
          </Text>
        </Group>
        {payable ? (
          <>
            <Text size="sm">The deposit must be paid before you can agree and submit.</Text>
            <Button
              w="fit-content"
              loading={checkout.isPending || checkout.isSuccess}
              onClick={() => checkout.mutate(undefined, { onSuccess: (url) => window.location.assign(url) })}
            >
              Pay deposit
            </Button>
          </>
        ) : null}
      </Stack>
    </Paper>
  );
}
