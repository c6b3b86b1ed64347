import { eq } from 'drizzle-orm';
import { PDFDocument, StandardFonts } from 'pdf-lib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { documentMessages, identityMessages, signatureRequestMessages } from '@portal/domain';
import type { TestIdentityProvider } from '../../platform/identity/test-identity.ts';
import { companyOwners, signatureRequests } from '../../db/schema/index.ts';
import { registerJobs } from '../../jobs.ts';
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts';
import { buildClient, buildCompany, buildFirm, buildStaff, signInAs } from '../../test/factories.ts';
import { multipart } from '../../test/multipart.ts';
import { LOCKED_PDF, pdfPages } from '../../test/pdf-files.ts';
import { until } from '../../test/poll.ts';
import { verifyPdfSeal } from '../../platform/signing/verify-pdf-seal.ts';

/** A 3-page engagement letter with labelled signature and date lines on its last page. */
async function letterPdf(): Promise<Buffer> {
  const pdf = await PDFDocument.create();
  const font = await pdf.embedFont(StandardFonts.Helvetica);
  for (let i = 1; i <= 3; i++) {
    const page = pdf.addPage([612, 792]);
    page.drawText(`Engagement letter page ${i}`, { x: 72, y: 720, size: 14, font });
    if (i === 3) {
      page.drawText('Taxpayer signature', { x: 72, y: 200, size: 11, font });
      page.drawText('Date', { x: 400, y: 200, size: 11, font });
      page.drawText('Spouse signature', { x: 72, y: 150, size: 11, font });
      page.drawText('Date', { x: 400, y: 150, size: 11, font });
    }
  }
  return Buffer.from(await pdf.save());
}

const TINY_PNG =
  'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==';

