import type { ActivityTypeId } from '@portal/domain';
import type { DbOrTx } from '../../db/client.ts';
import { activityLogs } from '../../db/schema/index.ts';

export interface ActivityEntry {
  firmId: number;
  typeId: ActivityTypeId;
  title: string;
  description?: string;
  companyId?: number | null;
  questionnaireId?: number | null;
  actorUserId?: number | null;
  subjectUserId?: number | null;
  /** Where the request came from, for security events (sign-in, lockout, 2FA). */
  ip?: string | null;
  userAgent?: string | null;
  metadata?: Record<string, unknown>;
}

/** Writes one activity entry, inside the caller's transaction when given one. */
export async function recordActivity(db: DbOrTx, entry: ActivityEntry): Promise<void> {
  await db.insert(activityLogs).values({
    firmId: entry.firmId,
    typeId: entry.typeId,
    title: entry.title,
    description: entry.description ?? '',
    companyId: entry.companyId ?? null,
    questionnaireId: entry.questionnaireId ?? null,
    actorUserId: entry.actorUserId ?? null,
    subjectUserId: entry.subjectUserId ?? null,
    ip: entry.ip ?? null,
    userAgent: entry.userAgent?.slice(0, 500) ?? null,
    metadata: entry.metadata ?? {},
  });
}
