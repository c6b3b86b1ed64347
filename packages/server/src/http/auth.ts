import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError, genericMessages, type Actor } from '@portal/domain';
import type { AppDeps } from '../app-deps.ts';
import { authenticate } from '../features/sessions/sessions.service.ts';

export type SessionActor = Actor & { sessionId: string };

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
    const token = bearerToken(req);
    if (token) req.actor = await authenticate({ db: deps.database.db, clock: deps.clock }, token);
  });
}

/** First line of every signed-in handler: the caller, or 401. */
export function requireActor(req: FastifyRequest): SessionActor {
  if (!req.actor) throw new AppError('unauthorized', genericMessages.unauthorized);
  return req.actor;
}
