import { and, desc, eq, getTableColumns, inArray, sql } from 'drizzle-orm';
import {
  ACTIVITY_TYPES,
  AppError,
  assertCan,
  createClientSchema,
  entityMessages,
  importMessages,
  readFirmPreferences,
  type Actor,
  type CreateClientInput,
  type ImportListInput,
  type ImportRecord,
  type RowError,
} from '@portal/domain';
import type { Db, DbOrTx } from '../../db/client.ts';
import { importLists, users } from '../../db/schema/index.ts';
import type { JobQueue } from '../../platform/jobs/job-queue.ts';
import { recordActivity } from '../../platform/audit/activity-log.ts';
import { actorOf, createClient } from '../users/index.ts';
import { assertAssignableAdvisor, assertFirmGroup, findFirm } from '../firm/index.ts';
import type { PortalEvents } from '../../platform/events/portal-events.ts';
import { withJob } from '../../platform/jobs/outbox.ts';

export const IMPORT_JOB = 'imports.client-list';

const blank = (v: string | undefined) => !v || !v.trim();

/** A mapped row as the Create User and Entity form would send it. */
export function toClientInput(
  r: ImportRecord,
  listType: 'individuals' | 'entities',
  assigneeId: number,
  groupId?: number | null,
) {
  const spouse =
    blank(r.spouse_fname) && blank(r.spouse_lname)
      ? null
      : { fname: r.spouse_fname ?? '', lname: r.spouse_lname ?? '', email: r.spouse_email };
  return {
    fname: r.fname ?? '',
    lname: r.lname ?? '',
    email: r.email,
    phone_number: r.phone_number,
    assigned_advisor_id: assigneeId,
    firm_group_id: groupId ?? null,
    entity_type: listType === 'individuals' ? 'Individual' : (r.entity_type ?? ''),
    entity_name: r.entity_name,
    spouse,
  };
}

/**
 * Every row's problems, before anything is written: the form's own rules (one schema), emails used
 * twice in the file, and emails already in the portal.
 */
export async function validateRecords(
  db: DbOrTx,
  firmId: number,
  input: ImportListInput & { firm_group_id?: number | null },
) {
  const errors: RowError[] = [];
  const parsed = input.records.map((r, i) => {
    const result = createClientSchema.safeParse(
      toClientInput(r, input.list_type, input.assigned_firm_user_id, input.firm_group_id),
    );
    if (!result.success) {
      for (const issue of result.error.issues)
        errors.push({ row: i + 1, field: issue.path.join('.') || 'row', message: issue.message });
    }
    return result.success ? result.data : null;
  });
  const seen = new Map<string, number>();
  parsed.forEach((p, i) => {
    for (const [field, email] of [
      ['email', p?.email],
      ['spouse.email', p?.spouse?.email],
    ] as const) {
      if (!email) continue;
      if (seen.has(email)) errors.push({ row: i + 1, field, message: importMessages.emailInFileTwice });
      else seen.set(email, i);
    }
  });
  if (seen.size > 0) {
    const taken = await db
      .select({ email: sql<string>`lower(${users.email})` })
      .from(users)
      .where(
        and(
          eq(users.firmId, firmId),
          inArray(sql`lower(${users.email})`, [...seen.keys()]),
          sql`${users.deletedAt} is null`,
        ),
      );
    for (const { email } of taken) {
      const row = seen.get(email)!;
      const field = parsed[row]?.email === email ? 'email' : 'spouse.email';
      errors.push({ row: row + 1, field, message: entityMessages.emailExists });
    }
  }
  errors.sort((a, b) => a.row - b.row);
  const badRows = new Set(errors.map((e) => e.row));
  return { total: input.records.length, valid: input.records.length - badRows.size, errors };
}

/**
 * What applies to the whole list, checked once: the assignee, and a firm group when the firm uses groups
 * (rows would otherwise all fail the same way in the background).
 */
export async function assertImportScope(
  db: DbOrTx,
  actor: Actor,
  input: ImportListInput & { firm_group_id?: number | null },
) {
  assertCan(actor, 'staff.any');
  const firm = await findFirm(db, actor.firmId);
  const prefs = readFirmPreferences(firm?.preferences);
  // The firm chooses whether staff import lists themselves (spec 002 §3 client_list_import_diy_enabled).
  if (!prefs.client_list_import_diy_enabled) throw new AppError('forbidden', importMessages.diyDisabled);
  const groupId = actor.firmAccess === 'group' ? actor.groupId : (input.firm_group_id ?? null);
  if (prefs.has_firm_groups) {
    if (!groupId) {
      throw new AppError('validation_failed', entityMessages.groupRequired, {
        firm_group_id: entityMessages.groupRequired,
      });
    }
    await assertFirmGroup(db, actor.firmId, groupId, 'firm_group_id');
  }
  await assertAssignableAdvisor(db, actor.firmId, input.assigned_firm_user_id, groupId);
}

