import { Anchor, Switch, Text, UnstyledButton } from '@mantine/core';
import { reminderToggleDisabled, VERIFICATION_STATUS_LABELS, type TaxReturnRow } from '@portal/domain';
import { Link } from 'react-router';
import type { DataColumn } from '../../../components/data-table/data-table';
import { formatDate } from '../../../lib/format';
import { TaxReturnStatusBadge } from '../../../components/tax-return/tax-return-status-badge';

/** '2 of 3 signed', or a dash when the return has nothing to sign (or pay). */
export const progressText = (done: number, total: number, what: string) =>
  total === 0 ? '—' : `${done} of ${total} ${what}`;

export interface DeliverColumnOptions {
  /** The firm checks signers' identity: 'ID fraud detection' shows each return's result (spec 002 §2). */
  showFraudDetection?: boolean;
  advisorName: (id: number) => string | undefined;
  onToggleReminder: (row: TaxReturnRow, disabled: boolean) => void;
  /** Opens the identity verification checks dialog of the row's return. */
  onOpenChecks: (row: TaxReturnRow) => void;
}

/**
 * The columns a first visit leaves to the column picker (issue 37 §4): at 1440 px the table shows entity,
 * return, status, signatures, payments, last activity and actions without sideways scrolling.
 */
export const DELIVER_OPTIONAL_COLUMNS = [
  'tax_year',
  'last_signed_at',
  'last_reminder_sent_at',
  'assigned_advisor',
  'reminder',
  'fraud_detection_status',
];

/** 'Invoice paid' beside the tax payments: the firm's fee is not a voucher. */
export const paymentsText = (r: TaxReturnRow) => {
  const vouchers = progressText(r.vouchers_paid, r.vouchers_total, 'paid');
  return r.invoice_paid ? (r.vouchers_total ? `${vouchers} · Invoice paid` : 'Invoice paid') : vouchers;
};

/** The Deliver table's columns (spec 002 §2), before the actions column. */
export function deliverColumns({
  showFraudDetection,
  advisorName,
  onToggleReminder,
  onOpenChecks,
}: DeliverColumnOptions): DataColumn<TaxReturnRow>[] {
  const fraud: DataColumn<TaxReturnRow>[] = showFraudDetection
    ? [
        {
          key: 'fraud_detection_status',
          header: 'ID fraud detection',
          nowrap: true,
          render: (r) =>
            r.fraud_detection_status ? (
              <UnstyledButton
                onClick={() => onOpenChecks(r)}
                td="underline"
                fz="sm"
                aria-label={`Identity verification checks for ${r.tax_return_name}, ${r.company_name}: ${VERIFICATION_STATUS_LABELS[r.fraud_detection_status]}`}
              >
                {VERIFICATION_STATUS_LABELS[r.fraud_detection_status]}
              </UnstyledButton>
            ) : (
              '—'
            ),
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
    {
      key: 'tax_return_name',
      header: 'Return name',
      sortKey: 'tax_return_name',
      alwaysShown: true,
      // The year rides along: its own column is one the picker adds.
      render: (r) => (
        <>
          {r.tax_return_name}
          <Text size="xs" c="dimmed">
            {r.tax_year}
          </Text>
        </>
      ),
    },
    {
      key: 'status',
      header: 'Status',
      sortKey: 'status',
      nowrap: true,
      alwaysShown: true,
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
      render: paymentsText,
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
