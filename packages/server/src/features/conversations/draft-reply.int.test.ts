import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messageMessages } from '@portal/domain';
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts';
import { buildClient, buildCompany, buildFirm, buildStaff, signInAs } from '../../test/factories.ts';
import { AI_NOT_CONFIGURED } from './draft-reply.ts';
import { ensureEntityConversation } from '../entities/index.ts';

describe('AI response drafts', () => {
  let server: http.Server;
  let withAi: TestApp;
  let withoutAi: TestApp;
  let fail = false;
  let lastPrompt: { role: string; content: string }[] = [];

  beforeAll(async () => {
    server = http.createServer((req, res) => {
      let raw = '';
      req.on('data', (c) => (raw += c));
      req.on('end', () => {
        lastPrompt = JSON.parse(raw).messages;
        if (fail) return void res.writeHead(500).end('{}');
        res.writeHead(200, { 'content-type': 'application/json' }).end(
          JSON.stringify({
            id: 'x',
            object: 'chat.completion',
            created: 1,
            model: 'm',
            choices: [
              { index: 0, finish_reason: 'stop', message: { role: 'assistant', content: 'Thanks, we received it.' } },
            ],
          }),
        );
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const port = (server.address() as AddressInfo).port;
    const opts = { startJobs: true, jobs: { work: false } };
    withAi = await buildTestApp({
      ...opts,
      env: { AI_API_KEY: 'sk-local', AI_BASE_URL: `http://127.0.0.1:${port}/v1`, AI_MODEL: 'm' },
    });
    withoutAi = await buildTestApp(opts);
  });
  afterAll(async () => {
    await withAi.close();
    await withoutAi.close();
    await new Promise<void>((resolve) => server.close(() => resolve()));
  });

  async function setup(t: TestApp) {
    const db = t.deps.database.db;
    const firm = await buildFirm(db);
    const advisor = await buildStaff(db, firm, { access: 'full' });
    const client = await buildClient(db, firm, { assignedAdvisorId: advisor.id, fname: 'Ann', lname: 'Lee' });
    const company = await buildCompany(db, firm, client, { entityType: 'Partnership' });
    const conversationId = (await ensureEntityConversation(db, firm.id, company.id))!;
    const asClient = (await signInAs(db, client)).headers;
    await t.app.inject({
      method: 'POST',
      url: '/api/conversations/send_message',
      payload: { conversation_id: conversationId, text: 'I uploaded my W-2' },
      headers: asClient,
    });
    return { conversationId, asAdvisor: (await signInAs(db, advisor)).headers, asClient };
  }

  it('drafts from the conversation when configured; says so when not; fails with the spec message', async () => {
    const a = await setup(withAi);
    const url = `/api/conversations/generate_response?conversation_id=${a.conversationId}`;
    expect((await withAi.app.inject({ url: '/api/conversations/ai_status', headers: a.asAdvisor })).json()).toEqual({
      configured: true,
    });
    const draft = await withAi.app.inject({ url, headers: a.asAdvisor });
    expect(draft.json()).toEqual({ message: 'Thanks, we received it.' });
    expect(lastPrompt.at(-1)).toEqual({ role: 'user', content: 'Ann Lee: I uploaded my W-2' });
    expect((await withAi.app.inject({ url, headers: a.asClient })).statusCode).toBe(403);
    fail = true;
    const failed = await withAi.app.inject({ url, headers: a.asAdvisor });
    fail = false;
    expect(failed.statusCode).toBe(503);
    expect(failed.json().error.message).toBe(messageMessages.generateFailed);

    const b = await setup(withoutAi);
    expect((await withoutAi.app.inject({ url: '/api/conversations/ai_status', headers: b.asAdvisor })).json()).toEqual({
      configured: false,
    });
    const off = await withoutAi.app.inject({
      url: `/api/conversations/generate_response?conversation_id=${b.conversationId}`,
      headers: b.asAdvisor,
    });
    expect(off.statusCode).toBe(503);
    expect(off.json().error.message).toBe(AI_NOT_CONFIGURED);
  });
});
