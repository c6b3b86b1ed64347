import type { FastifyReply } from 'fastify';
import type { Config } from '../../config.ts';
import { REFRESH_COOKIE, SESSION_TTL_MS } from './session-tokens.ts';

/** The refresh token lives only in an httpOnly, SameSite cookie scoped to the session endpoints. */
export function setRefreshCookie(reply: FastifyReply, config: Config, refreshToken: string) {
  reply.setCookie(REFRESH_COOKIE, refreshToken, {
    path: '/api/sessions',
    httpOnly: true,
    sameSite: 'strict',
    secure: config.publicUrl.startsWith('https:'),
    maxAge: SESSION_TTL_MS / 1000,
  });
}

export function clearRefreshCookie(reply: FastifyReply) {
  reply.clearCookie(REFRESH_COOKIE, { path: '/api/sessions' });
}
