import { setTimeout as sleep } from 'node:timers/promises';
import { and, asc, eq, isNull } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { PDFDocument, StandardFonts } from 'pdf-lib';
import { SAMPLE_RETURN_PAGES, type RecognisedForm } from '@portal/domain';
import type { AppDeps } from '../../app-deps.ts';
import { companies, companyOwners, firmGroups, users } from '../schema/index.ts';
import { storeRecordFile } from '../../features/documents/index.ts';
import { startSession } from '../../features/sessions/index.ts';
// The forms Connect's tests draw: a generated scan, read by the same processor as a client's.
import { drawFormPage, seededRandom } from './draw-form.ts';
import { multipart } from '../../platform/multipart-body.ts';

type Headers = Record<string, string>;

/** A return as a tax program prints it (the classifier finds its 8879, voucher and state return). */
async function returnPdf(): Promise<Buffer> {
  const pdf = await PDFDocument.create();
  const font = await pdf.embedFont(StandardFonts.Helvetica);
  for (const text of SAMPLE_RETURN_PAGES) {
    const page = pdf.addPage([612, 792]);
    const words = text.replaceAll('’', "'").split(' ');
    for (let i = 0, y = 740; i < words.length; i += 9, y -= 16)
      page.drawText(words.slice(i, i + 9).join(' '), { x: 54, y, size: 10, font });
  }
  return Buffer.from(await pdf.save());
}

/** An engagement letter with a signature line on its last page. */
async function letterPdf(entityName: string): Promise<Buffer> {
  const pdf = await PDFDocument.create();
  const font = await pdf.embedFont(StandardFonts.Helvetica);
  for (let i = 1; i <= 2; i++) {
    const page = pdf.addPage([612, 792]);
    page.drawText(`Engagement letter for ${entityName}, page ${i}`, { x: 72, y: 720, size: 14, font });
    if (i === 2) {
      page.drawText('Taxpayer signature', { x: 72, y: 200, size: 11, font });
      page.drawText('Date', { x: 400, y: 200, size: 11, font });
    }
  }
  return Buffer.from(await pdf.save());
}

/** A client's scanned bundle of forms (drawn as the Connect test set draws them), for the recogniser to split. */
async function scanBundle(forms: RecognisedForm[], seed: number, payers: string[]): Promise<Buffer> {
  const pdf = await PDFDocument.create();
  const random = seededRandom(seed);
  for (const [i, form] of forms.entries()) {
    await drawFormPage(pdf, { form, payer: payers[i % payers.length]!, year: 2025, page: 1 }, random);
    if (form === '1040') await drawFormPage(pdf, { form, payer: '', year: 2025, page: 2 }, random);
  }
  return Buffer.from(await pdf.save());
}

/**
 * The demo firm at work (issue 38 §2), made the way a firm makes it: through the portal's own routes and background
 * jobs, as its partner. Returns in several delivery states, signature requests waiting and sent, clients' scans split
 * and recognised by Connect, and two workflows with their runs. Slow work (processing a return, preparing a request,
 * reading scans) runs in the jobs; each step waits for it, so the demo opens on finished work.
 */
