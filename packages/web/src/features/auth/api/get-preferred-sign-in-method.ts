import type { preferredMethodResponseSchema } from '@portal/domain';
import { api } from '../../../lib/api-client';

/** Who the email belongs to and how they sign in; null method means a magic link. */
export type SignInAccount = ReturnType<(typeof preferredMethodResponseSchema)['parse']>;

/**
 * GET /api/sessions/get_preferred_sign_in_method: 404 "Sorry, we couldn't find a user with that email address".
 * `firm` is the subdomain of the firm whose login page this is (?firm=), preferred when the email is in several.
 */
export const getPreferredSignInMethod = (email: string, firm?: string | null) =>
  api.get<SignInAccount>('/api/sessions/get_preferred_sign_in_method', {
    query: firm ? { username: email, firm } : { username: email },
    anonymous: true,
  });
