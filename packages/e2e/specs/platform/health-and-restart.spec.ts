import fs from 'node:fs/promises';
import path from 'node:path';
import { expect, test } from '../../fixtures/test.ts';
import { OPERATOR_TOKEN, startPortal } from '../../fixtures/portal-server.ts';

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

    // The certificate that seals signed PDFs was made at first start, and the restart keeps it.
    const cert = path.join(portal.dataDir, 'signing', 'portal-signing-cert.pem');
    const made = await fs.readFile(cert, 'utf8');
    expect(made).toContain('BEGIN CERTIFICATE');

    await portal.restart();
    const after = await request.get('/api/live_config');
    expect(await after.json()).toEqual(alert);
    expect(await fs.readFile(cert, 'utf8')).toBe(made);
    await request.put('/api/live_config', {
      data: { global_alert: { show: false, text: '' } },
      headers: { authorization: `Bearer ${OPERATOR_TOKEN}` },
    });
  });
});

test('with DATABASE_URL the server runs on PostgreSQL and says so', async () => {
  test.skip(!process.env.TEST_DATABASE_URL, 'needs TEST_DATABASE_URL (CI sets it)');
  const portal = await startPortal({ DATABASE_URL: process.env.TEST_DATABASE_URL! });
  try {
    const health = await fetch(`${portal.url}/api/health`);
    expect(await health.json()).toMatchObject({ status: 'ok', database: { kind: 'postgresql', ok: true } });
  } finally {
    await portal.stop();
  }
});
