import { describe, expect, it } from 'vitest';
import {
  canMarkFinished,
  currentStatusOf,
  clientMayReviewDraft,
  clientMaySeeReturn,
  deliveredStatus,
  showsDraftCopy,
  reminderToggleDisabled,
  TAX_RETURN_STATUSES,
  taxReturnReminderDue,
  transitionRefusal,
  type DeliveryProgress,
  type TaxReturnStatus,
} from './tax-return-status.rules.ts';

const done: DeliveryProgress = { allSigned: true, allPaid: true, invoicePaid: false };

/** Every move the machine allows when all is signed and paid; every other pair is refused. */
const ALLOWED: Record<TaxReturnStatus, TaxReturnStatus[]> = {
  importing: ['processing', 'error'],
  processing: ['action_required', 'draft', 'error'],
  action_required: ['sending', 'processing'],
  sending: ['sent', 'error', 'action_required'],
  draft: ['approved', 'change_requested', 'action_required'],
  change_requested: ['processing'],
  approved: ['action_required'],
  sent: ['signed', 'paid', 'completed', 'finished'],
  signed: ['paid', 'completed', 'finished'],
  invoice_paid: ['paid', 'completed', 'finished'],
  paid: ['completed', 'finished'],
  completed: ['finished'],
  finished: [],
  error: ['processing'],
};

describe('the tax return state machine', () => {
  for (const from of TAX_RETURN_STATUSES) {
    for (const to of TAX_RETURN_STATUSES) {
      const allowed = ALLOWED[from].includes(to);
      it(`${allowed ? 'allows' : 'refuses'} ${from} → ${to}`, () => {
        // invoice_paid needs the firm's invoice flag, which `done` does not set.
        const refusal = transitionRefusal(from, to, done);
        if (allowed) expect(refusal).toBeNull();
        else expect(refusal).not.toBeNull();
      });
    }
  }

  it('never lets a return skip a signature it needs', () => {
    const unsigned = { allSigned: false, allPaid: true, invoicePaid: true };
    for (const to of ['signed', 'paid', 'invoice_paid', 'completed', 'finished'] as const)
      expect(transitionRefusal('sent', to, unsigned)).toBe('signatures_missing');
  });

  it('never lets a return skip a payment it needs; the firm’s invoice lets the firm close it', () => {
    const unpaid = { allSigned: true, allPaid: false, invoicePaid: false };
    expect(transitionRefusal('signed', 'paid', unpaid)).toBe('payment_missing');
    expect(transitionRefusal('signed', 'completed', unpaid)).toBe('payment_missing');
    expect(transitionRefusal('signed', 'finished', unpaid)).toBe('payment_missing');
    expect(transitionRefusal('signed', 'invoice_paid', unpaid)).toBe('payment_missing');
    const invoiced = { ...unpaid, invoicePaid: true };
    // The firm's invoice is its fee, never a tax payment: it does not make a return with unpaid vouchers paid.
    expect(transitionRefusal('signed', 'invoice_paid', invoiced)).toBe('payment_missing');
    expect(transitionRefusal('signed', 'paid', invoiced)).toBe('payment_missing');
    // It may still let the firm close the return, as the spec's 'paid (or invoiced)' says.
    expect(transitionRefusal('signed', 'finished', invoiced)).toBeNull();
    const everything = { allSigned: true, allPaid: true, invoicePaid: true };
    expect(transitionRefusal('signed', 'invoice_paid', everything)).toBeNull();
    expect(transitionRefusal('paid', 'invoice_paid', everything)).toBeNull();
  });

  it('moves back when a voucher payment is undone or the invoice taken back, and only then', () => {
    const undone = { allSigned: true, allPaid: false, invoicePaid: false };
    expect(transitionRefusal('paid', 'signed', undone)).toBeNull();
    expect(transitionRefusal('invoice_paid', 'signed', { ...undone, invoicePaid: true })).toBeNull();
    expect(transitionRefusal('paid', 'signed', done)).toBe('not_allowed');
    const takenBack = { allSigned: true, allPaid: true, invoicePaid: false };
    expect(transitionRefusal('invoice_paid', 'paid', takenBack)).toBeNull();
    expect(transitionRefusal('invoice_paid', 'paid', { ...takenBack, invoicePaid: true })).toBe('not_allowed');
  });

  it('follows signers, then the tax payments, then the firm’s invoice, once sent', () => {
    expect(deliveredStatus({ allSigned: false, allPaid: true, invoicePaid: true })).toBe('sent');
    expect(deliveredStatus({ allSigned: true, allPaid: false, invoicePaid: false })).toBe('signed');
    // A paid invoice with vouchers unpaid stays signed: the vouchers are paid to the IRS or a state.
    expect(deliveredStatus({ allSigned: true, allPaid: false, invoicePaid: true })).toBe('signed');
    expect(deliveredStatus({ allSigned: true, allPaid: true, invoicePaid: false })).toBe('paid');
    expect(deliveredStatus({ allSigned: true, allPaid: true, invoicePaid: true })).toBe('invoice_paid');
  });

  it('offers Mark as finished, the reminder toggle and draft review only when the spec says so', () => {
    expect(canMarkFinished('paid', done)).toBe(true);
    expect(canMarkFinished('sent', { ...done, allSigned: false })).toBe(false);
    expect(canMarkFinished('finished', done)).toBe(false);
    expect(reminderToggleDisabled(done)).toBe(true);
    expect(reminderToggleDisabled({ allSigned: true, allPaid: false })).toBe(false);
    expect(clientMayReviewDraft('draft')).toBe(true);
    expect(clientMayReviewDraft('approved')).toBe(false);
    expect(clientMayReviewDraft('change_requested')).toBe(false);
    expect(clientMayReviewDraft(null)).toBe(false);
  });

  it("shows a client the drafts sent for review and the returns sent, never the firm's work in progress", () => {
    const seen = TAX_RETURN_STATUSES.filter(clientMaySeeReturn);
    expect(seen).toEqual([
      'draft',
      'change_requested',
      'approved',
      'sent',
      'signed',
      'completed',
      'finished',
      'invoice_paid',
      'paid',
    ]);
    expect(TAX_RETURN_STATUSES.filter(showsDraftCopy)).toEqual(['draft', 'change_requested', 'approved']);
  });
});

