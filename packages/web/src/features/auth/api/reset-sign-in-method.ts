import { api } from '../../../lib/api-client';

/** POST /api/sessions/reset_sign_in_method: emails a link to /set-sign-in-method (answers 204). */
export const resetSignInMethod = (username: string, redirect?: string) =>
  api.post<void>('/api/sessions/reset_sign_in_method', { username, redirect }, { anonymous: true });
