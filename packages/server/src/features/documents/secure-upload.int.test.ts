import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { documentMessages } from '@portal/domain';
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts';
import { buildClient, buildCompany, buildFirm, buildStaff, signInAs } from '../../test/factories.ts';
import { multipart } from '../../test/multipart.ts';
import { SECURE_UPLOAD_EXPIRED } from './secure-upload.ts';

const PDF = Buffer.from('%PDF-1.4\n%%EOF\n');

describe('secure upload links', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({ clock: 'fixed' });
  });
  afterAll(() => t.close());

  it('lets the holder upload into one folder for 7 days, and not into STAFF ONLY', async () => {
    const db = t.deps.database.db;
    const firm = await buildFirm(db, { name: 'Lee CPAs' });
    const staff = await buildStaff(db, firm);
    const company = await buildCompany(db, firm, await buildClient(db, firm), { name: 'Lee LLC', entityType: 'Trust' });
    const headers = (await signInAs(db, staff)).headers;
    const make = (path: string, h: Record<string, string> = headers) =>
      t.app.inject({
        method: 'POST',
        url: `/api/companies/${company.id}/secure_upload_links`,
        payload: { path },
        headers: h,
      });
    expect((await make('/2025/Uploads', {})).statusCode).toBe(401);
    expect((await make('/Internal STAFF ONLY')).statusCode).toBe(400);
    expect((await make('/../x')).json().error.message).toBe(documentMessages.invalidPath);
    const asClient = (await signInAs(db, await buildClient(db, firm))).headers;
    expect((await make('/x', asClient)).statusCode).toBe(403);

    const link = (await make('/2025/Uploads')).json();
    const token = new URL(link.url).searchParams.get('token')!;
    expect(link.url).toContain('/secure-upload?token=');
    expect((await t.app.inject({ url: `/api/public/secure_upload/${token}` })).json()).toMatchObject({
      firm_name: 'Lee CPAs',
      entity_name: 'Lee LLC',
      folder: '/2025/Uploads',
    });
    const send = (fields: Record<string, string>) => {
      const form = multipart(fields, [{ name: 'w2.pdf', content: PDF }]);
      return t.app.inject({
        method: 'POST',
        url: `/api/public/secure_upload/${token}/files`,
        payload: form.payload,
        headers: form.headers,
      });
    };
    const sent = await send({ path: '/Somewhere else' });
    expect(sent.json().document).toMatchObject({ path: '/2025/Uploads/w2.pdf', uploaded_by: null });
    const listed = await t.app.inject({ url: `/api/companies/${company.id}/documents?path=/2025/Uploads`, headers });
    expect(listed.json().items.map((i: { name: string }) => i.name)).toEqual(['w2.pdf']);

    (t.deps.clock as unknown as { advance(ms: number): void }).advance(7 * 24 * 3600_000 + 1);
    const expired = await t.app.inject({ url: `/api/public/secure_upload/${token}` });
    expect(expired.statusCode).toBe(404);
    expect(expired.json().error.message).toBe(SECURE_UPLOAD_EXPIRED);
    expect((await send({})).statusCode).toBe(404);
    expect((await t.app.inject({ url: `/api/public/secure_upload/${'x'.repeat(43)}` })).statusCode).toBe(404);
  });
});
