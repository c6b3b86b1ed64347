import type { ClientCardStatus, CompletionStatus, DepositStatus } from '@portal/domain';

/** Words shown for the rule results: the spec names the states, not their labels. */
export const cardStatusLabel: Record<ClientCardStatus, string> = {
  locked: 'Locked',
  completed: 'Completed',
  in_progress: 'In Progress',
  opened: 'Opened',
  ready_to_start: 'Ready to Start',
};

export const cardStatusColor: Record<ClientCardStatus, string> = {
  locked: 'gray',
  completed: 'teal',
  in_progress: 'blue',
  opened: 'cyan',
  ready_to_start: 'indigo',
};

export const completionLabel: Record<CompletionStatus, string> = {
  completed: 'Completed',
  pending: 'Pending',
  incomplete: 'Incomplete',
  error: 'Needs attention',
};

export const completionColor: Record<CompletionStatus, string> = {
  completed: 'teal.8',
  pending: 'yellow.8',
  incomplete: 'gray.7',
  error: 'red.8',
};

export const depositLabel: Record<DepositStatus, string> = {
  paid: 'Paid',
  marked_paid: 'Marked paid by your firm',
  payment_pending: 'Payment pending',
  pending: 'Payment pending',
  unpaid: 'Unpaid',
};
