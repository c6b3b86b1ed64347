import type { ClientErrorKind } from './report-client-error';

/**
 * Reports an error once the reporter's code has loaded. The error boundaries come with the app's entry; the
 * reporter and what it imports (the domain's rules) load only when something has failed (issue 22 §4).
 */
export function reportClientErrorLater(error: unknown, kind: ClientErrorKind): void {
  void import('./report-client-error').then((m) => m.reportClientError(error, kind)).catch(() => undefined);
}

/** Browser errors no screen caught: a script's exception and a promise nobody handled. */
export function reportUncaughtErrors(target: Window = window): void {
  target.addEventListener('error', (event) => {
    // The browser's own resize-observer notice is no failure of ours.
    if (/ResizeObserver loop/.test(event.message)) return;
    reportClientErrorLater(event.error ?? event.message, 'unhandled');
  });
  target.addEventListener('unhandledrejection', (event) => {
    const reason: unknown = event.reason;
    // A cancelled request is no failure.
    if (reason instanceof DOMException && reason.name === 'AbortError') return;
    reportClientErrorLater(reason, 'rejection');
  });
}
