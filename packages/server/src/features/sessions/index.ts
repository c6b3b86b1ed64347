/** The sessions feature's public entry: what other features may use. */
export { setRefreshCookie } from './session-cookie.ts';
export { hashToken, newToken } from './session-tokens.ts';
export { revokeOtherSessions } from './sessions.repo.ts';
export { type IssuedSession, startSession } from './sessions.service.ts';
