import { scrubPersonalData, type ClientErrorReport } from '@portal/domain';
import { isApiError } from './api-client';
import { getAccessToken } from './session-token';

export type ClientErrorKind = ClientErrorReport['kind'];

/** A page that fails in a loop sends a few reports, not one per render. */
const MAX_REPORTS_PER_PAGE = 10;
const sent = new Set<string>();

const text = (v: unknown, max: number) =>
  typeof v === 'string' && v.trim() ? scrubPersonalData(v).slice(0, max) : undefined;

/** What is sent of an error: no personal data (the server scrubs it again), and the failed call's request id. */
export function clientErrorReport(error: unknown, kind: ClientErrorKind, path: string): ClientErrorReport {
  const e = error instanceof Error ? error : null;
  return {
    kind,
    message: text(e ? e.message : String(error), 1000) ?? 'Unknown error',
    ...(e ? { name: text(e.name, 100) } : {}),
    ...(e?.stack ? { stack: text(e.stack, 8000) } : {}),
    path: text(path, 500) ?? '/',
    ...(isApiError(error) && error.requestId ? { request_id: error.requestId, status: error.status } : {}),
    ...(isApiError(error) && !error.requestId ? { status: error.status } : {}),
  };
}

/**
 * Sends a client-side error to POST /api/client_errors (issue 41 §5), so "Our team was notified" holds. Sent
 * once per kind and message per page load, with the session's token when there is one (the firm is logged),
 * outside the API client: a report must neither refresh the session nor sign anyone out. Never throws.
 */
export function reportClientError(error: unknown, kind: ClientErrorKind): void {
  try {
    const report = clientErrorReport(error, kind, window.location.pathname);
    const key = `${kind}:${report.message}`;
    if (sent.has(key) || sent.size >= MAX_REPORTS_PER_PAGE) return;
    sent.add(key);
    const token = getAccessToken();
    void fetch('/api/client_errors', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', ...(token ? { Authorization: `Bearer ${token}` } : {}) },
      body: JSON.stringify(report),
      credentials: 'omit',
      keepalive: true,
    }).catch(() => undefined);
  } catch {
    // Reporting an error must never cause another.
  }
}

/** For tests: forget what was sent. */
export function resetClientErrorReports(): void {
  sent.clear();
}