/** Stores the list and queues the import; the job does the writing, one client at a time. */
export async function queueImport(
  deps: { db: Db; jobs: JobQueue },
  actor: Actor,
  input: ImportListInput & { firm_group_id?: number | null },
) {
  await assertImportScope(deps.db, actor, input);
  const check = await validateRecords(deps.db, actor.firmId, input);
  // The list and its import job commit together (the outbox, issue 36 §1).
  const row = await withJob(deps, IMPORT_JOB, async (tx) => {
    const [made] = await tx
      .insert(importLists)
      .values({
        firmId: actor.firmId,
        createdById: actor.userId,
        originalFileName: input.original_file_name,
        listType: input.list_type,
        assignedFirmUserId: input.assigned_firm_user_id,
        records: input.records,
        total: input.records.length,
        errors: check.errors,
      })
      .returning();
    return {
      result: made!,
      job: { importId: made!.id, firmGroupId: input.firm_group_id ?? null },
      opts: { retryLimit: 2, retryDelaySeconds: 5 },
    };
  });
  return { import: present(row), message: importMessages.queued };
}

export const present = (r: Omit<typeof importLists.$inferSelect, 'records'>) => ({
  id: r.id,
  original_file_name: r.originalFileName,
  status: r.status,
  total: r.total,
  imported: r.imported,
  failed: r.failed,
  errors: r.errors as RowError[],
  created_at: r.createdAt.toISOString(),
});

export async function listImports(db: DbOrTx, actor: Actor) {
  assertCan(actor, 'staff.any');
  // Without the stored rows: a list of imports must stay small however big the files were.
  const { records: _records, ...columns } = getTableColumns(importLists);
  const rows = await db
    .select(columns)
    .from(importLists)
    .where(eq(importLists.firmId, actor.firmId))
    .orderBy(desc(importLists.createdAt), desc(importLists.id))
    .limit(50);
  return rows.map(present);
}

// Progress is saved after every row, so a retried job repeats at most the row it was writing.
const PROGRESS_EVERY = 1;

/**
 * The job: each valid row becomes a client with their entity in its own transaction, so a row that
 * fails never stops the others and nothing is half written. Progress is saved as it goes; a retried
 * job continues after the rows already done.
 */
export async function runImport(db: Db, importId: number, firmGroupId: number | null, events?: PortalEvents) {
  const [job] = await db.select().from(importLists).where(eq(importLists.id, importId));
  if (!job || job.status === 'completed') return;
  const [creator] = job.createdById ? await db.select().from(users).where(eq(users.id, job.createdById)) : [];
  if (!creator) throw new AppError('not_found', 'The user who queued the import no longer exists');
  const actor = actorOf(creator);
  const records = job.records as ImportRecord[];
  const errors = [...(job.errors as RowError[])];
  const badRows = new Set(errors.map((e) => e.row));
  let { imported, failed } = job;
  const save = (status: 'importing' | 'completed') =>
    db.update(importLists).set({ status, imported, failed, errors }).where(eq(importLists.id, importId));
  await save('importing');
  for (let i = imported + failed; i < records.length; i++) {
    const row = i + 1;
    if (badRows.has(row)) {
      failed++;
    } else {
      try {
        const input = createClientSchema.parse(
          toClientInput(records[i]!, job.listType, job.assignedFirmUserId, firmGroupId),
        );
        await createClient(db, actor, input as CreateClientInput, events);
        imported++;
      } catch (err) {
        failed++;
        errors.push({
          row,
          field: 'row',
          message: err instanceof AppError ? err.message : 'Could not import this row',
        });
      }
    }
    if ((i + 1) % PROGRESS_EVERY === 0) await save('importing');
    // Let requests waiting for the (single, embedded) database in between rows.
    await new Promise((resolve) => setImmediate(resolve));
  }
  await save('completed');
  await recordActivity(db, {
    firmId: actor.firmId,
    typeId: ACTIVITY_TYPES.detail_change,
    title: 'Client list imported',
    description: `${job.originalFileName}: ${imported} imported, ${failed} failed`,
    actorUserId: actor.userId,
  });
}

const TEMPLATE_COLUMNS = {
  individuals: ['fname', 'lname', 'email', 'phone_number', 'spouse_fname', 'spouse_lname', 'spouse_email'],
  entities: ['fname', 'lname', 'email', 'phone_number', 'entity_name', 'entity_type'],
} as const;
const TEMPLATE_EXAMPLE = {
  individuals: ['Ann', 'Lee', 'ann@example.com', '5551234567', 'Bob', 'Lee', ''],
  entities: ['Ann', 'Lee', 'ann@example.com', '5551234567', 'Lee Holdings LLC', 'Partnership'],
} as const;

/** The downloadable template: the columns the import maps by default, with one example row. */
export function importTemplate(listType: 'individuals' | 'entities'): string {
  return `${TEMPLATE_COLUMNS[listType].join(',')}\r\n${TEMPLATE_EXAMPLE[listType].join(',')}\r\n`;
}
