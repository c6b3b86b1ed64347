import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts';
import { buildFirm, buildStaff, signInAs } from '../../test/factories.ts';
import { CLIENT_ERROR_REPORTS_PER_MINUTE } from './client-errors.routes.ts';

/**
 * Issue 41 §5: client errors reach the server's log, without personal data. The call is open to signed-out
 * visitors (sign-in fails too) and names no record, so it has no 401, 403 or another firm's 404 to test:
 * the firm logged is always the caller's own.
 */
describe('POST /api/client_errors', () => {
  let t: TestApp;
  const logs: string[] = [];
  const report = (payload: unknown, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'POST', url: '/api/client_errors', payload: payload as object, headers });
  const logged = () =>
    logs.map((l) => JSON.parse(l) as Record<string, unknown>).filter((l) => l.msg === 'client error');

  beforeAll(async () => {
    t = await buildTestApp({ logs });
  });
  afterAll(() => t.close());

  it('logs a report with the failed request’s id and the caller’s firm, scrubbed of personal data', async () => {
    const firm = await buildFirm(t.deps.database.db);
    const staff = await signInAs(t.deps.database.db, await buildStaff(t.deps.database.db, firm));
    logs.length = 0;
    const res = await report(
      {
        kind: 'save',
        message: 'Answer for jo@example.com (SSN 123-45-6789) failed',
        stack: 'Error\n    at https://portal.example/assets/a.js?token=secret:1:2',
        path: '/questionnaire/abc?questionnaireId=4&auth_token=secret',
        request_id: 'req-123',
        status: 500,
      },
      staff.headers,
    );
    expect(res.statusCode).toBe(204);
    const [line] = logged();
    expect(line).toMatchObject({
      level: 40,
      failedRequestId: 'req-123',
      firmId: firm.id,
      signedIn: true,
      clientError: {
        kind: 'save',
        message: 'Answer for [email] (SSN [number]) failed',
        path: '/questionnaire/abc',
        status: 500,
      },
    });
    // The log line has the report's own request id too, as every request's line does.
    expect(typeof line!.reqId).toBe('string');
    const text = logs.join('\n');
    for (const secret of ['jo@example.com', '123-45-6789', 'secret', 'auth_token']) expect(text).not.toContain(secret);
  });

  it('takes a signed-out visitor’s report', async () => {
    logs.length = 0;
    expect((await report({ kind: 'render', message: 'x is undefined', path: '/' })).statusCode).toBe(204);
    expect(logged()[0]).toMatchObject({ signedIn: false, firmId: null });
  });

  it('answers a malformed report with 400, never 500', async () => {
    for (const payload of [
      {},
      { kind: 'nope', message: 'x', path: '/' },
      { kind: 'render', message: '', path: '/' },
      { kind: 'render', message: 'x', path: '/', email: 'a@b.io' },
      { kind: 'render', message: 'x', path: '/', request_id: 'a b' },
      { kind: 'render', message: 'x'.repeat(1001), path: '/' },
    ]) {
      const res = await report(payload);
      expect(res.statusCode, JSON.stringify(payload).slice(0, 80)).toBe(400);
      expect(res.json().error.code).toBe('validation_failed');
    }
  });

  it('refuses a burst beyond the limit with 429', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < CLIENT_ERROR_REPORTS_PER_MINUTE + 2; i++)
      statuses.push((await report({ kind: 'unhandled', message: `boom ${i}`, path: '/' })).statusCode);
    expect(statuses).toContain(429);
    expect(statuses.filter((s) => s === 204).length).toBeLessThanOrEqual(CLIENT_ERROR_REPORTS_PER_MINUTE);
  });
});
