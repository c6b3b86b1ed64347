import { randomUUID } from 'node:crypto';
import type { Readable } from 'node:stream';
import { and, eq } from 'drizzle-orm';
import {
  AppError,
  cleanFileName,
  MESSAGE_TAGS,
  NOTIFICATION_TYPES,
  notificationLinks,
  type Actor,
  type ExportTimeframe,
} from '@portal/domain';
import type { Db } from '../../db/client.ts';
import { exportFiles, notifications, users } from '../../db/schema/index.ts';
import type { JobQueue } from '../../platform/jobs/job-queue.ts';
import { textPdf } from '../../platform/pdf/text-pdf.ts';
import { userChannel, type RealtimeHub } from '../../platform/realtime/realtime-hub.ts';
import type { FileStorage } from '../../platform/storage/file-storage.ts';
import { keepPendingFile, notePendingFile, removeLeftovers } from '../../platform/storage/pending-files.ts';
import { failpoint } from '../../platform/jobs/failpoint.ts';
import { withJob } from '../../platform/jobs/outbox.ts';
import { actorOf } from '../users/index.ts';
import { readableConversation } from './conversation-access.ts';
import { exportRange } from './conversation-export.ts';
import { exportRows } from './messages.repo.ts';

export const EXPORT_PDF_JOB = 'exports.conversation-pdf';
export const PDF_QUEUED = 'Your PDF is being prepared. You will get a notification when it is ready.';

export interface PdfExportRequest {
  conversationId: number;
  timeframe: ExportTimeframe;
  start_date?: string;
  end_date?: string;
}

/** export_conversation_as_pdf: checked now, made by a job; a notification says when it is ready. */
export async function queueConversationPdf(deps: { db: Db; jobs: JobQueue }, actor: Actor, q: PdfExportRequest) {
  const ctx = await readableConversation(deps.db, actor, q.conversationId);
  exportRange(q, new Date());
  const name = ctx.companies[0]?.name ?? `Conversation ${ctx.id}`;
  const row = await withJob(deps, EXPORT_PDF_JOB, async (tx) => {
    const [made] = await tx
      .insert(exportFiles)
      .values({ firmId: actor.firmId, userId: actor.userId, fileName: cleanFileName(`${name} messages.pdf`) })
      .returning();
    return { result: made!, job: { exportId: made!.id, ...q } };
  });
  return { message: PDF_QUEUED, export_id: row.id };
}

/** The job: the same messages as the CSV export, as a PDF in the file storage, then the notice. */
export async function makeConversationPdf(
  deps: { db: Db; storage: FileStorage; realtime: RealtimeHub },
  data: PdfExportRequest & { exportId: number },
  now: Date,
) {
  const found = await preparingExport(deps.db, data.exportId);
  if (!found) return;
  const { file, actor } = found;
  await finishExport(
    deps,
    file,
    {
      ready: `Your conversation export is ready: ${file.fileName}`,
      failed: (reason) => `Your conversation export could not be made: ${reason}`,
    },
    async () => {
      const ctx = await readableConversation(deps.db, actor, data.conversationId);
      const { from } = exportRange(data, now);
      const rows = await exportRows(deps.db, actor, ctx, from);
      const title = ctx.companies.map((c) => c.name).join(', ') || `Conversation ${ctx.id}`;
      const people = ctx.participants.map((p) => `${p.fname} ${p.lname}`).join(', ');
      const body = textPdf(
        `${title}: messages`,
        `${people}. ${from ? `From ${from.toISOString().slice(0, 10)}` : 'All time'} to ${now.toISOString().slice(0, 10)}; ${rows.length} messages.`,
        rows.map((r) => ({
          heading: `${r.message.createdAt.toISOString().replace('T', ' ').slice(0, 16)} UTC · ${
            r.fname ? `${r.fname} ${r.lname}` : 'Former user'
          }${r.message.tag ? ` · ${MESSAGE_TAGS[r.message.tag]}` : ''}${r.message.threadId ? ' · in a thread' : ''}`,
          body: r.message.plainText,
        })),
      );
      return { body, contentType: 'application/pdf' };
    },
  );
}

type ExportFile = typeof exportFiles.$inferSelect;

/** An export still to make, and its owner as they are now (a job re-checks access as them); else null. */
export async function preparingExport(db: Db, exportId: number): Promise<{ file: ExportFile; actor: Actor } | null> {
  const [file] = await db.select().from(exportFiles).where(eq(exportFiles.id, exportId));
  if (!file || file.status !== 'preparing') return null;
  const [user] = await db.select().from(users).where(eq(users.id, file.userId));
  return user ? { file, actor: actorOf(user) } : null;
}

/**
 * The end of every export job (conversations, questionnaires): the file made, streamed to storage and
 * marked ready with a notification linking to it; or marked failed with the reason. Either way the
 * owner's notifications are nudged over realtime.
 */
export async function finishExport(
  deps: { db: Db; storage: FileStorage; realtime: RealtimeHub },
  file: ExportFile,
  texts: { ready: string; failed: (reason: string) => string },
  make: () => Promise<{ body: Readable; contentType: string }>,
) {
  // The file is stored under a key noted as pending, and marked ready in the transaction that takes the note away:
  // a run after a crash removes what the dead run stored (issue 36 §1), and of two runs only one file is kept.
  const owner = `export:${file.id}`;
  try {
    await removeLeftovers(deps, owner);
    const { body, contentType } = await make();
    const key = `firms/${file.firmId}/exports/${randomUUID()}`;
    await notePendingFile(deps.db, owner, key);
    const stored = await deps.storage.put(key, body, { contentType });
    await failpoint(`stored ${owner}`);
    const ready = await deps.db.transaction(async (tx) => {
      if (!(await keepPendingFile(tx, key))) return false;
      const [marked] = await tx
        .update(exportFiles)
        .set({ status: 'ready', storageKey: key, size: stored.size })
        .where(and(eq(exportFiles.id, file.id), eq(exportFiles.status, 'preparing')))
        .returning({ id: exportFiles.id });
      if (!marked) return false;
      await tx.insert(notifications).values({
        firmId: file.firmId,
        userId: file.userId,
        typeId: NOTIFICATION_TYPES.information,
        text: texts.ready,
        link: notificationLinks.download(file.id),
      });
      return true;
    });
    // Another run made the file first: this copy goes.
    if (!ready) {
      await deps.storage.delete(key);
      await keepPendingFile(deps.db, key);
      return;
    }
  } catch (e) {
    const [marked] = await deps.db
      .update(exportFiles)
      .set({ status: 'failed' })
      .where(and(eq(exportFiles.id, file.id), eq(exportFiles.status, 'preparing')))
      .returning({ id: exportFiles.id });
    if (!marked) return;
    await deps.db.insert(notifications).values({
      firmId: file.firmId,
      userId: file.userId,
      typeId: NOTIFICATION_TYPES.information,
      text: texts.failed(e instanceof AppError ? e.message : 'please try again'),
    });
  }
  await deps.realtime.publish(userChannel(file.userId), { type: 'new_notification' });
}

/** One of the caller's own exports; anyone else's answers 404. */
export async function ownExport(db: Db, actor: Actor, id: number) {
  const [file] = await db
    .select()
    .from(exportFiles)
    .where(and(eq(exportFiles.firmId, actor.firmId), eq(exportFiles.userId, actor.userId), eq(exportFiles.id, id)));
  if (!file) throw new AppError('not_found', 'Export not found');
  return file;
}
