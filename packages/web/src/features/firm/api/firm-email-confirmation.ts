import { api } from '../../../lib/api-client';

/** POST /api/firms/confirm_email: the creator's emailed link; the firm's held mail goes out. */
export const confirmFirmEmail = (token: string) =>
  api.post<{ firm_name: string; released: number }>('/api/firms/confirm_email', { token }, { anonymous: true });

/** POST /api/firms/resend_email_confirmation: the link again, to the firm's creator. */
export const resendFirmEmailConfirmation = () =>
  api.post<{ sent_to: string }>('/api/firms/resend_email_confirmation', {});
