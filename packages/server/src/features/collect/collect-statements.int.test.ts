import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { collectQuerySchema, type Actor } from '@portal/domain';
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts';
import { countingDb } from '../../test/counting-db.ts';
import { buildFirm, buildStaff, signInAs } from '../../test/factories.ts';
import { collectList } from './collect-list.ts';

/**
 * Issue 22 §1: a Collect page is one statement, whatever its rows carry (sections, questions, notes, a custom status,
 * logged activity with the caller's "all activity" setting on) and the firm-level bits; its count comes in the same
 * statement near the start of a list, and a kept count costs none. Counted on the driver (a drizzle logger), and the
 * answer is the route's.
 */
describe('the Collect list’s statements', () => {
  let t: TestApp;
  let actor: Actor;
  let headers: Record<string, string>;
  const sql = (text: string, values: unknown[] = []) => t.deps.database.executeSql(text, values);

  beforeAll(async () => {
    t = await buildTestApp();
    const db = t.deps.database.db;
    const firm = await buildFirm(db);
    const staff = await buildStaff(db, firm);
    headers = (await signInAs(db, staff)).headers;
    actor = {
      userId: staff.id,
      firmId: firm.id,
      isAdvisor: true,
      firmAccess: 'partner',
      groupId: null,
      readonly: false,
    };
    await sql(
      `update users set overview_setting = '{"last_activity_should_include_all_activity": true}' where id = $1`,
      [staff.id],
    );
    const [status] = (
      await sql(
        `insert into firm_custom_statuses (firm_id, firm_user_display_status) values ($1, 'Waiting on K-1') returning id`,
        [firm.id],
      )
    ).rows as Array<{ id: number }>;
    await sql(
      `insert into companies (firm_id, hash_id, name, entity_type)
       select $1::int, md5(random()::text || n), 'Garcia Family ' || n, 'Individual' from generate_series(1, 40) n`,
      [firm.id],
    );
    // 1,200 questionnaires: past the exact-count limit, so the last page is read from the end once counted.
    await sql(
      `insert into questionnaires (firm_id, company_id, hash_id, name, tax_year, firm_custom_status_id, created_at)
       select $1::int, c.id, md5(random()::text || c.id || '-' || n), 'Organizer ' || n, 2020 + n % 5,
              case when n % 3 = 0 then $2::int end, now() - (c.id * 30 + n) * interval '1 minute'
       from companies c, generate_series(1, 30) n where c.firm_id = $1::int`,
      [firm.id, status!.id],
    );
    // Every questionnaire has a section and two questions (one answered), a note and a logged event.
    await sql(
      `insert into questionnaire_sections (firm_id, questionnaire_id, position, name, section_type)
       select firm_id, id, 1, 'Income', 1 from questionnaires where firm_id = $1`,
      [firm.id],
    );
    await sql(
      `insert into questionnaire_questions (firm_id, questionnaire_id, section_id, position, text, question_type, answer)
       select s.firm_id, s.questionnaire_id, s.id, n, 'Question ' || n, 'text', case when n = 1 then 'Yes' end
       from questionnaire_sections s, generate_series(1, 2) n where s.firm_id = $1`,
      [firm.id],
    );
    await sql(
      `insert into questionnaire_notes (firm_id, questionnaire_id, question_id, text, from_firm_user)
       select firm_id, questionnaire_id, id, 'A note', true from questionnaire_questions where firm_id = $1 and position = 1`,
      [firm.id],
    );
    await sql(
      `insert into activity_logs (firm_id, type_id, title, questionnaire_id, created_at)
       select firm_id, 1, 'Opened', id, now() from questionnaires where firm_id = $1`,
      [firm.id],
    );
  });
  afterAll(() => t.close());

  /** The statements one list request sends, and its answer (the same as the route's). */
  async function page(query: string) {
    const counted = countingDb(t.deps.database);
    const q = collectQuerySchema.parse(Object.fromEntries(new URLSearchParams(query)));
    const list = await collectList(counted.db, actor, q, new Date());
    const res = await t.app.inject({ url: `/api/v2/questionnaires?${query}`, headers });
    expect(res.statusCode, res.body).toBe(200);
    expect(JSON.parse(JSON.stringify(list))).toEqual(res.json());
    return { list, statements: counted.statements.length };
  }

  it('answers a page with everything its rows show in one statement, its exact count included', async () => {
    const search = await page('per_page=50&search_term=Garcia%20Family%2012');
    expect(search.statements).toBe(1);
    expect(search.list.count).toBe(30);
    expect(search.list.items[0]).toMatchObject({
      notes_count: 1,
      questions_answered: 1,
      questions_total: 2,
      status_label: expect.any(String),
    });
    // The logged event is later than the client's own (none): the setting is on.
    expect(search.list.items.every((i) => i.last_activity_at !== null)).toBe(true);
    expect(search.list.items.filter((i) => i.custom_status?.name === 'Waiting on K-1')).toHaveLength(10);

    expect((await page('per_page=25&page=2&tax_year=2021')).statements).toBe(1);
  });

  it('counts a big list once, then answers any page, the last one too, in one statement', async () => {
    const first = await page('per_page=25&sort_by=name&descending=false');
    // Past the exact limit: the full count once (kept), besides the page.
    expect(first.statements).toBe(2);
    expect(first.list).toMatchObject({ count: 1200, count_is_estimate: true });
    const last = await page('per_page=25&sort_by=name&descending=false&page=48');
    expect(last.statements).toBe(1);
    expect(last.list.items).toHaveLength(25);
    expect(last.list.items.at(-1)!.name).toBe('Organizer 9');
    expect((await page('per_page=25&sort_by=name&descending=false')).statements).toBe(1);
  });
});