describe('signature requests', () => {
  let t: TestApp;
  let letter: Buffer;
  beforeAll(async () => {
    t = await buildTestApp({ startJobs: true, jobs: { pollingIntervalSeconds: 0.5 } });
    await registerJobs(t.deps);
    letter = await letterPdf();
  });
  afterAll(() => t.close());

  async function setup(prefs: Record<string, boolean> = { signature_requests_enabled: true }) {
    const db = t.deps.database.db;
    const firm = await buildFirm(db, { preferences: prefs });
    const partner = await buildStaff(db, firm);
    const nora = await buildClient(db, firm, { fname: 'Nora', lname: 'Quill' });
    const omar = await buildClient(db, firm, { fname: 'Omar', lname: 'Quill' });
    const company = await buildCompany(db, firm, nora, { name: 'Nora & Omar Quill' });
    await db.insert(companyOwners).values({ firmId: firm.id, companyId: company.id, userId: omar.id });
    const as = async (u: { id: number; firmId: number }) => (await signInAs(db, u)).headers;
    return { db, firm, partner, nora, omar, company, staff: await as(partner), as };
  }
  const upload = (
    headers: Record<string, string>,
    fields: Record<string, string> | [string, string][],
    file?: { name: string; content: Buffer | string },
  ) => {
    const body = multipart(fields, file ? [{ ...file, type: 'application/pdf' }] : []);
    return t.app.inject({
      method: 'POST',
      url: '/api/signature_requests',
      headers: { ...headers, ...body.headers },
      payload: body.payload,
    });
  };
  const call = (
    method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE',
    url: string,
    headers: Record<string, string>,
    payload?: object,
  ) => t.app.inject({ method, url, headers, payload });
  const fieldsFor = (company: { id: number }) => ({
    company_id: String(company.id),
    document_name: 'Engagement letter',
    tax_year: '2025',
  });

  it('answers 401 signed out, 403 while the firm has them off and to clients on staff routes', async () => {
    const { company, staff, nora, as } = await setup({});
    expect((await call('GET', '/api/signature_requests', {})).statusCode).toBe(401);
    const off = await call('GET', '/api/signature_requests', staff);
    expect(off.statusCode).toBe(403);
    expect(off.json().error.message).toBe(signatureRequestMessages.disabled);
    expect((await upload(staff, fieldsFor(company), { name: 'l.pdf', content: letter })).statusCode).toBe(403);
    const on = await setup();
    expect((await call('GET', '/api/signature_requests', await as(on.nora))).statusCode).toBe(403);
    expect(
      (await upload(await as(on.nora), fieldsFor(on.company), { name: 'l.pdf', content: letter })).statusCode,
    ).toBe(403);
    expect(nora.id).toBeGreaterThan(0);
  });

  it('guards every route: 401 signed out, 403 with the flag off or for a client on staff routes, 404 for another firm', async () => {
    const mine = await setup();
    const theirs = await setup();
    const id = (await upload(theirs.staff, fieldsFor(theirs.company), { name: 'l.pdf', content: letter })).json()
      .id as number;
    const field = { signer_id: 1, kind: 'signature', page: 0, x: 0.1, y: 0.1, width: 0.2, height: 0.05 };
    const sign = {
      signature_type: 'typed',
      signature: 'Nora Quill',
      initials: 'NQ',
      client_time: '2026-03-02T10:00:00Z',
    };
    const routes: [
      method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE',
      url: string,
      body?: object,
      staffOnly?: boolean,
    ][] = [
      ['GET', `/api/signature_requests/${id}`],
      ['PUT', `/api/signature_requests/${id}/fields`, { fields: [field] }, true],
      ['POST', `/api/signature_requests/${id}/send`, undefined, true],
      ['POST', `/api/signature_requests/${id}/mark_completed`, undefined, true],
      ['PATCH', `/api/signature_requests/${id}`, { status: 'completed' }, true],
      ['DELETE', `/api/signature_requests/${id}`, undefined, true],
      ['POST', `/api/signature_requests/${id}/sign`, sign],
      ['POST', `/api/signature_requests/${id}/verify_identity`],
      ['GET', `/api/signature_requests/${id}/document`],
      ['GET', `/api/signature_requests/${id}/evidence`, undefined, true],
      ['GET', `/api/signature_requests/${id}/evidence?format=pdf`, undefined, true],
    ];
    const off = await setup({});
    for (const [method, url, body, staffOnly] of routes) {
      expect((await call(method, url, {}, body)).statusCode, `${method} ${url} signed out`).toBe(401);
      expect((await call(method, url, mine.staff, body)).statusCode, `${method} ${url} another firm`).toBe(404);
      expect((await call(method, url, off.staff, body)).statusCode, `${method} ${url} flag off`).toBe(403);
      if (staffOnly) {
        const client = await theirs.as(theirs.nora);
        expect((await call(method, url, client, body)).statusCode, `${method} ${url} client`).toBe(403);
      }
    }
    const theirsUnchanged = await call('GET', `/api/signature_requests/${id}`, theirs.staff);
    expect(theirsUnchanged.json().status).not.toBe('completed');
  });

  it.each([
    ['two entities', 'company_id', signatureRequestMessages.entityRequired],
    ['no file', 'file', signatureRequestMessages.fileRequired],
    ['an EXE renamed .pdf', 'file', documentMessages.invalidFiles],
    ['a locked PDF', 'file', signatureRequestMessages.locked],
    ['no tax year', 'tax_year', signatureRequestMessages.taxYearRequired],
  ])('refuses an upload with %s (400 on %s)', async (what, field, message) => {
    const { db, firm, company, nora, staff } = await setup();
    const other = await buildCompany(db, firm, nora);
    const base = fieldsFor(company);
    const res =
      what === 'two entities'
        ? await upload(
            staff,
            [
              ['company_id', String(company.id)],
              ['company_id', String(other.id)],
              ['document_name', 'x'],
              ['tax_year', '2025'],
            ],
            { name: 'l.pdf', content: letter },
          )
        : what === 'no file'
          ? await upload(staff, base)
          : what === 'an EXE renamed .pdf'
            ? await upload(staff, base, {
                name: 'l.pdf',
                content: Buffer.concat([Buffer.from('MZ\x90\x00'), Buffer.alloc(200)]),
              })
            : what === 'a locked PDF'
              ? await upload(staff, base, { name: 'l.pdf', content: LOCKED_PDF })
              : await upload(staff, { ...base, tax_year: '' }, { name: 'l.pdf', content: letter });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.fields?.[field]).toBe(message);
    expect(await db.select().from(signatureRequests).where(eq(signatureRequests.firmId, firm.id))).toHaveLength(0);
  });

  it('updates a request: its name and year until sent, then completed; 400 for what staff cannot set', async () => {
    const { company, staff } = await setup();
    const created = await upload(staff, fieldsFor(company), { name: 'l.pdf', content: letter });
    const id = created.json().id as number;
    const url = `/api/signature_requests/${id}`;
    const patch = (payload: object) => t.app.inject({ method: 'PATCH', url, headers: staff, payload });
    await until(
      () => call('GET', url, staff).then((r) => r.json().status),
      (s) => s !== 'processing',
    );
    const renamed = await patch({ companyId: company.id, form_name: '2025 Engagement letter', tax_year: 2024 });
    expect(renamed.statusCode, renamed.body).toBe(200);
    expect(renamed.json().message).toBe(signatureRequestMessages.updated);
    expect((await call('GET', url, staff)).json()).toMatchObject({
      form_name: '2025 Engagement letter',
      tax_year: 2024,
    });

    const refused: [object, string][] = [
      [{}, signatureRequestMessages.nothingToUpdate],
      [{ status: 'sent' }, signatureRequestMessages.statusByHand],
      [{ form_name: ' ' }, signatureRequestMessages.nameRequired],
      [{ tax_year: 1800 }, signatureRequestMessages.taxYearRequired],
    ];
    for (const [payload, message] of refused) {
      const bad = await patch(payload);
      expect(bad.statusCode, JSON.stringify(payload)).toBe(400);
      expect(JSON.stringify(bad.json().error)).toContain(message);
    }
    expect((await patch({ companyId: company.id + 100_000, status: 'completed' })).statusCode).toBe(404);

    const done = await patch({ status: 'completed' });
    expect(done.statusCode).toBe(200);
    expect((await call('GET', url, staff)).json().status).toBe('completed');
    // Once it has gone out, what its signers saw keeps its name.
    const late = await patch({ form_name: 'Something else' });
    expect(late.statusCode).toBe(409);
    expect(late.json().error.message).toBe(signatureRequestMessages.renameAfterSend);
  });

  it("answers 404 for another firm's entity and request", async () => {
    const mine = await setup();
    const theirs = await setup();
    expect((await upload(mine.staff, fieldsFor(theirs.company), { name: 'l.pdf', content: letter })).statusCode).toBe(
      404,
    );
    const created = await upload(theirs.staff, fieldsFor(theirs.company), { name: 'l.pdf', content: letter });
    const id = created.json().id;
    for (const [method, url] of [
      ['GET', `/api/signature_requests/${id}`],
      ['POST', `/api/signature_requests/${id}/send`],
      ['POST', `/api/signature_requests/${id}/mark_completed`],
      ['DELETE', `/api/signature_requests/${id}`],
      ['GET', `/api/signature_requests/${id}/evidence`],
      ['GET', `/api/signature_requests/${id}/evidence?format=pdf`],
      ['POST', `/api/signature_requests/${id}/verify_identity`],
    ] as const) {
      expect((await call(method, url, mine.staff)).statusCode).toBe(404);
    }
  });

  it('prepares, proposes fields, sends, lets each owner sign only their own part, and seals the signed PDF', async () => {
    const { company, staff, nora, omar, as } = await setup();
    const created = await upload(
      staff,
      { ...fieldsFor(company), document_name: '2025 Engagement letter' },
      { name: 'letter.pdf', content: letter },
    );
    expect(created.statusCode).toBe(200);
    expect(created.json().status).toBe('processing');
    const id = created.json().id as number;
    const detail = () => call('GET', `/api/signature_requests/${id}`, staff).then((r) => r.json());
    const prepared = await until(detail, (d) => d.status !== 'processing');
    expect(prepared).toMatchObject({ status: 'action_required', page_count: 3, signers_total: 2 });
    const [noraSigner, omarSigner] = prepared.signers;
    expect(prepared.signers.map((s: { name: string }) => s.name)).toEqual(['Nora Quill', 'Omar Quill']);
    // Proposed where page 3 says Signature and Date: one of each for each owner.
    expect(
      prepared.fields.map((f: { page: number; kind: string; signer_id: number }) => [f.page, f.kind, f.signer_id]),
    ).toEqual([
      [2, 'signature', noraSigner.id],
      [2, 'date', noraSigner.id],
      [2, 'signature', omarSigner.id],
      [2, 'date', omarSigner.id],
    ]);
    // Staff add initials for Nora on page 1, keeping the proposals.
    const fields = [
      ...prepared.fields.map((f: Record<string, unknown>) => ({
        signer_id: f.signer_id,
        kind: f.kind,
        page: f.page,
        x: f.x,
        y: f.y,
        width: f.width,
        height: f.height,
      })),
      { signer_id: noraSigner.id, kind: 'initials', page: 0, x: 0.8, y: 0.9, width: 0.1, height: 0.04 },
    ];
    expect(
      (
        await call('PUT', `/api/signature_requests/${id}/fields`, staff, {
          fields: [{ ...fields[0], signer_id: 999999 }],
        })
      ).statusCode,
    ).toBe(400);
    expect((await call('PUT', `/api/signature_requests/${id}/fields`, staff, { fields })).json()).toEqual({ count: 5 });

    // Before it is sent, a signer cannot see it.
    const noraH = await as(nora);
    const omarH = await as(omar);
    expect((await call('GET', `/api/signature_requests/${id}`, noraH)).statusCode).toBe(404);
    expect((await call('POST', `/api/signature_requests/${id}/send`, staff)).statusCode).toBe(200);
    expect((await detail()).status).toBe('sent');
    expect((await call('POST', `/api/signature_requests/${id}/send`, staff)).statusCode).toBe(409);

    const mine = (await call('GET', `/api/signature_requests/${id}`, noraH)).json();
    expect(mine.my_signer_id).toBe(noraSigner.id);
    // Staff cannot sign for a client; an empty signature is refused.
    expect(
      (
        await call('POST', `/api/signature_requests/${id}/sign`, staff, {
          signature_type: 'typed',
          signature: 'Nora Quill',
        })
      ).statusCode,
    ).toBe(403);
    expect(
      (await call('POST', `/api/signature_requests/${id}/sign`, noraH, { signature_type: 'typed', signature: ' ' }))
        .statusCode,
    ).toBe(400);
    const first = await call('POST', `/api/signature_requests/${id}/sign`, noraH, {
      signature_type: 'typed',
      signature: 'Nora Quill',
      client_time: '10:04 AM',
    });
    expect(first.json()).toMatchObject({ all_signed: false });
    expect(
      (
        await call('POST', `/api/signature_requests/${id}/sign`, noraH, {
          signature_type: 'typed',
          signature: 'Nora Again',
        })
      ).statusCode,
    ).toBe(409);
    // Nora's three fields are filled; Omar's two wait for him.
    const afterNora = await detail();
    expect(
      afterNora.fields.filter((f: { filled: boolean }) => f.filled).map((f: { signer_id: number }) => f.signer_id),
    ).toEqual([noraSigner.id, noraSigner.id, noraSigner.id]);
    expect((await call('GET', `/api/signature_requests/${id}`, omarH)).json().my_signer_id).toBe(omarSigner.id);
    const second = await call('POST', `/api/signature_requests/${id}/sign`, omarH, {
      signature_type: 'drawn',
      signature: TINY_PNG,
    });
    expect(second.json()).toMatchObject({ all_signed: true });

    const signed = await until(detail, (d) => d.status === 'signed');
    expect(signed.status).toBe('signed');
    const link = await call('GET', `/api/signature_requests/${id}/document?kind=signed`, staff);
    const pdf = await t.app.inject({ url: link.json().url });
    expect(pdf.headers['content-type']).toContain('application/pdf');
    const pages = await pdfPages(pdf.rawPayload);
    expect(pages).toHaveLength(4);
    expect(pages[2]).toContain('Nora Quill');
    expect(pages[3]).toContain('Certificate of completion');
    expect(pages[3]).toContain('Omar Quill');
    const identity = await t.deps.signing();
    expect(verifyPdfSeal(pdf.rawPayload, identity.fingerprint)).toMatchObject({ status: 'intact', byPortal: true });

    // Verify: these bytes are the portal's, for this request; one changed byte is not.
    const check = async (bytes: Buffer) => {
      const body = multipart({}, [{ name: 'x.pdf', content: bytes, type: 'application/pdf' }]);
      return (
        await t.app.inject({
          method: 'POST',
          url: '/api/signatures/verify',
          headers: { ...staff, ...body.headers },
          payload: body.payload,
        })
      ).json();
    };
    expect(await check(pdf.rawPayload)).toMatchObject({
      status: 'intact',
      by_portal: true,
      request: { id, form_name: '2025 Engagement letter' },
    });
    const changed = Buffer.from(pdf.rawPayload);
    changed[300] = changed[300]! ^ 1;
    expect(await check(changed)).toMatchObject({ status: 'changed', request: null });

    // The evidence: every event in order, and the chain unbroken.
    const evidence = (await call('GET', `/api/signature_requests/${id}/evidence`, staff)).json();
    expect(evidence.events.map((e: { event: string }) => e.event)).toEqual([
      'created',
      'sent',
      'viewed',
      'signed',
      'viewed',
      'signed',
      'sealed',
      'downloaded',
    ]);
    expect(evidence.chain).toMatchObject({ intact: true });
    expect(evidence.signers[0]).toMatchObject({ name: 'Nora Quill', ip_address: '127.0.0.1' });

    // Mark as completed, then delete: hidden from the table, evidence kept.
    expect((await call('POST', `/api/signature_requests/${id}/mark_completed`, staff)).json()).toEqual({
      message: signatureRequestMessages.markedCompleted,
    });
    expect((await call('POST', `/api/signature_requests/${id}/mark_completed`, staff)).statusCode).toBe(409);
    expect((await call('DELETE', `/api/signature_requests/${id}`, staff)).json()).toEqual({
      message: signatureRequestMessages.deleted,
    });
    const list = (await call('GET', '/api/signature_requests', staff)).json();
    expect(list.items.map((r: { id: number }) => r.id)).not.toContain(id);
    const kept = (await call('GET', `/api/signature_requests/${id}/evidence`, staff)).json();
    expect(kept.events.at(-1).event).toBe('deleted');
  });

  it('goes back to staff, to send again, when the emails cannot go out', async () => {
    const { company, staff } = await setup();
    const id = (await upload(staff, fieldsFor(company), { name: 'letter.pdf', content: letter })).json().id as number;
    const detail = () => call('GET', `/api/signature_requests/${id}`, staff).then((r) => r.json());
    await until(detail, (d) => d.status !== 'processing');
    // The same portal with its mail server down (nothing listens on port 9).
    const broken = await buildTestApp({ env: { SMTP_URL: 'smtp://127.0.0.1:9' } });
    try {
      const res = await broken.app.inject({
        method: 'POST',
        url: `/api/signature_requests/${id}/send`,
        headers: staff,
      });
      expect(res.statusCode).toBe(503);
      expect(res.json().error.message).toBe(signatureRequestMessages.sendFailed);
    } finally {
      await broken.close();
    }
    expect((await detail()).status).toBe('action_required');
    expect((await call('POST', `/api/signature_requests/${id}/send`, staff)).statusCode).toBe(200);
    expect((await detail()).status).toBe('sent');
  });

  it('lists the firm’s requests newest activity first, pages with has_more, searches by entity or name', async () => {
    const { company, staff, nora } = await setup();
    for (const name of ['Form 8879', 'Engagement letter', 'Consent to disclose']) {
      expect(
        (await upload(staff, { ...fieldsFor(company), document_name: name }, { name: `${name}.pdf`, content: letter }))
          .statusCode,
      ).toBe(200);
    }
    // Preparing touches each request when it ends, in whatever order the jobs finish: wait for all three.
    const page1 = await until(
      async () => (await call('GET', '/api/signature_requests?per_page=10', staff)).json(),
      (p) => p.items.every((r: { status: string }) => r.status !== 'processing'),
    );
    expect(page1.items.map((r: { form_name: string }) => r.form_name).sort()).toEqual([
      'Consent to disclose',
      'Engagement letter',
      'Form 8879',
    ]);
    const times = page1.items.map((r: { updated_at: string }) => Date.parse(r.updated_at));
    expect(times).toEqual([...times].sort((a, b) => b - a));
    expect(page1.has_more).toBe(false);
    const byName = (
      await call('GET', '/api/signature_requests?sort_by=form_name&descending=false&per_page=10', staff)
    ).json();
    expect(byName.items[0].form_name).toBe('Consent to disclose');
    const search = (await call('GET', '/api/signature_requests?search_term=8879', staff)).json();
    expect(search.items.map((r: { form_name: string }) => r.form_name)).toEqual(['Form 8879']);
    const aardvark = await buildCompany(t.deps.database.db, { id: company.firmId }, nora, { name: 'Aardvark LLC' });
    await upload(staff, { ...fieldsFor(aardvark), document_name: 'Zeta consent' }, { name: 'z.pdf', content: letter });
    const byEntity = (await call('GET', '/api/signature_requests?sort_by=company_name&descending=false', staff)).json();
    expect(byEntity.items.map((r: { company_name: string }) => r.company_name)).toEqual([
      'Aardvark LLC',
      'Nora & Omar Quill',
      'Nora & Omar Quill',
      'Nora & Omar Quill',
    ]);
    const entitySearch = (await call('GET', '/api/signature_requests?search_term=aardvark', staff)).json();
    expect(entitySearch.items.map((r: { form_name: string }) => r.form_name)).toEqual(['Zeta consent']);
    const paged = (await call('GET', '/api/signature_requests?per_page=10&page=1&sort_by=form_name', staff)).json();
    expect(paged).toMatchObject({ has_more: false });
    await t.deps.database.db.insert(signatureRequests).values(
      Array.from({ length: 8 }, (_, i) => ({
        firmId: company.firmId,
        companyId: company.id,
        taxYear: 2024,
        formName: `Extra ${i}`,
      })),
    );
    const first = (await call('GET', '/api/signature_requests?per_page=10', staff)).json();
    expect(first).toMatchObject({ has_more: true });
    expect(first.items).toHaveLength(10);
    const second = (await call('GET', '/api/signature_requests?per_page=10&page=2', staff)).json();
    expect(second).toMatchObject({ has_more: false });
    expect(second.items).toHaveLength(2);
    expect((await call('GET', '/api/signature_requests?per_page=7', staff)).statusCode).toBe(400);
  });

  it('with identity verification on, a signer signs only once verified; results come by signed webhook, once each', async () => {
    const { company, staff, nora, omar, as } = await setup({
      signature_requests_enabled: true,
      tax_return_identity_verification_enabled: true,
      tax_return_stripe_idv_enabled: true,
    });
    const created = await upload(
      staff,
      { ...fieldsFor(company), document_name: 'Form 8879' },
      { name: 'letter.pdf', content: letter },
    );
    const id = created.json().id as number;
    const detail = (h = staff) => call('GET', `/api/signature_requests/${id}`, h).then((r) => r.json());
    await until(detail, (d) => d.status !== 'processing');
    expect((await call('POST', `/api/signature_requests/${id}/send`, staff)).statusCode).toBe(200);
    const row = async () =>
      (await call('GET', '/api/signature_requests', staff)).json().items.find((r: { id: number }) => r.id === id);
    expect(await row()).toMatchObject({ identity_required: true, fraud_detection_status: 'not_started' });

    const noraH = await as(nora);
    const omarH = await as(omar);
    const sign = (h: Record<string, string>, signature: string) =>
      call('POST', `/api/signature_requests/${id}/sign`, h, { signature_type: 'typed', signature });
    const refused = await sign(noraH, 'Nora Quill');
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error.message).toBe(identityMessages.verifyFirst);
    expect((await detail(noraH)).signers[0].identity).toMatchObject({ required: true, status: 'not_started' });

    // Staff do not verify for a signer; the signer is sent to the test verification page.
    expect((await call('POST', `/api/signature_requests/${id}/verify_identity`, staff)).statusCode).toBe(403);
    const started = await call('POST', `/api/signature_requests/${id}/verify_identity`, noraH);
    expect(started.statusCode).toBe(200);
    const session = decodeURIComponent(started.json().url.replace('/test-verification/', ''));
    expect(started.json().url).toMatch(/^\/test-verification\/vs_test_/);
    // The page is the signer's alone, and needs a session.
    expect((await call('GET', `/api/test_verification/${session}`, omarH)).statusCode).toBe(404);
    expect((await call('GET', `/api/test_verification/${session}`, {})).statusCode).toBe(401);
    expect((await call('POST', `/api/signature_requests/${id}/verify_identity`, {})).statusCode).toBe(401);
    expect((await call('GET', `/api/test_verification/${session}`, noraH)).json()).toMatchObject({
      status: 'requires_input',
      return_url: `/review-signature-request/${id}?companyId=${company.id}`,
    });

    // A failed check reads Failed and still blocks signing; Omar has none yet, so the request needs info.
    const failed = await call('POST', `/api/test_verification/${session}`, noraH, {
      outcome: 'failed',
      error_code: 'selfie_face_mismatch',
    });
    expect(failed.json()).toEqual({ redirect_url: `/review-signature-request/${id}?companyId=${company.id}` });
    expect((await detail(noraH)).signers[0].identity).toMatchObject({ status: 'failed', label: 'Failed' });
    expect((await sign(noraH, 'Nora Quill')).statusCode).toBe(403);
    expect((await row()).fraud_detection_status).toBe('requires_input');

    // A webhook without the right signature changes nothing.
    const provider = t.deps.identity as TestIdentityProvider;
    const retry = (await call('POST', `/api/signature_requests/${id}/verify_identity`, noraH)).json().url as string;
    const retrySession = decodeURIComponent(retry.replace('/test-verification/', ''));
    const webhook = await provider.completeTestSession(retrySession, { outcome: 'verified' });
    const deliver = (body: Buffer, signature: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/identity/webhook',
        headers: { 'content-type': 'application/json', [provider.signatureHeader]: signature },
        payload: body,
      });
    const forged = Buffer.from(webhook.rawBody.toString().replace('"verified"', '"verified" '));
    expect((await deliver(forged, webhook.signatureHeader)).statusCode).toBe(400);
    expect((await deliver(webhook.rawBody, 't=1,v1=00')).statusCode).toBe(400);
    // Her new attempt stands for her now: it waits for her input.
    expect((await detail(noraH)).signers[0].identity.status).toBe('requires_input');
    // The signed event is applied once, however often it is delivered.
    const evidence = async () =>
      (await call('GET', `/api/signature_requests/${id}/evidence`, staff))
        .json()
        .events.filter((e: { event: string }) => e.event === 'identity_checked');
    const before = (await evidence()).length;
    for (let i = 0; i < 3; i++) expect((await deliver(webhook.rawBody, webhook.signatureHeader)).statusCode).toBe(200);
    const checks = await evidence();
    expect(checks).toHaveLength(before + 1);
    expect(checks.at(-1).data).toMatchObject({ status: 'verified', result: 'Verified', session_id: retrySession });
    expect((await detail(noraH)).signers[0].identity).toMatchObject({ status: 'verified', label: 'Verified' });
    expect((await call('POST', `/api/signature_requests/${id}/verify_identity`, noraH)).statusCode).toBe(409);
    expect((await sign(noraH, 'Nora Quill')).statusCode).toBe(200);

    // Omar verifies through the page and signs; the sealed certificate carries both results.
    const omarUrl = (await call('POST', `/api/signature_requests/${id}/verify_identity`, omarH)).json().url as string;
    const omarSession = decodeURIComponent(omarUrl.replace('/test-verification/', ''));
    await call('POST', `/api/test_verification/${omarSession}`, omarH, { outcome: 'verified' });
    expect((await row()).fraud_detection_status).toBe('verified');
    expect((await sign(omarH, 'Omar Quill')).statusCode).toBe(200);
    await until(detail, (d) => d.status === 'signed');
    const link = await call('GET', `/api/signature_requests/${id}/document?kind=signed`, staff);
    const pages = await pdfPages((await t.app.inject({ url: link.json().url })).rawPayload);
    expect(pages.at(-1)).toContain('Identity verification');
    expect(pages.at(-1)!.match(/Verified/g)).toHaveLength(2);

    // The evidence as a PDF report: every event with its hashes, and the chain's check.
    const report = await call('GET', `/api/signature_requests/${id}/evidence?format=pdf`, staff);
    expect(report.headers['content-type']).toBe('application/pdf');
    expect(report.headers['content-disposition']).toContain('Form 8879 - evidence.pdf');
    const text = (await pdfPages(report.rawPayload)).join(' ');
    expect(text).toContain('Signing evidence: Form 8879');
    expect(text).toMatch(/Evidence chain:\s+unbroken/);
    for (const event of ['created', 'sent', 'viewed', 'identity_checked', 'signed', 'sealed'])
      expect(text).toContain(event);
    expect((await call('GET', `/api/signature_requests/${id}/evidence?format=pdf`, noraH)).statusCode).toBe(403);
  });
});
