/** Tax return delivery statuses (spec 002 §4). */
export const TAX_RETURN_STATUSES = [
  'importing',
  'processing',
  'action_required',
  'sending',
  'draft',
  'change_requested',
  'approved',
  'sent',
  'signed',
  'completed',
  'finished',
  'invoice_paid',
  'paid',
  'error',
] as const;
export type TaxReturnStatus = (typeof TAX_RETURN_STATUSES)[number];

export const DRAFT_STATUSES = ['draft', 'approved', 'change_requested'] as const;
export type DraftStatus = (typeof DRAFT_STATUSES)[number];

export const TAX_RETURN_STATUS_LABELS: Record<TaxReturnStatus, string> = {
  importing: 'Importing',
  processing: 'Processing',
  action_required: 'Action required',
  sending: 'Sending',
  draft: 'Draft',
  change_requested: 'Change requested',
  approved: 'Approved',
  sent: 'Sent',
  signed: 'Signed',
  completed: 'Completed',
  finished: 'Finished',
  invoice_paid: 'Invoice paid',
  paid: 'Paid',
  error: 'Error',
};

/** The table's two display groups (spec 002 §4): what needs the firm, and what is done. */
export const TAX_RETURN_DISPLAY_GROUPS = {
  action_required: ['action_required', 'change_requested', 'approved', 'error'],
  finished: ['completed', 'finished'],
} as const satisfies Record<string, readonly TaxReturnStatus[]>;
export const TAX_RETURN_DISPLAY_GROUP_NAMES = ['action_required', 'finished'] as const;

/** A return's current_status (spec 002 §3): the display group it falls in (§4), else its own status. */
export function currentStatusOf(status: TaxReturnStatus): TaxReturnStatus {
  for (const group of TAX_RETURN_DISPLAY_GROUP_NAMES)
    if ((TAX_RETURN_DISPLAY_GROUPS[group] as readonly TaxReturnStatus[]).includes(status)) return group;
  return status;
}

/** What a return owes before it can move on: facts read from its forms and vouchers. */
export interface DeliveryProgress {
  /** Every e-file authorization form is signed by each of its signers (true when there is none). */
  allSigned: boolean;
  /**
   * Every payment voucher is recorded paid (true when there is none). A voucher is the client's payment to
   * the IRS or a state, which the client records; it is never paid to the firm.
   */
  allPaid: boolean;
  /** The firm's own invoice (its fee) is paid: the only payment made to the firm. */
  invoicePaid: boolean;
}

/**
 * Where a sent return stands once its signers and payers have acted: signing first, then the tax payments
 * (paid), then the firm's invoice as well (invoice_paid). The firm's invoice never stands in for a voucher:
 * a signed return whose vouchers are unpaid stays signed, whatever its invoice.
 */
export function deliveredStatus(p: DeliveryProgress): 'sent' | 'signed' | 'paid' | 'invoice_paid' {
  if (!p.allSigned) return 'sent';
  if (!p.allPaid) return 'signed';
  return p.invoicePaid ? 'invoice_paid' : 'paid';
}

/**
 * The allowed changes, written once (the spec lists the statuses, not the moves). Upload: importing or
 * processing, then action_required (or draft when sent for approval), error on failure. Draft review:
 * draft → approved or change_requested (by the client); change_requested → processing (staff replace the
 * draft); draft or approved → action_required (Start Classification). Sending: action_required → sending →
 * sent. After that the return follows its signers and payers (deliveredStatus) and the firm closes it; a
 * payment recorded by mistake and undone, or an invoice taken back, moves it back.
 */
const MOVES: Record<TaxReturnStatus, readonly TaxReturnStatus[]> = {
  importing: ['processing', 'error'],
  processing: ['action_required', 'draft', 'error'],
  action_required: ['sending', 'processing'],
  sending: ['sent', 'error', 'action_required'],
  draft: ['approved', 'change_requested', 'action_required'],
  change_requested: ['processing'],
  approved: ['action_required'],
  sent: ['signed', 'paid', 'invoice_paid', 'completed', 'finished'],
  signed: ['paid', 'invoice_paid', 'completed', 'finished'],
  // A voucher marked paid by mistake and undone: back to signed. The firm takes its invoice back: paid.
  paid: ['invoice_paid', 'signed', 'completed', 'finished'],
  invoice_paid: ['paid', 'signed', 'completed', 'finished'],
  completed: ['finished'],
  finished: [],
  error: ['processing'],
};

