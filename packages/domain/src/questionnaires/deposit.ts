import type { DepositStatus, QuestionnaireMode } from './questionnaire.types.ts';

/** payment_pending and pending are the same state under two names (spec 001 §4). */
export const normalizeDepositStatus = (status: DepositStatus): Exclude<DepositStatus, 'pending'> =>
  status === 'pending' ? 'payment_pending' : status;

/** An unpaid deposit blocks the I Agree checkbox and submission; no deposit (null) blocks nothing. */
export const depositBlocks = (status: DepositStatus | null | undefined) => status === 'unpaid';

/**
 * Advisors may mark unpaid or pending deposits as marked_paid, and return marked_paid to pending
 * (spec 001 §4). Paid (by the client, through checkout) is never changed by an advisor.
 */
export function advisorDepositTransitions(from: DepositStatus): readonly DepositStatus[] {
  switch (normalizeDepositStatus(from)) {
    case 'unpaid':
    case 'payment_pending':
      return ['marked_paid'];
    case 'marked_paid':
      return ['pending'];
    case 'paid':
      return [];
  }
}

export const canAdvisorSetDeposit = (from: DepositStatus, to: DepositStatus) =>
  advisorDepositTransitions(from).some((s) => normalizeDepositStatus(s) === normalizeDepositStatus(to));

/**
 * Only client mode pays (a checkout session is created, then verified). The spec does not say which states
 * offer paying: we offer it while unpaid, the only state that blocks the client.
 */
export const canPayDeposit = (mode: QuestionnaireMode, status: DepositStatus | null | undefined) =>
  mode === 'client' && status === 'unpaid';
