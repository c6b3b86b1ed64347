import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts';
import { buildClient, buildCompany, buildFirm, buildStaff, signInAs } from '../../test/factories.ts';
import { ensureEntityConversation } from '../entities/index.ts';

/**
 * Every conversation route, table-driven: without a session it answers 401; with another firm's (or,
 * for a client, someone else's) conversation or message it answers 404, never the data.
 */
describe('conversation routes: sign-in and scope', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({ startJobs: true, jobs: { work: false } });
  });
  afterAll(() => t.close());

  it('answer 401 without a session and 404 across firms and to clients outside the conversation', async () => {
    const db = t.deps.database.db;
    const firm = await buildFirm(db);
    const advisor = await buildStaff(db, firm, { access: 'full' });
    const client = await buildClient(db, firm, { assignedAdvisorId: advisor.id });
    const company = await buildCompany(db, firm, client, { entityType: 'Trust' });
    const conversationId = (await ensureEntityConversation(db, firm.id, company.id))!;
    const asAdvisor = (await signInAs(db, advisor)).headers;
    const message = (
      await t.app.inject({
        method: 'POST',
        url: '/api/conversations/send_message',
        payload: { conversation_id: conversationId, text: 'Hello' },
        headers: asAdvisor,
      })
    ).json();
    const otherFirmStaff = (await signInAs(db, await buildStaff(db, await buildFirm(db)))).headers;
    const otherClient = (await signInAs(db, await buildClient(db, firm))).headers;

    const routes: Array<{ method: 'GET' | 'POST'; url: string; payload?: object }> = [
      { method: 'GET', url: `/api/v2/conversations/${conversationId}` },
      { method: 'GET', url: `/api/v2/conversations/${conversationId}/threads/${message.id}` },
      { method: 'GET', url: `/api/conversations/company_conversations?company_id=${company.id}` },
      { method: 'GET', url: `/api/conversations/get_client_conversation?company_hash=${company.hashId}` },
      {
        method: 'POST',
        url: '/api/conversations/update_conversation_as_seen',
        payload: { conversation_id: conversationId },
      },
      { method: 'POST', url: '/api/conversations/update_thread_as_seen', payload: { message_thread_id: message.id } },
      { method: 'POST', url: '/api/conversations/mark_as_unseen', payload: { conversation_id: conversationId } },
      {
        method: 'POST',
        url: '/api/conversations/send_message',
        payload: { conversation_id: conversationId, text: 'x' },
      },
      { method: 'POST', url: '/api/conversations/edit_message', payload: { message_id: message.id, text: 'x' } },
      {
        method: 'POST',
        url: '/api/conversations/edit_scheduled_message',
        payload: { message_id: message.id, scheduled_time: '2099-01-01T09:00:00Z' },
      },
      { method: 'POST', url: '/api/conversations/delete_message', payload: { message_id: message.id } },
      { method: 'POST', url: '/api/conversations/delete_scheduled_message', payload: { message_id: message.id } },
      {
        method: 'POST',
        url: '/api/conversations/update_conversation',
        payload: { id: conversationId, advisor_ids: [advisor.id] },
      },
      { method: 'POST', url: '/api/conversations/join', payload: { conversation_id: conversationId } },
      { method: 'GET', url: `/api/conversations/export_conversation?conversationId=${conversationId}` },
      { method: 'GET', url: `/api/conversations/export_conversation_as_pdf?conversationId=${conversationId}` },
      { method: 'GET', url: `/api/conversations/generate_response?conversation_id=${conversationId}` },
    ];
    for (const r of routes) {
      const call = (headers: Record<string, string>) =>
        t.app.inject({ method: r.method, url: r.url, headers, ...(r.payload ? { payload: r.payload } : {}) });
      expect((await call({})).statusCode, `${r.url} without a session`).toBe(401);
      expect((await call(otherFirmStaff)).statusCode, `${r.url} from another firm`).toBe(404);
      const fromStranger = (await call(otherClient)).statusCode;
      // Staff-only routes may refuse a client with 403 before looking; none may answer with the data.
      expect([403, 404], `${r.url} from a client outside it`).toContain(fromStranger);
    }
    expect((await t.app.inject({ url: '/api/v2/conversations', headers: otherFirmStaff })).json().total).toBe(0);
    expect((await t.app.inject({ url: '/api/v2/conversations', headers: otherClient })).json().total).toBe(0);
  });
});
