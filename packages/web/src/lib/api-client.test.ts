import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { json } from '../testing/factories';
import { ApiError, api, setSignedOutHandler } from './api-client';
import { getAccessToken, setAccessToken } from './session-token';

type Call = { url: string; init: RequestInit | undefined };

function mockFetch(answers: ((call: Call) => Response)[]) {
  const calls: Call[] = [];
  const fn = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const call = { url: String(input), init };
    calls.push(call);
    const answer = answers.shift();
    if (!answer) throw new Error(`unexpected call ${call.url}`);
    return answer(call);
  });
  vi.stubGlobal('fetch', fn);
  return calls;
}

const authHeader = (c: Call) => (c.init?.headers as Record<string, string> | undefined)?.Authorization;

describe('api client', () => {
  const signedOut = vi.fn();
  let restore: () => void;

  beforeEach(() => {
    setAccessToken('old-token');
    restore = setSignedOutHandler(signedOut);
  });
  afterEach(() => {
    restore();
    signedOut.mockReset();
    setAccessToken(null);
    vi.unstubAllGlobals();
  });

  it('sends JSON with the bearer token', async () => {
    const calls = mockFetch([() => json(200, { ok: true })]);
    await expect(api.post('/api/things', { a: 1 })).resolves.toEqual({ ok: true });
    expect(authHeader(calls[0]!)).toBe('Bearer old-token');
    expect(calls[0]!.init?.body).toBe('{"a":1}');
    expect((calls[0]!.init?.headers as Record<string, string>)['Content-Type']).toBe('application/json');
  });

  it('on 401 refreshes the session once and retries with the new token', async () => {
    const calls = mockFetch([
      () => json(401, { error: { code: 'unauthorized', message: 'Please sign in to continue' } }),
      () => json(200, { access_token: 'new-token' }),
      () => json(200, { id: 1 }),
    ]);
    await expect(api.get('/api/users/1')).resolves.toEqual({ id: 1 });
    expect(calls.map((c) => `${c.init?.method} ${c.url}`)).toEqual([
      'GET /api/users/1',
      'POST /api/sessions/refresh',
      'GET /api/users/1',
    ]);
    expect(calls[1]!.init?.credentials).toBe('include');
    expect(authHeader(calls[2]!)).toBe('Bearer new-token');
    expect(getAccessToken()).toBe('new-token');
    expect(signedOut).not.toHaveBeenCalled();
  });

  it('signs out when the refresh fails: the token is cleared and the user sent to /', async () => {
    const calls = mockFetch([
      () => json(401, { error: { code: 'unauthorized', message: 'Please sign in to continue' } }),
      () => json(401, { error: { code: 'unauthorized', message: 'Session expired' } }),
    ]);
    const error = await api.get('/api/users/1').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 401, code: 'unauthorized' });
    expect(calls).toHaveLength(2);
    expect(getAccessToken()).toBeNull();
    expect(signedOut).toHaveBeenCalledTimes(1);
  });

  it('signs out when the retry is refused again', async () => {
    mockFetch([() => json(401, {}), () => json(200, { access_token: 'new-token' }), () => json(401, {})]);
    await expect(api.get('/api/users/1')).rejects.toMatchObject({ status: 401 });
    expect(getAccessToken()).toBeNull();
    expect(signedOut).toHaveBeenCalledTimes(1);
  });

  it('lets a caller handle the 401 itself without being sent away', async () => {
    mockFetch([() => json(401, {}), () => json(401, {})]);
    await expect(api.get('/api/sessions/current_user', { signOutOnUnauthorized: false })).rejects.toMatchObject({
      status: 401,
    });
    expect(signedOut).not.toHaveBeenCalled();
  });

  it('shares one refresh between concurrent 401s', async () => {
    let refreshes = 0;
    vi.stubGlobal(
      'fetch',
      vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
        if (String(input) === '/api/sessions/refresh') {
          refreshes++;
          return json(200, { access_token: 'new-token' });
        }
        const auth = (init?.headers as Record<string, string>).Authorization;
        return auth === 'Bearer new-token' ? json(200, { ok: String(input) }) : json(401, {});
      }),
    );
    await Promise.all([api.get('/api/a'), api.get('/api/b')]);
    expect(refreshes).toBe(1);
  });

  it('throws the server error with its code, message and fields', async () => {
    mockFetch([
      () =>
        json(400, {
          error: { code: 'validation_failed', message: 'Check the form', fields: { email: 'Email is required' } },
        }),
    ]);
    await expect(api.post('/api/users', {})).rejects.toMatchObject({
      status: 400,
      code: 'validation_failed',
      message: 'Check the form',
      fields: { email: 'Email is required' },
    });
  });

  it('builds query strings, with arrays in the ids[] form', async () => {
    const calls = mockFetch([() => json(200, [])]);
    await api.get('/api/v2/users/by_ids', { query: { ids: [1, 2], search: 'a b', skip: undefined } });
    expect(calls[0]!.url).toBe('/api/v2/users/by_ids?ids%5B%5D=1&ids%5B%5D=2&search=a+b');
  });

  it('treats a 401 on a sign-in call as the answer: no refresh, no sign-out, no token sent', async () => {
    const calls = mockFetch([
      () => json(401, { error: { code: 'unauthorized', message: 'The email address or password is incorrect' } }),
    ]);
    await expect(
      api.post('/api/sessions/verify_password_for_firebase_token', { username: 'a' }, { anonymous: true }),
    ).rejects.toMatchObject({ status: 401, message: 'The email address or password is incorrect' });
    expect(calls).toHaveLength(1);
    expect(authHeader(calls[0]!)).toBeUndefined();
    expect(signedOut).not.toHaveBeenCalled();
    expect(getAccessToken()).toBe('old-token');
  });
});