export async function seedDemoActivity(deps: AppDeps, app: FastifyInstance, firmId: number) {
  const db = deps.database.db;
  const [partner] = await db
    .select({ id: users.id, firmId: users.firmId })
    .from(users)
    .where(and(eq(users.firmId, firmId), eq(users.isAdvisor, true), eq(users.firmAccess, 'partner')))
    .orderBy(asc(users.id))
    .limit(1);
  const session = await startSession({ db, clock: deps.clock }, partner!, { ip: null, userAgent: 'demo seed' });
  const staff: Headers = { authorization: `Bearer ${session.accessToken}` };
  const call = async (method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) => {
    const res = await app.inject({ method, url, headers: staff, ...(payload ? { payload } : {}) });
    if (res.statusCode >= 400) throw new Error(`${method} ${url}: ${res.statusCode} ${res.body}`);
    return res.json();
  };
  const upload = async (url: string, fields: Record<string, string>, name: string, content: Buffer) => {
    const body = multipart(fields, [{ name, content, type: 'application/pdf' }]);
    const res = await app.inject({
      method: 'POST',
      url,
      headers: { ...staff, ...body.headers },
      payload: body.payload,
    });
    if (res.statusCode >= 400) throw new Error(`POST ${url}: ${res.statusCode} ${res.body}`);
    return res.json() as { id: number };
  };
  const until = async <T>(read: () => Promise<T>, done: (v: T) => boolean, what: string) => {
    for (let i = 0; i < 720; i++) {
      const value = await read();
      if (done(value)) return value;
      await sleep(250);
    }
    throw new Error(`The demo waited too long for ${what}`);
  };

  // The first entities of the seeded clients, each with its owner.
  const entities = await db
    .select({ id: companies.id, name: companies.name, ownerId: companyOwners.userId })
    .from(companies)
    .innerJoin(companyOwners, eq(companyOwners.companyId, companies.id))
    .where(and(eq(companies.firmId, firmId), isNull(companies.deletedAt), eq(companies.inactive, false)))
    .orderBy(asc(companies.id))
    .limit(8);

  // Deliver: a draft for the client's review, two returns sent to sign and pay, one waiting for its classification.
  const pdf = await returnPdf();
  const uploadReturn = (entity: (typeof entities)[number], draft = false) =>
    upload(
      '/api/tax_returns',
      {
        company_id: String(entity.id),
        tax_year: '2025',
        tax_return_name: `2025 Form 1040 — ${entity.name}`,
        ...(draft ? { as_draft: 'true' } : {}),
      },
      'return.pdf',
      pdf,
    );
  const returnDetail = (id: number) => call('GET', `/api/tax_returns/${id}`) as Promise<{ status: string }>;
  await uploadReturn(entities[0]!, true);
  for (const entity of entities.slice(1, 3)) {
    const { id } = await uploadReturn(entity);
    await until(
      () => returnDetail(id),
      (d) => d.status === 'action_required',
      'a return to be read',
    );
    await call('PUT', `/api/tax_returns/${id}/classification`, {
      e_sign_forms: [{ page: 2, form_id: '8879', signers: [{ user_id: entity.ownerId, role: 'taxpayer' }] }],
      payment_vouchers: [{ page: 3, form_id: '1040-V', amount_cents: 123456, due_date: '2026-04-15' }],
      paper_filed_returns: [{ page: 7, form_id: '540' }],
    });
    await call('POST', `/api/tax_returns/${id}/send`);
  }
  await uploadReturn(entities[3]!);

  // Signatures: engagement letters, one prepared and waiting to be sent, two sent to their signers.
  for (const [i, entity] of entities.slice(0, 3).entries()) {
    const { id } = await upload(
      '/api/signature_requests',
      { company_id: String(entity.id), document_name: 'Engagement letter', tax_year: '2025' },
      'engagement-letter.pdf',
      await letterPdf(entity.name),
    );
    await until(
      () => call('GET', `/api/signature_requests/${id}`) as Promise<{ status: string }>,
      (d) => d.status !== 'processing',
      'a signature request to be prepared',
    );
    if (i > 0) await call('POST', `/api/signature_requests/${id}/send`);
  }

  // Connect (for individuals): three clients' scans, split into documents and recognised by the real processor; on
  // individuals past the first entities, which demo-documents.ts fills, so each scan is its entity's only upload.
  const bundles: RecognisedForm[][] = [
    ['W-2', '1099-INT', '1040'],
    ['W-2', 'W-2', '1099-DIV'],
    ['1099-INT', '1098', 'W-2'],
  ];
  const payers = ['Acme Widgets Inc', 'First National Bank', 'Harbor Credit Union'];
  const filled = new Set(entities.slice(0, 5).map((e) => e.id));
  const individuals = (
    await db
      .select({ id: companies.id, ownerId: companyOwners.userId })
      .from(companies)
      .innerJoin(companyOwners, eq(companyOwners.companyId, companies.id))
      .where(and(eq(companies.firmId, firmId), eq(companies.entityType, 'Individual'), isNull(companies.deletedAt)))
      .orderBy(asc(companies.id))
      .limit(8)
  ).filter((e) => !filled.has(e.id));
  for (const [i, forms] of bundles.entries()) {
    const entity = individuals[i] ?? individuals[0]!;
    const file = await storeRecordFile(
      { db, storage: deps.storage },
      {
        firmId,
        companyId: entity.id,
        uploaderId: entity.ownerId,
        folder: '/Uploads',
        filename: `Scan ${i + 1}.pdf`,
        mimetype: 'application/pdf',
        content: await scanBundle(forms, i + 11, payers),
      },
    );
    const extracted = await call('POST', '/api/documents/process_document', {
      company_id: entity.id,
      document_id: file.id,
    });
    await until(
      () => call('GET', `/api/companies/${entity.id}/extracted_documents`) as Promise<{ status: string }[]>,
      (list) => list.length > 0 && list.every((u) => u.status !== 'processing'),
      `the scan of ${extracted.id} to be read`,
    );
  }

  // Workflows: a welcome for new clients and a thank-you for organizers, with runs from two clients added.
  const welcome = await call('POST', '/api/workflows', {
    title: 'Welcome a new client',
    steps: [
      { id: 't', stepType: 'trigger', content: 'new_client_added', position: 0 },
      { id: 'n', stepType: 'create_note', content: { text: 'New client: send the engagement letter.' }, position: 1 },
      { id: 'g', stepType: 'add_tag', content: { tag: 'New client' }, position: 2 },
    ],
  });
  await call('POST', `/api/workflows/${welcome.id}/activate`);
  const received = await call('POST', '/api/workflows', {
    title: 'Organizer received',
    steps: [
      { id: 't', stepType: 'trigger', content: 'questionnaire_submitted', position: 0 },
      { id: 'g', stepType: 'add_tag', content: { tag: 'Organizer received' }, position: 1 },
    ],
  });
  await call('POST', `/api/workflows/${received.id}/activate`);
  // A firm with groups files each new client in one (the demo's: West Office).
  const [group] = await db
    .select({ id: firmGroups.id })
    .from(firmGroups)
    .where(eq(firmGroups.firmId, firmId))
    .orderBy(asc(firmGroups.id))
    .limit(1);
  for (const [fname, lname] of [
    ['Maya', 'Ortiz'],
    ['Noah', 'Fischer'],
  ] as const) {
    await call('POST', '/api/users/create_client_from_api', {
      fname,
      lname,
      email: `${fname.toLowerCase()}.${lname.toLowerCase()}@demo.example`,
      assigned_advisor_id: partner!.id,
      entity_type: 'Individual',
      ...(group && { firm_group_id: group.id }),
    });
  }
  await until(
    () => call('GET', `/api/workflows/${welcome.id}/runs`) as Promise<{ runs: { status: string }[] }>,
    ({ runs }) => runs.length >= 2 && runs.every((run) => run.status !== 'queued' && run.status !== 'running'),
    'the welcome workflow to run',
  );
}
