import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { resetClientErrorReports } from '../lib/report-client-error';
import { renderWithProviders } from '../testing/render';
import { ErrorBoundary } from './error-boundary';

function Broken(): never {
  throw new Error('boom');
}

// The failure is reported to the server: no server answers here.
beforeEach(() =>
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => new Response(null, { status: 204 })),
  ),
);
afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
  resetClientErrorReports();
});

describe('render failure screen', () => {
  it("shows the spec's text and a refresh button that goes back to /", async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const assign = vi.spyOn(window.location, 'assign').mockImplementation(() => {});
    const user = userEvent.setup();
    renderWithProviders(
      <ErrorBoundary>
        <Broken />
      </ErrorBoundary>,
    );
    expect(screen.getByText('Something went wrong. Please refresh this page to try again.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Refresh' }));
    expect(assign).toHaveBeenCalledWith('/');
  });

  it('reports the failure to the server, as the texts promise (issue 41 §5)', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const fetchMock = vi.fn(async () => new Response(null, { status: 204 }));
    vi.stubGlobal('fetch', fetchMock);
    renderWithProviders(
      <ErrorBoundary>
        <Broken />
      </ErrorBoundary>,
    );
    await vi.waitFor(() => expect(fetchMock).toHaveBeenCalled());
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/api/client_errors');
    expect(JSON.parse(String(init.body))).toMatchObject({ kind: 'render', message: 'boom', name: 'Error' });
  });

  it('renders children when nothing fails', () => {
    renderWithProviders(
      <ErrorBoundary>
        <p>fine</p>
      </ErrorBoundary>,
    );
    expect(screen.getByText('fine')).toBeInTheDocument();
  });
});
