import { eq } from 'drizzle-orm';
import { hash } from '@node-rs/argon2';
import { PDFDocument, StandardFonts } from 'pdf-lib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SAMPLE_RETURN_PAGES } from '@portal/domain';
import { companies, companyOwners, firms } from '../db/schema/index.ts';
import { registerJobs } from '../jobs.ts';
import { buildTestApp, type TestApp } from '../test/build-test-app.ts';
import { buildClient, buildCompany, buildFirm, buildStaff, signInAs } from '../test/factories.ts';
import { multipart } from '../test/multipart.ts';
import { textPagesPdf } from '../test/pdf-files.ts';
import { makeQuestionnaire } from '../test/questionnaire.ts';
import { until } from '../test/poll.ts';
import { sentTaxReturn } from '../test/sent-tax-return.ts';

const PDF = Buffer.from('%PDF-1.4\n1 0 obj<</Type/Catalog>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n');

async function letterPdf(): Promise<Buffer> {
  const pdf = await PDFDocument.create();
  const font = await pdf.embedFont(StandardFonts.Helvetica);
  pdf.addPage([612, 792]).drawText('Taxpayer signature', { x: 72, y: 200, size: 11, font });
  return Buffer.from(await pdf.save());
}

/**
 * Issue 41 §1: the main answers carry the spec's names with real values, on a real database (the contract test
 * checks the OpenAPI document; this checks what is actually sent).
 */
