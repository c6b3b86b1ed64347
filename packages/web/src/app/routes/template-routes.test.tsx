import type { CurrentUserResponse } from '@portal/domain';
import { render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildQuestionnaire } from '../../testing/questionnaire.fixtures';
import { TEMPLATE_PREVIEW } from '../../features/answering/components/page/view-only-banner';
import { setAccessToken } from '../../lib/session-token';
import { stubApi } from '../../testing/api-stub';
import { buildSession, json } from '../../testing/factories';
import { testQueryClient, testRealtime } from '../../testing/render';
import { AppProviders } from '../provider';
import { createRoutes } from '../router';
import { preloadLazyCode } from '../../testing/preload-lazy-code';

afterEach(() => {
  vi.unstubAllGlobals();
  setAccessToken(null);
});

function renderApp(path: string, routes: Parameters<typeof stubApi>[0], session: CurrentUserResponse) {
  const api = stubApi({
    'POST /api/sessions/refresh': () => json(200, { access_token: 'a', expires_at: '2030-01-01T00:00:00.000Z' }),
    'GET /api/sessions/current_user': () => json(200, session),
    'GET /api/live_config': () => json(200, { global_alert: { show: false, text: '' } }),
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

describe('template routes', () => {
  it('shows staff the templates page at /templates', async () => {
    renderApp(
      '/templates',
      {
        'GET /api/questionnaire_templates': () =>
          json(200, {
            items: [
              {
                id: 7,
                name: '1040 Organizer',
                description: null,
                section_count: 3,
                question_count: 12,
                updated_at: '2026-01-02T10:00:00.000Z',
              },
            ],
          }),
      },
      buildSession(),
    );
    expect(await screen.findByRole('heading', { level: 1, name: 'Templates' })).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: 'Preview 1040 Organizer' })).toHaveAttribute(
      'href',
      '/preview/template/7',
    );
  });

  it('shows staff a template preview at /preview/template/{id}, going back to /templates', async () => {
    const q = buildQuestionnaire({
      id: 7,
      mode: 'admin-template',
      read_only: true,
      company_hash: '',
      company_name: '',
    });
    const { api } = renderApp(
      '/preview/template/7',
      { 'GET /api/questionnaire_templates/7/preview': () => json(200, q) },
      buildSession(),
    );
    expect(await screen.findByText(TEMPLATE_PREVIEW.note)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Back to templates/ })).toHaveAttribute('href', '/templates');
    expect(api.keys().filter((k) => k.startsWith('POST /api/questionnaire'))).toEqual([]);
  });
});
