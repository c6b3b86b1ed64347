import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts';
import { buildClient, buildCompany, buildFirm, buildStaff, signInAs } from '../../test/factories.ts';
import { multipart } from '../../test/multipart.ts';

/**
 * Every documents route, table-driven: without a session it answers 401; with another firm's entity or
 * document, or as a client of another entity, it answers 404 (or 403 where staff-only), never the data.
 */
describe('documents routes: sign-in and scope', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(() => t.close());

  it('answer 401 without a session and 404 across firms and entities', async () => {
    const db = t.deps.database.db;
    const firm = await buildFirm(db);
    const staff = await buildStaff(db, firm);
    const company = await buildCompany(db, firm, await buildClient(db, firm), { entityType: 'Trust' });
    const asStaff = (await signInAs(db, staff)).headers;
    const form = multipart({ path: '/Docs' }, [{ name: 'a.pdf', content: Buffer.from('%PDF-1.4\n%%EOF\n') }]);
    const doc = (
      await t.app.inject({
        method: 'POST',
        url: `/api/companies/${company.id}/documents`,
        payload: form.payload,
        headers: { ...asStaff, ...form.headers },
      })
    ).json().document;
    const otherFirmStaff = (await signInAs(db, await buildStaff(db, await buildFirm(db)))).headers;
    const otherClient = (await signInAs(db, await buildClient(db, firm))).headers;

    const routes: Array<{ method: 'GET' | 'POST' | 'PATCH' | 'DELETE'; url: string; payload?: object }> = [
      { method: 'GET', url: `/api/companies/${company.id}/documents?path=/Docs` },
      { method: 'POST', url: `/api/companies/${company.id}/documents/folders`, payload: { path: '/', name: 'New' } },
      { method: 'GET', url: `/api/companies/${company.id}/documents/recent` },
      { method: 'GET', url: `/api/companies/${company.id}/documents/folder_link?path=/Docs` },
      { method: 'POST', url: `/api/companies/${company.id}/secure_upload_links`, payload: { path: '/Uploads' } },
      { method: 'PATCH', url: `/api/documents/${doc.id}`, payload: { name: 'b.pdf' } },
      {
        method: 'POST',
        url: `/api/documents/${doc.id}/move`,
        payload: { target_company_id: company.id, target_path: '/X' },
      },
      { method: 'POST', url: `/api/documents/${doc.id}/restore` },
      { method: 'GET', url: `/api/documents/${doc.id}/link` },
      { method: 'DELETE', url: `/api/documents/${doc.id}` },
    ];
    for (const r of routes) {
      const call = (headers: Record<string, string>) =>
        t.app.inject({ method: r.method, url: r.url, headers, ...(r.payload ? { payload: r.payload } : {}) });
      expect((await call({})).statusCode, `${r.url} without a session`).toBe(401);
      expect((await call(otherFirmStaff)).statusCode, `${r.url} from another firm`).toBe(404);
      expect([403, 404], `${r.url} from a client of another entity`).toContain((await call(otherClient)).statusCode);
    }
    // The document is untouched by all of that.
    const listed = await t.app.inject({ url: `/api/companies/${company.id}/documents?path=/Docs`, headers: asStaff });
    expect(listed.json().items.map((i: { name: string }) => i.name)).toEqual(['a.pdf']);
  });
});
