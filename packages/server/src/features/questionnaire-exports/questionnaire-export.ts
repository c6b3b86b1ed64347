import { once } from 'node:events';
import { PassThrough, Readable } from 'node:stream';
import { buffer } from 'node:stream/consumers';
import { ZipArchive } from 'archiver';
import { and, asc, eq, isNotNull, isNull } from 'drizzle-orm';
import {
  AppError,
  assertCan,
  cleanFileName,
  DOCUMENT_CHECKLIST_NAME,
  exportMessages,
  readCompanySettings,
  sortForExport,
  type Actor,
  type ExportedDocument,
  type ExportQuestionnairesInput,
} from '@portal/domain';
import type { Db } from '../../db/client.ts';
import { companies, documents, exportFiles, questionnaireQuestions } from '../../db/schema/index.ts';
import type { JobQueue } from '../../platform/jobs/job-queue.ts';
import type { RealtimeHub } from '../../platform/realtime/realtime-hub.ts';
import { convertImage, IMAGE_DEFAULTS, ImageConversionError } from '../../platform/images/convert-image.ts';
import { heicJpegPreview } from '../../platform/images/heic-preview.ts';
import type { FileStorage } from '../../platform/storage/file-storage.ts';
import { withJob } from '../../platform/jobs/outbox.ts';
import { finishExport, preparingExport } from '../conversations/index.ts';
import { assertPlatformsOn, PLATFORM_EXPORT_JOB, queuePlatformExport } from '../platform-exports/index.ts';
import { questionnaireScope, type QuestionnaireScope, loadParts, presentParts } from '../questionnaires/index.ts';
import { exportContent, type ExportContent } from './questionnaire-export-content.ts';
import {
  answersPdf,
  imagePdf,
  loadPdf,
  mergeAttachments,
  type Attachment,
  type SkippedDocument,
} from './questionnaire-pdf.ts';
import { questionnaireWorkbook } from './questionnaire-spreadsheet.ts';

export const EXPORT_QUESTIONNAIRES_JOB = 'exports.questionnaires';
export type QuestionnaireExportJob = ExportQuestionnairesInput & { exportId: number };

const ZIP = 'application/zip';
const PDF = 'application/pdf';
const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** Streams and zips take Buffers (a plain Uint8Array would be read byte by byte); no copy is made. */
const asBuffer = (bytes: Uint8Array) => Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);

/** One file for several questionnaires, or when asked: a zip, except a spreadsheet, whose sheets hold them all. */
const zips = (input: ExportQuestionnairesInput) =>
  input.zipped || (input.format === 'pdf' && input.questionnaire_ids.length > 1);
const extension = (format: ExportQuestionnairesInput['format']) => (format === 'pdf' ? 'pdf' : 'xlsx');

/**
 * export_questionnaires (spec 001 §7): staff only; every questionnaire must be one the caller may see
 * (another firm's is 404, never a partial export). The file is made by a job; a notification says when.
 */
export async function queueQuestionnaireExport(
  deps: { db: Db; jobs: JobQueue },
  actor: Actor,
  input: ExportQuestionnairesInput,
) {
  assertCan(actor, 'staff.any');
  const ids = [...new Set(input.questionnaire_ids)];
  const scopes: QuestionnaireScope[] = [];
  for (const id of ids) scopes.push(await questionnaireScope(deps.db, actor, id));
  await assertChosenDocuments(deps.db, scopes, input);
  // Export to platforms (issue 41 §3): refused unless the firm switched each platform on.
  const platforms = input.export_to_platforms ?? [];
  if (platforms.length) assertPlatformsOn(scopes[0]!.preferences, platforms);
  // The default send-as name (spec 001 §9) is for exports with documents; otherwise the questionnaire's name.
  const base =
    input.save_as_name ||
    (input.include_documents
      ? DOCUMENT_CHECKLIST_NAME
      : scopes.length === 1
        ? scopes[0]!.questionnaire.name
        : 'Questionnaires');
  const request = { ...input, questionnaire_ids: ids };
  const fileName = cleanFileName(`${base}.${zips(request) ? 'zip' : extension(input.format)}`);
  const row = await withJob(deps, EXPORT_QUESTIONNAIRES_JOB, async (tx) => {
    const [made] = await tx
      .insert(exportFiles)
      .values({ firmId: actor.firmId, userId: actor.userId, fileName })
      .returning();
    // The package for the platforms is an export of its own, queued with this one: both or neither.
    const platformExportId = platforms.length
      ? await queuePlatformExport(
          tx,
          deps.jobs,
          actor,
          {
            questionnaire_ids: ids,
            platforms,
            documents_to_include: input.documents_to_include,
            documents_to_exclude: input.documents_to_exclude,
          },
          cleanFileName(`${base} platforms.zip`),
        )
      : null;
    return {
      result: { id: made!.id, platformExportId },
      job: { exportId: made!.id, ...request } satisfies QuestionnaireExportJob,
    };
  });
  if (row.platformExportId !== null) deps.jobs.wake(PLATFORM_EXPORT_JOB);
  return {
    message: exportMessages.queued,
    export_id: row.id,
    ...(row.platformExportId !== null ? { platform_export_id: row.platformExportId } : {}),
  };
}

