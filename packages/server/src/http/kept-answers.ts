import type { FastifyInstance, FastifyReply, FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import type { Clock } from '@portal/domain';
import type { WriteClock } from '../db/write-clock.ts';
import { PREVIEW_SESSION_ID } from './auth.ts';

const delay = (ms: number) => new Promise<null>((resolve) => setTimeout(() => resolve(null), ms).unref());

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * A read whose answer depends only on the caller, its URL, the database and the time: the same answer, kept,
     * is sent again while nothing has been written (kept-answers.ts).
     */
    keepAnswer?: boolean;
  }
}

/**
 * How long an answer is kept with nothing written: what it says of today (a questionnaire due, a session about to
 * end) moves on with the time alone.
 */
export const KEPT_ANSWER_MS = 10_000;
/** The answers kept at most, in characters of JSON (a list's page is 5–50 k): past it the oldest is dropped. */
const MAX_CHARS = 32 * 1024 * 1024;
/** The keys remembered as asked once (an answer is kept from the second time), in characters: past it, forgotten. */
const MAX_ASKED_ONCE_CHARS = 4 * 1024 * 1024;

interface Kept {
  body: string;
  at: number;
}

interface Asked {
  key: string;
  epoch: number;
  /** Set when this request makes the answer others asking the same meanwhile wait for. */
  flight?: Flight;
}

/** An answer being made: the requests that ask the same while it is made wait for it rather than make it again. */
interface Flight {
  epoch: number;
  answer: Promise<string | null>;
  land: (body: string | null) => void;
}

/**
 * How long a request waits for the same answer being made before making its own: far longer than a list takes,
 * short enough that a maker that never answers (its client gone, a hook's error) holds no one up for long.
 */
const FLIGHT_WAIT_MS = 5_000;

const asked = new WeakMap<FastifyRequest, Asked>();

/**
 * Who asks and what: every field of the caller but its session (a field added to Actor later is in the key without
 * anyone remembering to), and a client previewed by staff kept apart from the client.
 */
function keyOf(req: FastifyRequest): string | null {
  if (!req.actor) return null;
  const { sessionId, ...who } = req.actor;
  return `${JSON.stringify(who)}${sessionId === PREVIEW_SESSION_ID ? ' preview' : ''} ${req.url}`;
}

/**
 * Answers a list asked again, with nothing written since, from memory (issue 22 §1): the answer made last time,
 * kept while the database's write clock stands where it stood before that answer was read, and for at most
 * KEPT_ANSWER_MS. Any write (on PostgreSQL another process's too, a few milliseconds after it commits) moves the
 * clock on and drops every kept answer at once, so an answer is never older than the data it shows. Kept per caller
 * and URL, for routes that say `config: { keepAnswer: true }`; only 200 answers, and only once the same answer has
 * been asked twice: a page looked at once is not held in memory for nothing. Requests asking for an answer that is
 * being made meanwhile wait for it (single flight), so an expired or dropped answer is made once, not once per
 * waiting request. Register before the routes (it adds their hook) and before compression (it keeps the JSON, not
 * one browser's encoding).
 */
export function registerKeptAnswers(app: FastifyInstance, { writes, clock }: { writes: WriteClock; clock: Clock }) {
  const kept = new Map<string, Kept>();
  const flying = new Map<string, Flight>();
  const askedOnce = new Set<string>();
  let askedOnceChars = 0;
  let keptAt = Number.NaN;
  let chars = 0;
  const forget = (key: string) => {
    const hit = kept.get(key);
    if (!hit) return;
    chars -= key.length + hit.body.length;
    kept.delete(key);
  };
  /** Everything kept, when the clock stands elsewhere than where it was kept. */
  const sameEpoch = (epoch: number) => {
    if (epoch === keptAt) return true;
    kept.clear();
    askedOnce.clear();
    chars = 0;
    askedOnceChars = 0;
    keptAt = epoch;
    return false;
  };

  const rememberAsked = (key: string) => {
    if (askedOnceChars + key.length > MAX_ASKED_ONCE_CHARS) {
      askedOnce.clear();
      askedOnceChars = 0;
    }
    askedOnce.add(key);
    askedOnceChars += key.length;
  };

  const answerKept: preHandlerAsyncHookHandler = async function (req: FastifyRequest, reply: FastifyReply) {
    const key = keyOf(req);
    if (!key) return;
    const epoch = writes.epoch;
    const hit = sameEpoch(epoch) ? kept.get(key) : undefined;
    if (hit && clock.now().getTime() - hit.at < KEPT_ANSWER_MS) {
      reply.type('application/json; charset=utf-8');
      return reply.send(hit.body);
    }
    if (hit) {
      forget(key);
      rememberAsked(key);
    }
    // Single flight (issue 39 §4): while the same answer is being made from the same data, wait for it. A write
    // since it began means it may not show what this request must, so this one makes its own.
    const flight = flying.get(key);
    if (flight?.epoch === epoch) {
      const body = await Promise.race([flight.answer, delay(FLIGHT_WAIT_MS)]);
      if (typeof body === 'string') {
        reply.type('application/json; charset=utf-8');
        return reply.send(body);
      }
      // Its maker failed (no flight left), or never answered: then this request flies in its place.
      asked.set(req, { key, epoch, flight: flying.get(key) === flight ? takeOff(key, epoch) : undefined });
      return;
    }
    asked.set(req, { key, epoch, flight: takeOff(key, epoch) });
  };

  const takeOff = (key: string, epoch: number): Flight => {
    let land!: (body: string | null) => void;
    const answer = new Promise<string | null>((resolve) => (land = resolve));
    const flight: Flight = {
      epoch,
      answer,
      land: (body) => {
        if (flying.get(key) === flight) flying.delete(key);
        land(body);
      },
    };
    flying.set(key, flight);
    return flight;
  };

  app.addHook('onRoute', (route) => {
    if (!route.config?.keepAnswer || route.method !== 'GET') return;
    const own = route.preHandler ? [route.preHandler].flat() : [];
    route.preHandler = [...own, answerKept];
  });

  // A maker whose reply is never sent (its client gone) lets its waiters go.
  const landEmpty = async (req: FastifyRequest) => asked.get(req)?.flight?.land(null);
  app.addHook('onResponse', landEmpty);
  app.addHook('onRequestAbort', landEmpty);

  app.addHook('onSend', async (req, reply, payload) => {
    const ask = asked.get(req);
    if (!ask) return payload;
    // A write begun or ended while the answer was made may or may not be in it.
    const usable = reply.statusCode === 200 && typeof payload === 'string' && writes.epoch === ask.epoch;
    ask.flight?.land(usable ? payload : null);
    if (!usable) return payload;
    sameEpoch(ask.epoch);
    if (!askedOnce.delete(ask.key)) {
      rememberAsked(ask.key);
      return payload;
    }
    askedOnceChars -= ask.key.length;
    forget(ask.key);
    // The key counts too: a URL may be as long as its answer.
    const size = ask.key.length + payload.length;
    while (chars + size > MAX_CHARS && kept.size > 0) forget(kept.keys().next().value!);
    if (size <= MAX_CHARS) {
      kept.set(ask.key, { body: payload, at: clock.now().getTime() });
      chars += size;
    }
    return payload;
  });
}
