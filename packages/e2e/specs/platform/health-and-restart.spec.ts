import { expect, test } from '../../fixtures/test.ts';
import { OPERATOR_TOKEN } from '../../fixtures/portal-server.ts';

test.describe('the server', () => {
  test('names the embedded database in its health and keeps data across a restart', async ({ request, portal }) => {
    const health = await request.get('/api/health');
    expect(health.status()).toBe(200);
    expect(await health.json()).toMatchObject({ status: 'ok', database: { kind: 'pglite', ok: true } });

    const alert = { global_alert: { show: true, text: `Kept across restarts ${Date.now()}` } };
    const put = await request.put('/api/live_config', {
      data: alert,
      headers: { authorization: `Bearer ${OPERATOR_TOKEN}` },
    });
    expect(put.status()).toBe(200);

    await portal.restart();
    const after = await request.get('/api/live_config');
    expect(await after.json()).toEqual(alert);
    await request.put('/api/live_config', {
      data: { global_alert: { show: false, text: '' } },
      headers: { authorization: `Bearer ${OPERATOR_TOKEN}` },
    });
  });
});
