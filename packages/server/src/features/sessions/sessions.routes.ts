import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../app-deps.ts';
import { requireActor } from '../../http/auth.ts';
import { REFRESH_COOKIE } from './session-tokens.ts';
import { clearRefreshCookie, setRefreshCookie } from './session-cookie.ts';
import { refreshSession, signOut } from './sessions.service.ts';

const accessTokenSchema = z.object({ access_token: z.string(), expires_at: z.string() });

export const sessionRoutes =
  (deps: AppDeps): FastifyPluginAsyncZod =>
  async (app) => {
    const db = deps.database.db;

    app.post(
      '/api/sessions/refresh',
      { schema: { tags: ['sessions'], response: { 200: accessTokenSchema } } },
      async (req, reply) => {
        const next = await refreshSession({ db, clock: deps.clock }, req.cookies[REFRESH_COOKIE]);
        if (next.refreshToken) setRefreshCookie(reply, deps.config, next.refreshToken);
        return { access_token: next.accessToken, expires_at: next.accessExpiresAt.toISOString() };
      },
    );

    app.post(
      '/api/sessions/sign_out',
      { schema: { tags: ['sessions'], response: { 204: z.null() } } },
      async (req, reply) => {
        const actor = requireActor(req);
        await signOut({ db, clock: deps.clock, realtime: deps.realtime }, actor);
        clearRefreshCookie(reply);
        return reply.status(204).send(null);
      },
    );
  };
