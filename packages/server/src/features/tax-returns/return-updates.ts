import { eq } from 'drizzle-orm';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { DbOrTx } from '../../db/client.ts';
import { companies, taxReturns, users } from '../../db/schema/index.ts';
import { staffChannelsFor, userChannel, type RealtimeHub } from '../../platform/realtime/realtime-hub.ts';
import { entityClientOwners } from '../entities/index.ts';

/**
 * Tells whoever has the return open that it moved on (issue 18 §3): the firm's staff who may see the entity
 * (the Deliver table, the staff view; group-limited staff only for their group's) and the entity's owners (their card and delivery page) read it again. Only its id travels.
 */
export async function announceReturn(deps: { db: DbOrTx; realtime: RealtimeHub }, taxReturnId: number) {
  const [row] = await deps.db
    .select({ firmId: taxReturns.firmId, companyId: taxReturns.companyId, groupId: users.groupId })
    .from(taxReturns)
    .innerJoin(companies, eq(companies.id, taxReturns.companyId))
    .leftJoin(users, eq(users.id, companies.userId))
    .where(eq(taxReturns.id, taxReturnId));
  if (!row) return;
  const owners = await entityClientOwners(deps.db, row.firmId, row.companyId);
  const event = { type: 'tax_return_updated' as const, tax_return_id: taxReturnId };
  await Promise.all([
    ...staffChannelsFor(row.firmId, row.groupId).map((channel) => deps.realtime.publish(channel, event)),
    ...owners.map((o) => deps.realtime.publish(userChannel(o.id), event)),
  ]);
}

/**
 * An onResponse hook for the routes of a return (`:id` a return's id): every change to a return that went
 * through is announced to whoever has it open (issue 18 §3).
 */
export const announceChangedReturn =
  (deps: { db: DbOrTx; realtime: RealtimeHub }) => async (req: FastifyRequest, reply: FastifyReply) => {
    const id = (req.params as { id?: unknown } | undefined)?.id;
    if (req.method === 'GET' || reply.statusCode >= 300 || typeof id !== 'number') return;
    await announceReturn(deps, id).catch((err: Error) => req.log.warn({ err }, 'tax return update not announced'));
  };
