import { hasTaxId } from '@portal/domain';
import { PDFDocument, StandardFonts } from 'pdf-lib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { connectFirm, processDeps } from '../../../test/connect-fixture/connect-fixture.ts';
import { buildLabelledSet, type LabelledPdf } from '../../../test/connect-set/labelled-set.ts';
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts';
import { multipart } from '../../test/multipart.ts';
import { readMail } from '../../test/outbox.ts';
import { processUpload } from './process-upload.ts';

/** A number as it may be written: its digits, with or without the separators forms print between them. */
const anyWriting = (secret: string) => new RegExp(`(?<!\\d)${[...secret.replace(/\D/g, '')].join('[-\\s.]?')}(?!\\d)`);

/**
 * The page that once named a document "1099-INT - RECIPIENT'S TIN 123-45-6789 - 2025": the payer's box is empty,
 * and the line under its caption is the recipient's TIN; and a bank's statement whose letterhead carries the
 * account number.
 */
async function trickyPdf(): Promise<LabelledPdf> {
  const pdf = await PDFDocument.create();
  const font = await pdf.embedFont(StandardFonts.Helvetica);
  const first = pdf.addPage([612, 792]);
  const text = (page: typeof first, s: string, x: number, y: number, size = 7) =>
    page.drawText(s, { x, y, size, font });
  text(first, "PAYER'S name, street address, city or town, state or province, country, ZIP", 36, 740);
  text(first, "RECIPIENT'S TIN 123-45-6789", 36, 722, 9);
  text(first, '1 Interest income', 300, 740);
  text(first, '2 Early withdrawal penalty', 300, 700);
  text(first, '4 Federal income tax withheld', 300, 660);
  text(first, 'Form 1099-INT   Interest Income   2025', 36, 600, 10);
  const second = pdf.addPage([612, 792]);
  text(second, 'Harbor Savings Bank Account 000123456789', 36, 750, 14);
  text(second, '2025 Tax Information Statement', 36, 720, 11);
  text(second, 'Interest Income (Form 1099-INT)', 36, 680, 11);
  text(second, 'Box 1 Interest income   $412.09', 36, 660, 9);
  text(second, 'Box 4 Federal income tax withheld   $0.00', 36, 646, 9);
  return {
    name: 'tricky.pdf',
    bytes: await pdf.save(),
    pages: ['1099-INT', '1099-INT'],
    blank: [false, false],
    documents: [],
    scanned: [],
    secrets: ['123-45-6789', '000123456789'],
    layout: [],
    look: [],
  };
}

/**
 * No taxpayer identification or account number in what Connect writes (issue 35 §4): statements that print full
 * SSNs, EINs and account numbers go through the processor as a client uploads them; every document name, file
 * name, notification, email and log line of the run is searched for every number those statements print.
 */
