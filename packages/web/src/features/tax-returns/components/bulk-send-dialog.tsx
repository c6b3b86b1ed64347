import { Button, Group, List, Progress, Stack, Text } from '@mantine/core';
import type { TaxReturnRow } from '@portal/domain';
import { useState } from 'react';
import { AppModal } from '../../../components/app-modal';
import { notify } from '../../../lib/notify';
import { useSendTaxReturn } from '../../../components/tax-return/send-tax-return';

export const bulkSendMessages = {
  confirm: (n: number) =>
    n === 1
      ? 'Send this tax return? Its signers get an email to review, sign and pay.'
      : `Send these ${n} tax returns? The signers of each get an email to review, sign and pay.`,
  sent: (n: number) => (n === 1 ? 'The tax return was sent.' : `${n} tax returns were sent.`),
  partly: (sent: number, total: number) => `${sent} of ${total} tax returns were sent. The others could not be:`,
};

interface Failure {
  name: string;
  message: string;
}

/** Bulk send with the spec's confirmation (spec 002 §2): one return after another, with progress and an account. */
export function BulkSendDialog({
  rows,
  onClose,
  onDone,
}: {
  rows: TaxReturnRow[] | null;
  onClose: () => void;
  onDone: () => void;
}) {
  const send = useSendTaxReturn();
  const [done, setDone] = useState<number | null>(null);
  const [failures, setFailures] = useState<Failure[]>([]);
  const total = rows?.length ?? 0;
  const running = done !== null && done < total;
  const finished = done !== null && done === total;

  const close = () => {
    if (running) return;
    setDone(null);
    setFailures([]);
    onClose();
  };

  const start = async () => {
    if (!rows) return;
    const problems: Failure[] = [];
    setDone(0);
    for (const [i, row] of rows.entries()) {
      try {
        await send.mutateAsync(row.id);
      } catch (e) {
        problems.push({ name: `${row.tax_return_name}, ${row.company_name}`, message: (e as Error).message });
      }
      setDone(i + 1);
    }
    setFailures(problems);
    onDone();
    if (problems.length === 0) {
      notify.success(bulkSendMessages.sent(rows.length));
      setDone(null);
      onClose();
    }
  };

  return (
    <AppModal opened={rows !== null} onClose={close} title="Send tax returns">
      <Stack gap="md">
        {finished ? (
          <>
            <Text size="sm" role="alert">
              {bulkSendMessages.partly(total - failures.length, total)}
            </Text>
            <List size="sm">
              {failures.map((f) => (
                <List.Item key={f.name}>
                  {f.name}: {f.message}
                </List.Item>
              ))}
            </List>
          </>
        ) : (
          <Text size="sm">{bulkSendMessages.confirm(total)}</Text>
        )}
        {running ? (
          <Stack gap={4}>
            <Text size="sm" id="bulk-send-progress">
              Sending {done} of {total}…
            </Text>
            <Progress value={(100 * (done ?? 0)) / Math.max(total, 1)} aria-labelledby="bulk-send-progress" />
          </Stack>
        ) : null}
        <Group justify="flex-end">
          {finished ? (
            <Button onClick={close}>Close</Button>
          ) : (
            <>
              <Button variant="default" onClick={close} disabled={running}>
                Cancel
              </Button>
              <Button loading={running} onClick={() => void start()}>
                Send
              </Button>
            </>
          )}
        </Group>
      </Stack>
    </AppModal>
  );
}
