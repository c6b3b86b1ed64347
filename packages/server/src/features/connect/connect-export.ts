import { once } from 'node:events';
import { PassThrough, Readable } from 'node:stream';
import { ZipArchive } from 'archiver';
import { eq } from 'drizzle-orm';
import { AppError, cleanFileName, connectExportMessages, type Actor, type ConnectExportInput } from '@portal/domain';
import type { Db } from '../../db/client.ts';
import { exportFiles } from '../../db/schema/index.ts';
import type { JobQueue } from '../../platform/jobs/job-queue.ts';
import { withJob } from '../../platform/jobs/outbox.ts';
import type { RealtimeHub } from '../../platform/realtime/realtime-hub.ts';
import type { FileStorage } from '../../platform/storage/file-storage.ts';
import { finishExport, preparingExport } from '../conversations/index.ts';
import { documentPagesForExport } from './document-pages-for-export.ts';
import { exportableFor, type ExportableRow } from './exportable-documents.ts';
import { exportPdf, type ExportPart, type LeftOut } from './export-pdf.ts';

export const CONNECT_EXPORT_JOB = 'exports.connect-documents';
export type ConnectExportJob = ConnectExportInput & { exportId: number };
type RunDeps = { db: Db; storage: FileStorage; realtime: RealtimeHub };

/** Streams and zips take Buffers; no copy is made. */
const asBuffer = (bytes: Uint8Array) => Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);

/**
 * Export an entity's reviewed documents (Connect, spec 001 §9): checked now (flag, staff, Individual, the
 * caller's firm; every document one of the entity's exportable ones, else 404), made by a job that counts the
 * documents done and ends in a notification linking to the file.
 */
export async function queueConnectExport(deps: { db: Db; jobs: JobQueue }, actor: Actor, input: ConnectExportInput) {
  const { company, rows } = await exportableFor(deps.db, actor, input.company_id, input.year);
  const known = new Set(rows.map((r) => r.document.id));
  if (input.document_ids.some((id) => !known.has(id)))
    throw new AppError('not_found', connectExportMessages.documentNotFound);
  const fileName = cleanFileName(`${company.name} ${input.year} documents.${input.format}`);
  const row = await withJob(deps, CONNECT_EXPORT_JOB, async (tx) => {
    const [made] = await tx
      .insert(exportFiles)
      .values({
        firmId: actor.firmId,
        userId: actor.userId,
        fileName,
        progressDone: 0,
        progressTotal: input.document_ids.length,
      })
      .returning();
    return { result: made!, job: { exportId: made!.id, ...input } satisfies ConnectExportJob };
  });
  return { message: connectExportMessages.queued, export_id: row.id };
}

/** The job: re-checks access as the one who asked, then makes the PDF or zip, counting documents as it goes. */
export async function runConnectExport(deps: RunDeps, data: ConnectExportJob) {
  const found = await preparingExport(deps.db, data.exportId);
  if (!found) return;
  const { file, actor } = found;
  await finishExport(
    deps,
    file,
    { ready: connectExportMessages.ready(file.fileName), failed: connectExportMessages.failed },
    async () => {
      const { company, rows } = await exportableFor(deps.db, actor, data.company_id, data.year);
      // In the reviewer's order; a document deleted since it was chosen is listed as left out.
      const byId = new Map(rows.map((r) => [r.document.id, r]));
      const chosen = data.document_ids.map((id) => byId.get(id) ?? null);
      const progress = progressOf(deps.db, file.id);
      if (data.format === 'zip') return { body: zipOf(deps, chosen, progress), contentType: 'application/zip' };
      const parts: ExportPart[] = [];
      const leftOut: LeftOut[] = [];
      for (const row of chosen) {
        if (!row) leftOut.push({ name: 'A document', reason: 'it was deleted after it was chosen' });
        else {
          const pdf = await documentPagesForExport(deps, row);
          if (typeof pdf === 'string') leftOut.push({ name: row.document.name, reason: pdf });
          else
            parts.push({
              form: row.extracted.form ?? row.document.name,
              payer: row.extracted.differentiator,
              year: row.extracted.taxYear,
              pdf,
            });
        }
        await progress();
      }
      const bytes = await exportPdf({ entity: company.name, year: data.year }, parts, leftOut);
      return { body: Readable.from(asBuffer(bytes)), contentType: 'application/pdf' };
    },
  );
}

/** Counts one more document done on the export, for GET /api/exports/{id} to show while the job runs. */
function progressOf(db: Db, exportId: number) {
  let done = 0;
  return async () => {
    done++;
    await db.update(exportFiles).set({ progressDone: done }).where(eq(exportFiles.id, exportId));
  };
}

/** A zip of the documents in order, one PDF each, read one at a time as the storage takes the zip. */
function zipOf(deps: RunDeps, chosen: (ExportableRow | null)[], progress: () => Promise<void>) {
  const zip = new ZipArchive({ zlib: { level: 6 } });
  const out = new PassThrough();
  zip.on('error', (err: Error) => out.destroy(err));
  zip.pipe(out);
  const width = String(chosen.length).length;
  void (async () => {
    try {
      for (const [i, row] of chosen.entries()) {
        if (row) {
          const pdf = await documentPagesForExport(deps, row);
          if (typeof pdf !== 'string') {
            const base = row.document.name.replace(/\.pdf$/i, '');
            const name = cleanFileName(`${String(i + 1).padStart(Math.max(2, width), '0')} ${base}.pdf`);
            const written = once(zip, 'entry');
            zip.append(asBuffer(await pdf.save({ useObjectStreams: false })), { name });
            await written;
          }
        }
        await progress();
      }
      await zip.finalize();
    } catch (err) {
      out.destroy(err as Error);
    }
  })();
  return out;
}
