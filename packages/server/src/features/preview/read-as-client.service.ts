import type { FastifyInstance } from 'fastify';
import { AppError, assertCan, type Actor } from '@portal/domain';
import type { DbOrTx } from '../../db/client.ts';
import { PREVIEW_ACTOR_HEADER, withPreviewActor } from '../../http/preview-actor.ts';
import { actorOf, manageableUser } from '../users/index.ts';

export interface ClientRead {
  statusCode: number;
  contentType: string;
  body: string;
}

/**
 * Replays a client read as the previewed client, read-only (issue 21 §4). The caller must be staff who may
 * manage that client (another firm's or group's client, or a firm user, is 404), and the read runs with the
 * client's own rights, so it shows exactly what the client sees: their active entities, their conversations,
 * no STAFF ONLY folders.
 */
export async function readAsClient(
  db: DbOrTx,
  app: FastifyInstance,
  staff: Actor,
  clientId: number,
  url: string,
  ip: string,
): Promise<ClientRead> {
  assertCan(staff, 'staff.any');
  // Only clients are previewed: a firm user is not found here, even for staff who may not edit firm users.
  const client = await manageableUser(db, staff, clientId).catch((e: unknown) => {
    throw e instanceof AppError && e.code === 'forbidden' ? new AppError('not_found', 'User not found') : e;
  });
  if (client.isAdvisor) throw new AppError('not_found', 'User not found');
  const res = await withPreviewActor(actorOf(client), (key) =>
    app.inject({ method: 'GET', url, headers: { [PREVIEW_ACTOR_HEADER]: key }, remoteAddress: ip }),
  );
  return {
    statusCode: res.statusCode,
    contentType: String(res.headers['content-type'] ?? 'application/json; charset=utf-8'),
    body: res.body,
  };
}
