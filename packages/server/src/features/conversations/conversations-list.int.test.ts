import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Actor } from '@portal/domain';
import type { users } from '../../db/schema/index.ts';
import { companies, conversationParticipants, firmGroups, messages, messageUnseen } from '../../db/schema/index.ts';
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts';
import { countingDb } from '../../test/counting-db.ts';
import { buildClient, buildCompany, buildFirm, buildStaff, signInAs } from '../../test/factories.ts';
import { ensureEntityConversation } from '../entities/index.ts';
import { listConversations } from './conversations.service.ts';
import { listPage } from './conversations-list.repo.ts';

type Page = {
  conversations: Array<{
    id: number;
    advisor_names: string[];
    client_names: string[];
    unseen_messages: number;
    last_message: { text: string; user_name: string; unseen_user_ids: number[] } | null;
    relevant_company_ids: number[];
    archived: boolean;
  }>;
  total: number;
  total_is_estimate?: boolean;
  unseen_total: number;
};

/**
 * Issue 22 §1: the conversation list in one statement per page, with the same rows for every kind of caller
 * (partner, full, group-limited staff, client), filter and firm as before.
 */
describe('the conversation list', () => {
  let t: TestApp;
  const at = (minute: number) => new Date(Date.UTC(2026, 2, 2, 15, minute));
  const ids = {} as Record<'w1' | 'w2' | 'e1' | 'gone' | 'other', number>;
  const who = {} as Record<'partner' | 'full' | 'group' | 'westClient' | 'otherPartner', typeof users.$inferSelect>;
  const headers = {} as Record<keyof typeof who, Record<string, string>>;
  const actor = (u: typeof users.$inferSelect): Actor => ({
    userId: u.id,
    firmId: u.firmId,
    isAdvisor: u.isAdvisor,
    firmAccess: u.firmAccess,
    groupId: u.groupId,
    readonly: false,
  });

  beforeAll(async () => {
    t = await buildTestApp();
    const db = t.deps.database.db;
    const firm = await buildFirm(db);
    const [west, east] = await db
      .insert(firmGroups)
      .values([
        { firmId: firm.id, name: 'West' },
        { firmId: firm.id, name: 'East' },
      ])
      .returning();
    who.partner = await buildStaff(db, firm, { fname: 'Paula', lname: 'Partner' });
    who.full = await buildStaff(db, firm, { access: 'full' });
    who.group = await buildStaff(db, firm, { access: 'group', groupId: west!.id });
    who.westClient = await buildClient(db, firm, {
      fname: 'Wendy',
      lname: 'Westerly',
      groupId: west!.id,
      assignedAdvisorId: who.partner.id,
    });
    const eastClient = await buildClient(db, firm, { groupId: east!.id });
    const w1 = await buildCompany(db, firm, who.westClient, { name: 'West One LLC' });
    const w2 = await buildCompany(db, firm, who.westClient, { name: 'West Two LLC', inactive: true });
    const e1 = await buildCompany(db, firm, eastClient, { name: 'East One LLC' });
    const gone = await buildCompany(db, firm, who.westClient, { name: 'Gone LLC' });
    ids.w1 = (await ensureEntityConversation(db, firm.id, w1.id))!;
    ids.w2 = (await ensureEntityConversation(db, firm.id, w2.id))!;
    ids.e1 = (await ensureEntityConversation(db, firm.id, e1.id))!;
    ids.gone = (await ensureEntityConversation(db, firm.id, gone.id))!;
    // Archived: its only entity is deleted.
    await db.update(companies).set({ deletedAt: new Date() }).where(eq(companies.id, gone.id));
    // The latest message of West One is the client's, unseen by the partner; East One's is the partner's.
    const message = async (conversationId: number, userId: number, text: string, minute: number) => {
      const [m] = await db
        .insert(messages)
        .values({
          firmId: firm.id,
          conversationId,
          userId,
          text,
          plainText: text,
          createdAt: at(minute),
          deliveredAt: at(minute),
        })
        .returning();
      await t.deps.database.executeSql('update conversations set last_message_at = $1 where id = $2', [
        at(minute),
        conversationId,
      ]);
      return m!;
    };
    await message(ids.w1, who.partner.id, 'Hello Wendy', 1);
    const latest = await message(ids.w1, who.westClient.id, 'Here are my receipts', 5);
    await db.insert(messageUnseen).values({
      firmId: firm.id,
      messageId: latest.id,
      userId: who.partner.id,
      conversationId: ids.w1,
      threadId: null,
    });
    await message(ids.e1, who.partner.id, 'Hello East', 3);
    // Another firm whose conversation matches the same search.
    const other = await buildFirm(db);
    who.otherPartner = await buildStaff(db, other);
    const otherClient = await buildClient(db, other, { fname: 'Wendy', lname: 'Westerly' });
    ids.other = (await ensureEntityConversation(
      db,
      other.id,
      (await buildCompany(db, other, otherClient, { name: 'West One LLC' })).id,
    ))!;
    for (const k of Object.keys(who) as (keyof typeof who)[]) headers[k] = (await signInAs(db, who[k])).headers;
  }, 120_000);
  afterAll(() => t.close());

  const list = async (as: keyof typeof who, query = '') => {
    const res = await t.app.inject({ url: `/api/v2/conversations?${query}`, headers: headers[as] });
    expect(res.statusCode).toBe(200);
    return res.json() as Page;
  };
  const idsOf = (page: Page) => page.conversations.map((c) => c.id);

  it('lists newest activity first, within the firm and what each caller may read', async () => {
    // No activity last (nulls last), ties on id descending.
    expect(idsOf(await list('partner'))).toEqual([ids.w1, ids.e1, ids.gone, ids.w2]);
    expect(await list('partner')).toMatchObject({ total: 4, total_is_estimate: false, unseen_total: 1 });
    // A full user does not see archived conversations; a group user only their group's clients'.
    expect(idsOf(await list('full'))).toEqual([ids.w1, ids.e1, ids.w2]);
    expect(idsOf(await list('group'))).toEqual([ids.w1, ids.w2]);
    // A client: their own conversations of active, live entities.
    expect(idsOf(await list('westClient'))).toEqual([ids.w1]);
    expect(idsOf(await list('otherPartner'))).toEqual([ids.other]);
  });

  it('a group-limited user also lists the conversations they take part in', async () => {
    const db = t.deps.database.db;
    await db
      .insert(conversationParticipants)
      .values({ firmId: who.group.firmId, conversationId: ids.e1, userId: who.group.id, isAdvisor: true });
    try {
      expect(idsOf(await list('group'))).toEqual([ids.w1, ids.e1, ids.w2]);
    } finally {
      await db.delete(conversationParticipants).where(eq(conversationParticipants.userId, who.group.id));
    }
  });

  it("gives each row its people, entities, latest message and the caller's unseen count", async () => {
    const [w1] = (await list('partner')).conversations;
    expect(w1).toMatchObject({
      id: ids.w1,
      advisor_names: ['Paula Partner'],
      client_names: ['Wendy Westerly'],
      unseen_messages: 1,
      last_message: { text: 'Here are my receipts', user_name: 'Wendy Westerly', unseen_user_ids: [who.partner.id] },
      archived: false,
    });
    const gone = (await list('partner')).conversations.find((c) => c.id === ids.gone);
    expect(gone).toMatchObject({ archived: true, relevant_company_ids: [], last_message: null });
    const [mine] = (await list('westClient')).conversations;
    expect(mine).toMatchObject({ unseen_messages: 0, last_message: { text: 'Here are my receipts' } });
  });

  it('filters: unread, an entity, a search of people and entity names, never across firms', async () => {
    expect(idsOf(await list('partner', 'unread_only=true'))).toEqual([ids.w1]);
    expect(await list('full', 'unread_only=true')).toMatchObject({ conversations: [], total: 0, unseen_total: 0 });
    const w2 = (await list('partner')).conversations.find((c) => c.id === ids.w2)!;
    expect(idsOf(await list('partner', `company_id=${w2.relevant_company_ids[0]}`))).toEqual([ids.w2]);
    expect(idsOf(await list('partner', 'search=wendy%20west'))).toEqual([ids.w1, ids.gone, ids.w2]);
    expect(idsOf(await list('partner', 'search=east%20one'))).toEqual([ids.e1]);
    expect(idsOf(await list('group', 'search=east'))).toEqual([]);
    expect(idsOf(await list('otherPartner', 'search=west%20one'))).toEqual([ids.other]);
    // LIKE's own characters are searched for as themselves.
    expect(idsOf(await list('partner', 'search=%25'))).toEqual([]);
    expect(idsOf(await list('partner', 'per_page=2&page=1'))).toEqual([ids.gone, ids.w2]);
    // Past the middle: read from the end.
    expect(idsOf(await list('partner', 'per_page=3&page=1'))).toEqual([ids.w2]);
  });

  it('answers each page with one statement, whatever the caller or filter', async () => {
    const q = { page: 0, per_page: 20, search: '', unread_only: false };
    for (const [u, query] of [
      [who.partner, q],
      [who.partner, { ...q, unread_only: true }],
      [who.partner, { ...q, search: 'wendy' }],
      [who.group, q],
      [who.westClient, { ...q, page: 1, per_page: 1 }],
    ] as const) {
      const counting = countingDb(t.deps.database);
      await listConversations(counting.db, actor(u), query);
      expect(counting.statements).toHaveLength(1);
    }
  });

  it('gives a term too short for trigrams to the plan, which reads the names once, and finds the same', async () => {
    const patternOf = async (search: string) => {
      const counting = countingDb(t.deps.database);
      await listConversations(counting.db, actor(who.partner), { page: 0, per_page: 20, search, unread_only: false });
      return counting.statements[0]!.match(/ilike (\(select \$\d+::text\)|\$\d+)/)![1];
    };
    expect(await patternOf('wendy')).toMatch(/^\(select/);
    expect(await patternOf('we')).toMatch(/^\$\d+$/);
    expect(idsOf(await list('partner', 'search=we'))).toEqual(idsOf(await list('partner', 'search=wendy%20west')));
  });

  it("walks a short term's first pages through the newest conversations, and gathers every match when they are few", async () => {
    const q = { page: 0, per_page: 20, search: 'we', unread_only: false };
    /** The page's ids and statement, read with its total known (no count) or counted in the same statement. */
    const read = async (search: string, run: { limit: number; offset: number; countUpTo?: number }) => {
      const counting = countingDb(t.deps.database);
      const page = await listPage(counting.db, actor(who.partner), { ...q, search }, { reversed: false, ...run });
      return { ids: page.rows.map((r) => r.id), walked: /cardinality/.test(counting.statements[0]!) };
    };
    // "we" (Wendy West's conversations) fills a page from the newest ones: the same rows as gathered and counted.
    const counted = await read('we', { limit: 20, offset: 0, countUpTo: 1001 });
    expect(counted).toEqual({ ids: [ids.w1, ids.gone, ids.w2], walked: false });
    expect(await read('we', { limit: 1, offset: 0 })).toEqual({ ids: [ids.w1], walked: true });
    expect(await read('we', { limit: 2, offset: 1 })).toEqual({ ids: [ids.gone, ids.w2], walked: true });
    // Fewer matches than the page holds: every name is read, and the rows are the same.
    expect(await read('we', { limit: 20, offset: 0 })).toEqual({ ids: counted.ids, walked: true });
    expect(await read('ea', { limit: 20, offset: 0 })).toEqual({ ids: [ids.e1], walked: true });
    // A term with trigrams, or a page deep in the list, gathers its matches as before.
    expect((await read('wendy', { limit: 20, offset: 0 })).walked).toBe(false);
    expect((await read('we', { limit: 20, offset: 100 })).walked).toBe(false);
  });
});
