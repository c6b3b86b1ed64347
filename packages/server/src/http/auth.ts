import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError, clientPreviewMessages, genericMessages, type Actor } from '@portal/domain';
import type { AppDeps } from '../app-deps.ts';
import { authenticate } from '../features/sessions/sessions.service.ts';
import { PREVIEW_ACTOR_HEADER, previewActorOf } from './preview-actor.ts';

export type SessionActor = Actor & { sessionId: string };

/** The session id of a client preview read: no session of the client's is used or touched. */
export const PREVIEW_SESSION_ID = 'client-preview';

declare module 'fastify' {
  interface FastifyRequest {
    actor: SessionActor | null;
  }
}

/** Reads `Authorization: Bearer <token>` (or `access_token` for the WebSocket, which cannot set headers). */
function bearerToken(req: FastifyRequest): string | null {
  const header = req.headers.authorization;
  if (header?.startsWith('Bearer ')) return header.slice(7).trim() || null;
  if (req.url.startsWith('/api/realtime')) {
    const token = (req.query as Record<string, unknown> | undefined)?.access_token;
    return typeof token === 'string' && token ? token : null;
  }
  return null;
}

export function registerAuth(app: FastifyInstance, deps: AppDeps) {
  app.decorateRequest('actor', null);
  app.addHook('preHandler', async (req) => {
    if (req.headers[PREVIEW_ACTOR_HEADER] !== undefined) {
      const previewed = previewActorOf(req.headers[PREVIEW_ACTOR_HEADER]);
      // A preview read only ever reads: whatever else it asks is refused before any handler runs.
      if (previewed && req.method !== 'GET') throw new AppError('forbidden', clientPreviewMessages.readOnly);
      req.actor = previewed ? { ...previewed, sessionId: PREVIEW_SESSION_ID } : null;
      return;
    }
    const token = bearerToken(req);
    if (token)
      req.actor = await authenticate({ db: deps.database.db, clock: deps.clock, writes: deps.database.writes }, token);
  });
}

/** First line of every signed-in handler: the caller, or 401. */
export function requireActor(req: FastifyRequest): SessionActor {
  if (!req.actor) throw new AppError('unauthorized', genericMessages.unauthorized);
  return req.actor;
}
