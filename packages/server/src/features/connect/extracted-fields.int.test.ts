import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { extractedStatusLabel, fieldMessages, parseMoney } from '@portal/domain';
import { extractedDocuments } from '../../db/schema/index.ts';
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts';
import { buildLabelledSet } from '../../../test/connect-set/labelled-set.ts';
import { connectFirm, processDeps } from '../../../test/connect-fixture/connect-fixture.ts';
import { processUpload } from './process-upload.ts';

type Field = {
  key: string;
  value: string | null;
  confidence: number;
  box: { left: number; top: number } | null;
  read_value: string | null;
  corrected_by: string | null;
  corrected_at: string | null;
};
type Doc = { id: number; form: string | null; fields: Field[] };

/** Issue 42 §1–2 through the API: the figures of a split W-2, and staff's corrections kept with who and when. */
describe('connect: the figures read off a recognised form', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(() => t.close());

  async function uploadW2() {
    const [pdf] = await buildLabelledSet({ scans: false, slugs: ['w2-irs-full'] });
    const s = await connectFirm(t, { bulk_upload_processor: true });
    const file = await s.upload(Buffer.from(pdf!.bytes));
    const [upload] = await s.db
      .insert(extractedDocuments)
      .values({
        firmId: s.firm.id,
        companyId: s.company.id,
        sourceDocumentId: file.id,
        source: 'upload',
        status: 'processing',
        name: 'scan.pdf',
        detailedName: '/Uploads/scan.pdf',
        folderPath: '/Uploads',
        createdById: s.partner.id,
      })
      .returning();
    await processUpload(processDeps(t), upload!.id);
    const list = await t.app.inject({
      method: 'GET',
      url: `/api/companies/${s.company.id}/extracted_documents`,
      headers: s.staff,
    });
    const w2 = (list.json()[0].documents as Doc[]).find((d) => d.form === 'W-2')!;
    return { ...s, w2, truth: pdf!.documents[0]!.fields! };
  }

  it('reads the W-2 boxes by their captions, with where each is printed', async () => {
    const { w2, truth } = await uploadW2();
    const value = (key: string) => w2.fields.find((f) => f.key === key)?.value ?? null;
    for (const box of ['1', '2', '3', '4', '5', '6', '16', '17']) expect(value(box)).toBe(parseMoney(truth[box]!));
    expect(value('15')).toBe(truth['15']);
    expect(value('12a code')).toBe(truth['12a code']);
    const wages = w2.fields.find((f) => f.key === '1')!;
    expect(wages.confidence).toBeGreaterThan(0.8);
    expect(wages.box!.left).toBeGreaterThan(0);
    expect(wages.box!.top).toBeGreaterThan(0);
    expect(wages.box!.top).toBeLessThan(0.5);
  });

  it('a form staff choose has its boxes read afresh off the pages, not left as another form’s', async () => {
    const { w2, truth, staff } = await uploadW2();
    const put = (form: string) =>
      t.app.inject({ method: 'PUT', url: `/api/extracted_documents/${w2.id}/form`, headers: staff, payload: { form } });
    const asInterest = await put('1099-INT');
    expect(asInterest.statusCode, asInterest.body).toBe(200);
    // No 1099-INT captions on a W-2: no W-2 box is carried over as one of the 1099-INT's.
    expect((asInterest.json() as Doc).fields.filter((f) => f.value !== null)).toEqual([]);
    // Accepted with no figure read: split; with its figures read: analysed too (both Completed).
    expect(asInterest.json().status).toBe('split_succeeded');
    const back = (await put('W-2')).json() as Doc & { status: string };
    expect(back.status).toBe('analysis_succeeded');
    expect(extractedStatusLabel('analysis_succeeded')).toBe('Completed');
    expect(back.fields.find((f) => f.key === '1')?.value).toBe(parseMoney(truth['1']!));
    expect(back.fields.find((f) => f.key === '2')?.value).toBe(parseMoney(truth['2']!));
  });

  it('PUT /fields/{key}: 401, 400 with the box’s message, 404 for another firm, then kept with who and when', async () => {
    const s = await uploadW2();
    const url = (key: string) => `/api/extracted_documents/${s.w2.id}/fields/${encodeURIComponent(key)}`;
    const put = (key: string, headers: Record<string, string>, value: unknown) =>
      t.app.inject({ method: 'PUT', url: url(key), headers, payload: { value } });

    expect((await put('1', {}, '1.00')).statusCode).toBe(401);
    const money = await put('1', s.staff, 'lots');
    expect(money.statusCode).toBe(400);
    expect(money.json().error.message).toBe(fieldMessages.money);
    const unknown = await put('99', s.staff, '1.00');
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().error.message).toBe(fieldMessages.unknown);
    expect((await put('1', s.staff, 12)).statusCode).toBe(400);
    expect((await put('1', s.asClient, '1.00')).statusCode).toBe(403);
    const other = await connectFirm(t, { bulk_upload_processor: true });
    expect((await put('1', other.staff, '1.00')).statusCode).toBe(404);

    const read = s.w2.fields.find((f) => f.key === '1')!.value;
    const done = await put('1', s.staff, '$51,234.50');
    expect(done.statusCode).toBe(200);
    const wages = (done.json().fields as Field[]).find((f) => f.key === '1')!;
    expect(wages).toMatchObject({ value: '51234.50', read_value: read, confidence: 1 });
    expect(wages.corrected_by).toMatch(/\S/);
    expect(Date.parse(wages.corrected_at!)).not.toBeNaN();

    // A second correction keeps what Connect read, not the first correction.
    const again = await put('1', s.staff, '51234.55');
    expect((again.json().fields as Field[]).find((f) => f.key === '1')).toMatchObject({
      value: '51234.55',
      read_value: read,
    });

    // A code is kept in capitals; a blank box is empty.
    const state = await put('15', s.staff, 'ny');
    expect((state.json().fields as Field[]).find((f) => f.key === '15')!.value).toBe('NY');
    const bad = await put('15', s.staff, 'XX');
    expect(bad.json().error.message).toBe(fieldMessages.code);
    const blank = await put('17', s.staff, '');
    expect((blank.json().fields as Field[]).find((f) => f.key === '17')!.value).toBeNull();
  });
});
