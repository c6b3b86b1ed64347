import '@testing-library/jest-dom/vitest';
import { notifications } from '@mantine/notifications';
import { cleanup, configure } from '@testing-library/react';
import { afterEach, vi } from 'vitest';
import { resetClientErrorReports } from './src/lib/report-client-error';

// findBy and waitFor wait up to 4 s: enough for a busy CI machine, still quick to report a real miss.
configure({ asyncUtilTimeout: 4000 });

// Mantine reads media queries and observes element sizes; happy-dom has neither.
Object.defineProperty(window, 'matchMedia', {
  writable: true,
  value: vi.fn().mockImplementation((query: string) => ({
    matches: false,
    media: query,
    onchange: null,
    addListener: vi.fn(),
    removeListener: vi.fn(),
    addEventListener: vi.fn(),
    removeEventListener: vi.fn(),
    dispatchEvent: vi.fn(),
  })),
});

class ResizeObserverStub {
  observe() {}
  unobserve() {}
  disconnect() {}
}
window.ResizeObserver = ResizeObserverStub;
window.HTMLElement.prototype.scrollIntoView = () => {};
// Textarea autosize listens for web fonts loading.
if (!('fonts' in document)) {
  Object.defineProperty(document, 'fonts', {
    value: { addEventListener: () => {}, removeEventListener: () => {}, ready: Promise.resolve() },
  });
}

afterEach(() => {
  cleanup();
  // Test files share one window (isolate: false, vitest.shared.ts): a test that navigated (a router, a
  // link, a redirect) must not leave the next file on its address, where its cookies would not apply.
  (window as unknown as { happyDOM?: { setURL(url: string): void } }).happyDOM?.setURL('http://localhost:3000/');
  // Toasts live in a module-level store: one test's toast must not show up in the next.
  notifications.clean();
  // Error reports are sent once per message per page load: files share one module graph, so one file's
  // report must not silence the same message in the next.
  resetClientErrorReports();
  document.cookie.split(';').forEach((c) => {
    const name = c.split('=')[0]?.trim();
    if (name) document.cookie = `${name}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`;
  });
});
