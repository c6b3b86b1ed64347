import { eq } from 'drizzle-orm';
import { PDFDocument, StandardFonts } from 'pdf-lib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { extractedDocuments } from '../../db/schema/index.ts';
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts';
import { multipart } from '../../test/multipart.ts';
import { processUpload } from '../connect/index.ts';
import { questionnaireFixture } from '../questionnaires/questionnaire-fixture.ts';

/** A scan of `pages` pages, each with a line of text. */
async function scan(pages: number): Promise<Buffer> {
  const pdf = await PDFDocument.create();
  const font = await pdf.embedFont(StandardFonts.Helvetica);
  for (let i = 1; i <= pages; i++)
    pdf.addPage([612, 792]).drawText(`Sheet ${i} of a bundle`, { x: 72, y: 700, font, size: 12 });
  return Buffer.from(await pdf.save());
}

describe('questionnaires: a client’s multi-page PDF goes to the bulk upload processor (issue 19 §1)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({ startJobs: true });
  });
  afterAll(() => t.close());

  async function upload(
    f: Awaited<ReturnType<typeof questionnaireFixture>>,
    headers: Record<string, string>,
    pages: number,
  ) {
    const w2 = f.question(await f.detail(), 'W-2 forms');
    const form = multipart({ selected_option: 'W-2' }, [{ name: 'bundle.pdf', content: await scan(pages) }]);
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/questionnaires/${f.id}/questions/${w2.id}/documents`,
      payload: form.payload,
      headers: { ...headers, ...form.headers },
    });
    expect(res.statusCode).toBe(200);
    return res.json().document as { id: number };
  }
  const uploadsOf = (f: Awaited<ReturnType<typeof questionnaireFixture>>) =>
    f.db.select().from(extractedDocuments).where(eq(extractedDocuments.companyId, f.company.id));
  const staffDetail = async (f: Awaited<ReturnType<typeof questionnaireFixture>>) =>
    (await f.staffCall('GET', `/api/questionnaires/${f.id}`)).json();

  it('starts processing a client’s multi-page PDF when the firm has the processor on, and flags documents to review', async () => {
    const f = await questionnaireFixture(t, { preferences: { bulk_upload_processor: true } });
    const doc = await upload(f, f.asClient, 3);
    const [started] = await uploadsOf(f);
    expect(started).toMatchObject({
      status: 'processing',
      source: 'questionnaire',
      questionnaireId: f.id,
      sourceDocumentId: doc.id,
      parentId: null,
    });
    expect((await staffDetail(f)).has_split_documents_to_review).toBe(false);

    await processUpload({ db: f.db, storage: t.deps.storage, ocr: t.deps.ocr, now: () => new Date() }, started!.id);
    // Nothing on these pages is a known form: they wait for staff, never guessed.
    expect((await staffDetail(f)).has_split_documents_to_review).toBe(true);
    expect((await f.detail()).has_split_documents_to_review).toBe(false);

    const children = (await uploadsOf(f)).filter((r) => r.parentId === started!.id);
    expect(children.length).toBeGreaterThan(0);
    for (const child of children)
      await t.app.inject({
        method: 'PUT',
        url: `/api/extracted_documents/${child.id}/form`,
        headers: f.asStaff,
        payload: { form: 'W-2' },
      });
    expect((await staffDetail(f)).has_split_documents_to_review).toBe(false);
  });

  it('leaves single pages, and firms without the processor alone', async () => {
    const on = await questionnaireFixture(t, { preferences: { bulk_upload_processor: true } });
    await upload(on, on.asClient, 1);
    expect(await uploadsOf(on)).toEqual([]);
    const off = await questionnaireFixture(t);
    await upload(off, off.asClient, 3);
    expect(await uploadsOf(off)).toEqual([]);
  });
});
