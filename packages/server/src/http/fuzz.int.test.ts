import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_INT32 } from '@portal/domain';
import { buildTestApp, type TestApp } from '../test/build-test-app.ts';
import { buildClient, buildCompany, buildFirm, buildStaff, signInAs } from '../test/factories.ts';
import { multipart } from '../test/multipart.ts';
import { operations, type JsonSchema, type Operation } from '../test/openapi.ts';

/**
 * Issue 24 §1: hostile input never answers 500. Every route of the OpenAPI document (the WebSocket and the
 * docs are not in it) gets a few requests per caller: plausible values, NUL characters in every string, ids
 * past 32 bits, wrong types, an empty body, deep nesting, `__proto__` and `constructor` keys, and for
 * upload routes multipart without a boundary or with NUL in its fields. A 4xx is fine; a 500 fails the test
 * with the request that caused it. FUZZ_LOG=error prints the server's log of each.
 */

type Mode = 'plausible' | 'nul' | 'surrogate' | 'huge' | 'wrong' | 'deep';
interface Ids {
  company: number;
  user: number;
  /** Records of the firm by `"<path> <param>"`, so plausible requests reach past the 404 (tokens included). */
  known: [RegExp, string | number][];
}

const NUL = 'fu\u0000zz';
/** Half of a UTF-16 surrogate pair: JSON can carry it (`"\ud800"`), UTF-8 and PostgreSQL text cannot. */
const LONE_SURROGATE = 'fu\ud800zz';
/** The same in a URL: the bytes UTF-8 would give the lone half (CESU-8), which no UTF-8 decoder accepts. */
const LONE_SURROGATE_IN_URL = 'fu%ED%A0%80zz';
/** Nested arrays as JSON text (stringifying them would test the test): a placeholder marks where they go. */
const DEEP_JSON = '['.repeat(5000) + ']'.repeat(5000);
const DEEP = '<deep>';

/** A value for a schema: plausible, or hostile in the way `mode` says. */
function sample(schema: JsonSchema | undefined, name: string, mode: Mode, ids: Ids): unknown {
  if (!schema || schema.$ref) return mode === 'deep' ? DEEP : 'fuzz';
  const options = schema.anyOf ?? schema.oneOf;
  if (options) return sample(options.find((o) => o.type !== 'null') ?? options[0], name, mode, ids);
  if (schema.allOf?.[0]) return sample(schema.allOf[0], name, mode, ids);
  if (schema.enum) return schema.enum[0];
  switch (schema.type) {
    case 'integer':
    case 'number': {
      if (mode === 'huge') return MAX_INT32 + 1;
      if (mode === 'wrong') return 'twelve';
      const id = /user|owner|signer|advisor|client/i.test(name) ? ids.user : ids.company;
      return Math.min(Math.max(id, schema.minimum ?? -Infinity), schema.maximum ?? Infinity);
    }
    case 'boolean':
      return mode === 'wrong' ? 'maybe' : true;
    case 'string': {
      if (mode === 'wrong') return { $gt: '' };
      const plain = mode === 'nul' ? NUL : mode === 'surrogate' ? LONE_SURROGATE : 'fuzz';
      const text =
        schema.format === 'email'
          ? `${plain}@example.test`
          : schema.format === 'date-time'
            ? '2026-03-02T15:00:00Z'
            : schema.format === 'date'
              ? '2026-03-02'
              : plain.padEnd(schema.minLength ?? 0, 'z');
      return schema.maxLength !== undefined ? text.slice(0, Math.max(schema.maxLength, 1)) : text;
    }
    case 'array':
      return mode === 'wrong' ? 'not-a-list' : [sample(schema.items, name, mode, ids)];
    case 'object': {
      if (mode === 'wrong') return 'not-an-object';
      const out: Record<string, unknown> = {};
      for (const [key, child] of Object.entries(schema.properties ?? {})) out[key] = sample(child, key, mode, ids);
      if (typeof schema.additionalProperties === 'object' && !schema.properties) {
        out.key = sample(schema.additionalProperties, 'key', mode, ids);
      }
      return out;
    }
    default:
      return mode === 'deep' ? DEEP : mode === 'nul' ? NUL : mode === 'surrogate' ? LONE_SURROGATE : 'fuzz';
  }
}

