import { and, eq } from 'drizzle-orm';
import { unzipSync } from 'fflate';
import { PDFDocument } from 'pdf-lib';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { connectExportMessages, connectMessages, notificationLinks } from '@portal/domain';
import { companies, notifications } from '../../db/schema/index.ts';
import type { FileStorage } from '../../platform/storage/file-storage.ts';
import { buildClient, buildCompany } from '../../test/factories.ts';
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts';
import { pdfPages } from '../../test/pdf-files.ts';
import { CONNECT_EXPORT_JOB, runConnectExport, type ConnectExportJob } from './connect-export.ts';
import { processUpload } from './process-upload.ts';
import { bundlePdf, connectFirm, processDeps } from '../../../test/connect-fixture/connect-fixture.ts';

const PAYERS: Record<string, string> = { 'W-2': 'Acme Widgets Inc', '1099-INT': 'First National Bank', '1040': '' };

describe('connect: export an entity’s documents (POST /api/connect/exports)', () => {
  let t: TestApp;
  beforeAll(async () => {
    // The queue takes the jobs; the test runs each job itself with what the route enqueued.
    t = await buildTestApp({ startJobs: true });
  });
  afterAll(() => t.close());

  /** A firm with Connect on, an Individual entity whose upload (1099-INT, W-2, 1040) is split and filed. */
  async function setup(
    preferences = { bulk_upload_processor: true, review_and_export_enabled: true, annotation_enabled: true },
  ) {
    const { db, firm, partner, company, staff, asClient, upload, startProcessing } = await connectFirm(t, preferences, {
      name: 'Jane Roe',
    });
    const file = await upload(await bundlePdf(['1099-INT', 'W-2', '1040'], { payer: (form) => PAYERS[form] ?? '' }));
    if (preferences.bulk_upload_processor && preferences.review_and_export_enabled) {
      await processUpload(processDeps(t), await startProcessing(file.id, staff));
    }
    const listed = await t.app.inject({
      method: 'POST',
      url: '/api/get_all_exportable_documents_for_entity',
      headers: staff,
      payload: { company_id: company.id, year: 2025 },
    });
    const documents: { document_id: number; form: string; payer: string | null }[] =
      listed.statusCode === 200 ? listed.json().documents : [];
    return { db, firm, partner, company, staff, documents, asClient };
  }
  const post = (headers: Record<string, string>, payload?: object) =>
    t.app.inject({ method: 'POST', url: '/api/connect/exports', headers, ...(payload ? { payload } : {}) });
  const get = (url: string, headers: Record<string, string>) => t.app.inject({ method: 'GET', url, headers });

  /** POST, then the job with exactly what the route enqueued, then the export's state and file. */
  async function exportAs(f: Awaited<ReturnType<typeof setup>>, body: object, storage: FileStorage = t.deps.storage) {
    const send = vi.spyOn(t.deps.jobs, 'send');
    const res = await post(f.staff, body);
    expect(res.statusCode).toBe(202);
    expect(res.json().message).toBe(connectExportMessages.queued);
    const [name, data] = send.mock.lastCall!;
    send.mockRestore();
    expect(name).toBe(CONNECT_EXPORT_JOB);
    const exportId: number = res.json().export_id;
    const job = runConnectExport({ db: f.db, storage, realtime: t.deps.realtime }, data as ConnectExportJob);
    return { exportId, job };
  }
  async function downloaded(f: Awaited<ReturnType<typeof setup>>, exportId: number) {
    const info = (await get(`/api/exports/${exportId}`, f.staff)).json();
    const file = await get(`/api/exports/${exportId}/download`, f.staff);
    return { info, file, bytes: new Uint8Array(file.rawPayload) };
  }

  it('401, 400 with its message, 403 when off, for a client or a business, 404 for another firm or document', async () => {
    const f = await setup();
    const ids = f.documents.map((d) => d.document_id);
    const body = { company_id: f.company.id, year: 2025, document_ids: ids };
    expect((await post({}, body)).statusCode).toBe(401);
    const none = await post(f.staff, { ...body, document_ids: [] });
    expect(none.statusCode).toBe(400);
    expect(none.json().error.message).toContain(connectExportMessages.noDocuments);
    const twice = await post(f.staff, { ...body, document_ids: [ids[0], ids[0]] });
    expect(twice.statusCode).toBe(400);
    expect(twice.json().error.message).toContain(connectExportMessages.repeated);
    const noYear = await post(f.staff, { company_id: f.company.id, year: 12, document_ids: ids });
    expect(noYear.statusCode).toBe(400);
    expect(noYear.json().error.message).toContain('Please select a tax year');
    expect((await post(f.staff, { ...body, format: 'docx' })).statusCode).toBe(400);
    expect((await post(f.asClient, body)).statusCode).toBe(403);

    const off = await setup({
      bulk_upload_processor: true,
      review_and_export_enabled: false,
      annotation_enabled: true,
    });
    const refused = await post(off.staff, { ...body, company_id: off.company.id });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error.message).toBe(connectMessages.exportDisabled);

    const business = await buildCompany(f.db, f.firm, await buildClient(f.db, f.firm), { entityType: 'Partnership' });
    const notIndividual = await post(f.staff, { ...body, company_id: business.id });
    expect(notIndividual.statusCode).toBe(403);
    expect(notIndividual.json().error.message).toBe(connectMessages.individualsOnly);

    const other = await setup();
    // Another firm's entity, and this entity's documents asked for on another firm's entity, are 404.
    expect((await post(other.staff, body)).statusCode).toBe(404);
    const foreign = await post(other.staff, { ...body, company_id: other.company.id });
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json().error.message).toBe(connectExportMessages.documentNotFound);
    // Nothing was queued by any refusal: the only exports are made below.
    const { exportId, job } = await exportAs(f, body);
    await job;
    expect((await get(`/api/exports/${exportId}`, other.staff)).statusCode).toBe(404);
    expect((await get(`/api/exports/${exportId}/download`, other.staff)).statusCode).toBe(404);
  });

  it('one PDF in tax-form order with a contents page (form, payer, year, page), a notification linking to it', async () => {
    const f = await setup();
    expect(f.documents.map((d) => d.form)).toEqual(['1040', 'W-2', '1099-INT']);
    // A textbox on the W-2 is drawn in the export (issue 19 §5, "shown in exports").
    const annotated = await t.app.inject({
      method: 'PUT',
      url: `/api/documents/${f.documents[1]!.document_id}/annotations`,
      headers: f.staff,
      payload: {
        annotations: [
          {
            shape_type: 'textbox',
            page: 1,
            x: 40,
            y: 60,
            color: 'red',
            rotation: 0,
            text: 'Checked by CPA',
            width: 180,
          },
        ],
      },
    });
    expect(annotated.statusCode).toBe(200);
    const body = { company_id: f.company.id, year: 2025, document_ids: f.documents.map((d) => d.document_id) };
    const { exportId, job } = await exportAs(f, body);
    await job;
    const { info, file, bytes } = await downloaded(f, exportId);
    expect(info).toMatchObject({ status: 'ready', file_name: 'Jane Roe 2025 documents.pdf', done: 3, total: 3 });
    expect(file.headers['content-type']).toBe('application/pdf');
    const pages = await pdfPages(bytes);
    // The contents page, then the 1040's two pages, the W-2's and the 1099-INT's.
    expect(pages).toHaveLength(5);
    const contents = pages[0]!;
    expect(contents).toContain('Contents');
    expect(contents).toContain('Jane Roe');
    const at = (s: string) => contents.indexOf(s);
    expect(at('1040')).toBeGreaterThan(-1);
    expect(at('1040')).toBeLessThan(at('W-2'));
    expect(at('W-2')).toBeLessThan(at('1099-INT'));
    expect(contents).toMatch(/1040\s+—\s+2025\s+2\b/);
    expect(contents).toMatch(/W-2\s+Acme Widgets Inc\s+2025\s+4\b/);
    expect(contents).toMatch(/1099-INT\s+First National Bank\s+2025\s+5\b/);
    expect(pages[1]).toContain('1040');
    expect(pages[3]).toContain('W-2');
    expect(pages[3]).toContain('Checked by CPA');
    expect(pages[4]).toContain('1099-INT');
    expect(pages[4]).not.toContain('Checked by CPA');
    const [notice] = await f.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, f.partner.id), eq(notifications.link, notificationLinks.download(exportId))));
    expect(notice?.text).toBe(connectExportMessages.ready('Jane Roe 2025 documents.pdf'));
  });

  it('keeps the reviewer’s choice: excluded documents left out, the order as reordered; the company’s own order lists first', async () => {
    const f = await setup();
    await f.db
      .update(companies)
      .set({ settings: { custom_document_export_order: ['1099-INT', 'W-2', '1040'] } })
      .where(eq(companies.id, f.company.id));
    const listed = await t.app.inject({
      method: 'POST',
      url: '/api/get_all_exportable_documents_for_entity',
      headers: f.staff,
      payload: { company_id: f.company.id, year: 2025 },
    });
    expect(listed.json().documents.map((d: { form: string }) => d.form)).toEqual(['1099-INT', 'W-2', '1040']);
    const id = (form: string) => f.documents.find((d) => d.form === form)!.document_id;
    const { exportId, job } = await exportAs(f, {
      company_id: f.company.id,
      year: 2025,
      document_ids: [id('W-2'), id('1040')],
    });
    await job;
    const pages = await pdfPages((await downloaded(f, exportId)).bytes);
    expect(pages).toHaveLength(4);
    expect(pages[0]).toMatch(/W-2\s+Acme Widgets Inc\s+2025\s+2\b[\s\S]*1040\s+—\s+2025\s+3\b/);
    expect(pages[0]).not.toContain('1099-INT');
  });

  it('a zip of one PDF per document, numbered in order', async () => {
    const f = await setup();
    const ids = f.documents.map((d) => d.document_id);
    const { exportId, job } = await exportAs(f, {
      company_id: f.company.id,
      year: 2025,
      document_ids: ids,
      format: 'zip',
    });
    await job;
    const { info, file, bytes } = await downloaded(f, exportId);
    expect(info).toMatchObject({ status: 'ready', file_name: 'Jane Roe 2025 documents.zip', done: 3 });
    expect(file.headers['content-type']).toBe('application/zip');
    const entries = unzipSync(bytes);
    const names = Object.keys(entries);
    expect(names).toHaveLength(3);
    expect(names[0]).toMatch(/^01 .*1040/);
    expect(names[1]).toMatch(/^02 .*W-2/);
    expect(names[2]).toMatch(/^03 .*1099-INT/);
    expect((await PDFDocument.load(entries[names[0]!]!)).getPageCount()).toBe(2);
  });

  it('shows progress while the job runs: documents done of the total', async () => {
    const f = await setup();
    const ids = f.documents.map((d) => d.document_id);
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    let reads = 0;
    // The second document's file is held back until the test has seen the first one counted.
    const storage: FileStorage = Object.create(t.deps.storage);
    storage.get = async (key) => {
      if (++reads === 2) await held;
      return t.deps.storage.get(key);
    };
    const { exportId, job } = await exportAs(f, { company_id: f.company.id, year: 2025, document_ids: ids }, storage);
    await vi.waitFor(async () =>
      expect((await get(`/api/exports/${exportId}`, f.staff)).json()).toMatchObject({
        status: 'preparing',
        done: 1,
        total: 3,
      }),
    );
    expect((await get(`/api/exports/${exportId}/download`, f.staff)).statusCode).toBe(409);
    release();
    await job;
    expect((await get(`/api/exports/${exportId}`, f.staff)).json()).toMatchObject({ status: 'ready', done: 3 });
  });
});
