import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { questionnaires } from '../../db/schema/index.ts';
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts';
import { buildClient, buildCompany, buildFirm, buildStaff, signInAs } from '../../test/factories.ts';

/**
 * Collect sorts by entity name from the questionnaire's own copy of it (migration 0063's triggers): every write that
 * makes a questionnaire, moves it to another entity or renames the entity keeps the copy equal to the entity's name,
 * and the list answers as if it joined the entity.
 */
describe("the questionnaire's copy of its entity's name", () => {
  let t: TestApp;
  let headers: Record<string, string>;
  let firm: Awaited<ReturnType<typeof buildFirm>>;
  let alpha: { id: number };
  let beta: { id: number };
  let q: { id: number };

  beforeAll(async () => {
    t = await buildTestApp();
    const db = t.deps.database.db;
    firm = await buildFirm(db);
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
    q = made[0]!;
  });
  afterAll(() => t.close());

  /** Collect's questionnaire names by entity name. */
  async function byEntity(descending: boolean) {
    const res = await t.app.inject({
      url: `/api/v2/questionnaires?sort_by=company_name&descending=${descending}`,
      headers,
    });
    expect(res.statusCode, res.body).toBe(200);
    return res.json().items.map((x: { name: string }) => x.name);
  }

  /** Questionnaires of the firm whose copy differs from their entity's name. */
  async function stale() {
    const { rows } = await t.deps.database.db.execute<{ id: number }>(sql`
      select q.id from questionnaires q join companies c on c.id = q.company_id
      where q.firm_id = ${firm.id} and q.company_name is distinct from c.name`);
    return rows;
  }

  it('is made with the questionnaire', async () => {
    expect(await stale()).toEqual([]);
    expect(await byEntity(false)).toEqual(['Organizer A', 'Organizer B']);
    expect(await byEntity(true)).toEqual(['Organizer B', 'Organizer A']);
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
    expect(await byEntity(false)).toEqual(['Organizer B', 'Organizer A']);
  });

  it('follows a move to another entity', async () => {
    await t.deps.database.db.update(questionnaires).set({ companyId: beta.id }).where(eq(questionnaires.id, q.id));
    expect(await stale()).toEqual([]);
    const [row] = await t.deps.database.db
      .select({ name: questionnaires.companyName })
      .from(questionnaires)
      .where(eq(questionnaires.id, q.id));
    expect(row!.name).toBe('Beta Trust');
  });
});
