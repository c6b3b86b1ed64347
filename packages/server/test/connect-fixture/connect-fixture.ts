// What the Connect integration tests share: a client's bundle of drawn forms, a firm with its partner, client
// and entity, the client's upload into the entity's documents, and the processor started through its route.
import { PDFDocument } from 'pdf-lib';
import type { FirmPreferences, RecognisedForm } from '@portal/domain';
import { buildClient, buildCompany, buildFirm, buildStaff, signInAs } from '../../src/test/factories.ts';
import type { TestApp } from '../../src/test/build-test-app.ts';
import { storeRecordFile } from '../../src/features/documents/index.ts';
import type { ProcessDeps } from '../../src/features/connect/process-upload.ts';
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
  return { db: t.deps.database.db, storage: t.deps.storage, ocr: t.deps.ocr, now: () => new Date(), ...overrides };
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
