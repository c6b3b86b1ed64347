import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.ts';
import { buildTestApp, type TestApp } from '../test/build-test-app.ts';
import { buildClient, buildFirm, buildStaff, signInAs } from '../test/factories.ts';
import { multipart } from '../test/multipart.ts';
import { logSerializers } from './log-serializers.ts';

/** Issue 24 §6: secrets stay out of logs and caches. */
describe('secrets out of logs and caches', () => {
  let t: TestApp;
  let app: FastifyInstance;
  const lines: string[] = [];
  let staff: Record<string, string>;
  let firmId: number;
  beforeAll(async () => {
    t = await buildTestApp();
    // The app as main.ts builds it: the request log goes through the same serializers, into `lines`.
    const logger: FastifyBaseLogger = pino(
      { level: 'info', serializers: logSerializers },
      { write: (line: string) => lines.push(line) },
    );
    app = await buildApp(t.deps, { logger });
    await app.ready();
    const firm = await buildFirm(t.deps.database.db);
    firmId = firm.id;
    staff = (await signInAs(t.deps.database.db, await buildStaff(t.deps.database.db, firm))).headers;
  });
  afterAll(async () => {
    await app.close();
    await t.close();
  });

  it('logs a drop link, secure-upload link or template link without the token in its path', async () => {
    const me = (await app.inject({ url: '/api/sessions/current_user', headers: staff })).json();
    const link = await app.inject({
      method: 'POST',
      url: '/api/drop_links',
      headers: staff,
      payload: { name: 'Year end', subscribedUserIds: [me.user.id] },
    });
    const token: string = link.json().token;
    lines.length = 0;
    expect((await app.inject({ url: `/api/public/drop_links/${token}` })).statusCode).toBe(200);
    await app.inject({ method: 'POST', url: `/api/public/drop_links/${token}/uploads` });
    await app.inject({ url: '/api/public/secure_upload/SecretSecureUploadToken123' });
    await app.inject({ url: '/api/public/templates/SecretTemplateHash' });

    const urls = lines.map((l) => JSON.parse(l)).flatMap((l) => (l.req ? [l.req.url] : []));
    expect(urls).toEqual([
      '/api/public/drop_links/[redacted]',
      '/api/public/drop_links/[redacted]/uploads',
      '/api/public/secure_upload/[redacted]',
      '/api/public/templates/[redacted]',
    ]);
    const log = lines.join('\n');
    for (const secret of [token, 'SecretSecureUploadToken123', 'SecretTemplateHash']) expect(log).not.toContain(secret);
  });

  it('tells browsers and proxies not to keep API answers, unless a route caches on purpose', async () => {
    const client = await buildClient(t.deps.database.db, { id: firmId });
    const answer = await app.inject({ url: `/api/users/${client.id}`, headers: staff });
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['cache-control']).toBe('no-store');
    const refused = await app.inject({ url: '/api/users/1' });
    expect(refused.statusCode).toBe(401);
    expect(refused.headers['cache-control']).toBe('no-store');
    // A firm's logo is public and versioned: its route keeps its own caching.
    const png = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(200, 7)]);
    const upload = multipart({}, [{ name: 'logo.png', content: png, type: 'image/png' }]);
    const put = await app.inject({
      method: 'POST',
      url: '/api/firms/logo',
      ...upload,
      headers: { ...staff, ...upload.headers },
    });
    expect(put.statusCode).toBeLessThan(300);
    const logo = await app.inject({ url: `/api/firms/${firmId}/logo?v=1` });
    expect(logo.statusCode).toBe(200);
    expect(logo.headers['cache-control']).toBe('public, max-age=86400');
  });
});
