import { eq } from 'drizzle-orm';
import { PDFDocument } from 'pdf-lib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { connectMessages } from '@portal/domain';
import { extractedDocuments } from '../../db/schema/index.ts';
import type { OcrEngine } from '../../platform/ocr/ocr-engine.ts';
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts';
import { processUpload, STALLED_AFTER_MS, sweepStalledUploads } from './process-upload.ts';
import { connectFirm, processDeps } from '../../../test/connect-fixture/connect-fixture.ts';
import { drawFormPage, seededRandom } from '../../db/seed/draw-form.ts';
import { rasterisePages } from '../../../test/connect-fixture/rasterise.ts';

/** Issue 19 acceptance: a job that crashes mid-way leaves the upload in a status the firm can Retry, never lost. */
describe('connect: a crashed job leaves the upload Retry-able', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({ startJobs: true });
  }, 180_000);
  afterAll(() => t.close());

  /** A text W-2 then a scanned 1098 (read by OCR). */
  async function scannedBundle(): Promise<Buffer> {
    const pdf = await PDFDocument.create();
    await drawFormPage(pdf, { form: 'W-2', payer: 'Acme Widgets Inc', year: 2025, page: 1 }, seededRandom(1));
    await drawFormPage(pdf, { form: '1098', payer: 'Riverside Credit Union', year: 2025, page: 1 }, seededRandom(2));
    return Buffer.from(await rasterisePages(await pdf.save(), [2]));
  }

  async function startUpload(content: Buffer) {
    const { upload, startProcessing, staff } = await connectFirm(t, { bulk_upload_processor: true });
    return { id: await startProcessing((await upload(content)).id, staff), staff };
  }
  const deps = (ocr: OcrEngine = t.deps.ocr, now = () => new Date()) => processDeps(t, { ocr, formChooser: null, now });
  const row = async (id: number) =>
    (await t.deps.database.db.select().from(extractedDocuments).where(eq(extractedDocuments.id, id)))[0]!;
  const retry = (id: number, headers: Record<string, string>) =>
    t.app.inject({ method: 'POST', url: `/api/extracted_documents/${id}/retry`, headers });

  it('OCR failing on a scanned page leaves identify_failed, and Retry reads it again', async () => {
    const { id, staff } = await startUpload(await scannedBundle());
    const crashing: OcrEngine = {
      readPage: () => Promise.reject(new Error('the OCR worker died')),
      close: () => Promise.resolve(),
    };
    await processUpload(deps(crashing), id);
    expect(await row(id)).toMatchObject({ status: 'identify_failed', errorMessage: connectMessages.unreadable });
    expect(
      await t.deps.database.db.select().from(extractedDocuments).where(eq(extractedDocuments.parentId, id)),
    ).toEqual([]);

    expect((await retry(id, staff)).json()).toMatchObject({ status: 'processing', error: null });
    await processUpload(deps(), id);
    expect(await row(id)).toMatchObject({ status: 'split_succeeded', errorMessage: null, pageCount: 2 });
    const children = await t.deps.database.db
      .select()
      .from(extractedDocuments)
      .where(eq(extractedDocuments.parentId, id))
      .orderBy(extractedDocuments.firstPage);
    expect(children.map((c) => [c.form, c.status])).toEqual([
      ['W-2', 'identify_succeeded'],
      ['1098', 'identify_succeeded'],
    ]);
  }, 60_000);

  it('an upload whose process died mid-job is swept to split_failed after a while, and Retry finishes it', async () => {
    const pdf = await PDFDocument.create();
    await drawFormPage(pdf, { form: 'W-2', payer: 'Acme Widgets Inc', year: 2025, page: 1 }, seededRandom(1));
    const { id, staff } = await startUpload(Buffer.from(await pdf.save()));
    const fresh = await startUpload(Buffer.from(await pdf.save()));
    // The job never finished: the upload is still processing. Retry refuses while it may still be running.
    expect((await retry(id, staff)).statusCode).toBe(409);
    const startedAt = (await row(id)).updatedAt;
    const soon = () => new Date(startedAt.getTime() + STALLED_AFTER_MS - 60_000);
    await sweepStalledUploads(deps(t.deps.ocr, soon));
    expect((await row(id)).status).toBe('processing');

    await t.deps.database.db
      .update(extractedDocuments)
      .set({ updatedAt: new Date(Date.now() - STALLED_AFTER_MS - 60_000) })
      .where(eq(extractedDocuments.id, id));
    expect(await sweepStalledUploads(deps())).toBeGreaterThanOrEqual(1);
    expect(await row(id)).toMatchObject({ status: 'split_failed', errorMessage: connectMessages.interrupted });
    // An upload started moments ago is left to its job.
    expect((await row(fresh.id)).status).toBe('processing');

    expect((await retry(id, staff)).json()).toMatchObject({ status: 'processing', error: null });
    await processUpload(deps(), id);
    expect(await row(id)).toMatchObject({ status: 'split_succeeded', pageCount: 1 });
  });
});
