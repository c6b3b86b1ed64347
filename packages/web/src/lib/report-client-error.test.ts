import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from './api-client';
import { clientErrorReport, reportClientError, resetClientErrorReports } from './report-client-error';
import { setAccessToken } from './session-token';

afterEach(() => {
  vi.unstubAllGlobals();
  resetClientErrorReports();
  setAccessToken(null);
});

const stubFetch = () => {
  const fetchMock = vi.fn(async () => new Response(null, { status: 204 }));
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
};
const bodies = (fetchMock: ReturnType<typeof stubFetch>) =>
  fetchMock.mock.calls.map((c) => JSON.parse(String((c as unknown as [string, RequestInit])[1].body)));

describe('clientErrorReport', () => {
  it('names the failed call’s request id and status, and carries no personal data', () => {
    const error = new ApiError(500, 'internal', 'Saving for ann@example.com failed', undefined, 'req-9');
    expect(clientErrorReport(error, 'save', '/questionnaire/h?token=abc')).toMatchObject({
      kind: 'save',
      name: 'ApiError',
      message: 'Saving for [email] failed',
      path: '/questionnaire/h',
      request_id: 'req-9',
      status: 500,
    });
  });

  it('takes what is not an Error too', () => {
    expect(clientErrorReport('plain text 123456789', 'rejection', '/')).toEqual({
      kind: 'rejection',
      message: 'plain text [number]',
      path: '/',
    });
  });
});

describe('reportClientError', () => {
  it('sends each failure once, with the session’s token, outside the API client', async () => {
    const fetchMock = stubFetch();
    setAccessToken('tok');
    reportClientError(new Error('boom'), 'render');
    reportClientError(new Error('boom'), 'render');
    reportClientError(new Error('other'), 'render');
    expect(fetchMock).toHaveBeenCalledTimes(2);
    const init = (fetchMock.mock.calls[0] as unknown as [string, RequestInit])[1];
    expect(init.headers).toMatchObject({ Authorization: 'Bearer tok' });
    expect(bodies(fetchMock).map((b) => b.message)).toEqual(['boom', 'other']);
  });

  it('sends at most ten a page, and never throws when the server cannot be reached', () => {
    const fetchMock = vi.fn(async () => Promise.reject(new TypeError('offline')));
    vi.stubGlobal('fetch', fetchMock);
    for (let i = 0; i < 15; i++) expect(() => reportClientError(new Error(`e${i}`), 'unhandled')).not.toThrow();
    expect(fetchMock).toHaveBeenCalledTimes(10);
  });
});
