import { Group, NativeSelect, Stack } from '@mantine/core';
import {
  TAX_RETURN_STATUS_LABELS,
  TAX_RETURN_STATUSES,
  VERIFICATION_STATUS_LABELS,
  VERIFICATION_STATUSES,
  type TaxReturnStatus,
  type VerificationStatus,
} from '@portal/domain';
import { isRecord, oneOf } from '../../../lib/table-filters';
import type { TaxReturnDisplayGroup, TaxReturnListFilters } from '../api/list-tax-returns';

const YES_NO = ['any', 'yes', 'no'] as const;
type YesNo = (typeof YES_NO)[number];
const GROUPS = ['action_required', 'finished'] as const satisfies readonly TaxReturnDisplayGroup[];
const STATUS_CHOICES = ['all', ...GROUPS.map((g) => `group:${g}`), ...TAX_RETURN_STATUSES] as const;

/** The Deliver table's filters as the screen keeps them (in its cookie). */
export interface DeliverFilters {
  /** 'all', a display group ('group:action_required') or one status. */
  status: string;
  year: string;
  signaturesSigned: YesNo;
  voucherPaymentsMade: YesNo;
  paymentsMade: YesNo;
  reminderDisabled: YesNo;
  reminderSent: YesNo;
  /** 'any', or the 'ID fraud detection' aggregate (spec 002 §2 fraud_detection_status). */
  fraudDetection: 'any' | VerificationStatus;
}

export const defaultDeliverFilters: DeliverFilters = {
  status: 'all',
  year: 'all',
  signaturesSigned: 'any',
  voucherPaymentsMade: 'any',
  paymentsMade: 'any',
  reminderDisabled: 'any',
  reminderSent: 'any',
  fraudDetection: 'any',
};

const yesNo = (v: unknown): YesNo | undefined => oneOf(v, YES_NO);

/** Takes the filters back from the cookie, keeping only values of the right shape. */
export const readDeliverFilters = (stored: unknown, d: DeliverFilters): DeliverFilters =>
  isRecord(stored)
    ? {
        status: (STATUS_CHOICES as readonly string[]).includes(String(stored.status))
          ? String(stored.status)
          : d.status,
        year: typeof stored.year === 'string' && /^(all|\d{4})$/.test(stored.year) ? stored.year : d.year,
        signaturesSigned: yesNo(stored.signaturesSigned) ?? d.signaturesSigned,
        voucherPaymentsMade: yesNo(stored.voucherPaymentsMade) ?? d.voucherPaymentsMade,
        paymentsMade: yesNo(stored.paymentsMade) ?? d.paymentsMade,
        reminderDisabled: yesNo(stored.reminderDisabled) ?? d.reminderDisabled,
        reminderSent: yesNo(stored.reminderSent) ?? d.reminderSent,
        fraudDetection: oneOf(stored.fraudDetection, ['any', ...VERIFICATION_STATUSES] as const) ?? d.fraudDetection,
      }
    : d;

const flag = (v: YesNo) => (v === 'any' ? undefined : v === 'yes');

/** The API's filters (spec 002 §2) for the choices made. */
export function toListFilters(f: DeliverFilters): TaxReturnListFilters {
  const group = f.status.startsWith('group:') ? (f.status.slice(6) as TaxReturnDisplayGroup) : undefined;
  const status = !group && f.status !== 'all' ? (f.status as TaxReturnStatus) : undefined;
  return {
    status,
    display_group: group,
    year: f.year === 'all' ? undefined : Number(f.year),
    signatures_signed: flag(f.signaturesSigned),
    voucher_payments_made: flag(f.voucherPaymentsMade),
    payments_made: flag(f.paymentsMade),
    reminder_disabled: flag(f.reminderDisabled),
    reminder_sent: flag(f.reminderSent),
    fraud_detection_status: f.fraudDetection === 'any' ? undefined : f.fraudDetection,
  };
}

export const isFiltering = (f: DeliverFilters) =>
  (Object.keys(f) as (keyof DeliverFilters)[]).some((k) => f[k] !== defaultDeliverFilters[k]);

const yesNoData = (yes: string, no: string) => [
  { value: 'any', label: 'Any' },
  { value: 'yes', label: yes },
  { value: 'no', label: no },
];

export interface DeliverFilterBarProps {
  filters: DeliverFilters;
  years: number[];
  onChange: (patch: Partial<DeliverFilters>) => void;
  /** The firm checks identity: the 'ID fraud detection' filter is offered. */
  showFraudDetection?: boolean;
  /** In the phone's filter drawer: one filter under another, full width. */
  stacked?: boolean;
}

/** The filters the user changed from their defaults: the phone's Filters button counts them. */
export const activeFilterCount = (f: DeliverFilters) =>
  (Object.keys(f) as (keyof DeliverFilters)[]).filter((k) => f[k] !== defaultDeliverFilters[k]).length;

/** Status (with the display groups), year, signatures, payments, reminders and the identity checks. */
export function DeliverFilterBar({ filters, years, onChange, showFraudDetection, stacked }: DeliverFilterBarProps) {
  const Wrap = stacked ? Stack : Group;
  const pick =
    <K extends keyof DeliverFilters>(key: K) =>
    (e: React.ChangeEvent<HTMLSelectElement>) =>
      onChange({ [key]: e.currentTarget.value } as Partial<DeliverFilters>);
  return (
    <Wrap gap="sm" align={stacked ? 'stretch' : 'flex-end'} wrap="wrap">
      <NativeSelect
        label="Status"
        value={filters.status}
        onChange={pick('status')}
        data={[
          { value: 'all', label: 'All' },
          {
            group: 'Groups',
            items: [
              { value: 'group:action_required', label: 'Needs action' },
              { value: 'group:finished', label: 'Finished' },
            ],
          },
          {
            group: 'Status',
            items: TAX_RETURN_STATUSES.map((s) => ({ value: s, label: TAX_RETURN_STATUS_LABELS[s] })),
          },
        ]}
      />
      <NativeSelect
        label="Year"
        value={filters.year}
        onChange={pick('year')}
        data={[{ value: 'all', label: 'All' }, ...years.map(String)]}
      />
      <NativeSelect
        label="Signatures"
        value={filters.signaturesSigned}
        onChange={pick('signaturesSigned')}
        data={yesNoData('All signed', 'Not all signed')}
      />
      <NativeSelect
        label="Payments"
        value={filters.voucherPaymentsMade}
        onChange={pick('voucherPaymentsMade')}
        data={yesNoData('All paid', 'Not all paid')}
      />
      <NativeSelect
        label="Invoice"
        value={filters.paymentsMade}
        onChange={pick('paymentsMade')}
        data={yesNoData('Paid', 'Not paid')}
      />
      <NativeSelect
        label="Reminders"
        value={filters.reminderDisabled}
        onChange={pick('reminderDisabled')}
        data={yesNoData('Off', 'On')}
      />
      <NativeSelect
        label="Reminder sent"
        value={filters.reminderSent}
        onChange={pick('reminderSent')}
        data={yesNoData('Sent', 'Not sent')}
      />
      {showFraudDetection ? (
        <NativeSelect
          label="ID fraud detection"
          value={filters.fraudDetection}
          onChange={pick('fraudDetection')}
          data={[
            { value: 'any', label: 'Any' },
            ...VERIFICATION_STATUSES.map((s) => ({ value: s, label: VERIFICATION_STATUS_LABELS[s] })),
          ]}
        />
      ) : null}
    </Wrap>
  );
}