describe('automatic tax return reminders', () => {
  const sentAt = new Date('2026-03-01T12:00:00Z');
  const base = {
    status: 'sent' as const,
    reminderDisabled: false,
    allSigned: false,
    allPaid: false,
    sentAt,
    lastReminderSentAt: null,
  };
  const at = (days: number) => new Date(sentAt.getTime() + days * 24 * 60 * 60 * 1000);

  it('reminds at the firm’s frequency after sending, then after the last reminder', () => {
    expect(taxReturnReminderDue(base, 7, at(6.9))).toBe(false);
    expect(taxReturnReminderDue(base, 7, at(7))).toBe(true);
    expect(taxReturnReminderDue({ ...base, lastReminderSentAt: at(7) }, 7, at(10))).toBe(false);
    expect(taxReturnReminderDue({ ...base, lastReminderSentAt: at(7) }, 7, at(14))).toBe(true);
  });

  it('never reminds when reminders are off, when all is signed and paid, or before sending', () => {
    expect(taxReturnReminderDue({ ...base, reminderDisabled: true }, 7, at(30))).toBe(false);
    expect(taxReturnReminderDue({ ...base, allSigned: true, allPaid: true }, 7, at(30))).toBe(false);
    expect(taxReturnReminderDue({ ...base, allSigned: true, status: 'signed' }, 7, at(30))).toBe(true);
    for (const status of ['action_required', 'draft', 'paid', 'finished', 'completed'] as const)
      expect(taxReturnReminderDue({ ...base, status }, 7, at(30))).toBe(false);
    expect(taxReturnReminderDue({ ...base, sentAt: null }, 7, at(30))).toBe(false);
  });
});

describe('currentStatusOf (spec 002 §3 current_status)', () => {
  it('is the display group a status falls in, else the status itself', () => {
    expect(currentStatusOf('change_requested')).toBe('action_required');
    expect(currentStatusOf('error')).toBe('action_required');
    expect(currentStatusOf('completed')).toBe('finished');
    expect(currentStatusOf('sent')).toBe('sent');
    expect(currentStatusOf('draft')).toBe('draft');
  });
});
