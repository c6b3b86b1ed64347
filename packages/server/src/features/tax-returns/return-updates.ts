import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { taxReturns } from '../../db/schema/index.ts';
import { staffChannel, userChannel, type RealtimeHub } from '../../platform/realtime/realtime-hub.ts';
import { entityClientOwners } from '../entities/index.ts';

/**
 * Tells whoever has the return open that it moved on (issue 18 §3): the firm's staff (the Deliver table, the
 * staff view) and the entity's owners (their card and delivery page) read it again. Only its id travels.
 */
export async function announceReturn(deps: { db: DbOrTx; realtime: RealtimeHub }, taxReturnId: number) {
  const [row] = await deps.db
    .select({ firmId: taxReturns.firmId, companyId: taxReturns.companyId })
    .from(taxReturns)
    .where(eq(taxReturns.id, taxReturnId));
  if (!row) return;
  const owners = await entityClientOwners(deps.db, row.firmId, row.companyId);
  const event = { type: 'tax_return_updated' as const, tax_return_id: taxReturnId };
  await Promise.all([
    deps.realtime.publish(staffChannel(row.firmId), event),
    ...owners.map((o) => deps.realtime.publish(userChannel(o.id), event)),
  ]);
}
