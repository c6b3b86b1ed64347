import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { userChannel } from '../../platform/realtime/realtime-hub.ts';
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts';
import { buildClient, buildFirm, signInAs } from '../../test/factories.ts';
import { testDbKind } from '../../test/test-database.ts';
import { connectRealtime } from '../../test/ws-client.ts';

describe('realtime WebSocket', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
    await t.app.listen({ port: 0, host: '127.0.0.1' });
  });
  afterAll(() => t.close());

  it('refuses a socket without a valid session (4401)', async () => {
    const socket = await connectRealtime(t.app, 'not-a-token');
    expect(await socket.closed).toBe(4401);
  });

  it("delivers a user's events to that user only", async () => {
    const db = t.deps.database.db;
    const firm = await buildFirm(db);
    const alice = await buildClient(db, firm);
    const bob = await buildClient(db, firm);
    const a = await connectRealtime(t.app, (await signInAs(db, alice)).accessToken);
    const b = await connectRealtime(t.app, (await signInAs(db, bob)).accessToken);
    try {
      await Promise.all([a.next('ready'), b.next('ready')]);
      await t.deps.realtime.publish(userChannel(alice.id), { type: 'new_notification' });
      expect(await a.next('new_notification')).toEqual({ type: 'new_notification' });
      await new Promise((r) => setTimeout(r, 200));
      expect(b.events.filter((e) => e.type === 'new_notification')).toEqual([]);
    } finally {
      a.close();
      b.close();
    }
  });

  it('signing out tells the other tabs of the same browser session', async () => {
    const db = t.deps.database.db;
    const firm = await buildFirm(db);
    const client = await buildClient(db, firm);
    const session = await signInAs(db, client);
    const otherTab = await connectRealtime(t.app, session.accessToken);
    try {
      await otherTab.next('ready');
      await t.app.inject({ method: 'POST', url: '/api/sessions/sign_out', headers: session.headers });
      expect(await otherTab.next('signed_out')).toEqual({ type: 'signed_out' });
    } finally {
      otherTab.close();
    }
  });

  it.runIf(testDbKind() === 'postgresql')(
    'two server processes on one PostgreSQL database: an event published on one reaches a socket of the other',
    async () => {
      const other = await buildTestApp();
      await other.app.listen({ port: 0, host: '127.0.0.1' });
      try {
        const db = t.deps.database.db;
        const client = await buildClient(db, await buildFirm(db));
        const socket = await connectRealtime(other.app, (await signInAs(db, client)).accessToken);
        await socket.next('ready');
        await t.deps.realtime.publish(userChannel(client.id), { type: 'new_message', conversation_id: 42 });
        expect(await socket.next('new_message')).toEqual({ type: 'new_message', conversation_id: 42 });
        socket.close();
      } finally {
        await other.close();
      }
    },
  );
});