/** Statuses a return may be in only once every signature it needs is made. */
const NEEDS_ALL_SIGNED: readonly TaxReturnStatus[] = ['signed', 'paid', 'invoice_paid', 'completed', 'finished'];
/** Statuses a return may be in only once it is paid (by the portal, or the firm's invoice). */
const NEEDS_PAYMENT: readonly TaxReturnStatus[] = ['completed', 'finished'];

export type TransitionRefusal = 'not_allowed' | 'signatures_missing' | 'payment_missing';

/**
 * Whether a return may move from `from` to `to` given what it owes; null when it may, else why not. No
 * return can skip a signature or a payment it needs: signed and beyond need every signature, paid needs
 * every voucher paid, and the firm marks it completed or finished only once signed and paid (or invoiced).
 */
export function transitionRefusal(
  from: TaxReturnStatus,
  to: TaxReturnStatus,
  p: DeliveryProgress,
): TransitionRefusal | null {
  if (!MOVES[from].includes(to)) return 'not_allowed';
  if (NEEDS_ALL_SIGNED.includes(to) && !p.allSigned) return 'signatures_missing';
  if ((to === 'paid' || to === 'invoice_paid') && !p.allPaid) return 'payment_missing';
  if (to === 'invoice_paid' && !p.invoicePaid) return 'payment_missing';
  // Back to paid only when the invoice was taken back, back to signed only when a voucher is unpaid again.
  if (to === 'paid' && from === 'invoice_paid' && p.invoicePaid) return 'not_allowed';
  if (to === 'signed' && (from === 'paid' || from === 'invoice_paid') && p.allPaid) return 'not_allowed';
  if (NEEDS_PAYMENT.includes(to) && !p.allPaid && !p.invoicePaid) return 'payment_missing';
  return null;
}

export const canMoveTaxReturn = (from: TaxReturnStatus, to: TaxReturnStatus, p: DeliveryProgress) =>
  transitionRefusal(from, to, p) === null;

export const nextStatuses = (from: TaxReturnStatus): readonly TaxReturnStatus[] => MOVES[from];

/** 'Mark as finished' is offered once the return could be finished (spec 002 §4: after signing and payment). */
export const canMarkFinished = (status: TaxReturnStatus, p: DeliveryProgress) =>
  canMoveTaxReturn(status, 'finished', p);

/** The reminder toggle is disabled when all is signed and all is paid (spec 002 §4 Reminders). */
export const reminderToggleDisabled = (p: Pick<DeliveryProgress, 'allSigned' | 'allPaid'>) => p.allSigned && p.allPaid;

/** The draft flow (spec 002 §4): a client acts on a draft only while it is a draft; afterwards it is view only. */
export const clientMayReviewDraft = (draftStatus: DraftStatus | null) => draftStatus === 'draft';

/**
 * What a client sees of a return (spec 002 §4): a draft sent for their review and what followed it, and a
 * return once sent. Work in progress at the firm (importing, processing, classifying, sending, error) is not
 * shown; an approved draft that staff are classifying again is back at the firm.
 */
export const CLIENT_VISIBLE_STATUSES = [
  'draft',
  'change_requested',
  'approved',
  'sent',
  'signed',
  'paid',
  'invoice_paid',
  'completed',
  'finished',
] as const satisfies readonly TaxReturnStatus[];
export const clientMaySeeReturn = (status: TaxReturnStatus) =>
  (CLIENT_VISIBLE_STATUSES as readonly TaxReturnStatus[]).includes(status);

/** While a return is a draft under review, everyone reads the copy stamped DRAFT. */
export const showsDraftCopy = (status: TaxReturnStatus) =>
  status === 'draft' || status === 'change_requested' || status === 'approved';

/** Statuses in which a return waits for its signers or payers, and so may be reminded. */
export const REMINDABLE_STATUSES = ['sent', 'signed', 'invoice_paid'] as const satisfies readonly TaxReturnStatus[];

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * Automatic reminders (issue 17 §6): a sent return whose signers or payers have not finished is reminded
 * every `frequencyDays` after it was sent (or last reminded), never when reminders are off and never once
 * all is signed and paid.
 */
export function taxReturnReminderDue(
  r: {
    status: TaxReturnStatus;
    reminderDisabled: boolean;
    allSigned: boolean;
    allPaid: boolean;
    sentAt: Date | null;
    lastReminderSentAt: Date | null;
  },
  frequencyDays: number,
  now: Date,
): boolean {
  if (!(REMINDABLE_STATUSES as readonly TaxReturnStatus[]).includes(r.status) || r.reminderDisabled) return false;
  if (r.allSigned && r.allPaid) return false;
  const since = r.lastReminderSentAt ?? r.sentAt;
  return since !== null && now.getTime() - since.getTime() >= frequencyDays * DAY_MS;
}
