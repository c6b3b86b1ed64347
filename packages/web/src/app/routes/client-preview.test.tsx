import {
  clientPreviewMessages,
  type AssignedCompany,
  type CurrentUserResponse,
  type FirmPreferences,
} from '@portal/domain';
import { configure, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  buildConversation,
  buildDetail,
  buildMessage,
} from '../../features/messages/components/conversation/conversation-test-data';
import { setAccessToken } from '../../lib/session-token';
import { apiError, stubApi } from '../../testing/api-stub';
import { buildClientSession, buildEntityDetail, buildSession, buildUser, json } from '../../testing/factories';
import { testQueryClient, testRealtime } from '../../testing/render';
import { AppProviders } from '../provider';
import { createRoutes } from '../router';
import { preloadLazyCode } from '../../testing/preload-lazy-code';

// The routes' code loads lazily, which takes seconds on a busy machine.
configure({ asyncUtilTimeout: 10_000 });

afterEach(() => {
  vi.unstubAllGlobals();
  setAccessToken(null);
});

type Routes = Parameters<typeof stubApi>[0];

const company = (id: number, name: string, extra: Partial<AssignedCompany> = {}): AssignedCompany => ({
  id,
  hash_id: `h${id}`,
  name,
  entity_type: 'Individual',
  readonly_access: false,
  inactive: false,
  ...extra,
});

const client = buildUser({
  id: 31,
  fname: 'Ann',
  lname: 'Lee',
  full_name: 'Ann Lee',
  email: 'ann@example.com',
  phone_number: '5551234567',
  is_advisor: false,
  firm_access: null,
  default_company_id: 11,
});

const noCards = () => json(200, { questionnaires: [], has_tax_returns: false });

const previewOf = (companies: AssignedCompany[], user = client): Routes => ({
  'GET /api/preview/users/31': () => json(200, { user, companies }),
  'GET /api/preview/users/31/as_client/client/questionnaires': noCards,
});

/** The entity the dashboard was last read for, as the client. */
const dashboardEntity = (api: ReturnType<typeof renderApp>['api']) =>
  api.calls
    .findLast((c) => c.key === 'GET /api/preview/users/31/as_client/client/questionnaires')
    ?.url.searchParams.get('companyHash');

const twoEntities = previewOf([company(11, 'Ann Lee'), company(12, 'Lee Holdings LLC', { entity_type: 'LLC' })]);

