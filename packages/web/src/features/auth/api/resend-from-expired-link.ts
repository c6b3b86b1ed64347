import { api } from '../../../lib/api-client';

/** POST /api/sessions/resend_from_expired_link: a new link by email, or a code by text, for the link's user. */
export const resendFromExpiredLink = (authToken: string, via: 'email' | 'sms') =>
  api.post<{ sent_to: string; uid: string }>(
    '/api/sessions/resend_from_expired_link',
    { auth_token: authToken, via },
    { anonymous: true },
  );
