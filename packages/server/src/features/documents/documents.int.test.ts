import { createHash } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { documentMessages, genericMessages } from '@portal/domain';
import { companies, documents, firms } from '../../db/schema/index.ts';
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts';
import { buildClient, buildCompany, buildFirm, buildStaff, signInAs } from '../../test/factories.ts';
import { multipart } from '../../test/multipart.ts';

const PDF = Buffer.from('%PDF-1.4\n1 0 obj<</Type/Catalog>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n');
const LOCKED_PDF = Buffer.from(
  '%PDF-1.6\n1 0 obj<</Type/Catalog>>endobj\ntrailer<</Root 1 0 R/Encrypt 2 0 R>>\n%%EOF\n',
);
const PNG = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(64, 1)]);

describe('documents', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({ clock: 'fixed' });
  });
  afterAll(() => t.close());

  async function setup() {
    const db = t.deps.database.db;
    const firm = await buildFirm(db);
    const staff = await buildStaff(db, firm);
    const client = await buildClient(db, firm);
    const company = await buildCompany(db, firm, client, { name: 'Lee LLC', entityType: 'Partnership' });
    return {
      db,
      firm,
      client,
      company,
      asStaff: (await signInAs(db, staff)).headers,
      asClient: (await signInAs(db, client)).headers,
    };
  }
  const upload = (
    companyId: number,
    fields: Record<string, string>,
    file: { name: string; content: Buffer } | null,
    headers: Record<string, string>,
  ) => {
    const form = multipart(fields, file ? [{ name: file.name, content: file.content }] : []);
    return t.app.inject({
      method: 'POST',
      url: `/api/companies/${companyId}/documents`,
      payload: form.payload,
      headers: { ...headers, ...form.headers },
    });
  };
  const list = (companyId: number, p: string, headers: Record<string, string>, extra = '') =>
    t.app.inject({ url: `/api/companies/${companyId}/documents?path=${encodeURIComponent(p)}${extra}`, headers });
  const storedFiles = async () =>
    (await fs.readdir(path.join(t.dataDir, 'files'), { recursive: true, withFileTypes: true }).catch(() => [])).filter(
      (e) => e.isFile(),
    ).length;

  it('uploads a real file with its size and digest; refuses a false .pdf and a duplicate; flags a locked PDF', async () => {
    const { company, asStaff, asClient } = await setup();
    expect((await upload(company.id, { path: '/' }, { name: 'W-2.pdf', content: PDF }, {})).statusCode).toBe(401);
    const ok = await upload(company.id, { path: '/2025/W-2s' }, { name: 'W-2 #1.pdf', content: PDF }, asClient);
    expect(ok.json()).toMatchObject({
      is_duplicate: false,
      error: null,
      document: { name: 'W-2 1.pdf', path: '/2025/W-2s/W-2 1.pdf', size: PDF.length, file_type: 'pdf' },
    });
    const [row] = await t.deps.database.db.select().from(documents).where(eq(documents.id, ok.json().document.id));
    expect(row!.sha256).toBe(createHash('sha256').update(PDF).digest('hex'));

    const fake = await upload(
      company.id,
      { path: '/' },
      { name: 'return.pdf', content: Buffer.from('<html><script>alert(1)</script>') },
      asStaff,
    );
    expect(fake.json()).toEqual({ document: null, is_duplicate: false, error: documentMessages.invalidFiles });
    const disguised = await upload(company.id, { path: '/' }, { name: 'return.pdf', content: PNG }, asStaff);
    expect(disguised.json().error).toBe(documentMessages.invalidFiles);
    const noExt = await upload(company.id, { path: '/', name: 'Scan' }, { name: 'x', content: PNG }, asStaff);
    expect(noExt.json().document.name).toBe('Scan.png');

    const again = await upload(company.id, { path: '/2025/W-2s' }, { name: 'W-2 #1.pdf', content: PDF }, asClient);
    expect(again.json()).toEqual({ document: null, is_duplicate: true, error: 'W-2 1.pdf was already uploaded' });
    const sameNameOtherSize = await upload(
      company.id,
      { path: '/2025/W-2s' },
      { name: 'W-2 1.pdf', content: LOCKED_PDF },
      asClient,
    );
    expect(sameNameOtherSize.json().document).toMatchObject({ name: 'W-2 1 (2).pdf', password_protected: true });

    const listed = (await list(company.id, '/2025/W-2s', asClient)).json();
    expect(listed.items.map((i: { name: string }) => i.name)).toEqual(['W-2 1 (2).pdf', 'W-2 1.pdf']);
    const root = (await list(company.id, '/', asStaff)).json();
    expect(root.items.find((i: { name: string }) => i.name === '2025')).toMatchObject({
      type: 'folder',
      items_count: 1,
    });
  });

  it('refuses path traversal in any path or name without touching storage', async () => {
    const { company, asStaff } = await setup();
    const before = await storedFiles();
    for (const bad of ['../etc', '/../etc', '/a/%2e%2e/b', '/a/%252e%252e/b', '/a\\..\\b', '/a\u0000b', 'C:/x']) {
      const res = await upload(company.id, { path: bad }, { name: 'W-2.pdf', content: PDF }, asStaff);
      expect(res.statusCode, bad).toBe(400);
      // A NUL is refused before the route, for every route (issue 24 §1).
      const message = bad.includes('\u0000') ? genericMessages.nulCharacter : documentMessages.invalidPath;
      expect(res.json().error.message).toBe(message);
      expect((await list(company.id, bad, asStaff)).statusCode, bad).toBe(400);
    }
    const badName = await t.app.inject({
      method: 'POST',
      url: `/api/companies/${company.id}/documents/folders`,
      payload: { path: '/', name: '..' },
      headers: asStaff,
    });
    expect(badName.statusCode).toBe(400);
    const uploadName = await upload(
      company.id,
      { path: '/', name: '../../x.pdf' },
      { name: 'a.pdf', content: PDF },
      asStaff,
    );
    expect(uploadName.json().document.path).toBe('/x.pdf');
    expect(await storedFiles()).toBe(before + 1);
  });

  it('keeps STAFF ONLY folders, other entities and other firms away from clients', async () => {
    const { db, firm, client, company, asStaff, asClient } = await setup();
    const secret = await upload(
      company.id,
      { path: '/2024/Tax Returns and Tax Organizers (STAFF ONLY)' },
      { name: 'draft.pdf', content: PDF },
      asStaff,
    );
    const secretId = secret.json().document.id;
    expect((await list(company.id, '/2024', asClient)).json().items).toEqual([]);
    // Nor do they learn it is there from a folder's count.
    const rootForClient = (await list(company.id, '/', asClient)).json().items;
    expect(rootForClient.find((i: { name: string }) => i.name === '2024')).toMatchObject({ items_count: 0 });
    expect((await list(company.id, '/2024', asStaff)).json().items).toEqual([
      expect.objectContaining({ staff_only: true }),
    ]);
    expect((await list(company.id, '/2024/Tax Returns and Tax Organizers (STAFF ONLY)', asClient)).statusCode).toBe(
      404,
    );
    expect((await t.app.inject({ url: `/api/documents/${secretId}/link`, headers: asClient })).statusCode).toBe(404);
    expect(
      (await upload(company.id, { path: '/Notes STAFF ONLY' }, { name: 'x.pdf', content: PDF }, asClient)).statusCode,
    ).toBe(404);

    const otherEntity = await buildCompany(db, firm, await buildClient(db, firm), { entityType: 'Trust' });
    const theirs = await upload(otherEntity.id, { path: '/' }, { name: 'k1.pdf', content: PDF }, asStaff);
    expect((await list(otherEntity.id, '/', asClient)).statusCode).toBe(404);
    expect(
      (await t.app.inject({ url: `/api/documents/${theirs.json().document.id}/link`, headers: asClient })).statusCode,
    ).toBe(404);
    const otherFirm = (await signInAs(db, await buildStaff(db, await buildFirm(db)))).headers;
    expect((await list(company.id, '/', otherFirm)).statusCode).toBe(404);
    expect((await t.app.inject({ url: `/api/documents/${secretId}/link`, headers: otherFirm })).statusCode).toBe(404);

    await db
      .update(companies)
      .set({ settings: { folders_where_client_actions_disabled: ['/{year}/Tax Return'] } })
      .where(eq(companies.id, company.id));
    const blocked = await upload(
      company.id,
      { path: '/2025/Tax Return' },
      { name: 'mine.pdf', content: PDF },
      asClient,
    );
    expect(blocked.statusCode).toBe(403);
    expect(blocked.json().error.message).toBe(documentMessages.blockedFolder);
    expect(
      (await upload(company.id, { path: '/2025/Tax Return' }, { name: 'ours.pdf', content: PDF }, asStaff)).statusCode,
    ).toBe(200);
    expect((await list(company.id, '/2025/Tax Return', asClient)).json().can_change).toBe(false);

    const [f] = await db.select().from(firms).where(eq(firms.id, firm.id));
    await db
      .update(firms)
      .set({ preferences: { ...(f!.preferences as object), hide_documents_view_from_clients: true } })
      .where(eq(firms.id, firm.id));
    expect((await list(company.id, '/', asClient)).statusCode).toBe(404);
    expect(client.id).toBeGreaterThan(0);
  });

  it('downloads through short-lived links, a folder as a zip, and refuses a folder over 150 MB', async () => {
    const { db, firm, client, company, asStaff, asClient } = await setup();
    const doc = (await upload(company.id, { path: '/Returns' }, { name: '1040.pdf', content: PDF }, asStaff)).json()
      .document;
    await upload(company.id, { path: '/Returns/Schedules' }, { name: 'sched-c.png', content: PNG }, asStaff);
    const link = (await t.app.inject({ url: `/api/documents/${doc.id}/link`, headers: asClient })).json();
    const file = await t.app.inject({ url: link.url });
    expect(file.statusCode).toBe(200);
    expect(file.rawPayload.equals(PDF)).toBe(true);
    expect(file.headers['content-type']).toBe('application/pdf');
    expect(file.headers['content-disposition']).toContain('attachment; filename="1040.pdf"');
    expect((await t.app.inject({ url: `${link.url}&inline=true` })).headers['content-disposition']).toMatch(/^inline/);
    // A link made for one entity stops working when the file moves to another.
    const other = await buildCompany(db, firm, client, { name: 'Lee Two', entityType: 'Trust' });
    const moving = (await upload(company.id, { path: '/' }, { name: 'moving.pdf', content: PDF }, asStaff)).json()
      .document;
    const before = (await t.app.inject({ url: `/api/documents/${moving.id}/link`, headers: asStaff })).json();
    await t.app.inject({
      method: 'POST',
      url: `/api/documents/${moving.id}/move`,
      payload: { target_company_id: other.id, target_path: '/', copy: false },
      headers: asStaff,
    });
    expect((await t.app.inject({ url: before.url })).statusCode).toBe(404);
    const missing = await t.app.inject({ url: '/api/documents/download' });
    expect(missing.statusCode).toBe(401);
    expect(missing.json().error.message).toBe(documentMessages.refreshPage);
    (t.deps.clock as unknown as { advance(ms: number): void }).advance(11 * 60 * 1000);
    expect((await t.app.inject({ url: link.url })).statusCode).toBe(401);

    const folder = (
      await t.app.inject({ url: `/api/companies/${company.id}/documents/folder_link?path=/Returns`, headers: asStaff })
    ).json();
    const zip = await t.app.inject({ url: folder.url });
    expect(zip.statusCode).toBe(200);
    expect(zip.headers['content-type']).toBe('application/zip');
    expect(zip.rawPayload.subarray(0, 2).toString()).toBe('PK');
    expect(zip.rawPayload.includes(Buffer.from('Schedules/sched-c.png'))).toBe(true);

    await db
      .update(documents)
      .set({ size: 151 * 1024 * 1024 })
      .where(eq(documents.id, doc.id));
    const big = (
      await t.app.inject({ url: `/api/companies/${company.id}/documents/folder_link?path=/Returns`, headers: asStaff })
    ).json();
    const refused = await t.app.inject({ url: big.url });
    expect(refused.statusCode).toBe(503);
    expect(refused.json().error.message).toBe(documentMessages.folderTooLarge);
  });

  it('never lists the root inside itself, for staff or clients (issue 21 §5)', async () => {
    const { db, firm, company, asStaff, asClient } = await setup();
    expect((await upload(company.id, { path: '/' }, { name: 'W-2.pdf', content: PDF }, asClient)).statusCode).toBe(200);
    expect((await upload(company.id, { path: '/' }, { name: '1099.pdf', content: PDF }, asStaff)).statusCode).toBe(200);
    // A nameless folder an earlier version made for the root is left out too.
    await db
      .insert(documents)
      .values({ firmId: firm.id, companyId: company.id, kind: 'folder', folderPath: '/', name: '' });
    for (const headers of [asStaff, asClient]) {
      const names = (await list(company.id, '/', headers)).json().items.map((i: { name: string }) => i.name);
      expect(names.sort()).toEqual(['1099.pdf', 'W-2.pdf']);
    }
  });

  it('creates, renames, moves, copies, deletes and restores folders', async () => {
    const { db, firm, client, company, asStaff, asClient } = await setup();
    const mk = (p: string, name: string, headers = asStaff) =>
      t.app.inject({
        method: 'POST',
        url: `/api/companies/${company.id}/documents/folders`,
        payload: { path: p, name },
        headers,
      });
    expect((await mk('/', '  ')).json().error.fields.name).toBe(documentMessages.folderNameRequired);
    const folder = (await mk('/', 'Receipts')).json();
    expect((await mk('/', 'receipts')).json().error.fields.name).toBe(documentMessages.folderExists);
    await upload(company.id, { path: '/Receipts' }, { name: 'r1.pdf', content: PDF }, asClient);

    const renamed = await t.app.inject({
      method: 'PATCH',
      url: `/api/documents/${folder.id}`,
      payload: { name: '2025 Receipts' },
      headers: asStaff,
    });
    expect(renamed.json().path).toBe('/2025 Receipts');
    expect(
      (await list(company.id, '/2025 Receipts', asStaff)).json().items.map((i: { path: string }) => i.path),
    ).toEqual(['/2025 Receipts/r1.pdf']);
    expect(
      (
        await t.app.inject({
          method: 'PATCH',
          url: `/api/documents/${folder.id}`,
          payload: { name: 'x' },
          headers: asClient,
        })
      ).statusCode,
    ).toBe(403);

    const spouseEntity = await buildCompany(db, firm, client, { name: 'Lee Trust', entityType: 'Trust' });
    const copied = await t.app.inject({
      method: 'POST',
      url: `/api/documents/${folder.id}/move`,
      payload: { target_company_id: spouseEntity.id, target_path: '/Archive', copy: true },
      headers: asStaff,
    });
    expect(copied.json().path).toBe('/Archive/2025 Receipts');
    expect((await list(spouseEntity.id, '/Archive/2025 Receipts', asStaff)).json().items).toHaveLength(1);
    expect((await list(company.id, '/2025 Receipts', asStaff)).json().items).toHaveLength(1);
    const inside = await t.app.inject({
      method: 'POST',
      url: `/api/documents/${folder.id}/move`,
      payload: { target_company_id: company.id, target_path: '/2025 Receipts/sub', copy: false },
      headers: asStaff,
    });
    expect(inside.statusCode).toBe(400);

    expect(
      (await t.app.inject({ method: 'DELETE', url: `/api/documents/${folder.id}`, headers: asStaff })).statusCode,
    ).toBe(204);
    expect((await list(company.id, '/', asStaff)).json().items).toEqual([]);
    const withDeleted = (await list(company.id, '/', asStaff, '&include_deleted=true')).json().items;
    expect(withDeleted).toEqual([expect.objectContaining({ name: '2025 Receipts', deleted_at: expect.any(String) })]);
    expect(
      (await t.app.inject({ method: 'POST', url: `/api/documents/${folder.id}/restore`, headers: asStaff })).statusCode,
    ).toBe(200);
    expect((await list(company.id, '/2025 Receipts', asStaff)).json().items).toHaveLength(1);
  });
});
