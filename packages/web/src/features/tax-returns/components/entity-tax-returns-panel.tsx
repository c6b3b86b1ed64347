import { Button, Group, Paper, Skeleton, Table, Text, Title, VisuallyHidden } from '@mantine/core';
import { IconSend } from '@tabler/icons-react';
import { useState } from 'react';
import { formatDate } from '../../../lib/format';
import { useTaxReturns } from '../api/list-tax-returns';
import { progressText } from './deliver-columns';
import { SendTaxReturnDialog } from './send-tax-return-dialog';
import { TaxReturnDialog, type TaxReturnView } from './tax-return-dialog';
import { TaxReturnStatusBadge } from '../../../components/tax-return/tax-return-status-badge';
import { useLiveTaxReturns } from '../../../components/tax-return/use-live-tax-returns';

export const NO_ENTITY_TAX_RETURNS = 'No tax returns have been sent to this entity yet.';

/** The entity's newest returns, as many as a season holds; the Deliver table pages through the firm's. */
const SHOWN = 50;

/**
 * The entity page's tax returns for the firm (issue 17 §7): status, signatures, payments, a view (`ReturnView`,
 * the staff view of one return) and Send.
 */
export function EntityTaxReturnsPanel({
  entity,
  ReturnView,
}: {
  entity: { id: number; name: string };
  ReturnView: TaxReturnView;
}) {
  // The staff channel tells of every return that moved on (signed, paid, mailed): read the page again.
  useLiveTaxReturns();
  const list = useTaxReturns({
    page: 1,
    perPage: SHOWN,
    sortBy: 'updated_at',
    descending: true,
    search: '',
    filters: { company_id: entity.id },
  });
  const [sending, setSending] = useState(false);
  const [viewing, setViewing] = useState<number | null>(null);
  return (
    <Paper withBorder p="md" radius="md" component="section" aria-labelledby="entity-tax-returns-title">
      <Group justify="space-between" mb="xs" wrap="wrap">
        <Title id="entity-tax-returns-title" order={2} size="h4">
          Tax returns
        </Title>
        <Button size="xs" leftSection={<IconSend size={14} aria-hidden />} onClick={() => setSending(true)}>
          Send Tax Return
        </Button>
      </Group>
      <SendTaxReturnDialog opened={sending} onClose={() => setSending(false)} entity={entity} />
      {viewing !== null ? (
        <TaxReturnDialog taxReturnId={viewing} onClose={() => setViewing(null)} ReturnView={ReturnView} />
      ) : null}
      {list.isPending ? (
        <Skeleton h={20} role="status" aria-label="Loading tax returns" />
      ) : list.isError ? (
        <Text size="sm" c="red.8">
          {list.error.message}
        </Text>
      ) : list.data.items.length === 0 ? (
        <Text size="sm" c="dimmed">
          {NO_ENTITY_TAX_RETURNS}
        </Text>
      ) : (
        <Table.ScrollContainer minWidth={720} type="native">
          <Table verticalSpacing="xs" aria-labelledby="entity-tax-returns-title">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Return name</Table.Th>
                <Table.Th>Year</Table.Th>
                <Table.Th>Status</Table.Th>
                <Table.Th>Signatures</Table.Th>
                <Table.Th>Payments</Table.Th>
                <Table.Th>Last activity</Table.Th>
                <Table.Th>
                  <VisuallyHidden>Actions</VisuallyHidden>
                </Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {list.data.items.map((r) => (
                <Table.Tr key={r.id}>
                  <Table.Td>{r.tax_return_name}</Table.Td>
                  <Table.Td>{r.tax_year}</Table.Td>
                  <Table.Td>
                    <TaxReturnStatusBadge status={r.status} />
                  </Table.Td>
                  <Table.Td>{progressText(r.signatures_signed, r.signatures_total, 'signed')}</Table.Td>
                  <Table.Td>{progressText(r.vouchers_paid, r.vouchers_total, 'paid')}</Table.Td>
                  <Table.Td>{formatDate(r.updated_at)}</Table.Td>
                  <Table.Td>
                    <Button size="compact-xs" variant="light" onClick={() => setViewing(r.id)}>
                      View<VisuallyHidden> {r.tax_return_name}</VisuallyHidden>
                    </Button>
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
    </Paper>
  );
}
