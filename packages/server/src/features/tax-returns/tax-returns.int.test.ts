import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { documentMessages, SAMPLE_RETURN_PAGES, taxReturnMessages, voucherPaymentMessages } from '@portal/domain';
import { companies, companyOwners, documents, firms, taxReturns } from '../../db/schema/index.ts';
import { registerJobs } from '../../jobs.ts';
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts';
import { buildClient, buildCompany, buildFirm, buildStaff, signInAs } from '../../test/factories.ts';
import { multipart } from '../../test/multipart.ts';
import { lastMailTo, readMail } from '../../test/outbox.ts';
import { LOCKED_PDF, pdfPages, textPagesPdf } from '../../test/pdf-files.ts';
import { until } from '../../test/poll.ts';
import { UNREADABLE_RETURN } from './process-tax-return.ts';
import { remindDueTaxReturns } from './reminders.ts';

describe('tax returns (the firm side)', () => {
  let t: TestApp;
  let returnPdf: Buffer;
  beforeAll(async () => {
    t = await buildTestApp({ startJobs: true, jobs: { pollingIntervalSeconds: 0.5 } });
    await registerJobs(t.deps);
    returnPdf = await textPagesPdf(SAMPLE_RETURN_PAGES);
  });
  afterAll(() => t.close());

  async function setup(prefs: Record<string, boolean> = { new_tax_return_delivery_enabled: true }) {
    const db = t.deps.database.db;
    const firm = await buildFirm(db, { preferences: prefs });
    const partner = await buildStaff(db, firm);
    const tara = await buildClient(db, firm, { fname: 'Tara', lname: 'Jones' });
    const liam = await buildClient(db, firm, { fname: 'Liam', lname: 'Jones' });
    const company = await buildCompany(db, firm, tara, { name: 'Tara & Liam Jones', spouseUserId: liam.id });
    await db.insert(companyOwners).values({ firmId: firm.id, companyId: company.id, userId: liam.id });
    const as = async (u: { id: number; firmId: number }) => (await signInAs(db, u)).headers;
    return { db, firm, partner, tara, liam, company, staff: await as(partner), as };
  }
  const upload = (
    headers: Record<string, string>,
    fields: Record<string, string> | [string, string][],
    file?: { name: string; content: Buffer | string },
  ) => {
    const body = multipart(fields, file ? [{ ...file, type: 'application/pdf' }] : []);
    return t.app.inject({
      method: 'POST',
      url: '/api/tax_returns',
      headers: { ...headers, ...body.headers },
      payload: body.payload,
    });
  };
  const fieldsFor = (company: { id: number }, extra: Record<string, string> = {}) => ({
    company_id: String(company.id),
    tax_year: '2025',
    tax_return_name: '2025 Form 1040',
    ...extra,
  });
  const get = (url: string, headers: Record<string, string>) => t.app.inject({ method: 'GET', url, headers });

  it('answers 401 signed out, 403 while the firm has delivery off and to clients on staff routes', async () => {
    const off = await setup({});
    expect((await get('/api/tax_returns', {})).statusCode).toBe(401);
    const refused = await get('/api/tax_returns', off.staff);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error.message).toBe(taxReturnMessages.disabled);
    expect((await upload(off.staff, fieldsFor(off.company), { name: 'r.pdf', content: returnPdf })).statusCode).toBe(
      403,
    );
    const on = await setup();
    const client = await on.as(on.tara);
    // A client lists one entity's returns: without company_id, 400 with the reason.
    const noEntity = await get('/api/tax_returns', client);
    expect(noEntity.statusCode).toBe(400);
    expect(noEntity.json().error.message).toBe(taxReturnMessages.entityRequired);
    expect((await upload(client, fieldsFor(on.company), { name: 'r.pdf', content: returnPdf })).statusCode).toBe(403);
  });

  it.each([
    ['two entities', 'company_id', taxReturnMessages.entityRequired],
    ['no file', 'file', taxReturnMessages.fileRequired],
    ['an EXE renamed .pdf', 'file', documentMessages.invalidFiles],
    ['a locked PDF', 'file', taxReturnMessages.locked],
    ['no tax year', 'tax_year', taxReturnMessages.taxYearRequired],
    ['no return name', 'tax_return_name', taxReturnMessages.nameRequired],
  ])('refuses an upload with %s (400 on %s)', async (what, field, message) => {
    const { db, firm, company, tara, staff } = await setup();
    const other = await buildCompany(db, firm, tara);
    const base = fieldsFor(company);
    const res =
      what === 'two entities'
        ? await upload(
            staff,
            [
              ['company_id', String(company.id)],
              ['company_id', String(other.id)],
              ['tax_year', '2025'],
              ['tax_return_name', 'x'],
            ],
            { name: 'r.pdf', content: returnPdf },
          )
        : what === 'no file'
          ? await upload(staff, base)
          : what === 'an EXE renamed .pdf'
            ? await upload(staff, base, {
                name: 'r.pdf',
                content: Buffer.concat([Buffer.from('MZ\x90\x00'), Buffer.alloc(200)]),
              })
            : what === 'a locked PDF'
              ? await upload(staff, base, { name: 'r.pdf', content: LOCKED_PDF })
              : what === 'no tax year'
                ? await upload(staff, { ...base, tax_year: '' }, { name: 'r.pdf', content: returnPdf })
                : await upload(staff, { ...base, tax_return_name: ' ' }, { name: 'r.pdf', content: returnPdf });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.fields?.[field]).toBe(message);
    expect(await db.select().from(taxReturns).where(eq(taxReturns.firmId, firm.id))).toHaveLength(0);
  });

  it("answers 404 for another firm's entity and return", async () => {
    const mine = await setup();
    const theirs = await setup();
    expect(
      (await upload(mine.staff, fieldsFor(theirs.company), { name: 'r.pdf', content: returnPdf })).statusCode,
    ).toBe(404);
    const id = (await upload(theirs.staff, fieldsFor(theirs.company), { name: 'r.pdf', content: returnPdf })).json().id;
    expect((await get(`/api/tax_returns/${id}`, mine.staff)).statusCode).toBe(404);
    expect(
      (await t.app.inject({ method: 'DELETE', url: `/api/tax_returns/${id}`, headers: mine.staff })).statusCode,
    ).toBe(404);
    expect((await get('/api/tax_returns', mine.staff)).json().items).toEqual([]);
  });

  it('stores the return in its folder, processes it and proposes its forms, signers, vouchers and paper filing', async () => {
    const { db, company, staff, tara, liam } = await setup();
    const created = await upload(staff, fieldsFor(company), { name: 'return.pdf', content: returnPdf });
    expect(created.statusCode).toBe(200);
    expect(created.json().status).toBe('processing');
    const id = created.json().id as number;
    const detail = () => get(`/api/tax_returns/${id}`, staff).then((r) => r.json());
    const ready = await until(detail, (d) => d.status !== 'processing');
    expect(ready).toMatchObject({ status: 'action_required', page_count: 11, draft_status: null });
    const [original] = await db.select().from(documents).where(eq(documents.id, ready.original_document_id));
    expect(original!.folderPath).toBe('/Tax Return Delivery');
    expect(
      ready.e_sign_forms.map((f: { form_id: string; signers: { user_id: number; role: string }[] }) => [
        f.form_id,
        f.signers.map((s) => [s.role, s.user_id]),
      ]),
    ).toEqual([
      [
        '8879',
        [
          ['taxpayer', tara.id],
          ['spouse', liam.id],
        ],
      ],
      ['8879-S', [['officer', tara.id]]],
      [
        'FTB 8879',
        [
          ['taxpayer', tara.id],
          ['spouse', liam.id],
        ],
      ],
    ]);
    expect(
      ready.payment_vouchers.map(
        (v: { form_id: string; amount_cents: number; due_date: string; authority: string }) => [
          v.form_id,
          v.amount_cents,
          v.due_date,
          v.authority,
        ],
      ),
    ).toEqual([
      ['1040-V', 123456, '2026-04-15', 'IRS'],
      ['1040-ES', 50000, '2026-04-15', 'IRS'],
      ['1040-ES', 50000, '2026-06-15', 'IRS'],
      ['IT-201-V', 30000, '2026-04-15', 'NY'],
    ]);
    expect(ready.paper_filed_returns).toEqual([expect.objectContaining({ form_id: '540', is_mailed: false })]);
  });

  it('stamps a draft DRAFT on every page and sends it to the primary contact for approval', async () => {
    const { company, staff, tara } = await setup();
    const id = (
      await upload(staff, fieldsFor(company, { as_draft: 'true' }), { name: 'return.pdf', content: returnPdf })
    ).json().id as number;
    const ready = await until(
      () => get(`/api/tax_returns/${id}`, staff).then((r) => r.json()),
      (d) => d.status !== 'processing',
    );
    expect(ready).toMatchObject({ status: 'draft', draft_status: 'draft' });
    expect(ready.watermarked_document_id).toEqual(expect.any(Number));
    const [stamped] = await t.deps.database.db
      .select()
      .from(documents)
      .where(eq(documents.id, ready.watermarked_document_id));
    const pages = await pdfPages(
      await new Response(await t.deps.storage.get(stamped!.storageKey!)).arrayBuffer().then((b) => new Uint8Array(b)),
    );
    expect(pages).toHaveLength(11);
    for (const page of pages) expect(page).toContain('DRAFT');
    const mail = await lastMailTo(t.dataDir, tara.email!);
    expect(mail.subject).toMatch(/: your 2025 tax return draft is ready for your review — /);
    expect(mail.text).toContain(`/tax-return-delivery/${id}?companyId=${company.id}`);
  });

  it("shows a client the draft of their own entity's return, stamped DRAFT, and nothing the firm is still working on", async () => {
    const { db, firm, company, staff, tara, as } = await setup();
    // The firm's own work first: whether its job has finished or not, the client sees no return. (Asked after the
    // draft's upload, the heading raced its job, which can finish first.)
    const plainId = (await upload(staff, fieldsFor(company), { name: 'return.pdf', content: returnPdf })).json()
      .id as number;
    const client = await as(tara);
    const heading = async () => (await get('/api/client/questionnaires', client)).json().has_tax_returns;
    expect(await heading()).toBe(false);
    const draftId = (
      await upload(staff, fieldsFor(company, { as_draft: 'true' }), { name: 'return.pdf', content: returnPdf })
    ).json().id as number;
    // Processing, then action_required: the firm's work, 404 to the client.
    expect((await get(`/api/tax_returns/${plainId}`, client)).statusCode).toBe(404);
    const ready = await until(
      () => get(`/api/tax_returns/${draftId}`, staff).then((r) => r.json()),
      (d) => d.status !== 'processing',
    );
    await until(
      () => get(`/api/tax_returns/${plainId}`, staff).then((r) => r.json()),
      (d) => d.status !== 'processing',
    );
    expect((await get(`/api/tax_returns/${plainId}`, client)).statusCode).toBe(404);
    expect((await get(`/api/tax_returns/${plainId}/document`, client)).statusCode).toBe(404);
    const seen = await get(`/api/tax_returns/${draftId}`, client);
    expect(seen.statusCode).toBe(200);
    // Their entity's list (the dashboard's Tax Returns heading) holds the draft only.
    expect(await heading()).toBe(true);
    const listed = await get(`/api/tax_returns?company_id=${company.id}`, client);
    expect(listed.statusCode).toBe(200);
    expect(listed.json().items.map((r: { id: number }) => r.id)).toEqual([draftId]);
    expect((await get(`/api/tax_returns?company_id=${company.id}`, staff)).json().items).toHaveLength(2);
    expect(seen.json()).toMatchObject({ status: 'draft', draft_status: 'draft', tax_return_name: '2025 Form 1040' });

    // The link is to the DRAFT copy for the client; staff may also ask for the original.
    const pagesAt = async (headers: Record<string, string>, query = '') => {
      const link = await get(`/api/tax_returns/${draftId}/document${query}`, headers);
      expect(link.statusCode).toBe(200);
      const file = await get(link.json().url, headers);
      expect(file.statusCode).toBe(200);
      return pdfPages(new Uint8Array(file.rawPayload));
    };
    expect((await pagesAt(client)).every((p) => p.includes('DRAFT'))).toBe(true);
    expect((await pagesAt(client, '?kind=original')).every((p) => p.includes('DRAFT'))).toBe(true);
    expect((await pagesAt(staff, '?kind=original')).some((p) => p.includes('DRAFT'))).toBe(false);
    expect(ready.watermarked_document_id).toEqual(expect.any(Number));

    // The delivery folder is the firm's: the client does not browse it (the originals lie there), even when
    // the firm hides documents from clients the return itself still reaches them through its own link.
    const folder = await get(
      `/api/companies/${company.id}/documents?path=${encodeURIComponent('/Tax Return Delivery')}`,
      client,
    );
    expect(folder.statusCode).toBe(404);
    const root = (await get(`/api/companies/${company.id}/documents?path=%2F`, client)).json();
    expect(JSON.stringify(root)).not.toContain('Tax Return Delivery');
    await db
      .update(firms)
      .set({ preferences: { new_tax_return_delivery_enabled: true, hide_documents_view_from_clients: true } })
      .where(eq(firms.id, firm.id));
    expect((await pagesAt(client)).every((p) => p.includes('DRAFT'))).toBe(true);

    // Another client of the firm, and the owner once the entity is inactive: 404.
    const stranger = await buildClient(db, firm, { fname: 'Sam', lname: 'Other' });
    expect((await get(`/api/tax_returns/${draftId}`, await as(stranger))).statusCode).toBe(404);
    expect((await get(`/api/tax_returns?company_id=${company.id}`, await as(stranger))).statusCode).toBe(404);
    await db.update(companies).set({ inactive: true }).where(eq(companies.id, company.id));
    expect((await get(`/api/tax_returns/${draftId}`, client)).statusCode).toBe(404);
    expect((await get(`/api/tax_returns?company_id=${company.id}`, client)).statusCode).toBe(404);
    expect(await heading()).toBe(false);
    expect((await get(`/api/tax_returns/${draftId}/document`, client)).statusCode).toBe(404);
  });

  it('sets error with the reason when the PDF cannot be read', async () => {
    const { company, staff } = await setup();
    const broken = Buffer.concat([Buffer.from('%PDF-1.7\n'), Buffer.alloc(400, 0x41)]);
    const id = (await upload(staff, fieldsFor(company), { name: 'broken.pdf', content: broken })).json().id;
    const failed = await until(
      () => get(`/api/tax_returns/${id}`, staff).then((r) => r.json()),
      (d) => d.status !== 'processing',
    );
    expect(failed).toMatchObject({ status: 'error', error_message: UNREADABLE_RETURN });
  });

  it('lists newest activity first, filters, searches and pages with has_more; delete hides a return', async () => {
    const { db, firm, tara, staff } = await setup();
    const other = await buildCompany(db, firm, tara, { name: 'Quill Household' });
    const { company } = { company: other };
    const ids: number[] = [];
    for (const [name, year] of [
      ['Alpha 1040', '2024'],
      ['Beta 1040', '2025'],
      ['Gamma 1120', '2025'],
    ] as const)
      ids.push(
        (
          await upload(staff, fieldsFor(company, { tax_return_name: name, tax_year: year }), {
            name: 'r.pdf',
            content: returnPdf,
          })
        ).json().id,
      );
    const list = async (query: string) => (await get(`/api/tax_returns?${query}`, staff)).json();
    await until(
      () => list('status=action_required'),
      (l) => l.items.length === 3,
    );
    // Processing touches each return when it ends, in whatever order the jobs finish.
    const all = (await list('')).items as { id: number; updated_at: string }[];
    expect(all.map((r) => r.id).sort()).toEqual([...ids].sort());
    const times = all.map((r) => Date.parse(r.updated_at));
    expect(times).toEqual([...times].sort((a, b) => b - a));
    expect((await list('year=2024')).items.map((r: { tax_return_name: string }) => r.tax_return_name)).toEqual([
      'Alpha 1040',
    ]);
    expect((await list('search_term=gamma')).items).toHaveLength(1);
    expect((await list('search_term=quill')).items).toHaveLength(3);
    expect((await list('signatures_signed=true')).items).toHaveLength(0);
    // The proposed forms count as signatures owed (taxpayer and spouse on the 8879s) and vouchers as payments.
    expect(all[0]).toMatchObject({ signatures_signed: 0, vouchers_paid: 0 });
    expect((all[0] as unknown as { signatures_total: number }).signatures_total).toBeGreaterThan(0);
    expect((all[0] as unknown as { vouchers_total: number }).vouchers_total).toBeGreaterThan(0);
    expect((await list('display_group=action_required')).items).toHaveLength(3);
    expect((await list('display_group=finished')).items).toHaveLength(0);
    expect((await list('voucher_payments_made=false')).items).toHaveLength(3);
    expect((await list('payments_made=true')).items).toHaveLength(0);
    expect((await list('reminder_sent=true')).items).toHaveLength(0);
    expect((await list('reminder_sent=false')).items).toHaveLength(3);
    expect((await get('/api/tax_returns?display_group=soon', staff)).statusCode).toBe(400);
    expect((await list('sort_by=tax_return_name&descending=false')).items[0].tax_return_name).toBe('Alpha 1040');
    const first = await list('per_page=10&page=1');
    expect(first.has_more).toBe(false);
    expect((await get('/api/tax_returns?per_page=7', staff)).statusCode).toBe(400);
    const removed = await t.app.inject({ method: 'DELETE', url: `/api/tax_returns/${ids[0]}`, headers: staff });
    expect(removed.json()).toEqual({ message: taxReturnMessages.deleted });
    expect((await list('')).items).toHaveLength(2);
    expect((await get(`/api/tax_returns/${ids[0]}`, staff)).statusCode).toBe(404);
    expect(firm.id).toBeGreaterThan(0);
  });

  const post = (url: string, headers: Record<string, string>, payload?: object) =>
    t.app.inject({ method: 'POST', url, headers, payload });

  it('lets staff correct the classification, then sends the spec’s email to each signer with the balance owed', async () => {
    const { company, staff, tara, liam, as, db, firm } = await setup();
    const id = (await upload(staff, fieldsFor(company), { name: 'r.pdf', content: returnPdf })).json().id as number;
    await until(
      () => get(`/api/tax_returns/${id}`, staff).then((r) => r.json()),
      (d) => d.status !== 'processing',
    );
    const put = (payload: object, headers = staff) =>
      t.app.inject({ method: 'PUT', url: `/api/tax_returns/${id}/classification`, headers, payload });
    const classification = {
      e_sign_forms: [
        {
          page: 2,
          form_id: '8879',
          signers: [
            { user_id: tara.id, role: 'taxpayer' },
            { user_id: liam.id, role: 'spouse' },
          ],
        },
      ],
      payment_vouchers: [{ page: 3, form_id: '1040-V', amount_cents: 123456, due_date: '2026-04-15' }],
      paper_filed_returns: [],
    };
    // A voucher of 0, a signer who is not an owner, a page the return does not have: 400 each.
    const zero = await put({
      ...classification,
      payment_vouchers: [{ ...classification.payment_vouchers[0], amount_cents: 0 }],
    });
    expect(zero.statusCode).toBe(400);
    expect(zero.json().error.message).toBe(taxReturnMessages.voucherAmount);
    const stranger = await buildClient(db, firm);
    expect(
      (
        await put({
          ...classification,
          e_sign_forms: [{ page: 2, form_id: '8879', signers: [{ user_id: stranger.id, role: 'taxpayer' }] }],
        })
      ).json().error.message,
    ).toBe(taxReturnMessages.signerNotOwner);
    expect((await put({ ...classification, paper_filed_returns: [{ page: 40, form_id: '540' }] })).statusCode).toBe(
      400,
    );
    expect((await put(classification, await as(tara))).statusCode).toBe(403);
    const saved = await put(classification);
    expect(saved.statusCode).toBe(200);
    expect(saved.json().e_sign_forms).toHaveLength(1);
    expect(saved.json().payment_vouchers).toEqual([expect.objectContaining({ amount_cents: 123456, is_paid: false })]);

    const sent = await post(`/api/tax_returns/${id}/send`, staff);
    expect(sent.json()).toEqual({ status: 'sent' });
    expect((await post(`/api/tax_returns/${id}/send`, staff)).statusCode).toBe(409);
    expect((await put(classification)).statusCode).toBe(409);
    const detail = (await get(`/api/tax_returns/${id}`, staff)).json();
    expect(detail).toMatchObject({ status: 'sent', all_signed: false, all_paid: false });
    for (const person of [tara, liam]) {
      const mail = await lastMailTo(t.dataDir, person.email!);
      expect(mail.subject).toMatch(/: your 2025 tax return is ready for review — /);
      expect(mail.text).toContain(`Hi ${person.fname},`);
      expect(mail.text).toContain(`/tax-return-delivery/${id}?companyId=${company.id}`);
      expect(mail.text).toContain('$1,234.56');
    }

    // Staff actions on a sent return: finishing waits for the signatures and the payment.
    const finish = await post(`/api/tax_returns/${id}/mark_finished`, staff);
    expect(finish.statusCode).toBe(409);
    expect(finish.json().error.message).toBe(taxReturnMessages.signaturesMissing);
    const patch = (payload: object) =>
      t.app.inject({ method: 'PATCH', url: `/api/tax_returns/${id}`, headers: staff, payload });
    expect((await patch({ reminder_disabled: true })).json()).toEqual({
      message: taxReturnMessages.reminderDisabledUpdated,
    });
    expect(
      (await get(`/api/tax_returns?reminder_disabled=true`, staff)).json().items.map((r: { id: number }) => r.id),
    ).toEqual([id]);
    expect((await patch({ reminder_disabled: 'yes' })).statusCode).toBe(400);
    expect((await post(`/api/tax_returns/${id}/send_reminders`, staff)).json()).toEqual({
      message: taxReturnMessages.remindersSent,
    });
    expect((await lastMailTo(t.dataDir, liam.email!)).subject).toMatch(
      /: reminder, your 2025 tax return is waiting for you — /,
    );
    expect((await get(`/api/tax_returns/${id}`, staff)).json().last_reminder_sent_at).toEqual(expect.any(String));
    // Once both have signed, the firm's invoice paid lets it finish the return; the return stays signed, not
    // paid, while its voucher (a payment to the IRS) is not recorded.
    await db.update(taxReturns).set({ allSigned: true }).where(eq(taxReturns.id, id));
    expect((await post(`/api/tax_returns/${id}/invoice_paid`, staff, { paid: true })).json()).toEqual({
      error: null,
      message: taxReturnMessages.invoicePaidUpdated,
    });
    expect((await get(`/api/tax_returns/${id}`, staff)).json()).toMatchObject({
      status: 'signed',
      invoice_paid: true,
      all_paid: false,
    });
    expect((await post(`/api/tax_returns/${id}/mark_finished`, staff)).json()).toEqual({
      message: taxReturnMessages.markedFinished,
    });
    expect((await get(`/api/tax_returns/${id}`, staff)).json().status).toBe('finished');
    expect((await post(`/api/tax_returns/${id}/mark_finished`, staff)).statusCode).toBe(409);
  });

  it("shows 'ID fraud detection' while the firm checks identity: not started until a signer verifies", async () => {
    const checked = await setup({
      new_tax_return_delivery_enabled: true,
      tax_return_identity_verification_enabled: true,
      tax_return_stripe_idv_enabled: true,
    });
    const plain = await setup();
    for (const { company, staff } of [checked, plain]) {
      const id = (await upload(staff, fieldsFor(company), { name: 'r.pdf', content: returnPdf })).json().id as number;
      await until(
        () => get(`/api/tax_returns/${id}`, staff).then((r) => r.json()),
        (d) => d.status === 'action_required',
      );
    }
    const [row] = (await get('/api/tax_returns', checked.staff)).json().items;
    expect(row.fraud_detection_status).toBe('not_started');
    expect((await get(`/api/tax_returns/${row.id}`, checked.staff)).json().fraud_detection_status).toBe('not_started');
    expect((await get('/api/tax_returns', plain.staff)).json().items[0].fraud_detection_status).toBeNull();
  });

  it("sends to documents instead: files the return under the firm's path, tells the owners, and finishes it", async () => {
    const { db, firm, company, staff, tara, liam, as } = await setup();
    await db
      .update(firms)
      .set({
        preferences: {
          new_tax_return_delivery_enabled: true,
          tax_return_send_to_documents_path: '/Returns/{year}',
          send_tax_return_to_documents_default_message:
            'Dear {client_preferred_name}, your {tax_year} return is filed.',
        },
      })
      .where(eq(firms.id, firm.id));
    const id = (await upload(staff, fieldsFor(company), { name: 'r.pdf', content: returnPdf })).json().id as number;
    const detail = () => get(`/api/tax_returns/${id}`, staff).then((r) => r.json());
    await until(detail, (d) => d.status === 'action_required');
    const url = `/api/tax_returns/${id}/send_to_documents`;
    expect((await post(url, {}, {})).statusCode).toBe(401);
    expect((await post(url, await as(tara), {})).statusCode).toBe(403);
    const other = await setup();
    expect((await post(url, other.staff, {})).statusCode).toBe(404);
    expect((await post(url, staff, { subject: 'x'.repeat(301) })).statusCode).toBe(400);

    const sent = await post(url, staff, {});
    expect(sent.statusCode, sent.body).toBe(200);
    expect(sent.json()).toMatchObject({ status: 'finished', folder: '/Returns/2025' });
    const [filed] = await db.select().from(documents).where(eq(documents.id, sent.json().document_id));
    expect(filed).toMatchObject({ folderPath: '/Returns/2025', name: '2025 Form 1040.pdf', companyId: company.id });
    // Nothing is left to sign or pay through the portal.
    expect(await detail()).toMatchObject({ status: 'finished', e_sign_forms: [], payment_vouchers: [] });
    for (const person of [tara, liam]) {
      const mail = await lastMailTo(t.dataDir, person.email!);
      expect(mail.subject).toBe('Your 2025 tax return is now accessible in Documents Portal.');
      expect(mail.text).toContain(`Dear ${person.fname}, your 2025 return is filed.`);
      expect(mail.text).toContain(`/documents/${company.hashId}`);
    }
    // Once only.
    expect((await post(url, staff, {})).statusCode).toBe(409);
  });

  it('lets a client record each voucher paid to its tax authority once and mark a paper filing mailed', async () => {
    const { company, staff, tara, liam, as, db, firm } = await setup();
    const id = (await upload(staff, fieldsFor(company), { name: 'r.pdf', content: returnPdf })).json().id as number;
    await until(
      () => get(`/api/tax_returns/${id}`, staff).then((r) => r.json()),
      (d) => d.status !== 'processing',
    );
    const classified = await t.app.inject({
      method: 'PUT',
      url: `/api/tax_returns/${id}/classification`,
      headers: staff,
      payload: {
        e_sign_forms: [{ page: 2, form_id: '8879', signers: [{ user_id: tara.id, role: 'taxpayer' }] }],
        payment_vouchers: [
          { page: 3, form_id: '1040-V', amount_cents: 123456, due_date: '2026-04-15' },
          { page: 4, form_id: '1040-ES', amount_cents: 50000, is_due_asap: true },
        ],
        paper_filed_returns: [{ page: 5, form_id: '540' }],
      },
    });
    expect(classified.statusCode, classified.body).toBe(200);
    const [first, second] = classified.json().payment_vouchers as { id: number }[];
    const filing = classified.json().paper_filed_returns[0].id as number;
    const client = await as(tara);
    const record = (voucher: number, headers: Record<string, string> = client, method = 'eftps') =>
      post(`/api/tax_returns/${id}/vouchers/${voucher}/paid`, headers, { paid_on: '2026-04-14', method });
    // Not before the return is sent to them.
    expect((await record(first!.id)).statusCode).toBe(404);
    expect((await post(`/api/tax_returns/${id}/send`, staff)).statusCode).toBe(200);

    expect((await record(first!.id, {})).statusCode).toBe(401);
    expect((await record(first!.id, await as(await buildClient(db, firm)))).statusCode).toBe(404);
    expect((await record(999_999)).statusCode).toBe(404);
    const other = await setup();
    expect((await record(first!.id, other.staff)).statusCode).toBe(404);
    expect((await record(first!.id, await other.as(other.tara))).statusCode).toBe(404);

    expect((await record(first!.id)).statusCode).toBe(200);
    // Recorded once: again is refused.
    const again = await record(first!.id);
    expect(again.statusCode).toBe(409);
    expect(again.json().error.message).toBe(voucherPaymentMessages.alreadyPaid);
    expect((await get(`/api/tax_returns/${id}`, staff)).json()).toMatchObject({ status: 'sent', all_paid: false });
    expect((await record(second!.id, await as(liam), 'card')).statusCode).toBe(200);
    // Every voucher paid, the form not signed yet: all_paid, still waiting for the signature.
    const detail = (await get(`/api/tax_returns/${id}`, staff)).json();
    expect(detail).toMatchObject({ status: 'sent', all_paid: true, vouchers_paid: 2, vouchers_total: 2 });

    const mailed = `/api/tax_returns/${id}/paper_filings/${filing}/mailed`;
    expect((await post(mailed, {})).statusCode).toBe(401);
    expect((await post(mailed, other.staff)).statusCode).toBe(404);
    expect((await post(mailed, staff)).statusCode).toBe(403);
    expect((await post(`/api/tax_returns/${id}/paper_filings/999999/mailed`, client)).statusCode).toBe(404);
    expect((await post(mailed, client)).json()).toEqual({ message: taxReturnMessages.markedMailed });
    expect((await post(mailed, client)).statusCode).toBe(200);
    expect((await get(`/api/tax_returns/${id}`, client)).json().paper_filed_returns).toEqual([
      expect.objectContaining({ id: filing, is_mailed: true }),
    ]);
  });

  it('goes back to staff, to send again, when the emails cannot go out (send, and send to documents)', async () => {
    const { company, staff, tara } = await setup();
    const ready = async () => {
      const id = (await upload(staff, fieldsFor(company), { name: 'r.pdf', content: returnPdf })).json().id as number;
      await until(
        () => get(`/api/tax_returns/${id}`, staff).then((r) => r.json()),
        (d) => d.status !== 'processing',
      );
      await t.app.inject({
        method: 'PUT',
        url: `/api/tax_returns/${id}/classification`,
        headers: staff,
        payload: {
          e_sign_forms: [{ page: 2, form_id: '8879', signers: [{ user_id: tara.id, role: 'taxpayer' }] }],
          payment_vouchers: [],
          paper_filed_returns: [],
        },
      });
      return id;
    };
    const [one, two] = [await ready(), await ready()];
    // The same portal (its files too) with its mail server down (nothing listens on port 9).
    const broken = await buildTestApp({ env: { SMTP_URL: 'smtp://127.0.0.1:9', DATA_DIR: t.dataDir } });
    try {
      for (const url of [`/api/tax_returns/${one}/send`, `/api/tax_returns/${two}/send_to_documents`]) {
        const res = await broken.app.inject({ method: 'POST', url, headers: staff, payload: {} });
        expect(res.statusCode, url).toBe(503);
        expect(res.json().error.message).toBe(taxReturnMessages.sendFailed);
      }
    } finally {
      await broken.close();
    }
    for (const id of [one, two])
      expect((await get(`/api/tax_returns/${id}`, staff)).json().status).toBe('action_required');
    expect((await post(`/api/tax_returns/${one}/send`, staff)).json()).toEqual({ status: 'sent' });
    expect((await post(`/api/tax_returns/${two}/send_to_documents`, staff, {})).json().status).toBe('finished');
  });

  it('updates client assignments: a firm user, none (-1) or Various (0, unchanged)', async () => {
    const { company, staff, partner, db, firm } = await setup();
    const id = (await upload(staff, fieldsFor(company), { name: 'r.pdf', content: returnPdf })).json().id as number;
    const assign = (advisorId: unknown, clientIds: unknown = [id]) =>
      post('/api/tax_returns/update_client_assignments', staff, { advisorId, clientIds });
    const assigned = () => get(`/api/tax_returns/${id}`, staff).then((r) => r.json().assigned_advisor_id);
    expect((await assign(partner.id)).json()).toEqual({ message: 'Success!' });
    expect(await assigned()).toBe(partner.id);
    expect((await assign(0)).statusCode).toBe(200);
    expect(await assigned()).toBe(partner.id);
    expect((await assign(-1)).statusCode).toBe(200);
    expect(await assigned()).toBeNull();
    expect((await assign(1.5)).statusCode).toBe(400);
    expect((await assign(-2)).json().error.message).toBe(taxReturnMessages.advisorId);
    expect((await assign(partner.id, [])).json().error.message).toBe(taxReturnMessages.clientsRequired);
    const elsewhere = await buildStaff(db, await buildFirm(db));
    expect((await assign(elsewhere.id)).statusCode).toBe(400);
    expect(firm.id).toBeGreaterThan(0);
  });

  it('refuses to send while a voucher lacks its amount', async () => {
    const { company, staff } = await setup();
    const single = await textPagesPdf([
      'Form 1040-V Payment Voucher 2025 Amount you are paying by check or money order $',
    ]);
    const id = (await upload(staff, fieldsFor(company), { name: 'r.pdf', content: single })).json().id as number;
    await until(
      () => get(`/api/tax_returns/${id}`, staff).then((r) => r.json()),
      (d) => d.status !== 'processing',
    );
    const refused = await post(`/api/tax_returns/${id}/send`, staff);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().error.message).toBe(taxReturnMessages.voucherIncomplete);
    expect((await get(`/api/tax_returns/${id}`, staff)).json().status).toBe('action_required');
  });

  it('takes the client’s answer to a draft once: changes with a reason, or approval; staff then classify', async () => {
    const { company, staff, tara, as, partner } = await setup();
    const draft = async () => {
      const id = (
        await upload(staff, fieldsFor(company, { as_draft: 'true' }), { name: 'r.pdf', content: returnPdf })
      ).json().id as number;
      await until(
        () => get(`/api/tax_returns/${id}`, staff).then((r) => r.json()),
        (d) => d.status !== 'processing',
      );
      return id;
    };
    const client = await as(tara);
    const first = await draft();
    const blank = await post(`/api/tax_returns/${first}/draft_review`, client, {
      decision: 'request_changes',
      reason: ' ',
    });
    expect(blank.statusCode).toBe(400);
    expect(blank.json().error.message).toBe(taxReturnMessages.reasonRequired);
    expect((await post(`/api/tax_returns/${first}/draft_review`, staff, { decision: 'approve' })).statusCode).toBe(403);
    const changes = await post(`/api/tax_returns/${first}/draft_review`, client, {
      decision: 'request_changes',
      reason: 'The address is wrong',
    });
    expect(changes.json()).toEqual({ status: 'change_requested', draft_status: 'change_requested' });
    expect((await post(`/api/tax_returns/${first}/draft_review`, client, { decision: 'approve' })).statusCode).toBe(
      409,
    );
    expect((await get(`/api/tax_returns/${first}`, staff)).json()).toMatchObject({
      draft_comment: 'The address is wrong',
    });
    expect((await lastMailTo(t.dataDir, partner.email!)).text).toContain('The address is wrong');
    // The staff who uploaded it also get a notice in the portal, leading to the return.
    const notices = (await get('/api/notifications', staff)).json().notifications as { text: string; link: string }[];
    expect(notices).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          text: expect.stringContaining('Changes requested to the tax return draft'),
          link: `/tax-return-delivery-admin-view/${first}`,
        }),
      ]),
    );
    // Staff replace the draft: it is read again, stamped again and back with the client.
    const replace = (headers: Record<string, string>) => {
      const body = multipart({ company_id: String(company.id) }, [
        { name: 'corrected.pdf', content: returnPdf, type: 'application/pdf' },
      ]);
      return t.app.inject({
        method: 'POST',
        url: `/api/tax_returns/${first}/replace_draft`,
        headers: { ...headers, ...body.headers },
        payload: body.payload,
      });
    };
    expect((await replace(client)).statusCode).toBe(403);
    expect((await replace(staff)).json()).toEqual({ status: 'processing' });
    const again = await until(
      () => get(`/api/tax_returns/${first}`, staff).then((r) => r.json()),
      (d) => d.status !== 'processing',
    );
    expect(again).toMatchObject({ status: 'draft', draft_status: 'draft', page_count: 11 });
    expect(again.e_sign_forms).toHaveLength(3);
    expect((await replace(staff)).statusCode).toBe(409);
    expect((await post(`/api/tax_returns/${first}/draft_review`, client, { decision: 'approve' })).statusCode).toBe(
      200,
    );

    const second = await draft();
    expect((await post(`/api/tax_returns/${second}/draft_review`, client, { decision: 'approve' })).json()).toEqual({
      status: 'approved',
      draft_status: 'approved',
    });
    expect((await post(`/api/tax_returns/${second}/start_classification`, client)).statusCode).toBe(403);
    expect((await post(`/api/tax_returns/${second}/start_classification`, staff)).json()).toEqual({
      status: 'action_required',
    });
    expect((await post(`/api/tax_returns/${second}/start_classification`, staff)).statusCode).toBe(409);
  });

  it('reminds signers automatically at the firm’s frequency, once per period, never with reminders off', async () => {
    const { company, staff, tara, db } = await setup();
    const sentReturn = async () => {
      const id = (await upload(staff, fieldsFor(company), { name: 'r.pdf', content: returnPdf })).json().id as number;
      await until(
        () => get(`/api/tax_returns/${id}`, staff).then((r) => r.json()),
        (d) => d.status !== 'processing',
      );
      expect((await post(`/api/tax_returns/${id}/send`, staff)).statusCode).toBe(200);
      return id;
    };
    const due = await sentReturn();
    const off = await sentReturn();
    const eightDaysAgo = new Date(Date.now() - 8 * 24 * 60 * 60 * 1000);
    await db
      .update(taxReturns)
      .set({ sentAt: eightDaysAgo })
      .where(inArray(taxReturns.id, [due, off]));
    await db.update(taxReturns).set({ reminderDisabled: true }).where(eq(taxReturns.id, off));
    const lastReminder = async (id: number) =>
      (await db.select().from(taxReturns).where(eq(taxReturns.id, id)))[0]!.lastReminderSentAt;
    const before = (await readMail(t.dataDir)).filter((m) => m.subject.includes(': reminder, your ')).length;
    await remindDueTaxReturns({ ...t.deps, db });
    expect(await lastReminder(due)).not.toBeNull();
    expect(await lastReminder(off)).toBeNull();
    const reminders = (await readMail(t.dataDir)).filter((m) => m.subject.includes(': reminder, your '));
    expect(reminders.length - before).toBe(2);
    expect(reminders.at(-1)!.text).toContain(`/tax-return-delivery/${due}?companyId=${company.id}`);
    // The next run, within the same period, sends nothing more.
    await remindDueTaxReturns({ ...t.deps, db });
    expect((await readMail(t.dataDir)).filter((m) => m.subject.includes(': reminder, your '))).toHaveLength(
      reminders.length,
    );
    expect(tara.id).toBeGreaterThan(0);
  });
});
