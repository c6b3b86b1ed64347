import { sql } from 'drizzle-orm';
import Fastify, { type FastifyBaseLogger } from 'fastify';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contactTags, firms } from '../db/schema/index.ts';
import { SUBDOMAIN_TAKEN } from '../features/firm/index.ts';
import { buildTestApp, type TestApp } from '../test/build-test-app.ts';
import { buildFirm } from '../test/factories.ts';
import { registerErrorHandler } from './error-handler.ts';
import { logSerializers } from './log-serializers.ts';

/** Issue 24 §1: a unique index refusing a row is a 409 everywhere, and no database error logs the request's data. */
describe('database errors', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(() => t.close());

  it('creates one of several firms sent at once with one subdomain; the others answer 409 with its message', async () => {
    const subdomain = `race-${Date.now().toString(36)}`;
    const create = (n: number) =>
      t.app.inject({
        method: 'POST',
        url: '/api/firms',
        payload: {
          firm_name: `Race ${n}`,
          subdomain,
          time_zone: 'Pacific Time (US & Canada)',
          fname: 'Rae',
          lname: `Racer ${n}`,
          email: `rae-${n}-${subdomain}@race.test`,
          password: 'Race-Condition-1',
          password_confirmation: 'Race-Condition-1',
        },
      });
    const answers = await Promise.all([1, 2, 3, 4].map(create));
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409, 409, 409]);
    for (const a of answers.filter((x) => x.statusCode === 409)) {
      expect(a.json().error).toMatchObject({ code: 'conflict', message: SUBDOMAIN_TAKEN });
    }
  });

  describe('through the error handler', () => {
    const lines: string[] = [];
    const logger: FastifyBaseLogger = pino({ serializers: logSerializers }, { write: (l: string) => lines.push(l) });
    const app = Fastify({ loggerInstance: logger });
    let firm: { id: number; subdomainUrl: string };
    beforeAll(async () => {
      const db = t.deps.database.db;
      firm = await buildFirm(db);
      await db.insert(contactTags).values({ firmId: firm.id, name: 'VIP' });
      registerErrorHandler(app, { uniqueViolations: { firms_subdomain_url_key: SUBDOMAIN_TAKEN } });
      app.post('/firm', () =>
        db.insert(firms).values({ name: 'Copy', subdomainUrl: firm.subdomainUrl.toUpperCase(), timeZone: 'UTC' }),
      );
      app.post('/tag', () => db.insert(contactTags).values({ firmId: firm.id, name: 'vip' }));
      app.get('/cast', () => db.execute(sql`select ${'pat.secret@example.test'}::integer`));
      await app.ready();
    });
    afterAll(() => app.close());

    it('answers a unique violation with 409: the index message the app gives, else a generic one', async () => {
      const dupFirm = await app.inject({ method: 'POST', url: '/firm' });
      expect(dupFirm.statusCode).toBe(409);
      expect(dupFirm.json()).toEqual({ error: { code: 'conflict', message: SUBDOMAIN_TAKEN } });
      const dupTag = await app.inject({ method: 'POST', url: '/tag' });
      expect(dupTag.statusCode).toBe(409);
      expect(dupTag.json()).toEqual({ error: { code: 'conflict', message: 'This already exists' } });
    });

    it('logs a database error by its SQL state, without its parameters or the value it refused', async () => {
      lines.length = 0;
      expect((await app.inject({ method: 'GET', url: '/cast' })).statusCode).toBe(500);
      const logged = lines.find((l) => l.includes('unhandled error'));
      expect(logged).toBeDefined();
      expect(JSON.parse(logged!).err).toMatchObject({ code: '22P02', query: expect.stringContaining('::integer') });
      expect(logged).not.toContain('pat.secret');
    });

    it('logs a unique violation with its constraint, not the detail naming the duplicate', async () => {
      const err = await t.deps.database.db
        .insert(firms)
        .values({ name: 'Copy', subdomainUrl: firm.subdomainUrl, timeZone: 'UTC' })
        .then(
          () => undefined,
          (e: Error) => e,
        );
      const logged = JSON.stringify(logSerializers.err(err!));
      expect(JSON.parse(logged)).toMatchObject({ code: '23505', constraint: 'firms_subdomain_url_key' });
      expect(logged).not.toContain(firm.subdomainUrl);
    });
  });
});
