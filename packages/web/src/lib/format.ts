import dayjs from 'dayjs';

/** A date as tables show it, e.g. 'Mar 4, 2026'. */
export const formatDate = (iso: string | null | undefined): string => (iso ? dayjs(iso).format('MMM D, YYYY') : '');

/**
 * A user created without an email gets a generated one (domain `temporaryEmail`); it is nobody's address,
 * so screens say 'No email' instead of showing it.
 */
export const isTemporaryEmail = (email: string | null | undefined): boolean =>
  !!email && /^no-email\+[^@]+@portal\.invalid$/i.test(email);

/** An email as screens show it: 'No email' for none or a generated one. */
export const displayEmail = (email: string | null | undefined): string =>
  email && !isTemporaryEmail(email) ? email : 'No email';
