// What the Connect integration tests share: a client's bundle of drawn forms, a firm with its partner, client
// and entity, the client's upload into the entity's documents, and the processor started through its route.
import { PDFDocument } from 'pdf-lib';
import type { FirmPreferences, RecognisedForm } from '@portal/domain';
import { buildClient, buildCompany, buildFirm, buildStaff, signInAs } from '../../src/test/factories.ts';
import type { TestApp } from '../../src/test/build-test-app.ts';
import { storeRecordFile } from '../../src/features/documents/index.ts';
import type { ProcessDeps } from '../../src/features/connect/process-upload.ts';
import { extractedDocuments, type StoredField } from '../../src/db/schema/index.ts';
import { drawFormPage, seededRandom } from '../../src/db/seed/draw-form.ts';

const PAYERS = ['Acme Widgets Inc', 'First National Bank', 'Self'];

/** A client's bundle of forms for tax year 2025 (a 1040 has two pages), with payers taken in turn. */
export async function bundlePdf(
  forms: RecognisedForm[] = ['W-2', '1099-INT', '1040'],
  opts: { seed?: number; payer?: (form: RecognisedForm, index: number) => string } = {},
): Promise<Buffer> {
  const pdf = await PDFDocument.create();
  const random = seededRandom(opts.seed ?? 7);
  const payer = opts.payer ?? ((_form: RecognisedForm, i: number) => PAYERS[i % PAYERS.length]!);
  for (const [i, form] of forms.entries()) {
    await drawFormPage(pdf, { form, payer: payer(form, i), year: 2025, page: 1 }, random);
    if (form === '1040') await drawFormPage(pdf, { form, payer: '', year: 2025, page: 2 }, random);
  }
  return Buffer.from(await pdf.save());
}

/** What processUpload needs from the test app; a test may swap a part (a failing storage or OCR). */
export function processDeps(t: TestApp, overrides: Partial<ProcessDeps> = {}): ProcessDeps {
  return {
    db: t.deps.database.db,
    storage: t.deps.storage,
    ocr: t.deps.ocr,
    now: () => new Date(),
    events: t.deps.events,
    ...overrides,
  };
}

/** A firm with the given preferences, its partner signed in, and a client's entity. */
export async function connectFirm(t: TestApp, preferences: Partial<FirmPreferences>, entity: { name?: string } = {}) {
  const db = t.deps.database.db;
  const firm = await buildFirm(db, { preferences });
  const partner = await buildStaff(db, firm);
  const client = await buildClient(db, firm);
  const company = await buildCompany(db, firm, client, entity);
  /** Stores a file in the entity's /Uploads as the client uploaded it. */
  const upload = (content: Buffer, filename = 'scan.pdf', mimetype = 'application/pdf') =>
    storeRecordFile(
      { db, storage: t.deps.storage },
      {
        firmId: firm.id,
        companyId: company.id,
        uploaderId: client.id,
        folder: '/Uploads',
        filename,
        mimetype,
        content,
      },
    );
  /** Starts the processor on a stored file through its route, as staff do: the upload's id. */
  const startProcessing = async (documentId: number, headers: Record<string, string>) => {
    const started = await t.app.inject({
      method: 'POST',
      url: '/api/documents/process_document',
      headers,
      payload: { company_id: company.id, document_id: documentId },
    });
    if (started.statusCode !== 200) throw new Error(`process_document answered ${started.statusCode}`);
    return started.json().id as number;
  };
  return {
    db,
    firm,
    partner,
    client,
    company,
    upload,
    startProcessing,
    staff: (await signInAs(db, partner)).headers,
    asClient: (await signInAs(db, client)).headers,
  };
}

/**
 * A document the processor cut from an upload and filed, with its form, payer, year and figures, written straight
 * to the database: for tests of what is built on recognised documents (tax data, next year's checklist).
 */
export async function insertSplitDocument(
  s: Awaited<ReturnType<typeof connectFirm>>,
  doc: {
    form: string;
    payer: string | null;
    year: number;
    fields?: StoredField[];
    reviewed?: boolean;
    others?: boolean;
  },
) {
  const file = await s.upload(Buffer.from('%PDF-1.4\n'), `${doc.form} ${doc.payer ?? ''}.pdf`);
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
      detailedName: [doc.form, doc.payer, doc.year].filter(Boolean).join(' - '),
      form: doc.form,
      differentiator: doc.payer,
      taxYear: doc.year,
      fields: doc.fields ?? [],
      markedAsOthers: doc.others ?? false,
    })
    .returning();
  return split!;
}
