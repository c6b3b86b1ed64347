import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { genericMessages, SAMPLE_RETURN_PAGES, taxReturnMessages } from '@portal/domain';
import { companyOwners, taxReturns } from '../../db/schema/index.ts';
import { registerJobs } from '../../jobs.ts';
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts';
import { buildClient, buildCompany } from '../../test/factories.ts';
import { multipart } from '../../test/multipart.ts';
import { textPagesPdf } from '../../test/pdf-files.ts';
import { until } from '../../test/poll.ts';
import { sentTaxReturn, typedSignature } from '../../test/sent-tax-return.ts';

/**
 * The client's routes of a delivered return (issue 18 acceptance): 401 signed out, 400 for a malformed id or
 * value, 403 for staff on a client's action and for a client on staff's, and 404, without details, for
 * another firm's return and for a client of the same firm who owns a different entity.
 */
describe('tax returns: who may reach a return on the client routes', () => {
  let t: TestApp;
  let returnPdf: Buffer;
  beforeAll(async () => {
    t = await buildTestApp({ startJobs: true, jobs: { pollingIntervalSeconds: 0.5 } });
    await registerJobs(t.deps);
    returnPdf = await textPagesPdf(SAMPLE_RETURN_PAGES);
  });
  afterAll(() => t.close());

  const call = (
    method: 'GET' | 'POST' | 'PATCH' | 'DELETE',
    url: string,
    headers: Record<string, string>,
    payload?: object,
  ) => t.app.inject({ method, url, headers, ...(payload ? { payload } : {}) });

  type Sent = Awaited<ReturnType<typeof sentTaxReturn>>;

  /**
   * A sent return, another firm's sent return, and Olga: a client of the same firm who owns an entity of her
   * own (with a return of its own), not this one.
   */
  async function world(prefs: Record<string, boolean> = {}) {
    const r = await sentTaxReturn(t, returnPdf, prefs);
    const other = await sentTaxReturn(t, returnPdf);
    const olga = await buildClient(r.db, r.firm, { fname: 'Olga', lname: 'Other' });
    const olgasEntity = await buildCompany(r.db, r.firm, olga, { name: 'Olga Other' });
    const olgaH = await r.as(olga);
    const detail = await r.detail(r.taraH);
    return {
      r,
      other,
      olga,
      olgasEntity,
      olgaH,
      voucherId: detail.payment_vouchers[0].id as number,
      filingId: detail.paper_filed_returns[0].id as number,
    };
  }

  /** 404 with the return's own words and nothing of it: not its name, nor its entity's. */
  const expectNotFound = (res: { statusCode: number; json(): { error: { message: string } }; body: string }) => {
    expect(res.statusCode, res.body).toBe(404);
    expect(res.body).not.toContain('Tara');
    expect(res.body).not.toContain('2025 Form 1040');
  };

  /** A draft of Tara and Liam's entity sent to them for review. */
  async function draftOf(r: Sent) {
    const body = multipart(
      { company_id: String(r.company.id), tax_year: '2025', tax_return_name: '2025 Form 1040', as_draft: 'true' },
      [{ name: 'r.pdf', content: returnPdf, type: 'application/pdf' }],
    );
    const id = (
      await t.app.inject({
        method: 'POST',
        url: '/api/tax_returns',
        headers: { ...r.staff, ...body.headers },
        payload: body.payload,
      })
    ).json().id as number;
    await until(
      () => call('GET', `/api/tax_returns/${id}`, r.staff).then((x) => x.json()),
      (d) => d.status === 'draft',
    );
    return id;
  }

  it('GET /api/tax_returns/:id: 401, 400, 404 for another firm and another entity, 200 for its owner', async () => {
    const { r, other, olgaH } = await world();
    const url = `/api/tax_returns/${r.id}`;
    expect((await call('GET', url, {})).statusCode).toBe(401);
    expect((await call('GET', '/api/tax_returns/abc', r.taraH)).statusCode).toBe(400);
    expect((await call('GET', '/api/tax_returns/0', r.taraH)).statusCode).toBe(400);
    for (const headers of [other.taraH, other.staff, olgaH]) {
      const res = await call('GET', url, headers);
      expectNotFound(res);
      expect(res.json().error.message).toBe(taxReturnMessages.notFound);
    }
    const mine = await call('GET', url, r.taraH);
    expect(mine.statusCode).toBe(200);
    expect(mine.json()).toMatchObject({ id: r.id, status: 'sent' });
  });

  it("GET /api/tax_returns?company_id=: another entity's list is 404, and her own entity's holds none of it", async () => {
    const { r, olgaH, olgasEntity } = await world();
    expectNotFound(await call('GET', `/api/tax_returns?company_id=${r.company.id}`, olgaH));
    const own = await call('GET', `/api/tax_returns?company_id=${olgasEntity.id}`, olgaH);
    expect(own.statusCode).toBe(200);
    expect(own.json().items).toEqual([]);
    expect((await call('GET', `/api/tax_returns?company_id=${r.company.id}`, r.taraH)).json().items).toHaveLength(1);
  });

  it('GET /:id/document: 401, 400 for an unknown kind, 404 for another firm and another entity, else a link', async () => {
    const { r, other, olgaH } = await world();
    const url = `/api/tax_returns/${r.id}/document`;
    expect((await call('GET', url, {})).statusCode).toBe(401);
    expect((await call('GET', `${url}?kind=bogus`, r.taraH)).statusCode).toBe(400);
    expect((await call('GET', '/api/tax_returns/abc/document', r.taraH)).statusCode).toBe(400);
    for (const headers of [other.taraH, other.staff, olgaH]) expectNotFound(await call('GET', url, headers));
    const link = await call('GET', url, r.taraH);
    expect(link.statusCode).toBe(200);
    expect(link.json().url).toEqual(expect.any(String));
  });

  it('POST /:id/draft_review: 401, 400, 404 for another firm and another entity; the draft is still theirs to answer', async () => {
    const { r, other, olgaH } = await world();
    const id = await draftOf(r);
    const url = `/api/tax_returns/${id}/draft_review`;
    expect((await call('POST', url, {}, { decision: 'approve' })).statusCode).toBe(401);
    expect((await call('POST', url, r.taraH, { decision: 'maybe' })).statusCode).toBe(400);
    expect((await call('POST', '/api/tax_returns/abc/draft_review', r.taraH, { decision: 'approve' })).statusCode).toBe(
      400,
    );
    for (const headers of [other.taraH, other.staff, olgaH])
      expectNotFound(await call('POST', url, headers, { decision: 'approve' }));
    expectNotFound(await call('POST', url, olgaH, { decision: 'request_changes', reason: 'Wrong address' }));
    // Nothing of that reached the draft: its owner answers it now.
    expect((await call('GET', `/api/tax_returns/${id}`, r.staff)).json()).toMatchObject({
      status: 'draft',
      draft_status: 'draft',
      draft_comment: null,
    });
    expect((await call('POST', url, r.liamH, { decision: 'approve' })).json()).toEqual({
      status: 'approved',
      draft_status: 'approved',
    });
  });

  it('refuses to approve a return that is sent (not yet signed) as a draft: 409, and it stays sent', async () => {
    const { r } = await world();
    for (const review of [{ decision: 'approve' }, { decision: 'request_changes', reason: 'Too late?' }]) {
      const refused = await call('POST', `/api/tax_returns/${r.id}/draft_review`, r.taraH, review);
      expect(refused.statusCode).toBe(409);
      expect(refused.json().error.message).toBe(taxReturnMessages.notDraft);
    }
    expect(await r.detail()).toMatchObject({ status: 'sent', draft_status: null, all_signed: false });
  });

  it('POST and DELETE /vouchers/:v/paid: 400 for a malformed id or body, 404 for another entity', async () => {
    const { r, olgaH, voucherId } = await world();
    const body = { paid_on: '2026-04-14', method: 'irs_direct_pay' };
    for (const url of [
      `/api/tax_returns/${r.id}/vouchers/abc/paid`,
      `/api/tax_returns/${r.id}/vouchers/-1/paid`,
      `/api/tax_returns/abc/vouchers/${voucherId}/paid`,
    ])
      expect((await call('POST', url, r.taraH, body)).statusCode, url).toBe(400);
    const url = `/api/tax_returns/${r.id}/vouchers/${voucherId}/paid`;
    expect((await call('POST', url, r.taraH, { ...body, method: 'bitcoin' })).statusCode).toBe(400);
    expectNotFound(await call('POST', url, olgaH, body));
    expectNotFound(await call('DELETE', url, olgaH));
    expect((await r.detail()).vouchers_paid).toBe(0);
  });

  it('POST /paper_filings/:f/mailed: 400 for a malformed id, 404 for another entity, and it stays unmailed', async () => {
    const { r, olgaH, filingId } = await world();
    expect((await call('POST', `/api/tax_returns/${r.id}/paper_filings/abc/mailed`, r.taraH)).statusCode).toBe(400);
    expect((await call('POST', `/api/tax_returns/abc/paper_filings/${filingId}/mailed`, r.taraH)).statusCode).toBe(400);
    expectNotFound(await call('POST', `/api/tax_returns/${r.id}/paper_filings/${filingId}/mailed`, olgaH));
    expect((await r.detail()).paper_filed_returns).toEqual([
      expect.objectContaining({ id: filingId, is_mailed: false }),
    ]);
  });

  it('POST /e_sign_forms/:f/sign and GET its document: 400 for a malformed id, 404 for another entity', async () => {
    const { r, olgaH } = await world();
    const docUrl = `/api/tax_returns/${r.id}/e_sign_forms/${r.formId}/document`;
    expect((await call('GET', `/api/tax_returns/${r.id}/e_sign_forms/abc/document`, r.taraH)).statusCode).toBe(400);
    expect((await call('GET', `/api/tax_returns/abc/e_sign_forms/${r.formId}/document`, r.taraH)).statusCode).toBe(400);
    expect(
      (await call('POST', `/api/tax_returns/${r.id}/e_sign_forms/abc/sign`, r.taraH, typedSignature('Tara Jones')))
        .statusCode,
    ).toBe(400);
    expectNotFound(await r.sign(olgaH, typedSignature('Olga Other')));
    expect((await r.detail()).signatures_signed).toBe(0);
    await r.sign(r.taraH);
    await r.sign(r.liamH, typedSignature('Liam Jones'));
    await until(
      () => r.detail(),
      (d) => d.e_sign_forms[0].signed_document_ready,
    );
    // Sealed and ready: its signers get it, another entity's owner does not.
    expectNotFound(await call('GET', docUrl, olgaH));
    expect((await call('GET', docUrl, r.taraH)).statusCode).toBe(200);
  });

  it('POST /verify_identity: 400, 404 for another entity, 403 for an owner who signs nothing', async () => {
    const idv = { tax_return_identity_verification_enabled: true, tax_return_stripe_idv_enabled: true };
    const { r, olgaH } = await world(idv);
    // Nina owns the entity too, but no form of this return is hers to sign.
    const nina = await buildClient(r.db, r.firm, { fname: 'Nina', lname: 'Jones' });
    await r.db.insert(companyOwners).values({ firmId: r.firm.id, companyId: r.company.id, userId: nina.id });
    const ninaH = await r.as(nina);
    const url = `/api/tax_returns/${r.id}/verify_identity`;
    expect((await call('POST', '/api/tax_returns/abc/verify_identity', r.taraH)).statusCode).toBe(400);
    expect((await call('POST', '/api/tax_returns/0/verify_identity', r.taraH)).statusCode).toBe(400);
    expectNotFound(await call('POST', url, olgaH));
    // She sees the return (she owns the entity), but has nothing to verify for.
    expect((await call('GET', `/api/tax_returns/${r.id}`, ninaH)).statusCode).toBe(200);
    const notSigner = await call('POST', url, ninaH);
    expect(notSigner.statusCode).toBe(403);
    expect(notSigner.json().error.message).toBe(taxReturnMessages.notFormSigner);
    // A signer starts the check.
    expect((await call('POST', url, r.taraH)).statusCode).toBe(200);
  });

  it('answers 403 to a client on every staff route of their own return, and changes nothing', async () => {
    const { r } = await world();
    const before = (await r.db.select().from(taxReturns).where(eq(taxReturns.id, r.id)))[0]!;
    const base = `/api/tax_returns/${r.id}`;
    const attempts: [method: 'POST' | 'PATCH' | 'DELETE', url: string, body?: object][] = [
      ['POST', `${base}/start_classification`],
      ['POST', `${base}/send`],
      ['POST', `${base}/mark_finished`],
      ['POST', `${base}/invoice_paid`, { paid: true }],
      ['POST', `${base}/send_reminders`],
      ['PATCH', base, { reminder_disabled: true }],
      ['DELETE', base],
      ['POST', '/api/tax_returns/update_client_assignments', { advisorId: r.tara.id, clientIds: [r.id] }],
    ];
    for (const headers of [r.taraH, r.liamH])
      for (const [method, url, body] of attempts) {
        const res = await call(method, url, headers, body);
        expect(res.statusCode, `${method} ${url}`).toBe(403);
        expect(res.json().error.message).toBe(genericMessages.forbidden);
      }
    const after = (await r.db.select().from(taxReturns).where(eq(taxReturns.id, r.id)))[0]!;
    expect(after).toMatchObject({
      status: 'sent',
      invoicePaid: false,
      reminderDisabled: false,
      lastReminderSentAt: null,
      assignedAdvisorId: null,
      deletedAt: null,
    });
    expect(after.updatedAt).toEqual(before.updatedAt);
    expect((await call('GET', base, r.taraH)).statusCode).toBe(200);
  });
});
