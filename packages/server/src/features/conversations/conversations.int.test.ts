import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { messageMessages, type RealtimeEvent } from '@portal/domain';
import { companies, companyOwners, conversationParticipants, firms, users } from '../../db/schema/index.ts';
import { userChannel } from '../../platform/realtime/realtime-hub.ts';
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts';
import { buildClient, buildCompany, buildFirm, buildStaff, signInAs } from '../../test/factories.ts';
import { readMail } from '../../test/outbox.ts';
import { sendDueReminders } from './auto-remind.ts';
import { makeConversationPdf } from './conversation-pdf.ts';
import { deliverScheduled, NOTIFY_CLIENTS_JOB, notifyClients, type NotifyClientsJob } from './message-delivery.ts';
import { ensureEntityConversation } from '../entities/index.ts';
import { multipart } from '../../test/multipart.ts';

/** Unique per run: addresses must not collide with an earlier run on a kept database. */
const RUN = Date.now().toString(36);

describe('conversations and messages', () => {
  let t: TestApp;
  let clock: { advance(ms: number): void; now(): Date };
  beforeAll(async () => {
    // The queue runs without workers: tests call the job functions themselves, on the fixed clock.
    t = await buildTestApp({ clock: 'fixed', startJobs: true, jobs: { work: false } });
    clock = t.deps.clock as unknown as typeof clock;
  });
  afterAll(() => t.close());

  async function setup(opts: { clientOverrides?: Partial<typeof users.$inferInsert> } = {}) {
    const db = t.deps.database.db;
    const firm = await buildFirm(db, { name: 'Lee & Co CPAs' });
    const advisor = await buildStaff(db, firm, { access: 'full' });
    const client = await buildClient(db, firm, { assignedAdvisorId: advisor.id, ...opts.clientOverrides });
    const company = await buildCompany(db, firm, client, { name: 'Lee Holdings', entityType: 'Partnership' });
    const conversationId = (await ensureEntityConversation(db, firm.id, company.id))!;
    return {
      db,
      firm,
      advisor,
      client,
      company,
      conversationId,
      asAdvisor: (await signInAs(db, advisor)).headers,
      asClient: (await signInAs(db, client)).headers,
    };
  }
  const post = (url: string, payload: object, headers: Record<string, string>) =>
    t.app.inject({ method: 'POST', url: `/api/conversations/${url}`, payload, headers });
  const get = (url: string, headers: Record<string, string>) => t.app.inject({ url, headers });
  const send = (conversationId: number, text: string, headers: Record<string, string>, extra: object = {}) =>
    post('send_message', { conversation_id: conversationId, text, ...extra }, headers);
  const deps = () => ({ db: t.deps.database.db, jobs: t.deps.jobs, realtime: t.deps.realtime, clock: t.deps.clock });
  const mailDeps = () => ({
    db: t.deps.database.db,
    mailer: t.deps.mailer,
    sms: t.deps.sms,
    config: t.deps.config,
    clock: t.deps.clock,
  });

  it("an entity's conversation has its owners and assigned firm user; both sides list it", async () => {
    const { advisor, client, company, conversationId, asAdvisor, asClient } = await setup();
    const byCompany = await get(`/api/conversations/company_conversations?company_id=${company.id}`, asAdvisor);
    expect(byCompany.json().conversations).toEqual([
      expect.objectContaining({
        id: conversationId,
        advisor_ids: [advisor.id],
        user_ids: [client.id],
        relevant_company_ids: [company.id],
        relevant_company_hash_id: company.hashId,
        archived: false,
        is_participant: true,
      }),
    ]);
    const mine = await get(`/api/conversations/get_client_conversation?company_hash=${company.hashId}`, asClient);
    expect(mine.json().conversations.map((c: { id: number }) => c.id)).toEqual([conversationId]);
    expect((await get('/api/v2/conversations', asClient)).json().total).toBe(1);
  });

  it('send: 401, 400 with the message, 404 for another firm or a client not in it, 403 when read-only', async () => {
    const { db, firm, client, conversationId, asAdvisor, asClient } = await setup();
    expect((await send(conversationId, 'Hi', {})).statusCode).toBe(401);
    const empty = await send(conversationId, '<p> </p><p><br></p>', asAdvisor);
    expect(empty.statusCode).toBe(400);
    expect(empty.json().error.fields.text).toBe(messageMessages.enterMessage);
    expect((await send(conversationId, '', asAdvisor)).json().error.message).toBe(messageMessages.enterMessage);

    const otherFirm = (await signInAs(db, await buildStaff(db, await buildFirm(db)))).headers;
    expect((await send(conversationId, 'Hi', otherFirm)).statusCode).toBe(404);
    expect((await get(`/api/v2/conversations/${conversationId}`, otherFirm)).statusCode).toBe(404);
    const stranger = (await signInAs(db, await buildClient(db, firm))).headers;
    expect((await send(conversationId, 'Hi', stranger)).statusCode).toBe(404);
    expect((await get(`/api/v2/conversations/${conversationId}`, stranger)).statusCode).toBe(404);

    await db.update(users).set({ readonlyAccess: true }).where(eq(users.id, client.id));
    const readOnly = (await signInAs(db, client)).headers;
    expect((await send(conversationId, 'Hi', readOnly)).statusCode).toBe(403);
    await db.update(users).set({ readonlyAccess: false }).where(eq(users.id, client.id));
    expect((await send(conversationId, 'Hi', asClient)).statusCode).toBe(200);
  });

  it('a firm user not in the conversation reads it, cannot send, and can add themselves', async () => {
    const { db, firm, conversationId } = await setup();
    const colleague = (await signInAs(db, await buildStaff(db, firm, { access: 'admin' }))).headers;
    const detail = await get(`/api/v2/conversations/${conversationId}`, colleague);
    expect(detail.json().conversation.is_participant).toBe(false);
    const refused = await send(conversationId, 'Hi', colleague);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error.message).toBe(messageMessages.notInConversation);
    expect((await post('join', { conversation_id: conversationId }, colleague)).statusCode).toBe(204);
    expect((await send(conversationId, 'Hi', colleague)).statusCode).toBe(200);
  });

  it('messages arrive live and unseen; opening marks them seen; mark as unseen brings one back', async () => {
    const { client, conversationId, asAdvisor, asClient } = await setup();
    const events: RealtimeEvent[] = [];
    const off = t.deps.realtime.subscribe(userChannel(client.id), (e) => events.push(e));
    const sent = await send(conversationId, 'Your <b>W-2</b> is missing', asAdvisor, { message_tag: 'urgent' });
    expect(sent.json()).toMatchObject({ text: 'Your <b>W-2</b> is missing', tag: 'urgent', scheduled: false });
    // On PostgreSQL events travel through NOTIFY, so they may land just after the answer.
    await vi.waitFor(() => expect(events).toContainEqual({ type: 'new_message', conversation_id: conversationId }));
    off();

    const list = (await get('/api/v2/conversations', asClient)).json();
    expect(list.unseen_total).toBe(1);
    expect(list.conversations[0]).toMatchObject({
      unseen_messages: 1,
      last_message: expect.objectContaining({ text: 'Your W-2 is missing' }),
    });
    const detail = (await get(`/api/v2/conversations/${conversationId}`, asClient)).json();
    expect(detail.messages).toEqual([
      expect.objectContaining({ id: sent.json().id, unseen: true, is_firm_user: true }),
    ]);
    expect(detail.first_unseen_id).toBe(sent.json().id);
    expect((await post('update_conversation_as_seen', { conversation_id: conversationId }, asClient)).statusCode).toBe(
      204,
    );
    expect((await get('/api/v2/conversations?unread_only=true', asClient)).json().total).toBe(0);
    await post('mark_as_unseen', { conversation_id: conversationId }, asClient);
    expect((await get('/api/v2/conversations?unread_only=true', asClient)).json().total).toBe(1);
    // The author never has their own message unseen.
    expect((await get('/api/v2/conversations', asAdvisor)).json().unseen_total).toBe(0);
  });

  it('stores message text inert: no script, handler or javascript: link survives', async () => {
    const { conversationId, asAdvisor } = await setup();
    const res = await send(
      conversationId,
      '<p>See <img src=x onerror=alert(1)><a href="javascript:alert(1)">this</a> and <a href="https://irs.gov">IRS</a></p>',
      asAdvisor,
    );
    expect(res.json().text).toBe(
      '<p>See <a>this</a> and <a href="https://irs.gov" target="_blank" rel="noopener noreferrer nofollow">IRS</a></p>',
    );
  });

  it('unsend within 30 seconds sends nothing; afterwards the message can only be deleted', async () => {
    const { client, conversationId, asAdvisor, asClient } = await setup();
    const first = (await send(conversationId, 'Oops, wrong client', asAdvisor)).json();
    clock.advance(30_000);
    const unsent = await post('delete_message', { message_id: first.id }, asAdvisor);
    expect(unsent.json()).toEqual({ unsent: true, message: messageMessages.unsentDeleted });
    await notifyClients(mailDeps(), first.id);
    expect((await readMail(t.dataDir)).filter((m) => m.to === client.email)).toHaveLength(0);
    expect((await get(`/api/v2/conversations/${conversationId}`, asClient)).json().messages).toEqual([]);

    const second = (await send(conversationId, 'Please upload your 1099', asAdvisor)).json();
    clock.advance(30_001);
    await notifyClients(mailDeps(), second.id);
    const mail = (await readMail(t.dataDir)).filter((m) => m.to === client.email).at(-1)!;
    expect(mail.subject).toMatch(/^Lee & Co CPAs: new message — /);
    expect(mail.text).toContain('Please upload your 1099');
    expect(mail.text).toMatch(new RegExp(`/inbox/[\\w-]+/${conversationId}`));
    expect((await post('delete_message', { message_id: second.id }, asClient)).statusCode).toBe(403);
    expect((await post('delete_message', { message_id: second.id }, asAdvisor)).json().unsent).toBe(false);
    const after = (await get(`/api/v2/conversations/${conversationId}`, asClient)).json().messages;
    expect(after).toEqual([expect.objectContaining({ text: messageMessages.deleted, is_deleted: true })]);
  });

  it('emails a client who has never signed in an arrival link that opens the conversation (issue 21 §2)', async () => {
    const { client, conversationId, asAdvisor } = await setup({ clientOverrides: { mustSetPassword: true } });
    const m = (await send(conversationId, 'Welcome aboard', asAdvisor)).json();
    clock.advance(30_001);
    await notifyClients(mailDeps(), m.id);
    const mail = (await readMail(t.dataDir)).filter((x) => x.to === client.email).at(-1)!;
    const link = new URL(/https?:\/\/\S+/.exec(mail.text)![0]);
    expect(link.pathname).toBe('/set-sign-in-method');
    expect(link.searchParams.get('token')).toBeTruthy();
    expect(link.searchParams.get('redirect')).toMatch(new RegExp(`^/inbox/[\\w-]+/${conversationId}$`));
  });

  it('does not email an owner whose notifications for the entity were turned off (save_owner_notifications)', async () => {
    const { db, firm, client, company, conversationId, asAdvisor } = await setup();
    const spouse = await buildClient(db, firm);
    await db.insert(companyOwners).values({ firmId: firm.id, companyId: company.id, userId: spouse.id });
    await db
      .insert(conversationParticipants)
      .values({ firmId: firm.id, conversationId, userId: spouse.id, isAdvisor: false });
    const saved = await t.app.inject({
      method: 'POST',
      url: `/api/companies/${company.id}/save_owner_notifications`,
      payload: { notification_subscribed_users: [client.id] },
      headers: asAdvisor,
    });
    expect(saved.json()).toEqual({
      notification_subscribed_users: [client.id],
      message: 'Notification preference updated successfully',
    });
    const m = (await send(conversationId, 'Your organizer is ready', asAdvisor)).json();
    clock.advance(30_001);
    await notifyClients(mailDeps(), m.id);
    const mail = await readMail(t.dataDir);
    expect(mail.filter((x) => x.to === client.email && x.text.includes('organizer is ready'))).toHaveLength(1);
    expect(mail.filter((x) => x.to === spouse.email)).toHaveLength(0);
  });

  it('hides the text in the email when the client asks, and texts SMS clients instead', async () => {
    const { conversationId, asAdvisor } = await setup({
      clientOverrides: { preferences: { hide_conversation_in_email: true }, email: `private-${RUN}@example.test` },
    });
    const m = (await send(conversationId, 'Your refund is $4,200', asAdvisor)).json();
    await notifyClients(mailDeps(), m.id);
    const mail = (await readMail(t.dataDir)).filter((x) => x.to === `private-${RUN}@example.test`).at(-1)!;
    expect(mail.text).not.toContain('4,200');
    expect(mail.text).toContain('sent you a message');

    const sms = await setup({ clientOverrides: { preferredContactMethod: 'sms', phoneNumber: '5551234567' } });
    const text = (await send(sms.conversationId, 'Call us', sms.asAdvisor)).json();
    await notifyClients(mailDeps(), text.id);
    const { readFile } = await import('node:fs/promises');
    const outbox = (await readFile(`${t.dataDir}/outbox/sms.jsonl`, 'utf8'))
      .trim()
      .split('\n')
      .map((l) => JSON.parse(l));
    expect(outbox.at(-1)).toMatchObject({ to: '+15551234567', body: expect.stringContaining('Call us') });
  });

  it('schedules a message for later: validated, hidden from the client until its time, editable and cancellable', async () => {
    const { conversationId, asAdvisor, asClient } = await setup();
    const now = clock.now().getTime();
    const past = await send(conversationId, 'Late', asAdvisor, { scheduled_time: new Date(now - 1000).toISOString() });
    expect(past.json().error.fields.scheduled_time).toBe(messageMessages.futureDate);
    const later = new Date(now + 60 * 60 * 1000).toISOString();
    const scheduled = (await send(conversationId, 'Reminder: taxes due', asAdvisor, { scheduled_time: later })).json();
    expect(scheduled).toMatchObject({ scheduled: true, scheduled_time: later });
    expect((await get(`/api/v2/conversations/${conversationId}`, asClient)).json().messages).toEqual([]);
    expect((await get(`/api/v2/conversations/${conversationId}`, asAdvisor)).json().messages).toHaveLength(1);

    const badTime = await post(
      'edit_scheduled_message',
      { message_id: scheduled.id, scheduled_time: new Date(now).toISOString() },
      asAdvisor,
    );
    expect(badTime.json().error.fields.scheduled_time).toBe(messageMessages.futureDate);
    const sooner = new Date(now + 10 * 60 * 1000).toISOString();
    expect(
      (await post('edit_scheduled_message', { message_id: scheduled.id, scheduled_time: sooner }, asAdvisor)).json()
        .scheduled_time,
    ).toBe(sooner);

    await deliverScheduled(deps(), scheduled.id);
    expect((await get(`/api/v2/conversations/${conversationId}`, asClient)).json().messages).toEqual([]);
    clock.advance(10 * 60 * 1000);
    await deliverScheduled(deps(), scheduled.id);
    const seen = (await get(`/api/v2/conversations/${conversationId}`, asClient)).json().messages;
    expect(seen).toEqual([
      expect.objectContaining({ text: '<p>Reminder: taxes due</p>', scheduled: false, unseen: true }),
    ]);

    const another = (
      await send(conversationId, 'Never mind', asAdvisor, {
        scheduled_time: new Date(clock.now().getTime() + 3600_000).toISOString(),
      })
    ).json();
    clock.advance(120_000);
    expect((await post('delete_scheduled_message', { message_id: another.id }, asAdvisor)).statusCode).toBe(200);
    expect((await post('delete_scheduled_message', { message_id: seen[0].id }, asAdvisor)).statusCode).toBe(409);
  });

  it('threads: replies are counted and seen per thread', async () => {
    const { conversationId, asAdvisor, asClient } = await setup();
    const root = (await send(conversationId, 'Question about Schedule C', asClient)).json();
    const reply = await send(conversationId, 'Go ahead', asAdvisor, { message_thread_id: root.id });
    expect(reply.json().message_thread_id).toBe(root.id);
    const main = (await get(`/api/v2/conversations/${conversationId}`, asClient)).json();
    expect(main.messages).toEqual([expect.objectContaining({ id: root.id, reply_count: 1, unseen_replies: 1 })]);
    const thread = (await get(`/api/v2/conversations/${conversationId}/threads/${root.id}`, asClient)).json();
    expect(thread.messages.map((m: { text: string }) => m.text)).toEqual([
      '<p>Question about Schedule C</p>',
      '<p>Go ahead</p>',
    ]);
    await post('update_thread_as_seen', { message_thread_id: root.id }, asClient);
    expect((await get(`/api/v2/conversations/${conversationId}`, asClient)).json().messages[0].unseen_replies).toBe(0);
    const nested = await send(conversationId, 'Nested', asAdvisor, { message_thread_id: reply.json().id });
    expect(nested.statusCode).toBe(400);
    // The client cannot take back a message someone already answered: it is deleted, the reply stays.
    const taken = await post('delete_message', { message_id: root.id }, asClient);
    expect(taken.json().unsent).toBe(false);
    const after = (await get(`/api/v2/conversations/${conversationId}/threads/${root.id}`, asClient)).json();
    expect(after.messages.map((m: { text: string }) => m.text)).toEqual([messageMessages.deleted, '<p>Go ahead</p>']);
  });

  it('pages through history: the latest page first, then the messages before it', async () => {
    const { conversationId, asAdvisor, asClient } = await setup();
    for (let i = 1; i <= 7; i++) {
      await send(conversationId, `Message ${i}`, asAdvisor);
      clock.advance(1000);
    }
    const latest = (await get(`/api/v2/conversations/${conversationId}?limit=3`, asClient)).json();
    const texts = (ms: { text: string }[]) => ms.map((m) => m.text.replace(/<\/?p>/g, ''));
    expect(texts(latest.messages)).toEqual(['Message 5', 'Message 6', 'Message 7']);
    expect([latest.has_previous, latest.has_next]).toEqual([true, false]);
    const before = (
      await get(`/api/v2/conversations/${conversationId}?limit=3&before=${latest.messages[0].id}`, asClient)
    ).json();
    expect(texts(before.messages)).toEqual(['Message 2', 'Message 3', 'Message 4']);
    expect([before.has_previous, before.has_next]).toEqual([true, true]);
    const after = (
      await get(`/api/v2/conversations/${conversationId}?limit=3&after=${before.messages[2].id}`, asClient)
    ).json();
    expect(texts(after.messages)).toEqual(['Message 5', 'Message 6', 'Message 7']);
    expect(after.has_next).toBe(false);
  });

  it('participants: partner or full users only, at least one, staff of the firm', async () => {
    const { db, firm, advisor, conversationId, asAdvisor } = await setup();
    const admin = await buildStaff(db, firm, { access: 'admin' });
    const asAdmin = (await signInAs(db, admin)).headers;
    expect(
      (await post('update_conversation', { id: conversationId, advisor_ids: [admin.id] }, asAdmin)).statusCode,
    ).toBe(403);
    const none = await post('update_conversation', { id: conversationId, advisor_ids: [] }, asAdvisor);
    expect(none.json().error.fields.advisor_ids).toBe(messageMessages.participantRequired);
    const outsider = await buildStaff(db, await buildFirm(db));
    expect(
      (await post('update_conversation', { id: conversationId, advisor_ids: [outsider.id] }, asAdvisor)).statusCode,
    ).toBe(400);
    expect(
      (await post('update_conversation', { id: conversationId, advisor_ids: [advisor.id, admin.id] }, asAdvisor))
        .statusCode,
    ).toBe(204);
    expect((await get(`/api/v2/conversations/${conversationId}`, asAdmin)).json().conversation.advisor_ids).toEqual([
      advisor.id,
      admin.id,
    ]);
  });

  it('archived once its entity is gone: no new messages, readable by admins only', async () => {
    const { db, firm, company, conversationId, asAdvisor } = await setup();
    await send(conversationId, 'Before', asAdvisor);
    await db.update(companies).set({ deletedAt: new Date() }).where(eq(companies.id, company.id));
    const refused = await get(`/api/v2/conversations/${conversationId}`, asAdvisor);
    expect(refused.statusCode).toBe(403);
    const asPartner = (await signInAs(db, await buildStaff(db, firm))).headers;
    const read = await get(`/api/v2/conversations/${conversationId}`, asPartner);
    expect(read.json().conversation).toMatchObject({ archived: true, read_only: true });
    expect((await send(conversationId, 'After', asPartner)).json().error.message).toBe(messageMessages.archived);
  });

  it('a new owner sees earlier messages only when they are copied to them', async () => {
    const { company, conversationId, asAdvisor } = await setup();
    await send(conversationId, 'Private history', asAdvisor);
    clock.advance(1000);
    const add = (email: string, copy: boolean) =>
      t.app.inject({
        method: 'POST',
        url: `/api/companies/${company.id}/create_new_owner`,
        payload: { firstName: 'Bo', lastName: 'Kim', email, copyPreviousMessages: copy },
        headers: asAdvisor,
      });
    expect((await add(`bo-copy-${RUN}@example.test`, true)).statusCode).toBe(200);
    expect((await add(`bo-fresh-${RUN}@example.test`, false)).statusCode).toBe(200);
    clock.advance(1000);
    await send(conversationId, 'New for everyone', asAdvisor);
    const db = t.deps.database.db;
    const textsFor = async (email: string) => {
      const [user] = await db.select().from(users).where(eq(users.email, email));
      const headers = (await signInAs(db, user!)).headers;
      const res = (await get(`/api/v2/conversations/${conversationId}`, headers)).json();
      return res.messages.map((m: { text: string }) => m.text);
    };
    expect(await textsFor(`bo-copy-${RUN}@example.test`)).toEqual([
      '<p>Private history</p>',
      '<p>New for everyone</p>',
    ]);
    expect(await textsFor(`bo-fresh-${RUN}@example.test`)).toEqual(['<p>New for everyone</p>']);
  });

  it('exports the messages of a timeframe as CSV, formulas defused', async () => {
    const { conversationId, asAdvisor, asClient } = await setup();
    await send(conversationId, 'Old news', asAdvisor);
    clock.advance(10 * 24 * 3600_000);
    await send(conversationId, '=SUM(A1) is my "total"', asClient);
    const week = await get(
      `/api/conversations/export_conversation?conversationId=${conversationId}&timeframe=last_week`,
      asAdvisor,
    );
    expect(week.headers['content-type']).toContain('text/csv');
    expect(week.headers['content-disposition']).toContain('Lee Holdings messages.csv');
    const lines = week.body.trim().split('\r\n');
    expect(lines).toHaveLength(2);
    expect(lines[1]).toContain(`"'=SUM(A1) is my ""total"""`);
    const all = await get(
      `/api/conversations/export_conversation?conversationId=${conversationId}&timeframe=all_time`,
      asAdvisor,
    );
    expect(all.body.trim().split('\r\n')).toHaveLength(3);
    expect(
      (await get(`/api/conversations/export_conversation?conversationId=${conversationId}&timeframe=ever`, asAdvisor))
        .statusCode,
    ).toBe(400);
    const badDate = await get(
      `/api/conversations/export_conversation?conversationId=${conversationId}&start_date=31-02-2026`,
      asAdvisor,
    );
    expect(badDate.json().error.fields.start_date).toBe('Invalid date');
  });

  it('auto-remind: every 3 days until the client replies', async () => {
    const { client, conversationId, asAdvisor, asClient } = await setup();
    const m = (await send(conversationId, 'Please sign the 8879', asAdvisor, { has_reminder: true })).json();
    expect(m.has_reminder).toBe(true);
    const reminders = async () =>
      (await readMail(t.dataDir)).filter((x) => x.to === client.email && x.subject.includes('waiting for your reply'));
    // The sweep counts a reminder and queues its notice; the test runs the notices it queued (twice: once is sent).
    const sweep = async () => {
      await sendDueReminders({ ...mailDeps(), jobs: t.deps.jobs });
      const { rows } = await t.deps.database.executeSql(
        "delete from pgboss.job where name = $1 and state = 'created' and data ? 'reminderRound' returning data",
        [NOTIFY_CLIENTS_JOB],
      );
      for (const r of rows) {
        const job = r.data as NotifyClientsJob;
        await notifyClients(mailDeps(), job.messageId, job.reminderRound);
        await notifyClients(mailDeps(), job.messageId, job.reminderRound);
      }
    };
    clock.advance(2 * 24 * 3600_000);
    await sweep();
    expect(await reminders()).toHaveLength(0);
    clock.advance(24 * 3600_000);
    await sweep();
    await sweep();
    expect(await reminders()).toHaveLength(1);
    await send(conversationId, 'Signed!', asClient);
    clock.advance(3 * 24 * 3600_000);
    await sweep();
    expect(await reminders()).toHaveLength(1);
  });

  it("a client's message notifies the firm users in the conversation", async () => {
    const { advisor, conversationId, asClient } = await setup();
    const events: RealtimeEvent[] = [];
    const off = t.deps.realtime.subscribe(userChannel(advisor.id), (e) => events.push(e));
    await send(conversationId, 'I uploaded it', asClient);
    await vi.waitFor(() =>
      expect(events).toEqual(
        expect.arrayContaining([
          { type: 'new_message', conversation_id: conversationId },
          { type: 'new_notification' },
        ]),
      ),
    );
    off();
  });

  it('makes the PDF export in the background and notifies the one who asked; only they download it', async () => {
    const { db, firm, advisor, conversationId, asAdvisor } = await setup();
    await send(conversationId, 'Your return is filed', asAdvisor);
    const url = `/api/conversations/export_conversation_as_pdf?conversationId=${conversationId}&timeframe=all_time`;
    expect((await get(url, {})).statusCode).toBe(401);
    const otherFirm = (await signInAs(db, await buildStaff(db, await buildFirm(db)))).headers;
    expect((await get(url, otherFirm)).statusCode).toBe(404);
    const queued = await get(url, asAdvisor);
    expect(queued.statusCode).toBe(202);
    const exportId = queued.json().export_id;
    expect((await get(`/api/exports/${exportId}`, asAdvisor)).json().status).toBe('preparing');
    expect((await get(`/api/exports/${exportId}/download`, asAdvisor)).statusCode).toBe(409);

    const events: RealtimeEvent[] = [];
    const off = t.deps.realtime.subscribe(userChannel(advisor.id), (e) => events.push(e));
    await makeConversationPdf(
      { db, storage: t.deps.storage, realtime: t.deps.realtime },
      { exportId, conversationId, timeframe: 'all_time' },
      clock.now(),
    );
    await vi.waitFor(() => expect(events).toContainEqual({ type: 'new_notification' }));
    off();
    const file = (await get(`/api/exports/${exportId}`, asAdvisor)).json();
    expect(file).toMatchObject({ status: 'ready', file_name: 'Lee Holdings messages.pdf' });
    const pdf = await get(`/api/exports/${exportId}/download`, asAdvisor);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    const colleague = (await signInAs(db, await buildStaff(db, firm))).headers;
    expect((await get(`/api/exports/${exportId}/download`, colleague)).statusCode).toBe(404);
    const notices = (await get('/api/notifications', asAdvisor)).json().notifications;
    expect(notices[0]).toMatchObject({
      text: 'Your conversation export is ready: Lee Holdings messages.pdf',
      // The spec's download prefix (spec 002 §7 notification links).
      link: `download:${exportId}`,
    });
  });

  it('sends files of the entity as attachments; refuses files of other entities and STAFF ONLY ones', async () => {
    const { db, firm, client, company, conversationId, asAdvisor, asClient } = await setup();
    const uploadTo = async (companyId: number, folder: string, name: string, headers: Record<string, string>) => {
      const form = multipart({ path: folder }, [{ name, content: Buffer.from('%PDF-1.4\n%%EOF\n') }]);
      const res = await t.app.inject({
        method: 'POST',
        url: `/api/companies/${companyId}/documents`,
        payload: form.payload,
        headers: { ...headers, ...form.headers },
      });
      return res.json().document.id as number;
    };
    const mine = await uploadTo(company.id, messageMessages.attachmentsFolder, 'W-2.pdf', asClient);
    const sent = await send(conversationId, '', asClient, { attachment_ids: [mine] });
    expect(sent.json()).toMatchObject({ text: '', attachments: [{ id: mine, name: 'W-2.pdf', file_type: 'pdf' }] });
    expect((await send(conversationId, '', asClient)).json().error.fields.text).toBe(messageMessages.enterMessage);

    const other = await buildCompany(db, firm, client, { name: 'Other LLC', entityType: 'Trust' });
    const elsewhere = await uploadTo(other.id, '/Attachments', 'K-1.pdf', asClient);
    const refused = await send(conversationId, 'See attached', asClient, { attachment_ids: [elsewhere] });
    expect(refused.json().error.fields.attachment_ids).toBe(messageMessages.attachmentUnavailable);
    const secret = await uploadTo(company.id, '/Notes (STAFF ONLY)', 'memo.pdf', asAdvisor);
    expect((await send(conversationId, 'x', asClient, { attachment_ids: [secret] })).statusCode).toBe(400);
    expect((await send(conversationId, 'For the file', asAdvisor, { attachment_ids: [secret] })).statusCode).toBe(400);
  });

  it("keeps the firm's messaging preferences on the server: tags off, messaging off", async () => {
    const { db, firm, conversationId, asAdvisor, asClient } = await setup();
    const setPrefs = (preferences: object) => db.update(firms).set({ preferences }).where(eq(firms.id, firm.id));
    await setPrefs({ message_tags_disabled: true });
    expect((await send(conversationId, 'Urgent?', asAdvisor, { message_tag: 'urgent' })).json().tag).toBe('general');
    await setPrefs({ communication_disabled: true });
    const refused = await send(conversationId, 'Hello', asClient);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error.message).toBe(messageMessages.communicationDisabled);
  });
});
