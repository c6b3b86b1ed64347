import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SAMPLE_RETURN_PAGES, taxReturnMessages } from '@portal/domain';
import { firmGroups } from '../../db/schema/index.ts';
import { registerJobs } from '../../jobs.ts';
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts';
import { buildClient, buildCompany, buildFirm, buildStaff, signInAs } from '../../test/factories.ts';
import { multipart } from '../../test/multipart.ts';
import { textPagesPdf } from '../../test/pdf-files.ts';
import { until } from '../../test/poll.ts';

/**
 * A group-limited firm user delivers only their group's returns (an entity's group is its primary contact's):
 * another group's return is 404 on every staff route, and the Deliver table leaves it out.
 */
describe('tax returns: a group-limited staff member sees only their group', () => {
  let t: TestApp;
  let returnPdf: Buffer;
  beforeAll(async () => {
    t = await buildTestApp({ startJobs: true, jobs: { pollingIntervalSeconds: 0.5 } });
    await registerJobs(t.deps);
    returnPdf = await textPagesPdf(SAMPLE_RETURN_PAGES);
  });
  afterAll(() => t.close());

  const call = (
    method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE',
    url: string,
    headers: Record<string, string>,
    payload?: object,
  ) => t.app.inject({ method, url, headers, ...(payload ? { payload } : {}) });

  const upload = (headers: Record<string, string>, companyId: number, name: string) => {
    const body = multipart({ company_id: String(companyId), tax_year: '2025', tax_return_name: name }, [
      { name: 'r.pdf', content: returnPdf, type: 'application/pdf' },
    ]);
    return t.app.inject({
      method: 'POST',
      url: '/api/tax_returns',
      headers: { ...headers, ...body.headers },
      payload: body.payload,
    });
  };

  /** A firm with groups West and East, an entity in each (by its primary contact) with a return ready to send. */
  async function setup() {
    const db = t.deps.database.db;
    const firm = await buildFirm(db, { preferences: { new_tax_return_delivery_enabled: true, has_firm_groups: true } });
    const [west] = await db.insert(firmGroups).values({ firmId: firm.id, name: 'West' }).returning();
    const [east] = await db.insert(firmGroups).values({ firmId: firm.id, name: 'East' }).returning();
    const as = async (u: { id: number; firmId: number }) => (await signInAs(db, u)).headers;
    const partnerUser = await buildStaff(db, firm);
    const partner = await as(partnerUser);
    const westStaff = await as(await buildStaff(db, firm, { access: 'group', groupId: west!.id }));
    const noGroup = await as(await buildStaff(db, firm, { access: 'group' }));
    const wendy = await buildClient(db, firm, { fname: 'Wendy', lname: 'West', groupId: west!.id });
    const ed = await buildClient(db, firm, { fname: 'Ed', lname: 'East', groupId: east!.id });
    const westEntity = await buildCompany(db, firm, wendy, { name: 'Wendy West' });
    const eastEntity = await buildCompany(db, firm, ed, { name: 'Ed East' });
    const ready = async (companyId: number, name: string) => {
      const id = (await upload(partner, companyId, name)).json().id as number;
      await until(
        () => call('GET', `/api/tax_returns/${id}`, partner).then((r) => r.json()),
        (d) => d.status === 'action_required',
      );
      return id;
    };
    const westReturn = await ready(westEntity.id, 'West 1040');
    const eastReturn = await ready(eastEntity.id, 'East 1040');
    return { partnerUser, partner, westStaff, noGroup, westEntity, eastEntity, westReturn, eastReturn };
  }

  it('lists only their group’s returns; a group user without a group sees none', async () => {
    const g = await setup();
    const ids = async (headers: Record<string, string>, query = '') =>
      (await call('GET', `/api/tax_returns${query}`, headers)).json().items.map((r: { id: number }) => r.id);
    expect((await ids(g.partner)).sort()).toEqual([g.westReturn, g.eastReturn].sort());
    expect(await ids(g.westStaff)).toEqual([g.westReturn]);
    // Searching or asking for the other group's entity does not bring it back.
    expect(await ids(g.westStaff, '?search_term=east')).toEqual([]);
    expect(await ids(g.westStaff, `?company_id=${g.eastEntity.id}`)).toEqual([]);
    expect(await ids(g.noGroup)).toEqual([]);
  });

  it("answers 404 for another group's return on the staff routes, and changes nothing", async () => {
    const g = await setup();
    const base = `/api/tax_returns/${g.eastReturn}`;
    const attempts: [method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE', url: string, body?: object][] = [
      ['GET', base],
      ['GET', `${base}/document?kind=original`],
      ['GET', `${base}/evidence`],
      ['PUT', `${base}/classification`, { e_sign_forms: [], payment_vouchers: [], paper_filed_returns: [] }],
      ['POST', `${base}/start_classification`],
      ['POST', `${base}/send`],
      ['POST', `${base}/send_to_documents`, {}],
      ['POST', `${base}/mark_finished`],
      ['POST', `${base}/invoice_paid`, { paid: true }],
      ['POST', `${base}/send_reminders`],
      ['PATCH', base, { reminder_disabled: true }],
      ['DELETE', base],
    ];
    for (const headers of [g.westStaff, g.noGroup])
      for (const [method, url, body] of attempts) {
        const res = await call(method, url, headers, body);
        expect(res.statusCode, `${method} ${url}: ${res.body}`).toBe(404);
        expect(res.body).not.toContain('East 1040');
      }
    expect((await call('GET', base, g.westStaff)).json().error.message).toBe(taxReturnMessages.notFound);
    // An upload for the other group's entity is refused the same way.
    expect((await upload(g.westStaff, g.eastEntity.id, 'Sneaky 1040')).statusCode).toBe(404);
    // The other group's return is as it was; their own group's return is theirs to work on.
    expect((await call('GET', base, g.partner)).json()).toMatchObject({
      status: 'action_required',
      reminder_disabled: false,
      invoice_paid: false,
    });
    expect((await call('GET', `/api/tax_returns/${g.westReturn}`, g.westStaff)).statusCode).toBe(200);
    // Assigning a firm user to both returns reaches their group's only.
    const assigned = await call('POST', '/api/tax_returns/update_client_assignments', g.westStaff, {
      advisorId: g.partnerUser.id,
      clientIds: [g.westReturn, g.eastReturn],
    });
    expect(assigned.statusCode, assigned.body).toBe(200);
    const advisorOf = async (id: number) =>
      (await call('GET', `/api/tax_returns/${id}`, g.partner)).json().assigned_advisor_id;
    expect(await advisorOf(g.westReturn)).toBe(g.partnerUser.id);
    expect(await advisorOf(g.eastReturn)).toBeNull();
    expect((await call('POST', `/api/tax_returns/${g.westReturn}/send`, g.westStaff)).json()).toEqual({
      status: 'sent',
    });
  });
});
