import type { DbOrTx } from './client.ts';
import { providerWebhookEvents } from './schema/index.ts';

/**
 * Claims a provider's webhook event for the caller's transaction: true the first time, false for a replay,
 * which is acknowledged and changes nothing. Payments and identity checks share the one table.
 */
export async function claimWebhookEvent(db: DbOrTx, provider: string, eventId: string) {
  const claimed = await db
    .insert(providerWebhookEvents)
    .values({ provider, eventId })
    .onConflictDoNothing()
    .returning({ eventId: providerWebhookEvents.eventId });
  return claimed.length > 0;
}
