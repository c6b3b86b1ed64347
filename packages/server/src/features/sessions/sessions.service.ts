import { randomUUID } from 'node:crypto';
import { AppError, genericMessages, type Actor, type Clock } from '@portal/domain';
import type { DbOrTx } from '../../db/client.ts';
import type { WriteClock } from '../../db/write-clock.ts';
import type { RealtimeHub } from '../../platform/realtime/realtime-hub.ts';
import { sessionChannel } from '../../platform/realtime/realtime-hub.ts';
import {
  findActorByAccessToken,
  findLiveSessionByRefreshToken,
  insertSession,
  revokeSession,
  rotateSessionTokens,
} from './sessions.repo.ts';
import {
  ACCESS_TOKEN_TTL_MS,
  SESSION_TTL_MS,
  hashToken,
  newToken,
  openSuccessor,
  sealSuccessor,
} from './session-tokens.ts';
import { sessionLookupCache } from './session-lookup-cache.ts';

export interface IssuedSession {
  sessionId: string;
  accessToken: string;
  refreshToken: string;
  accessExpiresAt: Date;
  expiresAt: Date;
}

export interface SessionDeps {
  db: DbOrTx;
  clock: Clock;
  realtime: RealtimeHub;
}

/** Starts a session for a user who has passed every sign-in step. */
export async function startSession(
  deps: Pick<SessionDeps, 'db' | 'clock'>,
  user: { id: number; firmId: number },
  origin: { ip: string | null; userAgent: string | null },
): Promise<IssuedSession> {
  const now = deps.clock.now();
  const issued: IssuedSession = {
    sessionId: randomUUID(),
    accessToken: newToken(),
    refreshToken: newToken(),
    accessExpiresAt: new Date(now.getTime() + ACCESS_TOKEN_TTL_MS),
    expiresAt: new Date(now.getTime() + SESSION_TTL_MS),
  };
  await insertSession(deps.db, user.firmId, {
    sessionId: issued.sessionId,
    userId: user.id,
    accessTokenHash: hashToken(issued.accessToken),
    refreshTokenHash: hashToken(issued.refreshToken),
    accessExpiresAt: issued.accessExpiresAt,
    expiresAt: issued.expiresAt,
    ...origin,
  });
  return issued;
}

/**
 * The caller an access token stands for, or null. With the database's write clock the lookup is kept while
 * nothing is written (session-lookup-cache.ts).
 */
export async function authenticate(
  deps: Pick<SessionDeps, 'db' | 'clock'> & { writes?: WriteClock },
  accessToken: string,
): Promise<(Actor & { sessionId: string }) | null> {
  const tokenHash = hashToken(accessToken);
  const now = deps.clock.now();
  const cache = deps.writes ? sessionLookupCache(deps.writes) : null;
  const hit = cache?.get(tokenHash, now);
  if (hit) return hit;
  const epoch = deps.writes?.epoch ?? 0;
  const found = await findActorByAccessToken(deps.db, tokenHash, now);
  if (!found) return null;
  const { validUntil, ...actor } = found;
  cache?.set(tokenHash, actor, validUntil, epoch);
  return actor;
}

/** Tabs that refresh at the same moment may all present the token the first one just rotated away. */
export const REFRESH_GRACE_MS = 30_000;

/**
 * Exchanges a refresh token for a new access token and rotates the refresh token. The previous refresh
 * token still works for a few seconds and gets the same successor again (tabs refreshing at once share one
 * rotation; a browser whose answer was lost in a navigation recovers it); presented later it means the token
 * was copied, so the whole session is revoked.
 */
export async function refreshSession(deps: Pick<SessionDeps, 'db' | 'clock'>, refreshToken: string | undefined) {
  const now = deps.clock.now();
  const presented = refreshToken ? hashToken(refreshToken) : null;
  let session = presented ? await findLiveSessionByRefreshToken(deps.db, presented, now) : null;
  if (!session || !refreshToken) throw new AppError('unauthorized', genericMessages.unauthorized);
  const accessToken = newToken();
  const access = {
    accessTokenHash: hashToken(accessToken),
    accessExpiresAt: new Date(now.getTime() + ACCESS_TOKEN_TTL_MS),
  };

  if (session.isCurrent) {
    const nextRefresh = newToken();
    const rotated = await rotateSessionTokens(
      deps.db,
      session.firmId,
      session.id,
      {
        ...access,
        refreshTokenHash: hashToken(nextRefresh),
        refreshSuccessorSealed: sealSuccessor(refreshToken, nextRefresh),
      },
      now,
      presented!,
    );
    if (rotated) return { accessToken, refreshToken: nextRefresh, accessExpiresAt: access.accessExpiresAt };
    // Another tab rotated between our read and write: this token is now the previous one.
    session = await findLiveSessionByRefreshToken(deps.db, presented!, now);
    if (!session) throw new AppError('unauthorized', genericMessages.unauthorized);
  }
  // Sessions rotated before successors were sealed have none: their previous token only gets an access token.
  const sealed = session.refreshSuccessorSealed;
  const successor = sealed ? openSuccessor(refreshToken, sealed) : null;
  const late = !session.rotatedAt || now.getTime() - session.rotatedAt.getTime() > REFRESH_GRACE_MS;
  if (late || (sealed && !successor)) {
    await revokeSession(deps.db, session.firmId, session.id, now);
    throw new AppError('unauthorized', genericMessages.unauthorized);
  }
  await rotateSessionTokens(deps.db, session.firmId, session.id, access, now);
  return { accessToken, refreshToken: successor, accessExpiresAt: access.accessExpiresAt };
}

/** Revokes the session and tells the browser's other tabs, which sign out too (spec 000 §8). */
export async function signOut(deps: SessionDeps, actor: Actor & { sessionId: string }) {
  await revokeSession(deps.db, actor.firmId, actor.sessionId, deps.clock.now());
  await deps.realtime.publish(sessionChannel(actor.sessionId), { type: 'signed_out' });
}
