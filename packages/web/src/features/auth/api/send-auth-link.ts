import { api } from '../../../lib/api-client';

export interface SendAuthLinkInput {
  uid: string;
  /** The email typed: the server answers an unknown email's uid as it answers a known one. */
  username?: string;
  redirect?: string;
}

/** POST /api/sessions/send_auth_link: emails a magic link (the sent-link state). */
export const sendAuthLink = (input: SendAuthLinkInput) =>
  api.post<{ sent_to: string }>('/api/sessions/send_auth_link', input, { anonymous: true });
