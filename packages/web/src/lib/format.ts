import dayjs from 'dayjs';
import { isTemporaryEmail, recentTimeLabel } from '@portal/domain';

/** A date as tables show it, e.g. 'Mar 4, 2026'. */
export const formatDate = (iso: string | null | undefined): string => (iso ? dayjs(iso).format('MMM D, YYYY') : '');

/** A date and time as lists show it, e.g. 'Mar 4, 2026 3:05 PM'. */
export const formatDateTime = (iso: string): string => dayjs(iso).format('MMM D, YYYY h:mm A');

/**
 * When something happened, as messages, activities and notifications show it: 'just now' within 12 seconds,
 * how long ago within 24 hours (spec 001 §9, 002 §9), the date and time after that.
 */
export const formatWhen = (iso: string, now: Date = new Date()): string =>
  recentTimeLabel(iso, now) ?? formatDateTime(iso);

export { isTemporaryEmail };

/** An email as screens show it: 'No email' for none or a generated one. */
export const displayEmail = (email: string | null | undefined): string =>
  email && !isTemporaryEmail(email) ? email : 'No email';

/** A size as people read it: '820 B', '12 KB', '3.4 MB', '150 MB'. */
export function formatBytes(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  const units = ['KB', 'MB', 'GB'];
  let value = bytes / 1024;
  let unit = 0;
  while (value >= 1024 && unit < units.length - 1) {
    value /= 1024;
    unit++;
  }
  return `${value >= 10 ? Math.round(value) : Math.round(value * 10) / 10} ${units[unit]}`;
}