interface Attempt {
  variant: string;
  url: string;
  headers?: Record<string, string>;
  payload?: string | Buffer;
}

function url(op: Operation, mode: Mode, ids: Ids, extraQuery = ''): string {
  let path = op.path;
  const query = extraQuery ? [extraQuery] : [];
  for (const p of op.parameters) {
    const known = ids.known.find(([re]) => re.test(`${op.path} ${p.name}`))?.[1];
    const hostileHere = mode === 'nul' || mode === 'surrogate' ? p.schema.type === 'string' : mode !== 'plausible';
    const value =
      known !== undefined && p.in === 'path' && !hostileHere
        ? known
        : sample(p.schema, p.name === 'id' ? op.path : p.name, mode, ids);
    const values = (Array.isArray(value) ? value : [value]).map((v) =>
      typeof v === 'object' ? '[object]' : String(v),
    );
    // encodeURIComponent throws on a lone surrogate: its bytes are written in by hand instead.
    const encoded = (v: string) =>
      encodeURIComponent(v.replace(LONE_SURROGATE, 'LONE')).replace('LONE', LONE_SURROGATE_IN_URL);
    if (p.in === 'path') path = path.replace(`{${p.name}}`, encoded(values[0] ?? ''));
    else if (p.in === 'query') for (const v of values) query.push(`${encodeURIComponent(p.name)}=${encoded(v)}`);
  }
  return query.length ? `${path}?${query.join('&')}` : path;
}

const json = (body: unknown) => ({ headers: { 'content-type': 'application/json' }, payload: JSON.stringify(body) });

