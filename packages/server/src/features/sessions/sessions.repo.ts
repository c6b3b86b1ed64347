import { and, eq, gt, isNull, ne, or, sql } from 'drizzle-orm';
import type { Actor } from '@portal/domain';
import type { DbOrTx } from '../../db/client.ts';
import { sessions, users } from '../../db/schema/index.ts';

export interface SessionTokens {
  sessionId: string;
  accessTokenHash: string;
  refreshTokenHash: string;
  accessExpiresAt: Date;
  expiresAt: Date;
}

export async function insertSession(
  db: DbOrTx,
  firmId: number,
  values: SessionTokens & { userId: number; ip: string | null; userAgent: string | null },
) {
  await db.insert(sessions).values({
    id: values.sessionId,
    firmId,
    userId: values.userId,
    accessTokenHash: values.accessTokenHash,
    refreshTokenHash: values.refreshTokenHash,
    accessExpiresAt: values.accessExpiresAt,
    expiresAt: values.expiresAt,
    ip: values.ip,
    userAgent: values.userAgent?.slice(0, 500) ?? null,
  });
}

/** The actor behind a live access token, or null. One indexed lookup per authenticated request. */
export async function findActorByAccessToken(
  db: DbOrTx,
  accessTokenHash: string,
  now: Date,
): Promise<(Actor & { sessionId: string; validUntil: Date }) | null> {
  const [row] = await db
    .select({
      sessionId: sessions.id,
      userId: users.id,
      firmId: users.firmId,
      isAdvisor: users.isAdvisor,
      firmAccess: users.firmAccess,
      groupId: users.groupId,
      readonly: users.readonlyAccess,
      // Until when the token stays good as nothing else changes: the session's end or the token's, the sooner.
      validUntil:
        sql<Date>`least(${sessions.expiresAt}, case when ${sessions.accessTokenHash} = ${accessTokenHash} then ${sessions.accessExpiresAt} else ${sessions.previousAccessExpiresAt} end)`.mapWith(
          (v: string | Date) => new Date(v),
        ),
    })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(
      and(
        or(
          and(eq(sessions.accessTokenHash, accessTokenHash), gt(sessions.accessExpiresAt, now)),
          and(eq(sessions.previousAccessTokenHash, accessTokenHash), gt(sessions.previousAccessExpiresAt, now)),
        ),
        gt(sessions.expiresAt, now),
        isNull(sessions.revokedAt),
        isNull(users.deletedAt),
      ),
    )
    .limit(1);
  return row ?? null;
}

/** The live session holding this refresh token, now or as the one it rotated away from. */
export async function findLiveSessionByRefreshToken(db: DbOrTx, refreshTokenHash: string, now: Date) {
  const [row] = await db
    .select({
      id: sessions.id,
      userId: sessions.userId,
      firmId: sessions.firmId,
      isCurrent: sql<boolean>`${sessions.refreshTokenHash} = ${refreshTokenHash}`,
      rotatedAt: sessions.rotatedAt,
      refreshSuccessorSealed: sessions.refreshSuccessorSealed,
    })
    .from(sessions)
    .where(
      and(
        or(eq(sessions.refreshTokenHash, refreshTokenHash), eq(sessions.previousRefreshTokenHash, refreshTokenHash)),
        gt(sessions.expiresAt, now),
        isNull(sessions.revokedAt),
      ),
    )
    .limit(1);
  return row ?? null;
}

/**
 * Issues a new access token (the current one stays valid as the previous until it expires) and, when
 * `rotateFrom` is given, rotates the refresh token in the same statement, only if it is still that one:
 * false means another tab rotated first.
 */
export async function rotateSessionTokens(
  db: DbOrTx,
  firmId: number,
  sessionId: string,
  next: { accessTokenHash: string; accessExpiresAt: Date; refreshTokenHash?: string; refreshSuccessorSealed?: string },
  now: Date,
  rotateFrom?: string,
): Promise<boolean> {
  const rows = await db
    .update(sessions)
    .set({
      previousAccessTokenHash: sql`${sessions.accessTokenHash}`,
      previousAccessExpiresAt: sql`${sessions.accessExpiresAt}`,
      accessTokenHash: next.accessTokenHash,
      accessExpiresAt: next.accessExpiresAt,
      ...(next.refreshTokenHash && {
        previousRefreshTokenHash: sql`${sessions.refreshTokenHash}`,
        refreshTokenHash: next.refreshTokenHash,
        refreshSuccessorSealed: next.refreshSuccessorSealed ?? null,
        rotatedAt: now,
      }),
      lastUsedAt: now,
    })
    .where(
      and(
        eq(sessions.firmId, firmId),
        eq(sessions.id, sessionId),
        rotateFrom ? eq(sessions.refreshTokenHash, rotateFrom) : undefined,
      ),
    )
    .returning({ id: sessions.id });
  return rows.length === 1;
}

export async function revokeSession(db: DbOrTx, firmId: number, sessionId: string, now: Date) {
  await db
    .update(sessions)
    .set({ revokedAt: now })
    .where(and(eq(sessions.firmId, firmId), eq(sessions.id, sessionId), isNull(sessions.revokedAt)));
}

export async function revokeOtherSessions(
  db: DbOrTx,
  firmId: number,
  userId: number,
  keepSessionId: string,
  now: Date,
) {
  await db
    .update(sessions)
    .set({ revokedAt: now })
    .where(
      and(
        eq(sessions.firmId, firmId),
        eq(sessions.userId, userId),
        ne(sessions.id, keepSessionId),
        isNull(sessions.revokedAt),
      ),
    );
}