/** The job: re-checks access as the one who asked, makes the file, stores it and notifies them. */
export async function runQuestionnaireExport(
  deps: { db: Db; storage: FileStorage; realtime: RealtimeHub },
  data: QuestionnaireExportJob,
) {
  const found = await preparingExport(deps.db, data.exportId);
  if (!found) return;
  const { file, actor } = found;
  const failed = data.format === 'pdf' ? exportMessages.failed : exportMessages.failedSpreadsheet;
  await finishExport(
    deps,
    file,
    { ready: exportMessages.ready(file.fileName), failed: (reason) => `${failed}: ${reason}` },
    async () => {
      const scopes: QuestionnaireScope[] = [];
      for (const id of data.questionnaire_ids) scopes.push(await questionnaireScope(deps.db, actor, id));
      if (!zips(data) && data.format === 'spreadsheet') {
        const contents = await Promise.all(scopes.map((s) => contentOf(deps.db, s, data)));
        return { body: Readable.from(await questionnaireWorkbook(contents)), contentType: XLSX };
      }
      if (!zips(data)) return { body: Readable.from(asBuffer(await pdfOf(deps, scopes[0]!, data))), contentType: PDF };
      return { body: zipOf(deps, scopes, data), contentType: ZIP };
    },
  );
}

async function contentOf(db: Db, scope: QuestionnaireScope, data: QuestionnaireExportJob): Promise<ExportContent> {
  const q = scope.questionnaire;
  const { sections, questions } = await presentParts(db, scope, await loadParts(db, q.id));
  return exportContent({ title: q.name, entity: scope.company.name, taxYear: q.taxYear }, sections, questions, {
    removeNosAndNa: data.remove_nos_and_na_answers,
  });
}

/** One questionnaire's PDF: its answers, then (when asked) its uploads in the export order, merged. */
async function pdfOf(
  deps: { db: Db; storage: FileStorage },
  scope: QuestionnaireScope,
  data: QuestionnaireExportJob,
): Promise<Uint8Array> {
  const q = scope.questionnaire;
  // Without the answer pages (include_pages false) the PDF is its title page, contents and documents.
  const content =
    data.include_pages !== false
      ? await contentOf(deps.db, scope, data)
      : { title: q.name, entity: scope.company.name, taxYear: q.taxYear, sections: [] };
  const { attachments, skipped } = data.include_documents
    ? await attachmentsOf(deps, scope, data)
    : { attachments: [], skipped: [] };
  const answers = await answersPdf(content, { includeToc: data.include_toc, attachments, skipped });
  return mergeAttachments(answers, attachments);
}

/** The questionnaire's uploaded files (on its questions, not removed) in the company's export order. */
async function exportableRows(db: Db, scope: QuestionnaireScope) {
  const [rows, [company]] = await Promise.all([
    db
      .select({ d: documents, questionText: questionnaireQuestions.text })
      .from(documents)
      .leftJoin(questionnaireQuestions, eq(questionnaireQuestions.id, documents.questionId))
      .where(
        and(
          eq(documents.firmId, scope.actor.firmId),
          eq(documents.questionnaireId, scope.questionnaire.id),
          isNotNull(documents.questionId),
          eq(documents.kind, 'file'),
          isNull(documents.deletedAt),
        ),
      )
      .orderBy(asc(documents.createdAt), asc(documents.id)),
    db.select({ settings: companies.settings }).from(companies).where(eq(companies.id, scope.company.id)),
  ]);
  const order = readCompanySettings(company?.settings).custom_document_export_order;
  return sortForExport(rows, (r) => labelOf(r.d), order);
}
const labelOf = (d: { selectedOption: string | null; description: string | null }) => d.selectedOption || d.description;

/**
 * get_exported_documents_list (spec 001 §7): the documents an export of these questionnaires with
 * documents holds, in its order, so the firm can choose which to include or exclude. Staff only; any
 * questionnaire the caller may not see is 404.
 */
export async function exportedDocumentsList(db: Db, actor: Actor, ids: number[]): Promise<ExportedDocument[]> {
  assertCan(actor, 'staff.any');
  const out: ExportedDocument[] = [];
  for (const id of [...new Set(ids)]) {
    const scope = await questionnaireScope(db, actor, id);
    for (const { d, questionText } of await exportableRows(db, scope))
      out.push({ id: d.id, questionnaire_id: id, name: d.name, label: labelOf(d), question_text: questionText });
  }
  return out;
}

/** documents_to_include and documents_to_exclude name only documents of the exported questionnaires (else 404). */
async function assertChosenDocuments(db: Db, scopes: QuestionnaireScope[], input: ExportQuestionnairesInput) {
  const chosen = [...(input.documents_to_include ?? []), ...input.documents_to_exclude];
  if (!chosen.length) return;
  const known = new Set<number>();
  for (const scope of scopes) for (const { d } of await exportableRows(db, scope)) known.add(d.id);
  if (chosen.some((id) => !known.has(id))) throw new AppError('not_found', exportMessages.documentNotFound);
}