function renderApp(
  path: string,
  routes: Routes,
  {
    session = buildSession(),
    preferences = {},
  }: { session?: CurrentUserResponse; preferences?: Partial<FirmPreferences> } = {},
) {
  const signedIn = {
    ...session,
    firm: { ...session.firm, preferences: { ...session.firm.preferences, ...preferences } },
  };
  const api = stubApi({
    'POST /api/sessions/refresh': () => json(200, { access_token: 'a', expires_at: '2030-01-01T00:00:00.000Z' }),
    'GET /api/sessions/current_user': () => json(200, signedIn),
    'GET /api/live_config': () => json(200, { global_alert: { show: false, text: '' } }),
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

const where = (router: ReturnType<typeof renderApp>['router']) =>
  router.state.location.pathname + router.state.location.search;

// The shells and homes load lazily: load them once, not within a test's wait.
beforeAll(preloadLazyCode, 60_000);

describe('the client preview', () => {
  it("shows the client's shell and navigation, with a banner, the client's name and no staff navigation", async () => {
    renderApp('/preview/user/31?previewCompanyHash=h12', twoEntities);
    const banner = await screen.findByRole('region', { name: 'Client preview' });
    expect(banner).toHaveTextContent('You are previewing the portal as Ann Lee.');
    expect(within(banner).getByRole('link', { name: 'Exit preview' })).toHaveAttribute('href', '/clients/31');

    const nav = within(screen.getByRole('navigation', { name: 'Main navigation' }));
    expect(nav.getAllByRole('link').map((l) => l.textContent)).toEqual([
      'Dashboard',
      'Messages',
      'Documents',
      'Profile Settings',
    ]);
    // The links stay inside the preview: staff cannot open the client's own routes.
    expect(nav.getByRole('link', { name: 'Dashboard' })).toHaveAttribute(
      'href',
      '/preview/user/31?previewCompanyHash=h12',
    );
    expect(nav.getByRole('link', { name: 'Dashboard' })).toHaveAttribute('aria-current', 'page');
    expect(nav.getByRole('link', { name: 'Documents' })).toHaveAttribute(
      'href',
      '/preview/user/31?previewCompanyHash=h12&previewPage=documents',
    );
    expect(nav.queryByRole('link', { name: 'Entities' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Account menu for Ann Lee' })).toBeInTheDocument();
    // Signing out here would sign the staff member out.
    expect(screen.queryByRole('button', { name: 'Sign out' })).not.toBeInTheDocument();
  });

  it("lists the client's entities with the previewCompanyHash one current, and choosing one writes nothing", async () => {
    const user = userEvent.setup();
    const { api, router } = renderApp('/preview/user/31?previewCompanyHash=h12', twoEntities);
    const selector = await screen.findByRole('radiogroup', { name: 'Current Entity' });
    const choices = within(selector).getAllByRole('radio');
    expect(choices.map((c) => c.closest('label, div')?.textContent ?? '')).toHaveLength(2);
    expect(within(selector).getByRole('radio', { name: 'Lee Holdings LLC' })).toBeChecked();
    await waitFor(() => expect(dashboardEntity(api)).toBe('h12'));

    await user.click(within(selector).getByRole('radio', { name: 'Ann Lee' }));
    expect(within(selector).getByRole('radio', { name: 'Ann Lee' })).toBeChecked();
    expect(where(router)).toBe('/preview/user/31?previewCompanyHash=h11');
    await waitFor(() => expect(dashboardEntity(api)).toBe('h11'));
    expect(screen.getByRole('link', { name: 'Documents' })).toHaveAttribute(
      'href',
      '/preview/user/31?previewCompanyHash=h11&previewPage=documents',
    );
    expect(api.keys().filter((k) => !k.startsWith('GET ') && k !== 'POST /api/sessions/refresh')).toEqual([]);
  });

  it("starts on the client's default entity and leaves out the selector for a single entity", async () => {
    const { api } = renderApp('/preview/user/31', previewOf([company(11, 'Ann Lee')]));
    await waitFor(() => expect(dashboardEntity(api)).toBe('h11'));
    expect(screen.queryByRole('radiogroup', { name: 'Current Entity' })).not.toBeInTheDocument();
  });

  it('hides Documents when the firm hides the documents view from clients, as the client would', async () => {
    renderApp('/preview/user/31?previewCompanyHash=h11&previewPage=documents', twoEntities, {
      preferences: { hide_documents_view_from_clients: true },
    });
    await screen.findByRole('region', { name: 'Client preview' });
    const nav = within(screen.getByRole('navigation', { name: 'Main navigation' }));
    expect(nav.queryByRole('link', { name: 'Documents' })).not.toBeInTheDocument();
    // The client's dashboard, as the client has it.
    expect(await screen.findByRole('heading', { level: 1, name: 'Questionnaires' })).toBeInTheDocument();
  });

  it('offers a filter above five entities', async () => {
    const many = Array.from({ length: 6 }, (_, i) => company(11 + i, `Entity ${i + 1}`));
    renderApp('/preview/user/31', previewOf(many));
    expect(await screen.findByRole('textbox', { name: 'Filter entities' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Show All' })).toBeInTheDocument();
  });

  it("moves between the client's pages inside the preview and shows the profile read-only", async () => {
    const user = userEvent.setup();
    const { router } = renderApp('/preview/user/31?previewCompanyHash=h11', twoEntities);
    await screen.findByRole('region', { name: 'Client preview' });
    await user.click(screen.getByRole('link', { name: 'Profile Settings' }));
    expect(where(router)).toBe('/preview/user/31?previewCompanyHash=h11&previewPage=profile-settings');
    expect(await screen.findByRole('heading', { level: 1, name: 'Profile Settings' })).toBeInTheDocument();
    const details = screen.getByRole('table', { name: 'Profile details' });
    expect(details).toHaveTextContent('ann@example.com');
    expect(details).toHaveTextContent('5551234567');
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Profile Settings' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('region', { name: 'Client preview' })).toBeInTheDocument();
  });

  it('shows the read-only banner the client would see', async () => {
    renderApp('/preview/user/31', previewOf([company(11, 'Ann Lee')], { ...client, readonly_access: true }));
    expect(await screen.findByText(/This account is read-only\./)).toBeInTheDocument();
  });

  it('says a client without active entities is blocked, without offering to sign out', async () => {
    renderApp('/preview/user/31', previewOf([]));
    expect(
      await screen.findByText('Your account does not have active entities to view. Please contact your firm.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Sign out' })).not.toBeInTheDocument();
  });

  it('answers a staff member or an unknown user as not found', async () => {
    renderApp('/preview/user/99', {
      'GET /api/preview/users/99': () => apiError(404, 'not_found', 'User not found'),
    });
    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeInTheDocument();
  });

  it('is not open to clients', async () => {
    const { api } = renderApp('/preview/user/31', twoEntities, { session: buildClientSession() });
    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeInTheDocument();
    expect(api.keys()).not.toContain('GET /api/preview/users/31');
  });
});

describe('Preview as client', () => {
  const userViewRoutes: Routes = {
    ...twoEntities,
    'GET /api/users/31': () => json(200, client),
    'GET /api/v2/users': () => json(200, { users: [], total: 0 }),
    'GET /api/v2/users/31/user_assigned_companies': () => json(200, []),
  };

  it('opens from the user view and Exit preview comes back to it', async () => {
    const user = userEvent.setup();
    const { router } = renderApp('/clients/31', userViewRoutes);
    await user.click(await screen.findByRole('link', { name: 'Preview as client' }));
    expect(where(router)).toBe('/preview/user/31');
    const banner = await screen.findByRole('region', { name: 'Client preview' });
    // Moving inside the preview keeps the way back.
    await user.click(screen.getByRole('link', { name: 'Messages' }));
    expect(where(router)).toBe('/preview/user/31?previewCompanyHash=h11&previewPage=messages');
    await user.click(within(banner).getByRole('link', { name: 'Exit preview' }));
    expect(where(router)).toBe('/clients/31');
  });

  it('opens from the entity view with that entity current, choosing among its owners', async () => {
    const user = userEvent.setup();
    const entity = buildEntityDetail({
      id: 12,
      hash_id: 'h12',
      name: 'Lee Holdings LLC',
      user_id: 31,
      owners: [
        { id: 32, uid: 'u32', full_name: 'Bob Lee' },
        { id: 31, uid: 'u31', full_name: 'Ann Lee' },
      ],
    });
    const { router } = renderApp('/admin/h12', {
      ...twoEntities,
      'GET /api/companies/get_company_by_hash_id': () => json(200, entity),
      'GET /api/v2/entities/12/get_related_entities': () => json(200, []),
    });
    // The entity view's code loads first.
    await screen.findByRole('heading', { level: 1, name: 'Lee Holdings LLC' });
    await user.click(await screen.findByRole('button', { name: 'Preview as client' }));
    // The dropdown is still fading in (happy-dom runs no transitions), so it counts as hidden.
    const menu = await screen.findByRole('menu', { hidden: true });
    const items = within(menu).getAllByRole('menuitem', { hidden: true });
    // The primary contact first.
    expect(items.map((i) => i.textContent)).toEqual(['Ann Lee', 'Bob Lee']);
    await user.click(items[0]!);
    expect(where(router)).toBe('/preview/user/31?previewCompanyHash=h12');
    expect(await screen.findByRole('radio', { name: 'Lee Holdings LLC' })).toBeChecked();
    await user.click(screen.getByRole('link', { name: 'Exit preview' }));
    expect(where(router)).toBe('/admin/h12');
  });
});

describe("the client's own pages in the preview, read as the client", () => {
  const AS = 'GET /api/preview/users/31/as_client';
  const writes = (api: ReturnType<typeof renderApp>['api']) =>
    api.keys().filter((k) => !k.startsWith('GET ') && k !== 'POST /api/sessions/refresh');

  it('shows the dashboard cards the client has, opening the firm’s view of a questionnaire', async () => {
    const card = {
      id: 5,
      hash_id: 'q5',
      company_id: 12,
      company_hash: 'h12',
      company_name: 'Lee Holdings LLC',
      name: '2025 Tax Organizer',
      description: null,
      tax_year: 2025,
      due_date: null,
      locked: false,
      completed: false,
      in_progress: true,
      opened: '2026-01-02T00:00:00.000Z',
      created_at: '2026-01-01T00:00:00.000Z',
      read_only: false,
      progress: 40,
      sections: [],
    };
    const { api } = renderApp('/preview/user/31?previewCompanyHash=h12', {
      ...twoEntities,
      [`${AS}/client/questionnaires`]: () => json(200, { questionnaires: [card], has_tax_returns: false }),
    });
    const article = await screen.findByRole('article', { name: '2025 Tax Organizer' }, { timeout: 10_000 });
    expect(within(article).getByText('40% complete')).toBeInTheDocument();
    expect(within(article).getByRole('link')).toHaveAttribute('href', '/preview/12/questionnaire/5');
    expect(screen.queryByText(/coming in a later release/i)).not.toBeInTheDocument();
    // The client's read, not the staff member's.
    expect(api.keys()).not.toContain('GET /api/client/questionnaires');
    expect(writes(api)).toEqual([]);
  });

  it("shows the client's conversation as the client sees it, with nothing sent and nothing marked seen", async () => {
    const conversation = buildConversation({ id: 40, relevant_company_ids: [12], relevant_company_hash_id: 'h12' });
    const detail = buildDetail({
      conversation: { ...conversation, unseen_messages: 1 },
      messages: [buildMessage({ id: 401, conversation_id: 40, text: '<p>Here is my W-2</p>', user_id: 31 })],
      first_unseen_id: 401,
    });
    const page = { conversations: [conversation], total: 1, unseen_total: 1 };
    const { api } = renderApp('/preview/user/31?previewCompanyHash=h12&previewPage=messages', {
      ...twoEntities,
      [`${AS}/conversations/get_client_conversation`]: () => json(200, page),
      [`${AS}/v2/conversations`]: () => json(200, page),
      [`${AS}/v2/conversations/40`]: () => json(200, detail),
    });
    expect(await screen.findByText('Here is my W-2', {}, { timeout: 10_000 })).toBeInTheDocument();
    expect(screen.getAllByText(clientPreviewMessages.readOnly).length).toBeGreaterThan(0);
    // The conversations lead to the preview's Messages page, not to the client's own route.
    const conversationList = within(screen.getByRole('navigation', { name: 'Conversations' }));
    expect(conversationList.getAllByRole('link').map((l) => l.getAttribute('href'))).toEqual([
      '/preview/user/31?previewCompanyHash=h12&previewPage=messages&previewConversationId=40',
    ]);
    expect(api.keys()).not.toContain('GET /api/v2/conversations/40');
    expect(writes(api)).toEqual([]);
  });

  it("lists the entity's documents the client sees, read-only, staying in the preview inside folders", async () => {
    const item = (name: string, type: 'file' | 'folder', folder = '/') => ({
      id: name.length,
      type,
      name,
      path: `${folder === '/' ? '' : folder}/${name}`,
      folder_path: folder,
      size: type === 'file' ? 100 : null,
      file_type: type === 'file' ? 'pdf' : null,
      password_protected: false,
      link: '/api/documents/1/link',
      children: [],
      annotations: 0,
      extracted_document_id: null,
      parent_document_id: null,
      description: null,
      tags: [],
      items_count: type === 'folder' ? 1 : null,
      staff_only: false,
      uploaded_by: null,
      uploaded_by_id: null,
      questionnaire_id: null,
      created_at: '2026-01-01T00:00:00.000Z',
      updated_at: '2026-01-01T00:00:00.000Z',
      deleted_at: null,
    });
    const user = userEvent.setup();
    const { api, router } = renderApp('/preview/user/31?previewCompanyHash=h12&previewPage=documents', {
      ...twoEntities,
      [`${AS}/companies/12/documents`]: (_: unknown, url: URL) =>
        url.searchParams.get('path') === '/Tax 2025'
          ? json(200, {
              path: '/Tax 2025',
              items: [item('W-2.pdf', 'file', '/Tax 2025')],
              can_change: false,
              staff_only: false,
            })
          : json(200, { path: '/', items: [item('Tax 2025', 'folder')], can_change: false, staff_only: false }),
      [`${AS}/companies/12/documents/recent`]: () => json(200, []),
    });
    const table = await screen.findByRole('table', { name: 'Documents' }, { timeout: 10_000 });
    expect(screen.getByText(clientPreviewMessages.readOnly)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Upload Documents' })).not.toBeInTheDocument();
    await user.click(within(table).getByRole('link', { name: 'Tax 2025' }));
    expect(where(router)).toBe('/preview/user/31?previewCompanyHash=h12&previewPage=documents&path=%2FTax+2025');
    expect(await screen.findByRole('link', { name: 'W-2.pdf' })).toBeInTheDocument();
    expect(api.keys().some((k) => k.startsWith('GET /api/companies/12/'))).toBe(false);
    expect(writes(api)).toEqual([]);
  });
});
