import { Anchor, Group, Paper, Stack, Text } from '@mantine/core';
import { deliveryCardCounts, deliveryCardSummary } from '@portal/domain';
import { Link } from 'react-router';
import { useTaxReturns } from '../api/list-tax-returns';
import { useLiveTaxReturns } from '../../../components/tax-return/use-live-tax-returns';
import { TaxReturnStatusBadge } from '../../../components/tax-return/tax-return-status-badge';

/** A client holds a handful of returns per entity; the newest are shown. */
const SHOWN = 20;

export const taxReturnDeliveryPath = (taxReturnId: number, companyId: number) =>
  `/tax-return-delivery/${taxReturnId}?companyId=${companyId}`;

/**
 * The client dashboard's tax returns of the current entity (issue 17 §7, issue 18 §1): the drafts sent for
 * their review and the returns sent to them, each with what is left (signatures to sign, payments remaining,
 * returns to mail) and opening its delivery page; kept live. Nothing is shown while there are none.
 */
export function ClientTaxReturns({
  companyId,
  linkTo = taxReturnDeliveryPath,
}: {
  companyId: number;
  /** Where a return leads, when not to the client's delivery page (the client preview). */
  linkTo?: (taxReturnId: number, companyId: number) => string;
}) {
  useLiveTaxReturns();
  const list = useTaxReturns({
    page: 1,
    perPage: SHOWN,
    sortBy: 'updated_at',
    descending: true,
    search: '',
    filters: { company_id: companyId },
  });
  if (!list.data?.items.length) return null;
  return (
    <Stack gap="sm" component="section" aria-label="Tax returns">
      {list.data.items.map((r) => (
        <Paper key={r.id} withBorder p="md" radius="md">
          <Group justify="space-between" wrap="wrap" gap="xs">
            <Stack gap={2}>
              <Anchor component={Link} to={linkTo(r.id, companyId)} fw={600}>
                {r.tax_return_name}
              </Anchor>
              <Text size="sm" c="dimmed">
                Tax year {r.tax_year}
              </Text>
              <Text size="sm">{deliveryCardSummary(deliveryCardCounts(r))}</Text>
            </Stack>
            <TaxReturnStatusBadge status={r.status} />
          </Group>
        </Paper>
      ))}
    </Stack>
  );
}
