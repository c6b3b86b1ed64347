import { and, eq, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { priorYearFolder, rolloverMessages } from '@portal/domain';
import type { DbOrTx } from '../../db/client.ts';
import { documents } from '../../db/schema/index.ts';
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts';
import { buildClient, buildCompany, buildFirm, buildStaff, signInAs } from '../../test/factories.ts';
import { multipart } from '../../test/multipart.ts';
import { samplePdf } from '../../test/pdf-files.ts';

describe('prior-year document upload (spec 001 §4)', () => {
  let t: TestApp;
  let db: DbOrTx;
  let staff: Record<string, string>;
  let client: Record<string, string>;
  let otherStaff: Record<string, string>;
  let acme: { id: number };
  let pdf: Buffer;
  const upload = (companyId: number, fields: Record<string, string>, headers: Record<string, string>) => {
    const form = multipart(fields, [{ name: '2024 Form 1040.pdf', content: pdf, type: 'application/pdf' }]);
    return t.app.inject({
      method: 'POST',
      url: `/api/companies/${companyId}/prior_year_documents`,
      payload: form.payload,
      headers: { ...headers, ...form.headers },
    });
  };
  const filesIn = (folder: string) =>
    db
      .select({ name: documents.name })
      .from(documents)
      .where(
        and(
          eq(documents.companyId, acme.id),
          eq(documents.folderPath, folder),
          eq(documents.kind, 'file'),
          isNull(documents.deletedAt),
        ),
      );

  beforeAll(async () => {
    t = await buildTestApp();
    db = t.deps.database.db;
    pdf = await samplePdf('Form 1040 for 2024', 1);
    const firm = await buildFirm(db);
    const owner = await buildClient(db, firm);
    acme = await buildCompany(db, firm, owner, { name: 'Acme Rentals LLC' });
    staff = (await signInAs(db, await buildStaff(db, firm))).headers;
    client = (await signInAs(db, owner)).headers;
    otherStaff = (await signInAs(db, await buildStaff(db, await buildFirm(db)))).headers;
  });
  afterAll(() => t.close());

  it('needs a session (401), is staff only (403) and another firm’s entity is 404', async () => {
    expect((await upload(acme.id, { year: '2024' }, {})).statusCode).toBe(401);
    expect((await upload(acme.id, { year: '2024' }, client)).statusCode).toBe(403);
    expect((await upload(acme.id, { year: '2024' }, otherStaff)).statusCode).toBe(404);
    expect(await filesIn(priorYearFolder(2024))).toEqual([]);
  });

  it("answers 'missing year' without a year, and refuses a year out of range, storing nothing", async () => {
    const none = await upload(acme.id, {}, staff);
    expect(none.statusCode).toBe(400);
    expect(none.json().error).toMatchObject({ message: 'missing year', fields: { year: 'missing year' } });
    const blank = await upload(acme.id, { year: '  ' }, staff);
    expect(blank.json().error.message).toBe(rolloverMessages.missingYear);
    const wrong = await upload(acme.id, { year: '1999' }, staff);
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().error.message).toBe(rolloverMessages.yearInvalid);
    const stored = await db
      .select({ id: documents.id })
      .from(documents)
      .where(and(eq(documents.companyId, acme.id), eq(documents.kind, 'file')));
    expect(stored).toEqual([]);
  });

  it("files the document in that year's STAFF ONLY folder, hidden from the client", async () => {
    const res = await upload(acme.id, { year: '2024' }, staff);
    expect(res.statusCode).toBe(200);
    expect(res.json().document).toMatchObject({ name: '2024 Form 1040.pdf' });
    expect(await filesIn(priorYearFolder(2024))).toEqual([{ name: '2024 Form 1040.pdf' }]);
    const seen = await t.app.inject({
      method: 'GET',
      url: `/api/companies/${acme.id}/documents?path=${encodeURIComponent(priorYearFolder(2024))}`,
      headers: client,
    });
    expect(seen.statusCode).toBe(404);
  });
});
