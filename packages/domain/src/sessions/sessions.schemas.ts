import { z } from 'zod';
import { firmSchema } from '../firm/firm.schemas.ts';
import { userSchema } from '../users/users.schemas.ts';

/** GET /api/sessions/current_user: the signed-in user with their firm. */
export const currentUserResponseSchema = z.object({
  user: userSchema,
  firm: firmSchema,
});
export type CurrentUserResponse = z.infer<typeof currentUserResponseSchema>;

/** The live configuration the maintenance banner reads (spec 000 §7). */
export const liveConfigSchema = z.object({
  global_alert: z.object({ show: z.boolean(), text: z.string() }),
});
export type LiveConfig = z.infer<typeof liveConfigSchema>;

/** Realtime events pushed over /api/realtime, one channel per user, one for a firm's staff, plus a broadcast channel. */
export const realtimeEventSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('ready') }),
  z.object({ type: z.literal('live_config'), config: liveConfigSchema }),
  z.object({ type: z.literal('new_message'), conversation_id: z.number().int() }),
  z.object({ type: z.literal('new_notification') }),
  z.object({ type: z.literal('signed_out') }),
  /** A tax return moved on (signed, paid, mailed, finished...): its staff and its entity's owners read it again. */
  z.object({ type: z.literal('tax_return_updated'), tax_return_id: z.number().int() }),
]);
export type RealtimeEvent = z.infer<typeof realtimeEventSchema>;
