import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { notifications, notificationSubscriptions } from '../../db/schema/index.ts';
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts';
import { buildClient, buildCompany, buildFirm, buildStaff, signInAs } from '../../test/factories.ts';
import { ensureEntityConversation } from '../entities/index.ts';

describe('notifications', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({ startJobs: true, jobs: { work: false } });
  });
  afterAll(() => t.close());

  it('lists, filters, counts and dismisses the caller’s own notifications only', async () => {
    const db = t.deps.database.db;
    const firm = await buildFirm(db);
    const staff = await buildStaff(db, firm);
    const other = await buildStaff(db, firm);
    await db.insert(notifications).values([
      { firmId: firm.id, userId: staff.id, typeId: 1, text: 'New message from Ann Lee', clientName: 'Ann Lee' },
      { firmId: firm.id, userId: staff.id, typeId: 2, text: 'Bo Kim uploaded W-2.pdf', clientName: 'Bo Kim' },
      { firmId: firm.id, userId: staff.id, typeId: 3, text: 'Questionnaire submitted', dismissed: true },
      { firmId: firm.id, userId: other.id, typeId: 1, text: 'Not yours' },
    ]);
    const headers = (await signInAs(db, staff)).headers;
    const list = async (query = '') => (await t.app.inject({ url: `/api/notifications${query}`, headers })).json();
    expect((await t.app.inject({ url: '/api/notifications' })).statusCode).toBe(401);
    expect((await t.app.inject({ url: '/api/notifications?type=x', headers })).statusCode).toBe(400);
    expect(await list()).toMatchObject({ total: 3, unread_count: 2 });
    expect((await list('?isUnreadOnly=true')).total).toBe(2);
    expect((await list('?type=2')).notifications.map((n: { text: string }) => n.text)).toEqual([
      'Bo Kim uploaded W-2.pdf',
    ]);
    expect((await list('?search=ann')).total).toBe(1);
    expect((await list('?per_page=1&page=1')).notifications).toHaveLength(1);

    const theirs = (await db.select().from(notifications)).find((n) => n.userId === other.id)!;
    const dismissTheirs = await t.app.inject({
      method: 'POST',
      url: `/api/notifications/${theirs.id}/dismiss`,
      headers,
    });
    expect(dismissTheirs.statusCode).toBe(404);
    const first = (await list('?isUnreadOnly=true')).notifications[0];
    expect(
      (await t.app.inject({ method: 'POST', url: `/api/notifications/${first.id}/dismiss`, headers })).statusCode,
    ).toBe(204);
    expect((await list()).unread_count).toBe(1);
    const all = await t.app.inject({ method: 'POST', url: '/api/notifications/dismiss_all', headers });
    expect(all.json()).toEqual({ dismissed: 1 });
    expect((await list()).unread_count).toBe(0);
  });

  it("a client's message becomes a notice for firm users in the conversation, unless they turned information off", async () => {
    const db = t.deps.database.db;
    const firm = await buildFirm(db);
    const advisor = await buildStaff(db, firm, { access: 'full' });
    const quiet = await buildStaff(db, firm, { access: 'full' });
    const client = await buildClient(db, firm, { assignedAdvisorId: advisor.id, fname: 'Ann', lname: 'Lee' });
    const company = await buildCompany(db, firm, client, { name: 'Lee LLC', entityType: 'Partnership' });
    const conversationId = (await ensureEntityConversation(db, firm.id, company.id))!;
    const asQuiet = (await signInAs(db, quiet)).headers;
    await t.app.inject({
      method: 'POST',
      url: '/api/conversations/join',
      payload: { conversation_id: conversationId },
      headers: asQuiet,
    });
    await db
      .insert(notificationSubscriptions)
      .values({ firmId: firm.id, companyId: company.id, userId: quiet.id, typeIds: [2, 3] });
    const asClient = (await signInAs(db, client)).headers;
    await t.app.inject({
      method: 'POST',
      url: '/api/conversations/send_message',
      payload: { conversation_id: conversationId, text: 'Uploaded my 1099s' },
      headers: asClient,
    });
    const forAdvisor = (
      await t.app.inject({ url: '/api/notifications', headers: (await signInAs(db, advisor)).headers })
    ).json();
    expect(forAdvisor.notifications).toEqual([
      expect.objectContaining({
        type_id: 1,
        text: 'New message from Ann Lee: Uploaded my 1099s',
        client_name: 'Ann Lee',
        // The spec's conversation prefix (spec 002 §7 notification links).
        link: `conversation:${conversationId}`,
      }),
    ]);
    expect((await t.app.inject({ url: '/api/notifications', headers: asQuiet })).json().total).toBe(0);
  });
});
