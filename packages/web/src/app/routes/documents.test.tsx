import type { CurrentUserResponse } from '@portal/domain';
import { render, screen, waitFor } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { setAccessToken } from '../../lib/session-token';
import { stubApi } from '../../testing/api-stub';
import { buildClientSession, buildEntityDetail, buildSession, json } from '../../testing/factories';
import { testQueryClient, testRealtime } from '../../testing/render';
import { AppProviders } from '../provider';
import { createRoutes } from '../router';
import { DOCUMENTS_HIDDEN_TITLE } from './documents';
import { preloadLazyCode } from '../../testing/preload-lazy-code';

afterEach(() => {
  vi.unstubAllGlobals();
  setAccessToken(null);
});

type Routes = Parameters<typeof stubApi>[0];
const file = {
  id: 5,
  type: 'file',
  name: 'W-2.pdf',
  path: '/W-2.pdf',
  folder_path: '/',
  size: 100,
  file_type: 'pdf',
  password_protected: false,
  link: '/api/documents/1/link',
  children: [],
  annotations: 0,
  extracted_document_id: null,
  parent_document_id: null,
  description: null,
  tags: ['Payroll'],
  items_count: null,
  staff_only: false,
  uploaded_by: null,
  uploaded_by_id: null,
  questionnaire_id: null,
  created_at: '2025-01-02T10:00:00.000Z',
  updated_at: '2025-01-02T10:00:00.000Z',
  deleted_at: null,
};
const listing = (path = '/') => json(200, { path, items: [file], can_change: true, staff_only: false });

function renderApp(path: string, routes: Routes, session: CurrentUserResponse) {
  const api = stubApi({
    'POST /api/sessions/refresh': () => json(200, { access_token: 'a', expires_at: '2030-01-01T00:00:00.000Z' }),
    'GET /api/sessions/current_user': () => json(200, session),
    'GET /api/live_config': () => json(200, { global_alert: { show: false, text: '' } }),
    'GET /api/companies/get_user_assigned_companies': () =>
      json(200, [{ id: 1, hash_id: 'abc', name: 'Cam LLC', readonly_access: false }]),
    'GET /api/v2/entities/1/get_related_entities': () => json(200, []),
    'GET /api/v2/conversations': () => json(200, { conversations: [], total: 0, unseen_total: 0 }),
    ...routes,
  });
  const queryClient = testQueryClient();
  const router = createMemoryRouter(createRoutes(queryClient), { initialEntries: [path] });
  render(
    <AppProviders queryClient={queryClient} realtime={testRealtime()}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return { api, router };
}

// The shells and homes load lazily: load them once, not within a test's wait.
beforeAll(preloadLazyCode, 60_000);

describe('documents routes', () => {
  it("shows a client their entity's documents, with tags when the firm uses them", async () => {
    const { api } = renderApp(
      '/documents/abc',
      { 'GET /api/companies/1/documents': () => listing() },
      buildClientSession({}, { document_tags_enabled: true }),
    );
    expect(await screen.findByRole('heading', { level: 1, name: 'Documents' })).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: 'W-2.pdf' })).toHaveAttribute('href', '/documents/abc?file=W-2.pdf');
    expect(screen.getByText('Payroll')).toBeInTheDocument();
    expect(api.keys()).toContain('GET /api/companies/1/documents');
  });

  it('says documents are not available when the firm hides them from clients', async () => {
    const { api } = renderApp('/documents/abc', {}, buildClientSession({}, { hide_documents_view_from_clients: true }));
    expect(await screen.findByText(DOCUMENTS_HIDDEN_TITLE)).toBeInTheDocument();
    expect(api.keys()).not.toContain('GET /api/companies/1/documents');
  });

  it("answers another entity's hash with the not-found page", async () => {
    renderApp('/documents/nope', {}, buildClientSession());
    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeInTheDocument();
  });

  it('sends staff to the documents under the entity view, keeping the folder', async () => {
    const entity = buildEntityDetail({ id: 1, hash_id: 'abc', name: 'Lee Family Trust' });
    const { router, api } = renderApp(
      '/documents/abc?path=%2F2025',
      {
        'GET /api/companies/get_company_by_hash_id': () => json(200, entity),
        'GET /api/companies/1/documents': (_: unknown, url: URL) => listing(url.searchParams.get('path') ?? '/'),
      },
      buildSession(),
    );
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/abc/documents'));
    expect(router.state.location.search).toBe('?path=%2F2025');
    expect(await screen.findByRole('heading', { level: 1, name: 'Lee Family Trust' })).toBeInTheDocument();
    expect(await screen.findByRole('heading', { level: 2, name: 'Documents' })).toBeInTheDocument();
    expect(screen.getByRole('switch', { name: 'Show deleted' })).toBeInTheDocument();
    await waitFor(() =>
      expect(api.calls.find((c) => c.key === 'GET /api/companies/1/documents')?.url.searchParams.get('path')).toBe(
        '/2025',
      ),
    );
  });
});
