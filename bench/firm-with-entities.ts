import { systemClock, type FirmPreferences } from '../packages/domain/src/index.ts';
import type { AppDeps } from '../packages/server/src/app-deps.ts';
import { startSession } from '../packages/server/src/features/sessions/sessions.service.ts';
import { buildFirm, buildStaff } from '../packages/server/src/test/factories.ts';

/** A firm with `preferences`, a signed-in partner (their request headers) and `entities` clients with an entity each. */
export async function firmWithEntities(deps: AppDeps, preferences: Partial<FirmPreferences>, entities: number) {
  const db = deps.database.db;
  const firm = await buildFirm(db, { preferences });
  const staff = await buildStaff(db, firm);
  const session = await startSession({ db, clock: systemClock }, staff, { ip: '127.0.0.1', userAgent: 'bench' });
  await deps.database.executeSql(
    `with u as (
       insert into users (firm_id, fname, lname, email, time_zone)
       select $1, 'Client', 'No ' || n, 'client' || n || '@bench.example', 'America/New_York' from generate_series(1, ${entities}) n
       returning id, lname)
     insert into companies (firm_id, hash_id, name, entity_type, user_id)
     select $1, md5(random()::text), 'Entity ' || u.lname, 'Individual', u.id from u`,
    [firm.id],
  );
  return { firm, headers: { authorization: `Bearer ${session.accessToken}` } };
}
