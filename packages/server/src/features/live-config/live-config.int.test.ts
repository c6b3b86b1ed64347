import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts';
import { buildClient, buildFirm, signInAs } from '../../test/factories.ts';
import { connectRealtime } from '../../test/ws-client.ts';

const OPERATOR_TOKEN = 'operator-token-for-tests-0123456789';

describe('live configuration (maintenance banner)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({ env: { OPERATOR_TOKEN } });
    await t.app.listen({ port: 0, host: '127.0.0.1' });
  });
  afterAll(() => t.close());

  it('only the operator may set it', async () => {
    const body = { global_alert: { show: true, text: 'nope' } };
    const anonymous = await t.app.inject({ method: 'PUT', url: '/api/live_config', payload: body });
    expect(anonymous.statusCode).toBe(403);
    const db = t.deps.database.db;
    const client = await buildClient(db, await buildFirm(db));
    const session = await signInAs(db, client);
    const asClient = await t.app.inject({
      method: 'PUT',
      url: '/api/live_config',
      payload: body,
      headers: session.headers,
    });
    expect(asClient.statusCode).toBe(403);
  });

  it('a change is stored and pushed live to open browsers', async () => {
    const db = t.deps.database.db;
    const client = await buildClient(db, await buildFirm(db));
    const session = await signInAs(db, client);
    const socket = await connectRealtime(t.app, session.accessToken);
    try {
      await socket.next('ready');
      const alert = { global_alert: { show: true, text: 'Maintenance tonight at 10 PM' } };
      const res = await t.app.inject({
        method: 'PUT',
        url: '/api/live_config',
        payload: alert,
        headers: { authorization: `Bearer ${OPERATOR_TOKEN}` },
      });
      expect(res.statusCode).toBe(200);
      expect(await socket.next('live_config')).toEqual({ type: 'live_config', config: alert });
      const read = await t.app.inject({ method: 'GET', url: '/api/live_config' });
      expect(read.json()).toEqual(alert);
    } finally {
      socket.close();
    }
  });
});
