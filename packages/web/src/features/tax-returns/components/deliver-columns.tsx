import { Anchor, Switch, Text } from '@mantine/core';
import { reminderToggleDisabled, VERIFICATION_STATUS_LABELS, type TaxReturnRow } from '@portal/domain';
import { Link } from 'react-router';
import type { DataColumn } from '../../../components/data-table/data-table';
import { formatDate } from '../../../lib/format';
import { TaxReturnStatusBadge } from './tax-return-status-badge';

/** '2 of 3 signed', or a dash when the return has nothing to sign (or pay). */
export const progressText = (done: number, total: number, what: string) =>
  total === 0 ? '—' : `${done} of ${total} ${what}`;

export interface DeliverColumnOptions {
  /** The firm checks signers' identity: 'ID fraud detection' shows each return's result (spec 002 §2). */
  showFraudDetection?: boolean;
  advisorName: (id: number) => string | undefined;
  onToggleReminder: (row: TaxReturnRow, disabled: boolean) => void;
}

/** The Deliver table's columns (spec 002 §2), before the actions column. */
export function deliverColumns({
  showFraudDetection,
  advisorName,
  onToggleReminder,
}: DeliverColumnOptions): DataColumn<TaxReturnRow>[] {
  const fraud: DataColumn<TaxReturnRow>[] = showFraudDetection
    ? [
        {
          key: 'fraud_detection_status',
          header: 'ID fraud detection',
          render: (r) => (r.fraud_detection_status ? VERIFICATION_STATUS_LABELS[r.fraud_detection_status] : '—'),
        },
      ]
    : [];
  return [
    {
      key: 'company_name',
      header: 'Entity name',
      sortKey: 'company_name',
      alwaysShown: true,
      render: (r) => (
        <Anchor component={Link} to={`/admin/${r.company_hash}`} fw={500}>
          {r.company_name}
        </Anchor>
      ),
    },
    { key: 'tax_year', header: 'Year', sortKey: 'tax_year', render: (r) => r.tax_year },
    { key: 'tax_return_name', header: 'Return name', sortKey: 'tax_return_name', render: (r) => r.tax_return_name },
    {
      key: 'status',
      header: 'Status',
      sortKey: 'status',
      nowrap: true,
      render: (r) => <TaxReturnStatusBadge status={r.status} />,
    },
    {
      key: 'signatures',
      header: 'Signatures',
      nowrap: true,
      render: (r) => progressText(r.signatures_signed, r.signatures_total, 'signed'),
    },
    {
      key: 'payments',
      header: 'Payments',
      nowrap: true,
      render: (r) =>
        r.invoice_paid && r.vouchers_paid < r.vouchers_total
          ? 'Invoice paid'
          : progressText(r.vouchers_paid, r.vouchers_total, 'paid'),
    },
    {
      key: 'updated_at',
      header: 'Last activity',
      sortKey: 'updated_at',
      nowrap: true,
      render: (r) => formatDate(r.updated_at),
    },
    { key: 'last_signed_at', header: 'Last signed', nowrap: true, render: (r) => formatDate(r.last_signed_at) },
    {
      key: 'last_reminder_sent_at',
      header: 'Last reminder',
      nowrap: true,
      render: (r) => formatDate(r.last_reminder_sent_at),
    },
    {
      key: 'assigned_advisor',
      header: 'Assigned firm user',
      render: (r) =>
        r.assigned_advisor_id === null ? (
          <Text size="sm" c="dimmed">
            None
          </Text>
        ) : (
          (advisorName(r.assigned_advisor_id) ?? '')
        ),
    },
    {
      key: 'reminder',
      header: 'Reminder',
      render: (r) => (
        <Switch
          aria-label={`Reminders for ${r.tax_return_name}, ${r.company_name}`}
          checked={!r.reminder_disabled}
          disabled={reminderToggleDisabled({ allSigned: r.all_signed, allPaid: r.all_paid })}
          onChange={(e) => onToggleReminder(r, !e.currentTarget.checked)}
        />
      ),
    },
    ...fraud,
  ];
}
