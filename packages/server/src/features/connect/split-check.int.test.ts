import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts';
import { bundlePdf, connectFirm, processDeps } from '../../../test/connect-fixture/connect-fixture.ts';
import { processUpload } from './process-upload.ts';

/**
 * GET /api/documents/split_check (spec 001 §7 split check: companyId, path → document.parent_document_id).
 * Anyone who sees the file may ask, staff or the entity's client, so there is no wrong role (403): a client
 * asking about a STAFF ONLY file, like another firm, is answered not found.
 */
describe('split check', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({ startJobs: true });
  });
  afterAll(() => t.close());
  const check = (query: Record<string, string | number>, headers: Record<string, string> = {}) =>
    t.app.inject({
      url: `/api/documents/split_check?${new URLSearchParams(Object.entries(query).map(([k, v]): [string, string] => [k, String(v)]))}`,
      headers,
    });

  it('names the upload a filed part was cut from, and null for a file that was not cut', async () => {
    const f = await connectFirm(t, { bulk_upload_processor: true, review_and_export_enabled: true });
    const scan = await f.upload(await bundlePdf());
    const id = await f.startProcessing(scan.id, f.staff);
    await processUpload(processDeps(t), id);
    const parts = await t.app.inject({ url: `/api/companies/${f.company.id}/extracted_documents`, headers: f.staff });
    const w2 = parts.json()[0].documents.find((d: { form: string }) => d.form === 'W-2');
    const w2Path = `${w2.folder_path}/${w2.detailed_name}.pdf`;

    const res = await check({ companyId: f.company.id, path: w2Path }, f.staff);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ document: { id: w2.document_id, parent_document_id: scan.id } });
    // The entity's client sees the same file and may ask too.
    expect(
      (await check({ companyId: f.company.id, path: w2Path }, f.asClient)).json().document.parent_document_id,
    ).toBe(scan.id);
    // The upload itself was not cut from anything.
    expect((await check({ companyId: f.company.id, path: '/Uploads/scan.pdf' }, f.staff)).json()).toEqual({
      document: { id: scan.id, parent_document_id: null },
    });
  });

  it('answers 401 signed out, 400 for a malformed query, 404 for a missing file or another firm’s entity', async () => {
    const f = await connectFirm(t, { bulk_upload_processor: true });
    await f.upload(await bundlePdf(['W-2']));
    const query = { companyId: f.company.id, path: '/Uploads/scan.pdf' };
    expect((await check(query)).statusCode).toBe(401);
    expect((await check({ companyId: 'abc', path: '/Uploads/scan.pdf' }, f.staff)).statusCode).toBe(400);
    expect((await check({ companyId: f.company.id }, f.staff)).statusCode).toBe(400);
    expect((await check({ ...query, path: '/../etc' }, f.staff)).statusCode).toBe(400);
    expect((await check({ ...query, path: '/Uploads/none.pdf' }, f.staff)).statusCode).toBe(404);
    // A folder is no document.
    expect((await check({ ...query, path: '/Uploads' }, f.staff)).statusCode).toBe(404);
    const other = await connectFirm(t, { bulk_upload_processor: true });
    expect((await check(query, other.staff)).statusCode).toBe(404);
    expect((await check(query, other.asClient)).statusCode).toBe(404);
  });
});
