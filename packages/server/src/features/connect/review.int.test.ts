import { and, eq, isNull } from 'drizzle-orm';
import { PDFDocument } from 'pdf-lib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { connectMessages, type RecognisedForm, reviewMessages } from '@portal/domain';
import { documents, extractedDocuments } from '../../db/schema/index.ts';
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts';
import { processUpload } from './process-upload.ts';
import { bundlePdf, connectFirm, processDeps } from '../../../test/connect-fixture/connect-fixture.ts';

type Doc = { id: number; form: string | null; parent_pages: string; status: string; detailed_name: string };

describe('connect: the Bulk Upload Processor Review routes', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({ startJobs: true });
  });
  afterAll(() => t.close());

  /** A firm whose client's W-2, 1099-INT and two-page 1040 were uploaded and split. */
  async function setup(
    preferences = { bulk_upload_processor: true },
    forms: RecognisedForm[] = ['W-2', '1099-INT', '1040'],
  ) {
    const { db, firm, partner, company, staff, asClient, upload: store } = await connectFirm(t, preferences);
    const file = await store(await bundlePdf(forms, { seed: 11 }));
    const [upload] = await db
      .insert(extractedDocuments)
      .values({
        firmId: firm.id,
        companyId: company.id,
        sourceDocumentId: file.id,
        source: 'upload',
        status: 'processing',
        name: 'scan.pdf',
        detailedName: '/Uploads/scan.pdf',
        folderPath: '/Uploads',
        createdById: partner.id,
      })
      .returning();
    await processUpload(processDeps(t), upload!.id);
    const list = async () =>
      (
        await t.app.inject({ method: 'GET', url: `/api/companies/${company.id}/extracted_documents`, headers: staff })
      ).json()[0] as {
        id: number;
        status: string;
        documents: Doc[];
      };
    const filed = async () =>
      (
        await db
          .select({ name: documents.name, key: documents.storageKey })
          .from(documents)
          .where(and(eq(documents.companyId, company.id), isNull(documents.deletedAt), eq(documents.kind, 'file')))
      ).map((d) => d.name);
    return { db, firm, company, staff, asClient, uploadId: upload!.id, list, filed, sourceId: file.id };
  }
  const call = (method: 'POST' | 'PUT' | 'GET', url: string, headers: Record<string, string>, payload?: object) =>
    t.app.inject({ method, url, headers, ...(payload ? { payload } : {}) });

  /** 401 anonymous, 403 for a client and with the flag off, 404 for another firm's staff. */
  async function guarded(method: 'POST' | 'PUT' | 'GET', url: (id: number) => string, payload?: object) {
    const s = await setup();
    const w2 = (await s.list()).documents[0]!;
    expect((await call(method, url(w2.id), {}, payload)).statusCode).toBe(401);
    expect((await call(method, url(w2.id), s.asClient, payload)).statusCode).toBe(403);
    const off = await setup({ bulk_upload_processor: false });
    const offW2 = (
      await off.db.select().from(extractedDocuments).where(eq(extractedDocuments.parentId, off.uploadId))
    )[0]!;
    const refused = await call(method, url(offW2.id), off.staff, payload);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error.message).toBe(connectMessages.disabled);
    const other = await setup();
    expect((await call(method, url(w2.id), other.staff, payload)).statusCode).toBe(404);
    return s;
  }

  it('PUT /form corrects a form: 401, 400, 403, 404, then renames and re-files it as reviewed', async () => {
    const s = await guarded('PUT', (id) => `/api/extracted_documents/${id}/form`, { form: '1098' });
    const [w2] = (await s.list()).documents;
    const bad = await call('PUT', `/api/extracted_documents/${w2!.id}/form`, s.staff, { form: 'W-99' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.message).toBe(reviewMessages.chooseForm);
    const onUpload = await call('PUT', `/api/extracted_documents/${s.uploadId}/form`, s.staff, { form: '1098' });
    expect(onUpload.statusCode).toBe(400);
    expect(onUpload.json().error.message).toBe(reviewMessages.notADocument);

    const fixed = await call('PUT', `/api/extracted_documents/${w2!.id}/form`, s.staff, { form: 'W-2G' });
    expect(fixed.statusCode).toBe(200);
    expect(fixed.json()).toMatchObject({
      form: 'W-2G',
      status: 'split_succeeded',
      confidence: 1,
      detailed_name: 'W-2G - Acme Widgets Inc - 2025',
    });
    const names = await s.filed();
    expect(names).toContain('W-2G - Acme Widgets Inc - 2025.pdf');
    expect(names).not.toContain('W-2 - Acme Widgets Inc - 2025.pdf');
  });

  it('POST /split moves page boundaries: 401, 400, 403, 404, then re-files every page, keeping unchanged documents', async () => {
    const s = await setup();
    const before = await s.list();
    const url = `/api/extracted_documents/${s.uploadId}/split`;
    expect((await call('POST', url, {}, { page_ranges: '1' })).statusCode).toBe(401);
    expect((await call('POST', url, s.asClient, { page_ranges: '1-2, 3-4' })).statusCode).toBe(403);
    const other = await setup();
    expect((await call('POST', url, other.staff, { page_ranges: '1-2, 3-4' })).statusCode).toBe(404);
    const off = await setup({ bulk_upload_processor: false });
    expect(
      (await call('POST', `/api/extracted_documents/${off.uploadId}/split`, off.staff, { page_ranges: '1-4' }))
        .statusCode,
    ).toBe(403);
    const garbled = await call('POST', url, s.staff, { page_ranges: 'one to four' });
    expect(garbled.statusCode).toBe(400);
    expect(garbled.json().error.message).toBe(reviewMessages.pageRanges);
    const lossy = await call('POST', url, s.staff, { page_ranges: '1-2, 4' });
    expect(lossy.statusCode).toBe(400);
    expect(lossy.json().error.message).toBe(reviewMessages.pagesCovered);
    const onChild = await call('POST', `/api/extracted_documents/${before.documents[0]!.id}/split`, s.staff, {
      page_ranges: '1',
    });
    expect(onChild.statusCode).toBe(400);
    expect(onChild.json().error.message).toBe(reviewMessages.notAnUpload);

    // The W-2 takes page 2 as well, and the 1040's second page becomes a document of its own.
    const moved = await call('POST', url, s.staff, { page_ranges: '1-2, 3, 4' });
    expect(moved.statusCode).toBe(200);
    const after = moved.json().documents as Doc[];
    expect(after.map((d) => [d.parent_pages, d.form, d.status, d.detailed_name])).toEqual([
      ['1-2', 'W-2', 'split_succeeded', 'W-2 - Acme Widgets Inc - 2025'],
      ['3', '1040', 'split_succeeded', '1040 - 2025'],
      ['4', null, 'review_required', 'Unrecognized page 4'],
    ]);
    expect((await s.filed()).sort()).toEqual(
      ['1040 - 2025.pdf', 'Unrecognized page 4.pdf', 'W-2 - Acme Widgets Inc - 2025.pdf', 'scan.pdf'].sort(),
    );
    // Nothing lost: the filed documents hold the upload's four pages between them.
    const rows = await s.db
      .select({ key: documents.storageKey, name: documents.name })
      .from(documents)
      .where(and(eq(documents.companyId, s.company.id), isNull(documents.deletedAt), eq(documents.kind, 'file')));
    let pages = 0;
    for (const r of rows.filter((r) => r.name !== 'scan.pdf')) {
      const { buffer } = await import('node:stream/consumers');
      pages += (await PDFDocument.load(await buffer(await t.deps.storage.get(r.key!)))).getPageCount();
    }
    expect(pages).toBe(4);

    // A range left as it was keeps its document.
    const again = await call('POST', url, s.staff, { page_ranges: '1-2, 3-4' });
    expect(again.statusCode).toBe(200);
    const kept = again.json().documents as Doc[];
    expect(kept[0]!.id).toBe(after[0]!.id);
    expect(kept.map((d) => d.parent_pages)).toEqual(['1-2', '3-4']);
  });

  it('POST /redo recognises again: a split document from its pages, an upload by its job; 401, 403, 404, 409', async () => {
    const s = await guarded('POST', (id) => `/api/extracted_documents/${id}/redo`);
    const [w2] = (await s.list()).documents;
    await call('PUT', `/api/extracted_documents/${w2!.id}/form`, s.staff, { form: '1098' });
    const redone = await call('POST', `/api/extracted_documents/${w2!.id}/redo`, s.staff);
    expect(redone.statusCode).toBe(200);
    expect(redone.json()).toMatchObject({
      form: 'W-2',
      status: 'identify_succeeded',
      detailed_name: 'W-2 - Acme Widgets Inc - 2025',
    });
    const upload = await call('POST', `/api/extracted_documents/${s.uploadId}/redo`, s.staff);
    expect(upload.statusCode).toBe(200);
    expect(upload.json().status).toBe('processing');
    const busy = await call('POST', `/api/extracted_documents/${s.uploadId}/redo`, s.staff);
    expect(busy.statusCode).toBe(409);
    expect(busy.json().error.message).toBe(connectMessages.stillProcessing);
    await processUpload(processDeps(t), s.uploadId);
    expect((await s.list()).status).toBe('split_succeeded');
  });

  it('POST /review marks a split document reviewed: 401, 400 without a form, 403, 404, 409 twice', async () => {
    const s = await guarded('POST', (id) => `/api/extracted_documents/${id}/review`);
    const [w2] = (await s.list()).documents;
    const url = `/api/extracted_documents/${w2!.id}/review`;
    const done = await call('POST', url, s.staff);
    expect(done.statusCode).toBe(200);
    expect(done.json().status).toBe('split_succeeded');
    const twice = await call('POST', url, s.staff);
    expect(twice.statusCode).toBe(409);
    expect(twice.json().error.message).toBe(reviewMessages.alreadyReviewed);
    await call('POST', `/api/extracted_documents/${s.uploadId}/split`, s.staff, { page_ranges: '1, 2, 3, 4' });
    const unrecognised = (await s.list()).documents.find((d) => d.form === null)!;
    const noForm = await call('POST', `/api/extracted_documents/${unrecognised.id}/review`, s.staff);
    expect(noForm.statusCode).toBe(400);
    expect(noForm.json().error.message).toBe(reviewMessages.chooseForm);
  });

  it('GET a page thumbnail: 401, 400, 403, 404 for another firm or a missing page, a small PNG', async () => {
    const s = await guarded('GET', (id) => `/api/extracted_documents/${id}/pages/1/thumbnail`);
    const [, int] = (await s.list()).documents;
    expect((await call('GET', `/api/extracted_documents/${int!.id}/pages/0/thumbnail`, s.staff)).statusCode).toBe(400);
    const missing = await call('GET', `/api/extracted_documents/${int!.id}/pages/5/thumbnail`, s.staff);
    expect(missing.statusCode).toBe(404);
    expect(missing.json().error.message).toBe(reviewMessages.noSuchPage);
    const png = await call('GET', `/api/extracted_documents/${int!.id}/pages/2/thumbnail`, s.staff);
    expect(png.statusCode).toBe(200);
    expect(png.headers['content-type']).toBe('image/png');
    expect([...png.rawPayload.subarray(0, 4)]).toEqual([0x89, 0x50, 0x4e, 0x47]);
    expect(png.rawPayload.length).toBeLessThan(60_000);
  });
});