describe('connect: no secrets in names, files, figures, tax data, the database, notifications, emails or logs', () => {
  const logs: string[] = [];
  let t: TestApp;
  let set: LabelledPdf[];
  beforeAll(async () => {
    t = await buildTestApp({ startJobs: true, logs });
    set = await buildLabelledSet({
      scans: false,
      slugs: ['int-sub-list', 'w2-payroll', 'stack-two-nec-misc', 'ssa', 'stack-bank-statement-and-1099', 'k1-1041'],
    });
    set.push(await trickyPdf());
  }, 120_000);
  afterAll(() => t.close());

  it('never writes a number that identifies a person or an account', async () => {
    const { company, staff, asClient, startProcessing } = await connectFirm(t, {
      bulk_upload_processor: true,
      review_and_export_enabled: true,
    });
    const secrets = [...new Set(set.flatMap((pdf) => pdf.secrets))].filter((s) => s.replace(/\D/g, '').length >= 5);
    expect(secrets.length).toBeGreaterThan(10);
    for (const pdf of set) {
      const form = multipart({ path: '/Uploads' }, [
        { name: pdf.name, content: Buffer.from(pdf.bytes), type: 'application/pdf' },
      ]);
      const uploaded = await t.app.inject({
        method: 'POST',
        url: `/api/companies/${company.id}/documents`,
        payload: form.payload,
        headers: { ...asClient, ...form.headers },
      });
      expect(uploaded.statusCode, uploaded.body).toBe(200);
      await processUpload(processDeps(t), await startProcessing(uploaded.json().document.id, staff));
    }

    const extracted = await t.app.inject({ url: `/api/companies/${company.id}/extracted_documents`, headers: staff });
    type Split = {
      id: number;
      detailed_name: string;
      differentiator: string | null;
      form: string | null;
      tax_year: number | null;
      fields: unknown[];
    };
    const uploads: { documents: Split[] }[] = extracted.json();
    const documents = uploads.flatMap((u) => u.documents);
    expect(documents.filter((d) => d.form).length).toBeGreaterThanOrEqual(6);
    // Reviewed, their figures are the entity's tax data (issue 42 §3), read and exported as the tax software takes it.
    for (const d of documents.filter((x) => x.form)) {
      const reviewed = await t.app.inject({
        method: 'POST',
        url: `/api/extracted_documents/${d.id}/review`,
        headers: staff,
      });
      expect([200, 409]).toContain(reviewed.statusCode);
    }
    const years = [...new Set(documents.flatMap((d) => (d.tax_year ? [d.tax_year] : [])))];
    const taxData: string[] = [];
    for (const year of years) {
      const url = `/api/companies/${company.id}/tax_data`;
      const data = await t.app.inject({ url: `${url}?year=${year}`, headers: staff });
      expect(data.statusCode, data.body).toBe(200);
      taxData.push(data.body);
      for (const format of ['csv', 'json'])
        taxData.push((await t.app.inject({ url: `${url}/export?year=${year}&format=${format}`, headers: staff })).body);
    }
    expect(taxData.join('')).toMatch(/"value":"\d+\.\d{2}"/);
    // What Connect keeps of each document in the database: its row (names, figures) and its file's record.
    const { rows: stored } = await t.deps.database.executeSql(
      `select row_to_json(e)::text as row from extracted_documents e where e.company_id = $1
       union all select row_to_json(d)::text from documents d where d.company_id = $1`,
      [company.id],
    );
    const files = await t.app.inject({
      url: `/api/companies/${company.id}/documents?path=${encodeURIComponent('/Uploads')}`,
      headers: staff,
    });
    const notifications = [
      ...(await t.app.inject({ url: '/api/notifications', headers: staff })).json().notifications,
      ...(await t.app.inject({ url: '/api/notifications', headers: asClient })).json().notifications,
    ];
    const written = {
      names: documents.flatMap((d) => [d.detailed_name, d.differentiator ?? '']),
      files: [files.body],
      figures: documents.map((d) => JSON.stringify(d.fields)),
      'tax data and its exports': taxData,
      database: stored.map((r) => String((r as { row: string }).row)),
      notifications: notifications.map((n: unknown) => JSON.stringify(n)),
      emails: (await readMail(t.dataDir)).flatMap((m) => [m.subject, m.text, m.html ?? '']),
      logs,
    };
    expect(logs.length).toBeGreaterThan(10);
    // Request ids and file hashes are random hex: their digits may line up as a TIN ("…9a24-6024907c…").
    const unhex = (x: string) => x.replace(/[0-9a-f]{8}(?:-[0-9a-f]{4}){3}-[0-9a-f]{12}|[0-9a-f]{32,}/gi, '#');
    for (const [where, texts] of Object.entries(written)) {
      for (const text of texts.map(unhex)) {
        // A log line's times and a row's ids may hold nine digits in a row: there only written TINs count.
        const tin =
          where === 'logs' || where === 'database'
            ? /(?<!\d)\d{3}-\d{2}-\d{4}(?!\d)|(?<!\d)\d{2}-\d{7}(?!\d)/.test(text)
            : hasTaxId(text);
        expect(tin, `${where}: ${text}`).toBe(false);
        for (const secret of secrets)
          expect(anyWriting(secret).test(text), `${where} shows ${secret}: ${text}`).toBe(false);
      }
    }
  }, 300_000);
});