/**
 * The questionnaire's uploaded files in the company's export order (custom_document_export_order) or the
 * fixed tax-form order, narrowed to documents_to_include and without documents_to_exclude; what cannot
 * become PDF pages is listed instead with why.
 */
async function attachmentsOf(
  deps: { db: Db; storage: FileStorage },
  scope: QuestionnaireScope,
  data: Pick<ExportQuestionnairesInput, 'convert_images_to_pdfs' | 'documents_to_include' | 'documents_to_exclude'>,
) {
  const convertImages = data.convert_images_to_pdfs;
  const only = data.documents_to_include ? new Set(data.documents_to_include) : null;
  const excluded = new Set(data.documents_to_exclude ?? []);
  const rows = (await exportableRows(deps.db, scope))
    .map((r) => r.d)
    .filter((d) => (!only || only.has(d.id)) && !excluded.has(d.id));
  const attachments: Attachment[] = [];
  const skipped: SkippedDocument[] = [];
  for (const d of rows) {
    const image = d.fileType === 'png' || d.fileType === 'jpeg' || d.fileType === 'heic';
    let reason: string | null = null;
    if (!d.storageKey) reason = 'the file is missing';
    else if (d.passwordProtected) reason = 'it is password protected';
    else if (image && !convertImages) reason = 'images are not converted to PDF in this export';
    else if (d.fileType !== 'pdf' && !image) reason = 'this file type cannot be added to a PDF';
    if (reason === null) {
      const pdf = await attachmentPdf(deps.storage, d as typeof d & { storageKey: string });
      if (typeof pdf === 'string') reason = pdf;
      else attachments.push({ label: labelOf(d) ? `${labelOf(d)}: ${d.name}` : d.name, pdf });
    }
    if (reason !== null) skipped.push({ name: d.name, reason });
  }
  return { attachments, skipped };
}

/** A document as PDF pages: a PDF as it is, an image on a page (HEIC through its cached JPEG rendering). */
async function attachmentPdf(
  storage: FileStorage,
  d: { firmId: number; storageKey: string; fileType: string | null; sha256: string | null; size: number | null },
) {
  if (d.fileType === 'pdf') return loadPdf(await buffer(await storage.get(d.storageKey)));
  // Images are decoded in the image worker, within its limits, so the export never holds the event loop
  // for their pixels. A background job: it waits its turn for the worker rather than being refused as busy.
  if (d.fileType === 'heic') {
    const jpeg = await heicJpegPreview(storage, d, { wait: true }).catch(unconvertible);
    return typeof jpeg === 'string' ? jpeg : imagePdf({ format: 'jpeg', bytes: await buffer(jpeg.body) });
  }
  // Known too large from its recorded size: refused without reading it.
  if ((d.size ?? 0) > IMAGE_DEFAULTS.maxInputBytes)
    return unconvertible(new ImageConversionError('input_too_large', ''));
  const load = async () => buffer(await storage.get(d.storageKey));
  const image = await convertImage(load, { type: d.fileType as 'png' | 'jpeg', output: 'pdf' }, { wait: true }).catch(
    unconvertible,
  );
  return typeof image === 'string' ? image : imagePdf(image);
}

/** Why an image is not in the export, for the list of documents not included. */
function unconvertible(e: unknown): string {
  if (!(e instanceof ImageConversionError)) throw e;
  return e.reason === 'too_many_pixels' || e.reason === 'input_too_large'
    ? 'the image is too large to convert'
    : 'this image could not be converted';
}

/**
 * A zip of one file per questionnaire, made one at a time as the storage reads the zip, so a large export
 * holds one questionnaire's file in memory rather than all of them.
 */
function zipOf(deps: { db: Db; storage: FileStorage }, scopes: QuestionnaireScope[], data: QuestionnaireExportJob) {
  const zip = new ZipArchive({ zlib: { level: 6 } });
  const out = new PassThrough();
  zip.on('error', (err: Error) => out.destroy(err));
  zip.pipe(out);
  const used = new Set<string>();
  const entryName = (scope: QuestionnaireScope) => {
    const q = scope.questionnaire;
    const base = cleanFileName(`${scope.company.name} - ${q.name} ${q.taxYear}`);
    let name = `${base}.${extension(data.format)}`;
    for (let n = 2; used.has(name.toLowerCase()); n++) name = `${base} (${n}).${extension(data.format)}`;
    used.add(name.toLowerCase());
    return name;
  };
  void (async () => {
    try {
      for (const scope of scopes) {
        const body =
          data.format === 'pdf'
            ? asBuffer(await pdfOf(deps, scope, data))
            : await questionnaireWorkbook([await contentOf(deps.db, scope, data)]);
        const written = once(zip, 'entry');
        zip.append(body, { name: entryName(scope) });
        await written;
      }
      await zip.finalize();
    } catch (err) {
      out.destroy(err as Error);
    }
  })();
  return out;
}
