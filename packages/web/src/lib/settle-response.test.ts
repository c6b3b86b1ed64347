import { afterEach, describe, expect, it, vi } from 'vitest';
import { api, refreshSession, setSignedOutHandler } from './api-client';
import { setAccessToken } from './session-token';

/** An answer that remembers whether its body was read to the end or cancelled: either lets its request go. */
function watched(status: number, body: string | null = '{"error":{"code":"unauthorized","message":"no"}}') {
  let settled = false;
  const stream =
    body === null
      ? null
      : new ReadableStream<Uint8Array>({
          start(c) {
            c.enqueue(new TextEncoder().encode(body));
          },
          pull(c) {
            settled = true;
            c.close();
          },
          cancel() {
            settled = true;
          },
        });
  const res = new Response(stream, { status, headers: { 'Content-Type': 'application/json' } });
  return { res, settled: () => body === null || settled };
}

function answers(...list: ReturnType<typeof watched>[]) {
  const queue = [...list];
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => queue.shift()!.res),
  );
  return list;
}

describe('every answer settles (issue 38 §9)', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    setAccessToken(null);
  });

  it('a refused session refresh has its body let go', async () => {
    const [refresh] = answers(watched(401));
    await expect(refreshSession()).resolves.toBe(false);
    expect(refresh!.settled()).toBe(true);
  });

  it('the 401 that a refresh replaces, the refresh and the retry all settle', async () => {
    setAccessToken('old');
    const all = answers(watched(401), watched(200, '{"access_token":"new"}'), watched(200, '{"id":1}'));
    await expect(api.get('/api/users/1')).resolves.toEqual({ id: 1 });
    expect(all.map((a) => a.settled())).toEqual([true, true, true]);
  });

  it('a signed-out visit (401, refresh refused) settles both answers', async () => {
    const restore = setSignedOutHandler(() => undefined);
    const all = answers(watched(401), watched(401));
    await expect(api.get('/api/sessions/current_user', { signOutOnUnauthorized: false })).rejects.toMatchObject({
      status: 401,
    });
    expect(all.map((a) => a.settled())).toEqual([true, true]);
    restore();
  });

  it('an empty 204 and an error answer settle', async () => {
    const all = answers(watched(204, ''), watched(500, 'not json'));
    await api.delete('/api/things/1');
    await expect(api.get('/api/things')).rejects.toMatchObject({ status: 500 });
    expect(all.map((a) => a.settled())).toEqual([true, true]);
  });
});
