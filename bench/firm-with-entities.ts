import { systemClock, type FirmPreferences } from '../packages/domain/src/index.ts';
import type { AppDeps } from '../packages/server/src/app-deps.ts';
import { startSession } from '../packages/server/src/features/sessions/sessions.service.ts';
import { buildFirm, buildStaff } from '../packages/server/src/test/factories.ts';
import { addClientEntities } from './large-firm.ts';

/** A firm with `preferences`, a signed-in partner (their request headers) and `entities` clients with an entity each. */
export async function firmWithEntities(deps: AppDeps, preferences: Partial<FirmPreferences>, entities: number) {
  const db = deps.database.db;
  const firm = await buildFirm(db, { preferences });
  const staff = await buildStaff(db, firm);
  const session = await startSession({ db, clock: systemClock }, staff, { ip: '127.0.0.1', userAgent: 'bench' });
  await addClientEntities(deps.database, firm.id, entities);
  return { firm, headers: { authorization: `Bearer ${session.accessToken}` } };
}
