/** Messaging texts of spec 000 §4, §5 and §8, verbatim. */
export const messageMessages = {
  /** AI drafts with no OpenAI-compatible API configured: says who can turn them on, and how. */
  aiNotConfigured:
    'AI responses are not set up for this portal. Whoever runs it can turn them on with the AI_BASE_URL, AI_API_KEY and AI_MODEL settings (docs/configuration.md).',
  enterMessage: 'Please enter a message',
  futureDate: 'Please select a date in the future',
  deleteConfirm: 'Are you sure you want to delete this message? The email/sms has already been sent.',
  deleted: 'This message was deleted',
  unsentDeleted: 'Message unsent/deleted successfully',
  updated: 'Message updated successfully',
  updateFailed: 'Failed to update message',
  scheduleUpdated: 'Schedule time updated successfully',
  scheduleFailed: 'Failed to update schedule time',
  markedUnseen: 'Conversation marked as unseen',
  notInConversation: 'You are not in this conversation.',
  noConversations: 'No available conversations found',
  noActiveOwners: 'Entity has no active owners to message.',
  exported: 'Conversation exported successfully',
  generateFailed: 'Failed to generate response',
  downloadFailed: 'Failed to download file',
  // Ours: the spec names the rule, not its text.
  archived: 'This conversation is archived: its entities were removed, so no new messages can be sent.',
  participantRequired: 'Choose at least one participant',
  readOnly: 'This account is read-only.',
  notAuthor: 'Only the author can change this message',
  tooLateToUnsend: 'This message can no longer be unsent. Delete it instead.',
  notScheduled: 'This message was already sent',
  communicationDisabled: 'Messaging is turned off for this firm.',
  attachmentsFolder: '/Attachments',
  attachmentUnavailable: 'An attached file is no longer available',
} as const;

export const MESSAGE_TAGS = ['general', 'urgent', 'emergency'] as const;
export type MessageTag = (typeof MESSAGE_TAGS)[number];
export const messageTagLabels: Record<MessageTag, string> = {
  general: 'General',
  urgent: 'Urgent',
  emergency: 'Emergency',
};

/** A message can be unsent within 30 seconds of creation, or any time before its scheduled time (spec 000 §4). */
export const UNSEND_WINDOW_MS = 30_000;
export function canUnsend(message: { created_at: string; scheduled: boolean }, now: Date): boolean {
  if (message.scheduled) return true;
  return now.getTime() - new Date(message.created_at).getTime() <= UNSEND_WINDOW_MS;
}

/** The Schedule dialog's default: tomorrow at 09:00 in the browser's time zone (spec 000 §9). */
export function defaultScheduleTime(now: Date): Date {
  const d = new Date(now.getFullYear(), now.getMonth(), now.getDate() + 1, 9, 0, 0, 0);
  return d;
}

/** A scheduled time must be in the future (spec 000 §5). */
export const isFutureTime = (time: Date, now: Date) => time.getTime() > now.getTime();

/** Conversation previews truncate at 48 characters (spec 000 §9). */
export const PREVIEW_LENGTH = 48;
export function previewText(plain: string, max = PREVIEW_LENGTH): string {
  const oneLine = plain.replace(/\s+/g, ' ').trim();
  return oneLine.length > max ? `${oneLine.slice(0, max).trimEnd()}…` : oneLine;
}

/** "Ann Lee, Bo Kim and 3 more": two names, then a count (spec 000 §9). */
export function participantsSummary(names: readonly string[]): string {
  if (names.length <= 2) return names.join(', ');
  return `${names.slice(0, 2).join(', ')} and ${names.length - 2} more`;
}

/** Auto-remind: if the client does not reply, a reminder every 3 days for a month (spec 000 §9). */
export const AUTO_REMIND_EVERY_DAYS = 3;
export const AUTO_REMIND_FOR_DAYS = 30;
const DAY_MS = 24 * 60 * 60 * 1000;
/** Whether the next reminder of a message delivered at `deliveredAt` is due; null when reminding is over. */
export function autoReminderDue(deliveredAt: Date, remindersSent: number, now: Date): boolean | null {
  const nextDay = (remindersSent + 1) * AUTO_REMIND_EVERY_DAYS;
  if (nextDay > AUTO_REMIND_FOR_DAYS) return null;
  return now.getTime() >= deliveredAt.getTime() + nextDay * DAY_MS;
}

/** Export Conversation timeframes (spec 000 §2). */
export const EXPORT_TIMEFRAMES = ['all_time', 'last_week', 'last_month', 'last_quarter', 'last_year'] as const;
export type ExportTimeframe = (typeof EXPORT_TIMEFRAMES)[number];
/** `months` earlier, on the same day or the month's last day when it is shorter (May 31 -> Feb 28). */
function monthsBefore(now: Date, months: number): Date {
  const d = new Date(now);
  d.setUTCDate(1);
  d.setUTCMonth(d.getUTCMonth() - months);
  const lastDay = new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth() + 1, 0)).getUTCDate();
  d.setUTCDate(Math.min(now.getUTCDate(), lastDay));
  return d;
}

/** The first moment a timeframe covers, counted back from now; null for all time. */
export function timeframeStart(timeframe: ExportTimeframe, now: Date): Date | null {
  switch (timeframe) {
    case 'all_time':
      return null;
    case 'last_week':
      return new Date(now.getTime() - 7 * DAY_MS);
    case 'last_month':
      return monthsBefore(now, 1);
    case 'last_quarter':
      return monthsBefore(now, 3);
    case 'last_year':
      return monthsBefore(now, 12);
  }
}
