import { api } from '../../../lib/api-client';

export type CodeChannel = 'email' | 'sms';

/**
 * POST /api/sessions/send_{email|sms}_verification_code. An SMS the provider refused answers 502
 * `sms_failed` (400 when the user has no phone): the screen shows the SMS-failed view.
 */
export const sendVerificationCode = (uid: string, channel: CodeChannel) =>
  api.post<{ sent_to: string }>(`/api/sessions/send_${channel}_verification_code`, { uid }, { anonymous: true });
