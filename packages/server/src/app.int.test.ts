import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from './test/build-test-app.ts';
import { testDbKind } from './test/test-database.ts';

describe('the HTTP platform', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({ startJobs: true });
  });
  afterAll(() => t.close());

  it('reports health of the database, storage and job queue, naming the database in use', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      status: 'ok',
      database: { ok: true, kind: testDbKind() },
      storage: { ok: true, kind: 'local' },
      jobs: { ok: true },
    });
  });

  it('answers unknown /api paths with 404 JSON and never falls back to the web app', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/no-such-thing?x=1' });
    expect(res.statusCode).toBe(404);
    expect(res.headers['content-type']).toContain('application/json');
    expect(res.json()).toEqual({ error: { code: 'not_found', message: 'No route for GET /api/no-such-thing' } });
  });

  it('answers a malformed JSON body with 400 JSON', async () => {
    const res = await t.app.inject({
      method: 'PUT',
      url: '/api/live_config',
      headers: { 'content-type': 'application/json' },
      payload: '{"global_alert": ',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ error: { code: 'bad_request', message: 'The request body is not valid JSON' } });
  });

  it('answers a body of the wrong shape with 400 naming the field', async () => {
    const res = await t.app.inject({
      method: 'PUT',
      url: '/api/live_config',
      payload: { global_alert: { show: 'yes' } },
    });
    expect(res.statusCode).toBe(400);
    const body = res.json();
    expect(body.error.code).toBe('validation_failed');
    expect(Object.keys(body.error.fields)).toContain('global_alert.show');
  });

  it('answers an unsupported content type with a 4xx JSON error, not a 500', async () => {
    const res = await t.app.inject({
      method: 'PUT',
      url: '/api/live_config',
      headers: { 'content-type': 'application/x-something' },
      payload: 'abc',
    });
    expect(res.statusCode).toBe(415);
    expect(res.json().error.code).toBe('bad_request');
  });

  it('gives every response a request id and security headers', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/health', headers: { 'x-request-id': 'abc-123' } });
    expect(res.headers['x-request-id']).toBe('abc-123');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['content-security-policy']).toContain("default-src 'self'");
  });

  it('publishes the OpenAPI document at /api/docs/json', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(res.statusCode).toBe(200);
    const doc = res.json();
    expect(doc.openapi).toMatch(/^3\./);
    expect(Object.keys(doc.paths)).toEqual(expect.arrayContaining(['/api/health', '/api/sessions/current_user']));
  });

  it('rate limits a caller who sends too many requests', async () => {
    const limited = await buildTestApp({ env: { RATE_LIMIT_MAX: '3' } });
    try {
      const codes = [];
      for (let i = 0; i < 4; i++)
        codes.push((await limited.app.inject({ method: 'GET', url: '/api/live_config' })).statusCode);
      expect(codes).toEqual([200, 200, 200, 429]);
      const res = await limited.app.inject({ method: 'GET', url: '/api/live_config' });
      expect(res.json().error.code).toBe('too_many_requests');
    } finally {
      await limited.close();
    }
  });
});
