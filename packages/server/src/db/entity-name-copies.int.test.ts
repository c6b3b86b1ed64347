import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { questionnaires, signatureRequests, taxReturns } from './schema/index.ts';
import { buildTestApp, type TestApp } from '../test/build-test-app.ts';
import { buildClient, buildCompany, buildFirm, buildStaff, signInAs } from '../test/factories.ts';

/**
 * Collect, Deliver and signature requests sort by entity name from each row's own copy of it (migrations 0063 and
 * 0065: one trigger function): every write that makes a questionnaire, a return or a request, moves it to another
 * entity or renames the entity keeps the copy equal to the entity's name, and the lists answer as if they joined it.
 */
describe("questionnaires', returns' and signature requests' copies of their entity's name", () => {
  let t: TestApp;
  let headers: Record<string, string>;
  let firm: Awaited<ReturnType<typeof buildFirm>>;
  let alpha: { id: number };
  let beta: { id: number };
  let movedQuestionnaire: number;
  let movedReturn: number;
  let movedRequest: number;

  beforeAll(async () => {
    t = await buildTestApp();
    const db = t.deps.database.db;
    firm = await buildFirm(db, {
      preferences: { new_tax_return_delivery_enabled: true, signature_requests_enabled: true },
    });
    headers = (await signInAs(db, await buildStaff(db, firm))).headers;
    const client = await buildClient(db, firm);
    alpha = await buildCompany(db, firm, client, { name: 'Alpha LLC' });
    beta = await buildCompany(db, firm, client, { name: 'Beta Trust' });
    const made = await db
      .insert(questionnaires)
      .values([
        { firmId: firm.id, companyId: alpha.id, hashId: `qa-${alpha.id}`, name: 'Organizer A', taxYear: 2025 },
        { firmId: firm.id, companyId: beta.id, hashId: `qb-${beta.id}`, name: 'Organizer B', taxYear: 2025 },
      ])
      .returning();
    const returns = await db
      .insert(taxReturns)
      .values([
        { firmId: firm.id, companyId: alpha.id, taxYear: 2025, taxReturnName: 'Return A', status: 'sent' },
        { firmId: firm.id, companyId: beta.id, taxYear: 2025, taxReturnName: 'Return B', status: 'sent' },
      ])
      .returning();
    const requests = await db
      .insert(signatureRequests)
      .values([
        { firmId: firm.id, companyId: alpha.id, taxYear: 2025, formName: 'Letter A', status: 'sent' },
        { firmId: firm.id, companyId: beta.id, taxYear: 2025, formName: 'Letter B', status: 'sent' },
      ])
      .returning();
    movedQuestionnaire = made[0]!.id;
    movedReturn = returns[0]!.id;
    movedRequest = requests[0]!.id;
  });
  afterAll(() => t.close());

  /** Each list's row names sorted by entity name. */
  async function byEntity(descending: boolean) {
    const names = async (url: string, field: string) => {
      const res = await t.app.inject({ url: `${url}?sort_by=company_name&descending=${descending}`, headers });
      expect(res.statusCode, res.body).toBe(200);
      return res.json().items.map((x: Record<string, string>) => x[field]);
    };
    return {
      collect: await names('/api/v2/questionnaires', 'name'),
      deliver: await names('/api/tax_returns', 'tax_return_name'),
      signatures: await names('/api/signature_requests', 'form_name'),
    };
  }

  /** Questionnaires, returns and requests of the firm whose copy differs from their entity's name. */
  async function stale() {
    const { rows } = await t.deps.database.db.execute<{ id: number }>(sql`
      select r.id from questionnaires r join companies c on c.id = r.company_id
      where r.firm_id = ${firm.id} and r.company_name is distinct from c.name
      union all
      select r.id from tax_returns r join companies c on c.id = r.company_id
      where r.firm_id = ${firm.id} and r.company_name is distinct from c.name
      union all
      select r.id from signature_requests r join companies c on c.id = r.company_id
      where r.firm_id = ${firm.id} and r.company_name is distinct from c.name`);
    return rows;
  }

  it('is made with the row', async () => {
    expect(await stale()).toEqual([]);
    expect(await byEntity(false)).toEqual({
      collect: ['Organizer A', 'Organizer B'],
      deliver: ['Return A', 'Return B'],
      signatures: ['Letter A', 'Letter B'],
    });
    expect(await byEntity(true)).toEqual({
      collect: ['Organizer B', 'Organizer A'],
      deliver: ['Return B', 'Return A'],
      signatures: ['Letter B', 'Letter A'],
    });
  });

  it("follows the entity's rename through the API", async () => {
    const res = await t.app.inject({
      method: 'PATCH',
      url: `/api/companies/${alpha.id}`,
      headers,
      payload: { name: 'Zeta Holdings' },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(await stale()).toEqual([]);
    expect(await byEntity(false)).toEqual({
      collect: ['Organizer B', 'Organizer A'],
      deliver: ['Return B', 'Return A'],
      signatures: ['Letter B', 'Letter A'],
    });
  });

  it('follows a move to another entity', async () => {
    const db = t.deps.database.db;
    await db.update(questionnaires).set({ companyId: beta.id }).where(eq(questionnaires.id, movedQuestionnaire));
    await db.update(taxReturns).set({ companyId: beta.id }).where(eq(taxReturns.id, movedReturn));
    await db.update(signatureRequests).set({ companyId: beta.id }).where(eq(signatureRequests.id, movedRequest));
    expect(await stale()).toEqual([]);
    const copies = await db.execute<{ name: string }>(sql`
      select company_name as name from questionnaires where id = ${movedQuestionnaire}
      union all select company_name from tax_returns where id = ${movedReturn}
      union all select company_name from signature_requests where id = ${movedRequest}`);
    expect(copies.rows.map((r) => r.name)).toEqual(['Beta Trust', 'Beta Trust', 'Beta Trust']);
  });
});
