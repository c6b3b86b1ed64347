import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { activityLogs } from '../../db/schema/index.ts';
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts';
import { buildClient, buildFirm, buildStaff, signInAs } from '../../test/factories.ts';

type Method = 'GET' | 'POST' | 'PATCH' | 'DELETE';

describe('firm settings → glossary (firm_vocabs)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(() => t.close());

  async function setup() {
    const db = t.deps.database.db;
    const firm = await buildFirm(db);
    const partner = await buildStaff(db, firm);
    const as = async (user: { id: number; firmId: number }) => (await signInAs(db, user)).headers;
    return { db, firm, partner, as, headers: await as(partner) };
  }
  const call = (method: Method, url: string, headers: Record<string, string>, payload?: object) =>
    t.app.inject({ method, url, headers, payload });
  const agi = { key_words: 'AGI, Adjusted Gross Income', description: 'Your income after adjustments.' };

  it('everyone signed in to the firm reads it, clients included; only partners change it', async () => {
    const { db, firm, headers, as } = await setup();
    const entry = (await call('POST', '/api/firm_vocabs', headers, agi)).json();
    const client = await as(await buildClient(db, firm));
    const admin = await as(await buildStaff(db, firm, { access: 'admin' }));
    const full = await as(await buildStaff(db, firm, { access: 'full' }));
    expect((await call('GET', '/api/firm_vocabs', {})).statusCode).toBe(401);
    for (const h of [client, admin, full]) {
      const res = await call('GET', '/api/firm_vocabs', h);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual([{ id: entry.id, ...agi, created_at: expect.any(String) }]);
    }
    for (const [method, url, body] of [
      ['POST', '/api/firm_vocabs', { key_words: 'MAGI', description: 'x' }],
      ['PATCH', `/api/firm_vocabs/${entry.id}`, { description: 'Changed' }],
      ['DELETE', `/api/firm_vocabs/${entry.id}`],
    ] as [Method, string, object?][]) {
      expect((await call(method, url, {}, body)).statusCode).toBe(401);
      for (const h of [client, admin, full]) expect((await call(method, url, h, body)).statusCode).toBe(403);
    }
    // Another firm's glossary is its own.
    const other = await setup();
    expect((await call('GET', '/api/firm_vocabs', other.headers)).json()).toEqual([]);
    expect((await call('PATCH', `/api/firm_vocabs/${entry.id}`, other.headers, { description: 'x' })).statusCode).toBe(
      404,
    );
    expect((await call('DELETE', `/api/firm_vocabs/${entry.id}`, other.headers)).statusCode).toBe(404);
  });

  it('adds, edits and deletes entries, logging each change', async () => {
    const { firm, partner, headers } = await setup();
    const created = await call('POST', '/api/firm_vocabs', headers, {
      key_words: ' AGI ,Adjusted  Gross Income',
      description: ' Your income after adjustments. ',
    });
    expect(created.statusCode).toBe(200);
    expect(created.json()).toMatchObject(agi);
    const id = created.json().id;
    const edited = await call('PATCH', `/api/firm_vocabs/${id}`, headers, { description: 'Income less adjustments.' });
    expect(edited.json()).toMatchObject({ key_words: agi.key_words, description: 'Income less adjustments.' });
    expect((await call('DELETE', `/api/firm_vocabs/${id}`, headers)).statusCode).toBe(204);
    expect((await call('DELETE', `/api/firm_vocabs/${id}`, headers)).statusCode).toBe(404);
    expect((await call('GET', '/api/firm_vocabs', headers)).json()).toEqual([]);
    const rows = await t.deps.database.db
      .select()
      .from(activityLogs)
      .where(and(eq(activityLogs.firmId, firm.id), eq(activityLogs.typeId, 8)))
      .orderBy(activityLogs.id);
    expect(rows.map((r) => r.title)).toEqual([
      `Glossary entry added: ${agi.key_words}`,
      `Glossary entry updated: ${agi.key_words}`,
      `Glossary entry deleted: ${agi.key_words}`,
    ]);
    expect(rows[1]).toMatchObject({
      actorUserId: partner.id,
      metadata: {
        section: 'Glossary',
        changes: [{ field: 'description', from: agi.description, to: 'Income less adjustments.' }],
      },
    });
  });

  it('refuses bad values and a term another entry already has', async () => {
    const { headers } = await setup();
    const id = (await call('POST', '/api/firm_vocabs', headers, agi)).json().id;
    const cases: [object, string][] = [
      [{ key_words: '', description: 'x' }, 'Key words are required'],
      [{ key_words: ' , ', description: 'x' }, 'Key words are required'],
      [{ key_words: 'x'.repeat(101), description: 'x' }, 'Key words must have at most 100 characters'],
      [{ key_words: 'MAGI', description: ' ' }, 'A description is required'],
      [{ key_words: 'MAGI', description: 'x'.repeat(501) }, 'The description must have at most 500 characters'],
    ];
    for (const [body, message] of cases) {
      const res = await call('POST', '/api/firm_vocabs', headers, body);
      expect(res.statusCode).toBe(400);
      expect(res.json().error.message).toBe(message);
    }
    const clash = await call('POST', '/api/firm_vocabs', headers, { key_words: 'MAGI, agi', description: 'x' });
    expect(clash.statusCode).toBe(409);
    expect(clash.json().error.message).toBe("'AGI' is already in the glossary");
    const second = (await call('POST', '/api/firm_vocabs', headers, { key_words: 'MAGI', description: 'x' })).json();
    expect((await call('PATCH', `/api/firm_vocabs/${second.id}`, headers, { key_words: 'Agi' })).statusCode).toBe(409);
    // An entry may keep its own terms.
    expect((await call('PATCH', `/api/firm_vocabs/${id}`, headers, { key_words: 'agi' })).statusCode).toBe(200);
    expect((await call('PATCH', `/api/firm_vocabs/${id}`, headers, {})).statusCode).toBe(400);
    expect((await call('PATCH', '/api/firm_vocabs/abc', headers, { description: 'x' })).statusCode).toBe(400);
  });
});
