import { api } from '../../../lib/api-client';

/** POST /api/sessions/send_2fa_link: sends the second-factor code again. */
export const sendTwoFactorLink = (twoFactorToken: string) =>
  api.post<{ sent_to: string }>(
    '/api/sessions/send_2fa_link',
    { two_factor_token: twoFactorToken },
    { anonymous: true },
  );
