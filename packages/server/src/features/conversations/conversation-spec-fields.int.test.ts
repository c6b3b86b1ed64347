import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts';
import { buildClient, buildCompany, buildFirm, buildStaff, signInAs } from '../../test/factories.ts';
import { ensureEntityConversation } from '../entities/index.ts';

/** Spec 000 §3: Message unseen_user_ids, Conversation last_message.unseen_user_ids and advisor_out_of_office. */
describe('conversation and message fields of spec 000 §3', () => {
  let t: TestApp;
  beforeAll(async () => {
    // Sending queues delivery jobs; no worker runs them here.
    t = await buildTestApp({ clock: 'fixed', startJobs: true, jobs: { work: false } });
  });
  afterAll(() => t.close());

  async function setup() {
    const db = t.deps.database.db;
    const firm = await buildFirm(db);
    const advisor = await buildStaff(db, firm, { access: 'full' });
    const client = await buildClient(db, firm, { assignedAdvisorId: advisor.id });
    const company = await buildCompany(db, firm, client, { entityType: 'Partnership' });
    const conversationId = (await ensureEntityConversation(db, firm.id, company.id))!;
    return {
      db,
      firm,
      advisor,
      client,
      conversationId,
      asAdvisor: (await signInAs(db, advisor)).headers,
      asClient: (await signInAs(db, client)).headers,
    };
  }
  const post = (url: string, payload: object, headers: Record<string, string>) =>
    t.app.inject({ method: 'POST', url, payload, headers });
  const get = (url: string, headers: Record<string, string>) => t.app.inject({ url, headers });

  it('a message and the last message carry unseen_user_ids until each participant has seen them', async () => {
    const { advisor, client, conversationId, asAdvisor, asClient } = await setup();
    const sent = await post(
      '/api/conversations/send_message',
      { conversation_id: conversationId, text: 'Hi' },
      asAdvisor,
    );
    expect(sent.statusCode, sent.body).toBe(200);

    const detail = (await get(`/api/v2/conversations/${conversationId}`, asAdvisor)).json();
    const message = detail.messages.at(-1);
    expect(message.unseen_user_ids).toEqual([client.id]);
    expect(detail.conversation.last_message.unseen_user_ids).toEqual([client.id]);
    expect(message.unseen_user_ids).not.toContain(advisor.id);

    const seen = await post(
      '/api/conversations/update_conversation_as_seen',
      { conversation_id: conversationId },
      asClient,
    );
    expect(seen.statusCode).toBeLessThan(300);
    const list = (await get('/api/v2/conversations', asAdvisor)).json();
    expect(list.conversations[0].last_message.unseen_user_ids).toEqual([]);
    expect(
      (await get(`/api/v2/conversations/${conversationId}`, asAdvisor)).json().messages.at(-1).unseen_user_ids,
    ).toEqual([]);
  });

  it('update_out_of_office: 401, 400, 403 for a client; the advisor’s conversations then say so to the client', async () => {
    const { db, conversationId, asAdvisor, asClient } = await setup();
    const url = '/api/users/update_out_of_office';
    const away = { advisor_out_of_office: true, advisor_out_of_office_message: 'Back on Monday, December 7.' };
    expect((await post(url, away, {})).statusCode).toBe(401);
    const bad = await post(url, { advisor_out_of_office: 'yes' }, asAdvisor);
    expect(bad.statusCode).toBe(400);
    const tooLong = await post(
      url,
      { advisor_out_of_office: true, advisor_out_of_office_message: 'x'.repeat(501) },
      asAdvisor,
    );
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.json().error.message).toBe('The message can be at most 500 characters');
    expect((await post(url, away, asClient)).statusCode).toBe(403);

    const before = (await get(`/api/v2/conversations/${conversationId}`, asClient)).json().conversation;
    expect(before).toMatchObject({ advisor_out_of_office: false, advisor_out_of_office_message: null });

    const res = await post(url, away, asAdvisor);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ ...away, message: 'Updated' });
    const mine = (await get('/api/sessions/current_user', asAdvisor)).json();
    expect(mine.user.preferences).toMatchObject({
      out_of_office: true,
      out_of_office_message: away.advisor_out_of_office_message,
    });

    const forClient = (await get(`/api/v2/conversations/${conversationId}`, asClient)).json().conversation;
    expect(forClient).toMatchObject(away);
    const listed = (await get('/api/v2/conversations', asClient)).json().conversations[0];
    expect(listed).toMatchObject(away);

    // Another firm's advisor being away changes nothing here.
    const other = (await signInAs(db, await buildStaff(db, await buildFirm(db)))).headers;
    expect((await post(url, { advisor_out_of_office: false }, other)).statusCode).toBe(200);
    expect((await get(`/api/v2/conversations/${conversationId}`, asClient)).json().conversation).toMatchObject(away);

    // Back in: the message goes with it.
    expect((await post(url, { advisor_out_of_office: false }, asAdvisor)).json()).toEqual({
      advisor_out_of_office: false,
      advisor_out_of_office_message: null,
      message: 'Updated',
    });
    expect((await get(`/api/v2/conversations/${conversationId}`, asClient)).json().conversation).toMatchObject({
      advisor_out_of_office: false,
      advisor_out_of_office_message: null,
    });
  });

  it('the OpenAPI document has the out-of-office call and the new fields', async () => {
    const doc = (await get('/api/docs/json', {})).json();
    expect(doc.paths['/api/users/update_out_of_office']).toBeDefined();
    expect(JSON.stringify(doc)).toContain('advisor_out_of_office_message');
    expect(JSON.stringify(doc)).toContain('unseen_user_ids');
  });
});
