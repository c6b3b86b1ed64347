import Fastify, { type FastifyInstance } from 'fastify';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Clock } from '@portal/domain';
import { PREVIEW_SESSION_ID, type SessionActor } from './auth.ts';
import { KEPT_ANSWER_MS, registerKeptAnswers } from './kept-answers.ts';

const partner: SessionActor = {
  userId: 1,
  firmId: 10,
  isAdvisor: true,
  firmAccess: 'partner',
  groupId: null,
  readonly: false,
  sessionId: 's1',
};

describe('kept answers', () => {
  let app: FastifyInstance;
  let made: number;
  let status: number;
  const writes = { epoch: 0 };
  let at = 0;
  const clock = { now: () => new Date(at) } as Clock;
  const actors = new Map<string, SessionActor>([
    ['partner', partner],
    ['partner-other-tab', { ...partner, sessionId: 's2' }],
    ['other-firm', { ...partner, firmId: 11 }],
    ['group', { ...partner, userId: 2, firmAccess: 'group', groupId: 5 }],
    ['client', { ...partner, userId: 3, isAdvisor: false, firmAccess: null }],
    ['preview', { ...partner, userId: 3, isAdvisor: false, firmAccess: null, sessionId: PREVIEW_SESSION_ID }],
  ]);

  beforeEach(async () => {
    made = 0;
    status = 200;
    writes.epoch = 0;
    at = 1_000_000;
    app = Fastify();
    app.decorateRequest('actor', null);
    app.addHook('preHandler', async (req) => {
      req.actor = actors.get(String(req.headers['x-as'])) ?? null;
    });
    registerKeptAnswers(app, { writes, clock });
    const answer = async (_req: unknown, reply: { code(n: number): unknown }) => {
      made++;
      reply.code(status);
      return { made };
    };
    app.get('/list', { config: { keepAnswer: true } }, answer);
    app.get('/other', answer);
    await app.ready();
  });
  afterEach(() => app.close());

  const ask = async (as = 'partner', url = '/list') => {
    const res = await app.inject({ method: 'GET', url, headers: { 'x-as': as } });
    return { status: res.statusCode, made: (res.json() as { made: number }).made, type: res.headers['content-type'] };
  };

  it('answers a list from memory once it has been asked twice with nothing written, as JSON', async () => {
    expect(await ask()).toEqual({ status: 200, made: 1, type: 'application/json; charset=utf-8' });
    // Asked once, nothing is kept: most pages are looked at once.
    expect(await ask()).toEqual({ status: 200, made: 2, type: 'application/json; charset=utf-8' });
    expect(await ask()).toEqual({ status: 200, made: 2, type: 'application/json; charset=utf-8' });
    expect(made).toBe(2);
    // The same caller from another tab (another session) gets the same answer.
    expect((await ask('partner-other-tab')).made).toBe(2);
  });

  const askTwice = async (as = 'partner', url = '/list') => {
    await ask(as, url);
    return ask(as, url);
  };

  it('makes the answer again after any write', async () => {
    await askTwice();
    writes.epoch++;
    expect((await ask()).made).toBe(3);
    expect((await ask()).made).toBe(4);
    expect((await ask()).made).toBe(4);
  });

  it('does not keep an answer made while a write began or ended', async () => {
    // The handler's own statement moves the clock on (a write in another request while this one read).
    const moving = Fastify();
    moving.decorateRequest('actor', null);
    moving.addHook('preHandler', async (req) => {
      req.actor = partner;
    });
    registerKeptAnswers(moving, { writes, clock });
    let runs = 0;
    moving.get('/list', { config: { keepAnswer: true } }, async () => {
      writes.epoch++;
      return { made: ++runs };
    });
    const get = async () => (await moving.inject({ method: 'GET', url: '/list' })).json() as { made: number };
    for (const run of [1, 2, 3]) expect((await get()).made).toBe(run);
    await moving.close();
  });

  it('keeps each caller and URL apart: another firm, a limited user, a client and a preview of it', async () => {
    expect((await askTwice('partner')).made).toBe(2);
    for (const as of ['other-firm', 'group', 'client', 'preview']) {
      expect((await ask(as)).made).toBe(made);
      expect((await ask(as)).made).toBe(made);
    }
    expect(made).toBe(10);
    expect((await ask('partner', '/list?page=2')).made).toBe(11);
    expect((await ask('partner')).made).toBe(2);
  });

  it(`makes the answer again after ${KEPT_ANSWER_MS / 1000} s with nothing written, and keeps that one`, async () => {
    await askTwice();
    at += KEPT_ANSWER_MS - 1;
    expect((await ask()).made).toBe(2);
    at += 1;
    expect((await ask()).made).toBe(3);
    expect((await ask()).made).toBe(3);
  });

  it('keeps only 200 answers, only for signed-in callers, only on routes that ask for it', async () => {
    status = 404;
    expect((await ask()).status).toBe(404);
    status = 200;
    expect((await ask()).made).toBe(2);
    expect((await ask()).made).toBe(3);
    expect((await ask()).made).toBe(3);
    for (const run of [4, 5, 6]) expect((await ask('nobody')).made).toBe(run);
    for (const run of [7, 8, 9]) expect((await ask('partner', '/other')).made).toBe(run);
  });

  describe('single flight: requests for an answer being made wait for it', () => {
    let open!: () => void;
    let gate: Promise<void>;
    let slow: FastifyInstance;
    let runs: number;
    let slowStatus: number;
    beforeEach(async () => {
      runs = 0;
      slowStatus = 200;
      gate = new Promise((resolve) => (open = resolve));
      slow = Fastify();
      slow.decorateRequest('actor', null);
      slow.addHook('preHandler', async (req) => {
        req.actor = actors.get(String(req.headers['x-as'])) ?? null;
      });
      registerKeptAnswers(slow, { writes, clock });
      slow.get('/list', { config: { keepAnswer: true } }, async (_req, reply) => {
        const run = ++runs;
        const code = slowStatus;
        await gate;
        reply.code(code);
        return { made: run };
      });
      await slow.ready();
    });
    afterEach(() => slow.close());

    const get = (as = 'partner') =>
      slow.inject({ method: 'GET', url: '/list', headers: { 'x-as': as } }).then((r) => ({
        status: r.statusCode,
        made: (r.json() as { made: number }).made,
      }));
    /** Lets the requests started so far reach the handler or their wait. */
    const settle = () => new Promise((resolve) => setTimeout(resolve, 20));

    it('makes one answer for five callers asking at once, and apart for another firm', async () => {
      const same = [get(), get(), get('partner-other-tab'), get(), get()];
      const other = get('other-firm');
      await settle();
      open();
      expect((await Promise.all(same)).map((r) => r.made)).toEqual([1, 1, 1, 1, 1]);
      expect((await other).made).toBe(2);
      expect(runs).toBe(2);
    });

    it('makes its own answer when a write came after the one being made began', async () => {
      const first = get();
      await settle();
      writes.epoch++;
      const second = get();
      await settle();
      open();
      expect([(await first).made, (await second).made]).toEqual([1, 2]);
    });

    it('makes its own answer when the one it waited for failed', async () => {
      slowStatus = 500;
      const failing = get();
      const waiting = [get(), get()];
      await settle();
      slowStatus = 200;
      open();
      expect((await failing).status).toBe(500);
      const answers = await Promise.all(waiting);
      expect(answers.map((r) => r.status)).toEqual([200, 200]);
      expect(runs).toBe(3);
    });
  });
});
