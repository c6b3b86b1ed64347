import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { extractedDocuments, type StoredField } from '../../db/schema/index.ts';
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts';
import { connectFirm } from '../../../test/connect-fixture/connect-fixture.ts';

type Firm = Awaited<ReturnType<typeof connectFirm>>;
const figure = (key: string, value: string | null): StoredField => ({
  key,
  value,
  confidence: 0.95,
  page: 1,
  box: null,
});

/** Issue 42 §3 through the API: an entity's figures of a year, their totals beside the prior year's, and exports. */
describe('tax data: an entity’s figures of a tax year', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(() => t.close());

  /** A split document of the entity, filed, with its figures. */
  async function splitDocument(
    s: Firm,
    doc: { form: string; payer: string; year: number; fields: StoredField[]; reviewed?: boolean; others?: boolean },
  ) {
    const file = await s.upload(Buffer.from('%PDF-1.4\n'), `${doc.form} ${doc.payer}.pdf`);
    const base = { firmId: s.firm.id, companyId: s.company.id, folderPath: '/Uploads', createdById: s.partner.id };
    const [upload] = await s.db
      .insert(extractedDocuments)
      .values({
        ...base,
        sourceDocumentId: file.id,
        source: 'upload',
        status: 'split_succeeded',
        name: 'scan.pdf',
        detailedName: '/Uploads/scan.pdf',
      })
      .returning();
    const name = `${doc.form} - ${doc.payer} - ${doc.year}`;
    const [split] = await s.db
      .insert(extractedDocuments)
      .values({
        ...base,
        parentId: upload!.id,
        sourceDocumentId: file.id,
        documentId: file.id,
        source: 'upload',
        status: doc.reviewed === false ? 'review_required' : 'split_succeeded',
        name: doc.form,
        detailedName: name,
        form: doc.form,
        differentiator: doc.payer,
        taxYear: doc.year,
        fields: doc.fields,
        markedAsOthers: doc.others ?? false,
      })
      .returning();
    return split!;
  }

  async function entityWithDocuments() {
    const s = await connectFirm(t, { bulk_upload_processor: true }, { name: 'Ana Diaz' });
    const w2 = await splitDocument(s, {
      form: 'W-2',
      payer: 'Acme Corp.',
      year: 2025,
      fields: [figure('1', '84000.00'), figure('2', '9000.00'), figure('3', '84000.00')],
    });
    await splitDocument(s, {
      form: '1099-INT',
      payer: 'First Bank',
      year: 2025,
      fields: [figure('1', '12.34'), figure('4', null)],
    });
    // Not reviewed yet: counted as waiting, not added.
    await splitDocument(s, {
      form: 'W-2',
      payer: 'Beta LLC',
      year: 2025,
      fields: [figure('1', '1000.00')],
      reviewed: false,
    });
    // Set aside as others: not the entity's tax data.
    await splitDocument(s, {
      form: '1099-DIV',
      payer: 'Fund',
      year: 2025,
      fields: [figure('1a', '50.00')],
      others: true,
    });
    await splitDocument(s, {
      form: 'W-2',
      payer: 'Acme Corp.',
      year: 2024,
      fields: [figure('1', '80000.00'), figure('2', '8000.00')],
    });
    await splitDocument(s, { form: '1099-DIV', payer: 'Fund', year: 2024, fields: [figure('1a', '200.00')] });
    return { ...s, w2 };
  }

  const get = (s: Firm, query: string, headers: Record<string, string> = s.staff, companyId = s.company.id) =>
    t.app.inject({ method: 'GET', url: `/api/companies/${companyId}/tax_data${query}`, headers });

  it('lists the reviewed documents’ figures and the totals per kind beside the prior year’s', async () => {
    const s = await entityWithDocuments();
    const res = await get(s, '?year=2025');
    expect(res.statusCode).toBe(200);
    const data = res.json();
    expect(data).toMatchObject({
      company_id: s.company.id,
      entity_name: 'Ana Diaz',
      tax_year: 2025,
      waiting_for_review: 1,
    });
    expect(data.documents.map((d: { name: string }) => d.name)).toEqual([
      '1099-INT - First Bank - 2025',
      'W-2 - Acme Corp. - 2025',
    ]);
    expect(data.documents[1].figures).toEqual([
      { key: '1', label: 'Wages, tips, other compensation', kind: 'money', value: '84000.00' },
      { key: '2', label: 'Federal income tax withheld', kind: 'money', value: '9000.00' },
      { key: '3', label: 'Social security wages', kind: 'money', value: '84000.00' },
    ]);
    expect(data.totals).toEqual([
      { kind: 'wages', label: 'Wages', amount: '84000.00', prior_amount: '80000.00', change: '4000.00' },
      {
        kind: 'federal_withholding',
        label: 'Federal income tax withheld',
        amount: '9000.00',
        prior_amount: '8000.00',
        change: '1000.00',
      },
      { kind: 'interest', label: 'Interest', amount: '12.34', prior_amount: null, change: null },
      { kind: 'dividends', label: 'Ordinary dividends', amount: '0.00', prior_amount: '200.00', change: '-200.00' },
    ]);
  });

  it('follows a correction of a figure: the total changes with it', async () => {
    const s = await entityWithDocuments();
    const put = await t.app.inject({
      method: 'PUT',
      url: `/api/extracted_documents/${s.w2.id}/fields/1`,
      headers: s.staff,
      payload: { value: '85,000.50' },
    });
    expect(put.statusCode).toBe(200);
    const wages = (await get(s, '?year=2025')).json().totals[0];
    expect(wages).toMatchObject({ kind: 'wages', amount: '85000.50', change: '5000.50' });
  });

  it('exports the same data as CSV and as JSON files', async () => {
    const s = await entityWithDocuments();
    const csv = await get(s, '/export?year=2025&format=csv');
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-type']).toMatch(/^text\/csv/);
    expect(csv.headers['content-disposition']).toContain('Tax data - Ana Diaz - 2025.csv');
    const lines = csv.body.trim().split('\r\n');
    expect(lines[0]).toBe('Section,Document,Form,Payer,Box,Label,Amount,Prior year,Change');
    expect(lines).toContain(
      'Figure,W-2 - Acme Corp. - 2025,W-2,Acme Corp.,1,"Wages, tips, other compensation",84000.00,,',
    );
    expect(lines).toContain("Total,,,,,Ordinary dividends,0.00,200.00,'-200.00");
    const json = await get(s, '/export?year=2025&format=json');
    expect(json.headers['content-disposition']).toContain('Tax data - Ana Diaz - 2025.json');
    expect(JSON.parse(json.body)).toEqual((await get(s, '?year=2025')).json());
  });

  it('answers 401 signed out, 400 without a year, 403 to a client or with the processor off, 404 for another firm', async () => {
    const s = await entityWithDocuments();
    expect((await get(s, '?year=2025', {})).statusCode).toBe(401);
    expect((await get(s, '')).statusCode).toBe(400);
    expect((await get(s, '?year=twenty')).statusCode).toBe(400);
    expect((await get(s, '/export?year=2025&format=xlsx')).statusCode).toBe(400);
    expect((await get(s, '?year=2025', s.asClient)).statusCode).toBe(403);
    const off = await connectFirm(t, { bulk_upload_processor: false });
    expect((await get(off, '?year=2025')).statusCode).toBe(403);
    const other = await connectFirm(t, { bulk_upload_processor: true });
    expect((await get(other, '?year=2025', other.staff, s.company.id)).statusCode).toBe(404);
    expect((await get(other, '/export?year=2025', other.staff, s.company.id)).statusCode).toBe(404);
  });
});