/** The few requests each operation gets. */
function attempts(op: Operation, ids: Ids): Attempt[] {
  const takesBody = ['POST', 'PUT', 'PATCH', 'DELETE'].includes(op.method);
  const list: Attempt[] = [];
  for (const mode of ['plausible', 'nul', 'surrogate', 'huge', 'wrong'] as const) {
    list.push({ variant: mode, url: url(op, mode, ids), ...(op.body ? json(sample(op.body, 'body', mode, ids)) : {}) });
  }
  if (op.body) {
    list.push({ variant: 'empty body', url: url(op, 'plausible', ids), ...json({}) });
    const body = JSON.stringify(sample(op.body, 'body', 'deep', ids));
    const jsonText = { 'content-type': 'application/json' };
    list.push(
      {
        variant: 'deep nesting',
        url: url(op, 'plausible', ids),
        headers: jsonText,
        payload: body.replaceAll(JSON.stringify(DEEP), DEEP_JSON).replace(/^\{/, `{"deep":${DEEP_JSON},`),
      },
      {
        variant: '__proto__',
        url: url(op, 'plausible', ids, '__proto__=1&constructor[prototype]=1'),
        headers: jsonText,
        payload: body.replace(/^\{/, '{"__proto__":{"polluted":true},"constructor":{"prototype":{"polluted":true}},'),
      },
    );
  }
  if (takesBody) {
    // A body cut off inside its file part, as when the browser's connection drops mid-upload.
    const whole = multipart({ name: 'fuzz', path: '', tax_year: '2025', company_id: String(ids.company) }, [
      { name: 'fuzz.pdf', content: `%PDF-1.4 ${'fuzz '.repeat(2000)}`, type: 'application/pdf' },
    ]);
    list.push({
      variant: 'truncated multipart',
      url: url(op, 'plausible', ids),
      headers: whole.headers,
      payload: whole.payload.subarray(0, whole.payload.length - 4000),
    });
  }
  if (!op.body && takesBody) {
    list.push(
      {
        variant: 'multipart without boundary',
        url: url(op, 'plausible', ids),
        headers: { 'content-type': 'multipart/form-data' },
        payload: 'fuzz',
      },
      {
        variant: 'multipart with NUL',
        url: url(op, 'plausible', ids),
        ...multipart({ name: NUL, path: NUL, tax_year: '2025', company_id: String(ids.company), email: NUL }, [
          { name: `${NUL}.pdf`, content: '%PDF-1.4 fuzz', type: 'application/pdf' },
        ]),
      },
    );
  }
  return list;
}

/** Destructive operations last, so the firm and its records stay in place for the rest of the walk. */
const destructive = (op: Operation) =>
  op.method === 'DELETE' || /delete|deactivate|sign_out|remove|unassign|dismiss_all/.test(op.path);

describe('hostile input on every route (issue 24 §1)', () => {
  let t: TestApp;
  let ids: Ids;
  let sessionFor: Record<'visitor' | 'client' | 'staff', () => Promise<Record<string, string>>>;

  beforeAll(async () => {
    t = await buildTestApp({ startJobs: true, env: { LOG_LEVEL: process.env.FUZZ_LOG ?? 'silent' } });
    const db = t.deps.database.db;
    const firm = await buildFirm(db);
    const staff = await buildStaff(db, firm);
    const client = await buildClient(db, firm);
    const company = await buildCompany(db, firm, client);
    const colleague = await buildStaff(db, firm, { access: 'full' });
    sessionFor = {
      visitor: async () => ({}),
      client: async () => (await signInAs(db, client)).headers,
      staff: async () => (await signInAs(db, staff)).headers,
    };
    const headers = await sessionFor.staff();
    const seed = async (method: 'GET' | 'POST', url: string, payload?: object) => {
      const res = await t.app.inject({ method, url, headers, ...(payload ? { payload } : {}) });
      expect(res.statusCode, `${method} ${url}: ${res.body}`).toBeLessThan(300);
      return res.json();
    };
    const link = await seed('POST', '/api/drop_links', { name: 'Fuzz', subscribedUserIds: [staff.id] });
    const upload = await seed('POST', `/api/companies/${company.id}/secure_upload_links`, { path: '' });
    const status = await seed('POST', '/api/firm_custom_statuses', { firm_user_display_status: 'Fuzz' });
    const { item } = await seed('POST', '/api/prior_year_items', { company_id: company.id, name: 'Fuzz', year: 2025 });
    const line = await seed('POST', `/api/prior_year_items/${item.id}/line_items`, { category: 'Fuzz' });
    const template = (await seed('GET', '/api/questionnaire_templates')).items[0]; // a built-in one
    const publicLink = await seed('POST', `/api/questionnaire_templates/${template.id}/public_link`);
    ids = {
      company: company.id,
      user: client.id,
      known: [
        [/^\/api\/drop_links\/\{id\}/, link.id],
        [/^\/api\/public\/drop_links\/\{token\}/, link.token],
        [/^\/api\/public\/secure_upload\/\{token\}/, new URL(upload.url).searchParams.get('token')!],
        [/^\/api\/firm_custom_statuses\/\{id\}/, status.id],
        [/^\/api\/prior_year_items\/\{id\}/, item.id],
        [/^\/api\/prior_year_line_items\/\{id\}/, line.line_item.id],
        [/^\/api\/firm_users\/\{id\}/, colleague.id],
        [/^\/api\/questionnaire_templates\/\{id\}/, template.id],
        [/^\/api\/public\/templates\/\{hashId\}/, new URL(publicLink.link).pathname.split('/').pop()!],
      ],
    };
  });
  afterAll(() => t.close());

  for (const actor of ['visitor', 'client', 'staff'] as const) {
    it(`never answers 500 to a ${actor === 'visitor' ? 'signed-out visitor' : actor}`, async () => {
      const ops = operations(t.app).sort((a, b) => Number(destructive(a)) - Number(destructive(b)));
      expect(ops.length).toBeGreaterThan(200);
      const failures: string[] = [];
      let sent = 0;
      for (const op of ops) {
        // A fresh session per route: signing out or a deactivation must not end the walk.
        const auth = await sessionFor[actor]();
        for (const a of attempts(op, ids)) {
          const res = await t.app.inject({
            method: op.method as 'GET',
            url: a.url,
            headers: { ...auth, ...a.headers },
            ...(a.payload !== undefined ? { payload: a.payload } : {}),
          });
          sent++;
          // 502 and 503 are deliberate (the SMS provider refused, AI drafts are off); 500 is a bug.
          if (res.statusCode === 500) {
            failures.push(
              `${op.method} ${op.path} [${a.variant}] ${a.url.slice(0, 120)} → ${res.statusCode} ${res.body.slice(0, 200)}`,
            );
          }
        }
      }
      expect(sent).toBeGreaterThan(1000);
      expect(failures).toEqual([]);
      expect(({} as { polluted?: unknown }).polluted, 'Object.prototype polluted').toBeUndefined();
    }, 120_000);
  }
});
