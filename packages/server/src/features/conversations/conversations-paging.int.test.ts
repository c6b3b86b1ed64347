import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts';
import { countingDb } from '../../test/counting-db.ts';
import { buildFirm, buildStaff, signInAs } from '../../test/factories.ts';
import { listConversations } from './conversations.service.ts';

/** The conversation list past the exact-total limit (1,000): an estimated total, deep pages read from the end. */
describe('the conversation list of a big firm', () => {
  const N = 1_100;
  let t: TestApp;
  let headers: Record<string, string>;
  let firmId: number;
  let partner: Awaited<ReturnType<typeof buildStaff>>;
  const sql = (text: string, values: unknown[] = []) => t.deps.database.executeSql(text, values);

  beforeAll(async () => {
    t = await buildTestApp();
    const db = t.deps.database.db;
    const firm = await buildFirm(db);
    firmId = firm.id;
    partner = await buildStaff(db, firm);
    headers = (await signInAs(db, partner)).headers;
    // One entity conversation each, the partner in it; last activity repeats (ties break on id), some have none.
    await sql(
      `insert into companies (firm_id, hash_id, name, entity_type)
       select $1::int, md5(random()::text || n), 'Lopez Family ' || n, 'Individual' from generate_series(1, ${N}) n`,
      [firmId],
    );
    await sql(
      `insert into conversations (firm_id, last_message_at)
       select $1::int, case when n % 10 <> 0 then now() - (n % 300) * interval '1 minute' end
       from generate_series(1, ${N}) n`,
      [firmId],
    );
    await sql(
      `insert into conversation_companies (firm_id, conversation_id, company_id)
       select $1::int, v.id, c.id
       from (select id, row_number() over (order by id) as k from conversations where firm_id = $1::int) v
       join (select id, row_number() over (order by id) as k from companies where firm_id = $1::int) c on c.k = v.k`,
      [firmId],
    );
    await sql(
      `insert into conversation_participants (firm_id, conversation_id, user_id, is_advisor)
       select $1::int, id, $2::int, true from conversations where firm_id = $1::int`,
      [firmId, partner.id],
    );
  });
  afterAll(() => t.close());

  const get = async (url: string) => {
    const res = await t.app.inject({ url: `/api/v2/conversations${url}`, headers });
    expect(res.statusCode).toBe(200);
    return res.json() as { conversations: Array<{ id: number }>; total: number; total_is_estimate?: boolean };
  };
  const truth = async (extra = '') =>
    (
      await sql(
        `select v.id from conversations v join conversation_companies cc on cc.conversation_id = v.id
         join companies c on c.id = cc.company_id
         where v.firm_id = $1 ${extra} order by v.last_message_at desc nulls last, v.id desc`,
        [firmId],
      )
    ).rows.map((r) => Number(r.id));

  it('pages every conversation once, newest activity first, the last page read from the end', async () => {
    const expected = await truth();
    const pages = await Promise.all(
      Array.from({ length: Math.ceil(expected.length / 100) }, (_, page) => get(`?per_page=100&page=${page}`)),
    );
    expect(pages.every((p) => p.total === N && p.total_is_estimate === true)).toBe(true);
    expect(pages.flatMap((p) => p.conversations.map((c) => c.id))).toEqual(expected);
    const last = await get(`?per_page=20&page=${Math.ceil(N / 20) - 1}`);
    expect(last.conversations.map((c) => c.id)).toEqual(expected.slice((Math.ceil(N / 20) - 1) * 20));
  });

  it('searches entity names with an exact small total', async () => {
    const found = await get('?per_page=100&search=Lopez Family 107');
    const matching = await truth(`and c.name ilike '%Lopez Family 107%'`);
    expect(matching.length).toBeGreaterThan(10);
    expect(found.conversations.map((c) => c.id)).toEqual(matching);
    expect(found).toMatchObject({ total: matching.length, total_is_estimate: false });
  });

  it('reads any page of a kept total in one statement; counting it takes one more', async () => {
    const actor = {
      userId: partner.id,
      firmId,
      isAdvisor: true,
      firmAccess: partner.firmAccess,
      groupId: null,
      readonly: false,
    };
    const q = { page: 0, per_page: 20, search: 'Lopez', unread_only: false };
    // Not kept yet: the first page comes with the count up to the limit, then the whole count.
    const first = countingDb(t.deps.database);
    const counted = await listConversations(first.db, actor, q);
    expect(first.statements).toHaveLength(2);
    expect(counted).toMatchObject({ total: N, total_is_estimate: true });
    for (const page of [0, 1, Math.ceil(N / 20) - 1]) {
      const counting = countingDb(t.deps.database);
      const listed = await listConversations(counting.db, actor, { ...q, page });
      expect(counting.statements).toHaveLength(1);
      expect(listed.conversations.map((c) => c.id)).toEqual((await truth()).slice(page * 20, page * 20 + 20));
    }
  });
});
