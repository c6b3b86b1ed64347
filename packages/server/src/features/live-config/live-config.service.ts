import { eq } from 'drizzle-orm';
import { liveConfigSchema, type LiveConfig } from '@portal/domain';
import type { DbOrTx } from '../../db/client.ts';
import { appSettings } from '../../db/schema/index.ts';
import type { RealtimeHub } from '../../platform/realtime/realtime-hub.ts';

const KEY = 'live_config';
const EMPTY: LiveConfig = { global_alert: { show: false, text: '' } };

export async function getLiveConfig(db: DbOrTx): Promise<LiveConfig> {
  const [row] = await db.select().from(appSettings).where(eq(appSettings.key, KEY)).limit(1);
  const parsed = liveConfigSchema.safeParse(row?.value);
  return parsed.success ? parsed.data : EMPTY;
}

/** Stores the setting and pushes it to every open browser, so the maintenance banner changes live. */
export async function setLiveConfig(deps: { db: DbOrTx; realtime: RealtimeHub }, config: LiveConfig) {
  await deps.db
    .insert(appSettings)
    .values({ key: KEY, value: config })
    .onConflictDoUpdate({ target: appSettings.key, set: { value: config, updatedAt: new Date() } });
  await deps.realtime.publish('broadcast', { type: 'live_config', config });
}
