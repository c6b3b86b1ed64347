import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Config } from '../../config.ts';
import { authPolicy } from './auth-policy.ts';

/**
 * The pending second factor of a sign-in, kept by the browser that signed in (httpOnly, SameSite strict): spec 000
 * §7's `send_2fa_link {uid}` names only the person, so the code is sent again only to the browser holding their
 * pending sign-in, and the call cannot be used to send codes to anyone.
 */
export const TWO_FACTOR_COOKIE = 'portal_2fa_pending';
const path = '/api/sessions';

export function setTwoFactorCookie(reply: FastifyReply, config: Config, token: string) {
  reply.setCookie(TWO_FACTOR_COOKIE, token, {
    path,
    httpOnly: true,
    sameSite: 'strict',
    secure: config.publicUrl.startsWith('https:'),
    maxAge: authPolicy.twoFactorPendingTtlMs / 1000,
  });
}

export function clearTwoFactorCookie(reply: FastifyReply) {
  reply.clearCookie(TWO_FACTOR_COOKIE, { path });
}

export const twoFactorCookieOf = (req: FastifyRequest): string | undefined => req.cookies[TWO_FACTOR_COOKIE];
