import dayjs from 'dayjs';
import { isTemporaryEmail } from '@portal/domain';

/** A date as tables show it, e.g. 'Mar 4, 2026'. */
export const formatDate = (iso: string | null | undefined): string => (iso ? dayjs(iso).format('MMM D, YYYY') : '');

export { isTemporaryEmail };

/** An email as screens show it: 'No email' for none or a generated one. */
export const displayEmail = (email: string | null | undefined): string =>
  email && !isTemporaryEmail(email) ? email : 'No email';
