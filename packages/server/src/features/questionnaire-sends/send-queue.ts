import { and, eq, inArray, isNull } from 'drizzle-orm';
import { AppError, type Actor, type SendQuestionnairesInput } from '@portal/domain';
import type { Db, DbOrTx } from '../../db/client.ts';
import { companies, questionnaireSendBatches, users } from '../../db/schema/index.ts';
import type { JobQueue } from '../../platform/jobs/job-queue.ts';
import { withJob } from '../../platform/jobs/outbox.ts';

// What both a send and a schedule's run use to make a batch; apart from send.service.ts so that the two
// (a send starting today runs its schedule at once) do not import each other.

export const SEND_BATCH_JOB = 'questionnaires.send-batch';

/** A stored send payload, with the entities resolved when the batch was made. */
export interface BatchPayload extends SendQuestionnairesInput {
  resolved_company_ids: number[];
}

/**
 * The entities a send reaches: the chosen ones (all of the caller's firm, or 404), or every active entity
 * of the chosen types. A group-limited user reaches only their group's clients.
 */
export async function resolveRecipients(
  db: DbOrTx,
  actor: Pick<Actor, 'firmId' | 'firmAccess' | 'groupId'>,
  input: Pick<SendQuestionnairesInput, 'company_ids' | 'company_types'>,
  /** A schedule's later runs skip entities deleted or made inactive since, instead of refusing. */
  opts: { lenient?: boolean } = {},
): Promise<number[]> {
  const conditions = [eq(companies.firmId, actor.firmId), isNull(companies.deletedAt)];
  if (input.company_ids.length) conditions.push(inArray(companies.id, input.company_ids));
  else conditions.push(inArray(companies.entityType, input.company_types), eq(companies.inactive, false));
  if (actor.firmAccess === 'group') conditions.push(eq(users.groupId, actor.groupId ?? -1));
  const rows = await db
    .select({ id: companies.id, inactive: companies.inactive })
    .from(companies)
    .leftJoin(users, eq(users.id, companies.userId))
    .where(and(...conditions))
    .orderBy(companies.name, companies.id);
  if (opts.lenient) return rows.filter((r) => !r.inactive).map((r) => r.id);
  if (input.company_ids.length && rows.length !== new Set(input.company_ids).size)
    throw new AppError('not_found', 'Entity not found');
  if (rows.some((r) => r.inactive))
    throw new AppError('validation_failed', 'Inactive entities cannot receive questionnaires', {
      company_ids: 'Inactive entities cannot receive questionnaires',
    });
  return rows.map((r) => r.id);
}

/** Records a batch and hands it to the background job (its progress is counted as it goes). */
export async function queueBatch(
  deps: { db: DbOrTx; jobs: JobQueue },
  batch: { firmId: number; userId: number | null; scheduleId: number | null; payload: BatchPayload; sendDate: string },
) {
  // The batch and its job commit together (the outbox, issue 36 §1).
  const row = await withJob({ db: deps.db as Db, jobs: deps.jobs }, SEND_BATCH_JOB, async (tx) => {
    const [made] = await tx
      .insert(questionnaireSendBatches)
      .values({ ...batch, total: batch.payload.resolved_company_ids.length })
      .returning({ id: questionnaireSendBatches.id });
    return { result: made!, job: { batchId: made!.id }, opts: { retryLimit: 3, retryDelaySeconds: 5 } };
  });
  return row.id;
}