describe('the spec’s names on the main answers', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({ startJobs: true, jobs: { pollingIntervalSeconds: 0.5 } });
    await registerJobs(t.deps);
  });
  afterAll(() => t.close());

  const call = (
    method: 'GET' | 'POST' | 'PUT' | 'DELETE',
    url: string,
    headers: Record<string, string>,
    payload?: object,
  ) => t.app.inject({ method, url, headers, ...(payload ? { payload } : {}) });

  it('a tax return (spec 002 §3), in its detail and as a row of the Deliver table', async () => {
    const r = await sentTaxReturn(t, await textPagesPdf(SAMPLE_RETURN_PAGES));
    await r.db.update(companies).set({ externalEntityId: 'EXT-77' }).where(eq(companies.id, r.company.id));
    expect((await r.sign(r.taraH)).statusCode).toBe(200);

    const d = await r.detail();
    expect(d).toMatchObject({
      status: 'sent',
      current_status: 'sent',
      total_signature_count: 2,
      signatures_total: 2,
      payment: { status: 'unpaid' },
      external_entity_id: 'EXT-77',
      watermarked_file: null,
    });
    expect(d.signers).toEqual([
      { id: r.tara.id, fname: 'Tara', lname: 'Jones', email: r.tara.email },
      { id: r.liam.id, fname: 'Liam', lname: 'Jones', email: r.liam.email },
    ]);
    const form = d.e_sign_forms[0];
    expect(form).toMatchObject({
      form_id: '8879',
      signatures: 2,
      isMarkedSigned: false,
      wetSignaturesRequired: false,
      wet_signature_required: false,
      wetSignatures: [],
      custom_payment_name: null,
    });
    expect(form.signatureData).toEqual([
      expect.objectContaining({ user_id: r.tara.id, signature: 'Tara Jones', signature_type: 'typed' }),
      expect.objectContaining({ user_id: r.liam.id, signature: null, signed_at: null }),
    ]);
    expect(d.payment_vouchers[0].voucher_id).toBe(d.payment_vouchers[0].id);
    expect(d.tax_return_identity_verifications).toEqual([
      { user_id: r.tara.id, status: 'not_started', checked_at: null },
      { user_id: r.liam.id, status: 'not_started', checked_at: null },
    ]);
    // A client sees the return's signers, not the firm's view of their identity checks.
    expect((await r.detail(r.liamH)).tax_return_identity_verifications).toEqual([]);

    const list = (await call('GET', '/api/tax_returns', r.staff)).json();
    expect(list.items.find((i: { id: number }) => i.id === r.id)).toMatchObject({
      current_status: 'sent',
      total_signature_count: 2,
      payment: { status: 'unpaid' },
      external_entity_id: 'EXT-77',
    });
  });

  it('a signature request row links its source and, once signed, its signed document', async () => {
    const db = t.deps.database.db;
    const firm = await buildFirm(db, { preferences: { signature_requests_enabled: true } });
    const staff = (await signInAs(db, await buildStaff(db, firm))).headers;
    const client = await buildClient(db, firm, { fname: 'Nora', lname: 'Quill' });
    const company = await buildCompany(db, firm, client);
    const body = multipart({ company_id: String(company.id), document_name: 'Engagement letter', tax_year: '2025' }, [
      { name: 'letter.pdf', content: await letterPdf(), type: 'application/pdf' },
    ]);
    const id = (
      await t.app.inject({
        method: 'POST',
        url: '/api/signature_requests',
        headers: { ...staff, ...body.headers },
        payload: body.payload,
      })
    ).json().id as number;
    const detail = await until(
      () => call('GET', `/api/signature_requests/${id}`, staff).then((res) => res.json()),
      (d) => d.status !== 'processing',
    );
    expect(detail.source).toEqual({
      document_id: detail.original_document_id,
      link: `/api/signature_requests/${id}/document?kind=original`,
    });
    expect(detail.signed_document).toBeNull();
    const row = (await call('GET', '/api/signature_requests', staff)).json().items[0];
    expect(row).toMatchObject({ id, source: detail.source, signed_document: null, signed_pages_only: false });
    // The source's link is a call that answers.
    expect((await call('GET', detail.source.link, staff)).json().url).toEqual(expect.any(String));
  });

  it('drop links and their uploads name who has not seen them (unseen_user_ids, unseen_user_ids_mapped)', async () => {
    const db = t.deps.database.db;
    const firm = await buildFirm(db, { preferences: { drop_link_enabled: true } });
    const partner = await buildStaff(db, firm);
    const full = await buildStaff(db, firm, { access: 'full' });
    const headers = (await signInAs(db, partner)).headers;
    const link = (
      await call('POST', '/api/drop_links', headers, { name: 'Intake', subscribedUserIds: [partner.id, full.id] })
    ).json();
    const form = multipart({ first_name: 'Ann', last_name: 'Lee', email: 'ann@example.test' }, [
      { name: 'w2.pdf', content: PDF },
    ]);
    const visit = await t.app.inject({
      method: 'POST',
      url: `/api/public/drop_links/${link.token}/uploads`,
      payload: form.payload,
      headers: form.headers,
    });
    expect(visit.statusCode, visit.body).toBe(200);
    const both = [partner.id, full.id].sort((a, b) => a - b);
    const listed = (await call('GET', '/api/drop_links', headers)).json()[0];
    expect(listed).toMatchObject({
      unseen_user_ids: both,
      unseen_user_ids_mapped: { [partner.id]: 1, [full.id]: 1 },
      unseen_count: 1,
    });
    const upload = (await call('GET', `/api/drop_links/${link.id}/uploads`, headers)).json()[0];
    expect(upload).toMatchObject({ unseen_user_ids: both, seen: false });
    const seen = await call('POST', `/api/drop_links/uploads/${upload.id}/seen`, headers, { seen: true });
    expect(seen.statusCode).toBe(204);
    expect((await call('GET', `/api/drop_links/${link.id}/uploads`, headers)).json()[0]).toMatchObject({
      unseen_user_ids: [full.id],
      seen: true,
    });
    expect((await call('GET', '/api/drop_links', headers)).json()[0]).toMatchObject({
      unseen_user_ids: [full.id],
      unseen_user_ids_mapped: { [full.id]: 1 },
      unseen_count: 0,
    });
  });

  it('document items carry link, children, annotations and the processor’s ids; showWithDeleted is the spec’s name', async () => {
    const db = t.deps.database.db;
    const firm = await buildFirm(db);
    const headers = (await signInAs(db, await buildStaff(db, firm))).headers;
    const client = await buildClient(db, firm);
    const company = await buildCompany(db, firm, client);
    const base = `/api/companies/${company.id}/documents`;
    expect((await call('POST', `${base}/folders`, headers, { path: '/', name: '2025' })).statusCode).toBe(200);
    expect((await call('POST', `${base}/folders`, headers, { path: '/2025', name: 'W-2s' })).statusCode).toBe(200);
    const upload = multipart({ path: '/' }, [{ name: 'gone.pdf', content: PDF, type: 'application/pdf' }]);
    const file = (
      await t.app.inject({
        method: 'POST',
        url: base,
        headers: { ...headers, ...upload.headers },
        payload: upload.payload,
      })
    ).json().document;
    expect(file).toMatchObject({
      link: `/api/documents/${file.id}/link`,
      children: [],
      annotations: 0,
      extracted_document_id: null,
      parent_document_id: null,
    });
    const folder = (await call('GET', base, headers)).json().items.find((i: { name: string }) => i.name === '2025');
    expect(folder).toMatchObject({
      link: `${base}?path=%2F2025`,
      children: [{ id: expect.any(Number), name: 'W-2s' }],
    });
    expect((await call('DELETE', `/api/documents/${file.id}`, headers)).statusCode).toBeLessThan(300);
    const names = async (query: string) =>
      (await call('GET', `${base}${query}`, headers)).json().items.map((i: { name: string }) => i.name);
    expect(await names('')).toEqual(['2025']);
    expect(await names('?showWithDeleted=true')).toEqual(['2025', 'gone.pdf']);
    expect(await names('?showWithDeleted=false&include_deleted=true')).toEqual(['2025']);
    expect(await names('?include_deleted=true')).toEqual(['2025', 'gone.pdf']);
    const bad = await call('GET', `${base}?showWithDeleted=yes`, headers);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.fields).toHaveProperty('showWithDeleted');
  });

  it('firm users carry access and workflows workflow_steps', async () => {
    const db = t.deps.database.db;
    const firm = await buildFirm(db, { preferences: { workflow_automation_enabled: true } });
    const partner = await buildStaff(db, firm);
    await buildStaff(db, firm, { access: 'full' });
    const headers = (await signInAs(db, partner)).headers;
    const users = (await call('GET', '/api/firm_users', headers)).json();
    expect(users.map((u: { access: string }) => u.access).sort()).toEqual(['full', 'partner']);
    for (const u of users) expect(u.access).toBe(u.firm_access);

    const created = await call('POST', '/api/workflows', headers, {
      title: 'Welcome',
      steps: [
        { id: 'n', stepType: 'create_note', content: { text: 'Say hello' }, position: 1 },
        { id: 't', stepType: 'trigger', content: 'new_client_added', position: 0 },
      ],
    });
    expect(created.statusCode, created.body).toBeLessThan(300);
    const workflow = (await call('GET', '/api/workflows', headers)).json().workflows[0];
    expect(workflow.title).toBe('Welcome');
    expect(workflow.workflow_steps).toEqual([
      { id: 't', step_type: 'trigger', content: 'new_client_added', position: 0 },
      { id: 'n', step_type: 'create_note', content: { text: 'Say hello' }, position: 1 },
    ]);
  });

  it('a questionnaire (spec 001 §3) carries its fields, sections and entity users', async () => {
    const db = t.deps.database.db;
    const firm = await buildFirm(db);
    const staff = (await signInAs(db, await buildStaff(db, firm))).headers;
    const tara = await buildClient(db, firm, { fname: 'Tara', lname: 'Jones' });
    const liam = await buildClient(db, firm, { fname: 'Liam', lname: 'Jones' });
    const company = await buildCompany(db, firm, tara, { spouseUserId: liam.id, externalEntityId: 'EXT-9' });
    await db.insert(companyOwners).values({ firmId: firm.id, companyId: company.id, userId: liam.id });
    const id = await makeQuestionnaire(db, firm.id, company.id);
    const q = (await call('GET', `/api/get_questionnaire?companyId=${company.id}&questionnaireId=${id}`, staff)).json();
    expect(q).toMatchObject({
      questionnaire_id: id,
      formatted_name: '2025 Tax Organizer',
      is_open_item: true,
      sent_at: '2026-02-01T12:00:00.000Z',
      reminders_disabled: false,
      documents_needed: 1,
      upload_question_with_document_count_needed: 1,
      upload_question_with_document_count_uploaded: 0,
      company_details: { name: company.name, hash_id: company.hashId, inactive: false, external_entity_id: 'EXT-9' },
      notes: [],
      extracted_documents: [],
    });
    expect(q.user_details).toEqual([
      { id: tara.id, full_name: 'Tara Jones', email: tara.email, is_taxpayer: true, is_spouse: false },
      { id: liam.id, full_name: 'Liam Jones', email: liam.email, is_taxpayer: false, is_spouse: true },
    ]);
    const [general, checklist] = q.sections;
    expect(general).toMatchObject({ triggered: true, isCompleted: false });
    expect(general.questionnaire_questions).toEqual(
      q.questionnaire_questions
        .filter((x: { section_id: number }) => x.section_id === general.id)
        .map((x: { id: number }) => x.id),
    );
    expect(checklist.questionnaire_questions).toHaveLength(1);
    const users = (await call('GET', `/api/get_active_entity_users?questionnaireId=${id}`, staff)).json();
    expect(users).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ id: tara.id, is_taxpayer: true, is_spouse: false }),
        expect.objectContaining({ id: liam.id, is_taxpayer: false, is_spouse: true }),
      ]),
    );
  });

  it('the sign-in lookup names the firm (accountant_id), or none for an email in several firms', async () => {
    const db = t.deps.database.db;
    const lookup = async (email: string, firm?: string) =>
      (
        await t.app.inject({
          url: `/api/sessions/get_preferred_sign_in_method?username=${encodeURIComponent(email)}${firm ? `&firm=${firm}` : ''}`,
        })
      ).json();
    const one = await buildFirm(db);
    const two = await buildFirm(db);
    const solo = await buildClient(db, one);
    expect((await lookup(solo.email!)).accountant_id).toBe(one.id);
    const email = `twice-${one.id}@example.test`;
    await buildClient(db, one, { email });
    await buildClient(db, two, { email });
    expect((await lookup(email)).accountant_id).toBeNull();
    const [row] = await db.select({ subdomain: firms.subdomainUrl }).from(firms).where(eq(firms.id, two.id));
    const subdomain = row!.subdomain;
    expect((await lookup(email, subdomain)).accountant_id).toBe(two.id);
    // An email with no account is answered with a firm too, the same one each time.
    const unknown = (await lookup('nobody-41@nowhere.test')).accountant_id;
    expect(unknown).toEqual(expect.any(Number));
    expect((await lookup('nobody-41@nowhere.test')).accountant_id).toBe(unknown);
  });

  it('send_2fa_link {uid} sends the code again only to the browser holding that pending sign-in', async () => {
    const db = t.deps.database.db;
    const firm = await buildFirm(db);
    const passwordHash = await hash('Correct-Horse-42');
    const client = await buildClient(db, firm, { passwordHash, preferredSignInMethod: 'password', enabled2fa: true });
    const other = await buildClient(db, firm, { passwordHash, preferredSignInMethod: 'password', enabled2fa: true });
    const step = await call(
      'POST',
      '/api/sessions/verify_password_for_firebase_token',
      {},
      {
        username: client.email,
        password: 'Correct-Horse-42',
      },
    );
    expect(step.json().status).toBe('two_factor_required');
    const cookie = step.cookies.find((c) => c.name === 'portal_2fa_pending');
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Strict', path: '/api/sessions' });
    const resend = (payload: object, withCookie: boolean) =>
      t.app.inject({
        method: 'POST',
        url: '/api/sessions/send_2fa_link',
        payload,
        ...(withCookie ? { cookies: { portal_2fa_pending: cookie!.value } } : {}),
      });
    expect((await resend({}, true)).statusCode).toBe(400);
    expect((await resend({ uid: client.uid }, false)).statusCode).toBe(401);
    expect((await resend({ uid: other.uid }, true)).statusCode).toBe(401);
    const sent = await resend({ uid: client.uid }, true);
    expect(sent.statusCode, sent.body).toBe(200);
    expect(sent.json().sent_to).toEqual(expect.any(String));
  });
});
