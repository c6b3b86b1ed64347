import dayjs from 'dayjs';
import { isTemporaryEmail } from '@portal/domain';

/** A date as tables show it, e.g. 'Mar 4, 2026'. */
export const formatDate = (iso: string | null | undefined): string => (iso ? dayjs(iso).format('MMM D, YYYY') : '');

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
