import { and, eq, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { connectMessages } from '@portal/domain';
import { documents, extractedDocuments } from '../../db/schema/index.ts';
import type { FileStorage } from '../../platform/storage/file-storage.ts';
import { buildClient, buildCompany } from '../../test/factories.ts';
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts';
import { processUpload } from './process-upload.ts';
import {
  bundlePdf,
  connectFirm,
  processDeps as fixtureProcessDeps,
} from '../../../test/connect-fixture/connect-fixture.ts';

describe('connect: bulk upload processor and exportable documents', () => {
  let t: TestApp;
  beforeAll(async () => {
    // The queue takes the jobs; no handler is registered, so each test runs the job itself (processUpload).
    t = await buildTestApp({ startJobs: true });
  });
  afterAll(() => t.close());

  const processDeps = (storage?: FileStorage) => fixtureProcessDeps(t, storage ? { storage } : {});
  const setup = (preferences = { bulk_upload_processor: true, review_and_export_enabled: true }) =>
    connectFirm(t, preferences);
  const post = (url: string, headers: Record<string, string>, payload?: object) =>
    t.app.inject({ method: 'POST', url, headers, ...(payload ? { payload } : {}) });

  it('process_document: 401, 400, 403 when off or for a client, 404 for another firm, then splits and files the forms', async () => {
    const { db, company, upload, staff, asClient } = await setup();
    const file = await upload(await bundlePdf());
    const body = { company_id: company.id, document_id: file.id, upload_path: '/Tax Documents/2025' };
    expect((await post('/api/documents/process_document', {}, body)).statusCode).toBe(401);
    expect((await post('/api/documents/process_document', staff, { company_id: company.id })).statusCode).toBe(400);
    const png = await upload(
      Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(64, 1)]),
      'photo.png',
      'image/png',
    );
    const notPdf = await post('/api/documents/process_document', staff, { ...body, document_id: png.id });
    expect(notPdf.statusCode).toBe(400);
    expect(notPdf.json().error.message).toBe(connectMessages.notPdf);
    expect((await post('/api/documents/process_document', asClient, body)).statusCode).toBe(403);
    const off = await setup({ bulk_upload_processor: false, review_and_export_enabled: true });
    const offBody = { company_id: off.company.id, document_id: (await off.upload(await bundlePdf(['W-2']))).id };
    const refused = await post('/api/documents/process_document', off.staff, offBody);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error.message).toBe(connectMessages.disabled);
    const other = await setup();
    expect((await post('/api/documents/process_document', other.staff, body)).statusCode).toBe(404);
    // Another firm's file on one's own entity is not found either.
    expect(
      (await post('/api/documents/process_document', other.staff, { ...body, company_id: other.company.id }))
        .statusCode,
    ).toBe(404);

    const started = await post('/api/documents/process_document', staff, body);
    expect(started.statusCode).toBe(200);
    expect(started.json()).toMatchObject({
      status: 'processing',
      parent_document_id: file.id,
      folder_path: '/Tax Documents/2025',
    });
    await processUpload(processDeps(), started.json().id);

    const list = await t.app.inject({
      method: 'GET',
      url: `/api/companies/${company.id}/extracted_documents`,
      headers: staff,
    });
    expect(list.statusCode).toBe(200);
    const [processed] = list.json();
    expect(processed).toMatchObject({ status: 'split_succeeded', page_count: 4 });
    expect(
      processed.documents.map((d: { form: string; parent_pages: string; status: string; detailed_name: string }) => [
        d.form,
        d.parent_pages,
        d.status,
        d.detailed_name,
      ]),
    ).toEqual([
      ['W-2', '1', 'identify_succeeded', 'W-2 - Acme Widgets Inc - 2025'],
      ['1099-INT', '2', 'identify_succeeded', '1099-INT - First National Bank - 2025'],
      ['1040', '3-4', 'identify_succeeded', '1040 - 2025'],
    ]);
    const filed = await db
      .select({ name: documents.name, folder: documents.folderPath })
      .from(documents)
      .where(
        and(
          eq(documents.companyId, company.id),
          eq(documents.folderPath, '/Tax Documents/2025'),
          isNull(documents.deletedAt),
        ),
      );
    expect(filed.map((f) => f.name).sort()).toEqual([
      '1040 - 2025.pdf',
      '1099-INT - First National Bank - 2025.pdf',
      'W-2 - Acme Widgets Inc - 2025.pdf',
    ]);
  });

  it('lists an entity’s uploads: 401, 400, 403 when off or for a client, 404 for another firm', async () => {
    const { company, staff, asClient } = await setup();
    const url = `/api/companies/${company.id}/extracted_documents`;
    expect((await t.app.inject({ method: 'GET', url })).statusCode).toBe(401);
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/companies/abc/extracted_documents', headers: staff })).statusCode,
    ).toBe(400);
    expect((await t.app.inject({ method: 'GET', url, headers: asClient })).statusCode).toBe(403);
    const off = await setup({ bulk_upload_processor: false, review_and_export_enabled: true });
    expect(
      (
        await t.app.inject({
          method: 'GET',
          url: `/api/companies/${off.company.id}/extracted_documents`,
          headers: off.staff,
        })
      ).statusCode,
    ).toBe(403);
    const other = await setup();
    expect((await t.app.inject({ method: 'GET', url, headers: other.staff })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url, headers: staff })).json()).toEqual([]);
  });

  it('a job that crashes while filing leaves a Retry-able upload with nothing half-filed, and Retry finishes it', async () => {
    const { db, company, upload, staff, asClient } = await setup();
    const file = await upload(await bundlePdf());
    const started = (
      await post('/api/documents/process_document', staff, { company_id: company.id, document_id: file.id })
    ).json();
    // The storage fails on the second file it is given, as a full disk or a lost bucket would.
    let puts = 0;
    const real = t.deps.storage;
    const failing = new Proxy(real, {
      get(target, prop) {
        if (prop === 'put')
          return (...args: Parameters<FileStorage['put']>) => {
            puts++;
            return puts === 2 ? Promise.reject(new Error('disk full')) : target.put(...args);
          };
        const value: unknown = Reflect.get(target, prop);
        return typeof value === 'function' ? value.bind(target) : value;
      },
    });
    await processUpload(processDeps(failing), started.id);
    const [failed] = await db.select().from(extractedDocuments).where(eq(extractedDocuments.id, started.id));
    expect(failed).toMatchObject({ status: 'split_failed', errorMessage: connectMessages.fileFailed });
    expect(await db.select().from(extractedDocuments).where(eq(extractedDocuments.parentId, started.id))).toEqual([]);
    const leftovers = await db
      .select({ name: documents.name })
      .from(documents)
      .where(and(eq(documents.companyId, company.id), isNull(documents.deletedAt), eq(documents.kind, 'file')));
    expect(leftovers.map((d) => d.name)).toEqual(['scan.pdf']);

    const url = `/api/extracted_documents/${started.id}/retry`;
    expect((await post(url, {})).statusCode).toBe(401);
    expect((await post('/api/extracted_documents/0/retry', staff)).statusCode).toBe(400);
    expect((await post(url, asClient)).statusCode).toBe(403);
    const other = await setup();
    expect((await post(url, other.staff)).statusCode).toBe(404);
    const retried = await post(url, staff);
    expect(retried.statusCode).toBe(200);
    expect(retried.json()).toMatchObject({ status: 'processing', error: null });
    expect((await post(url, staff)).statusCode).toBe(409);
    await processUpload(processDeps(), started.id);
    const [done] = await db.select().from(extractedDocuments).where(eq(extractedDocuments.id, started.id));
    expect(done!.status).toBe('split_succeeded');
    expect(await db.select().from(extractedDocuments).where(eq(extractedDocuments.parentId, started.id))).toHaveLength(
      3,
    );
  });

  it('a file that cannot be read is identify_failed, and a rerun after a crash takes back what the crashed run filed', async () => {
    const { db, company, upload, staff } = await setup();
    const broken = await upload(Buffer.from('%PDF-1.4\nnot really a pdf\n%%EOF\n'));
    const started = (
      await post('/api/documents/process_document', staff, { company_id: company.id, document_id: broken.id })
    ).json();
    await processUpload(processDeps(), started.id);
    const [row] = await db.select().from(extractedDocuments).where(eq(extractedDocuments.id, started.id));
    expect(row).toMatchObject({ status: 'identify_failed', errorMessage: connectMessages.unreadable });

    const file = await upload(await bundlePdf(['W-2', '1098']));
    const second = (
      await post('/api/documents/process_document', staff, { company_id: company.id, document_id: file.id })
    ).json();
    await processUpload(processDeps(), second.id);
    // The process died after filing: the job runs again with the upload still processing.
    await db.update(extractedDocuments).set({ status: 'processing' }).where(eq(extractedDocuments.id, second.id));
    await processUpload(processDeps(), second.id);
    const names = await db
      .select({ name: documents.name })
      .from(documents)
      .where(
        and(eq(documents.companyId, company.id), isNull(documents.deletedAt), eq(documents.folderPath, '/Uploads')),
      );
    expect(names.map((n) => n.name).sort()).toEqual(
      ['1098 - First National Bank - 2025.pdf', 'W-2 - Acme Widgets Inc - 2025.pdf', 'scan (2).pdf', 'scan.pdf'].sort(),
    );
  });

  it('deletes and restores an extracted document: 401, 400, 403, 404 for another firm', async () => {
    const { company, upload, staff, asClient } = await setup();
    const file = await upload(await bundlePdf(['W-2']));
    const started = (
      await post('/api/documents/process_document', staff, { company_id: company.id, document_id: file.id })
    ).json();
    await processUpload(processDeps(), started.id);
    const list = (
      await t.app.inject({ method: 'GET', url: `/api/companies/${company.id}/extracted_documents`, headers: staff })
    ).json();
    const w2 = list[0].documents[0];
    const del = (headers: Record<string, string>) =>
      t.app.inject({ method: 'DELETE', url: `/api/extracted_documents/${w2.id}`, headers });
    expect((await del({})).statusCode).toBe(401);
    expect((await del(asClient)).statusCode).toBe(403);
    const other = await setup();
    expect((await del(other.staff)).statusCode).toBe(404);
    expect((await del(staff)).json().deleted_at).not.toBeNull();
    const body = { company_id: company.id, extracted_document_id: w2.id };
    expect((await post('/api/documents/restore_extracted_document', {}, body)).statusCode).toBe(401);
    expect(
      (await post('/api/documents/restore_extracted_document', staff, { company_id: company.id })).statusCode,
    ).toBe(400);
    expect((await post('/api/documents/restore_extracted_document', asClient, body)).statusCode).toBe(403);
    expect((await post('/api/documents/restore_extracted_document', other.staff, body)).statusCode).toBe(404);
    const restored = await post('/api/documents/restore_extracted_document', staff, body);
    expect(restored.statusCode).toBe(200);
    expect(restored.json().deleted_at).toBeNull();
    expect((await post('/api/documents/restore_extracted_document', staff, body)).statusCode).toBe(409);
  });

  it('get_all_exportable_documents_for_entity: 401, 400, 403 when off, for a client or a business, 404, tax-form order', async () => {
    const { db, company, upload, staff, asClient } = await setup();
    const file = await upload(await bundlePdf(['1099-INT', '1040', 'W-2']));
    const started = (
      await post('/api/documents/process_document', staff, { company_id: company.id, document_id: file.id })
    ).json();
    await processUpload(processDeps(), started.id);
    const url = '/api/get_all_exportable_documents_for_entity';
    const body = { company_id: company.id, year: 2025 };
    expect((await post(url, {}, body)).statusCode).toBe(401);
    expect((await post(url, staff, { company_id: company.id })).statusCode).toBe(400);
    expect((await post(url, asClient, body)).statusCode).toBe(403);
    const off = await setup({ bulk_upload_processor: true, review_and_export_enabled: false });
    const refused = await post(url, off.staff, { ...body, company_id: off.company.id });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error.message).toBe(connectMessages.exportDisabled);
    const other = await setup();
    expect((await post(url, other.staff, body)).statusCode).toBe(404);
    const business = await buildCompany(db, other.firm, await buildClient(db, other.firm), {
      entityType: 'Partnership',
    });
    const notIndividual = await post(url, other.staff, { ...body, company_id: business.id });
    expect(notIndividual.statusCode).toBe(403);
    expect(notIndividual.json().error.message).toBe(connectMessages.individualsOnly);

    const exported = await post(url, staff, body);
    expect(exported.statusCode).toBe(200);
    expect(exported.json().documents.map((d: { form: string }) => d.form)).toEqual(['1040', 'W-2', '1099-INT']);
    expect((await post(url, staff, { ...body, year: 2024 })).json().documents).toEqual([]);
    const { companies } = await import('../../db/schema/index.ts');
    await db
      .update(companies)
      .set({ settings: { custom_document_export_order: ['1099-INT', 'W-2'] } })
      .where(eq(companies.id, company.id));
    expect((await post(url, staff, body)).json().documents.map((d: { form: string }) => d.form)).toEqual([
      '1099-INT',
      'W-2',
      '1040',
    ]);
  });
});
