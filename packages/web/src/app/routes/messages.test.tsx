import type { CurrentUserResponse } from '@portal/domain';
import { render, screen, waitFor, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildConversation } from '../../features/conversation-list/components/conversation-fixtures';
import { PICK_CONVERSATION_HINT } from '../../features/conversation-list/components/messages-layout';
import { setAccessToken } from '../../lib/session-token';
import { stubApi } from '../../testing/api-stub';
import { buildClientSession, buildEntityDetail, buildSession, json } from '../../testing/factories';
import { testQueryClient, testRealtime } from '../../testing/render';
import { AppProviders } from '../provider';
import { createRoutes } from '../router';
import { preloadLazyCode } from '../../testing/preload-lazy-code';

// The chat is its own component with its own tests; here it only has to say which conversation is open.
vi.mock('../../features/messages/components/conversation/conversation-view', () => ({
  ConversationView: (p: { conversationId: number; companyHash: string; audience: string }) => (
    <div data-testid="conversation">{`${p.audience} ${p.companyHash} ${p.conversationId}`}</div>
  ),
}));

afterEach(() => {
  vi.unstubAllGlobals();
  setAccessToken(null);
});

type Routes = Parameters<typeof stubApi>[0];
const page = (conversations = [buildConversation()], unseen_total = 0) =>
  json(200, { conversations, total: conversations.length, unseen_total });

function renderApp(path: string, routes: Routes, session: CurrentUserResponse = buildSession()) {
  const api = stubApi({
    'POST /api/sessions/refresh': () => json(200, { access_token: 'a', expires_at: '2030-01-01T00:00:00.000Z' }),
    'GET /api/sessions/current_user': () => json(200, session),
    'GET /api/live_config': () => json(200, { global_alert: { show: false, text: '' } }),
    'GET /api/companies/get_user_assigned_companies': () =>
      json(200, [{ id: 1, hash_id: 'abc', name: 'Cam LLC', readonly_access: false }]),
    'GET /api/v2/entities/1/get_related_entities': () => json(200, []),
    'GET /api/v2/conversations': () => page(),
    ...routes,
  });
  const queryClient = testQueryClient();
  const realtime = testRealtime();
  const router = createMemoryRouter(createRoutes(queryClient), { initialEntries: [path] });
  render(
    <AppProviders queryClient={queryClient} realtime={realtime}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return { api, router, realtime };
}

const entity = buildEntityDetail({ id: 1, hash_id: 'hash1', name: 'Lee Family Trust' });
const entityRoutes: Routes = {
  'GET /api/companies/get_company_by_hash_id': () => json(200, entity),
};
const detail = (conversation = buildConversation()) =>
  json(200, { conversation, messages: [], has_previous: false, has_next: false, first_unseen_id: null });

// The shells and homes load lazily: load them once, not within a test's wait.
beforeAll(preloadLazyCode, 60_000);

describe('messages routes', () => {
  it('lists every conversation on /messages, with a hint until one is chosen', async () => {
    renderApp('/messages', {});
    const list = await screen.findByRole('navigation', { name: 'Conversations' });
    expect(await within(list).findByRole('link', { name: /Ann Lee/ })).toHaveAttribute(
      'href',
      '/admin/hash1/messages/1',
    );
    expect(screen.getByText(PICK_CONVERSATION_HINT)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Mass Email' })).toBeInTheDocument();
  });

  it('sends /messages?conversationId= on to the conversation under its entity', async () => {
    const { router, api } = renderApp('/messages?conversationId=5', {
      ...entityRoutes,
      'GET /api/v2/conversations/5': () => detail(buildConversation({ id: 5, relevant_company_hash_id: 'hash1' })),
      'GET /api/conversations/company_conversations': () => page(),
    });
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/hash1/messages/5'));
    expect(router.state.location.search).toBe('');
    expect(await screen.findByTestId('conversation')).toHaveTextContent('staff hash1 5');
    // The list beside it is the entity's, with Show All.
    expect(await screen.findByRole('button', { name: 'Show All' })).toBeInTheDocument();
    expect(
      api.calls.some((c) => c.key === 'GET /api/v2/conversations' && c.url.searchParams.get('company_id') === '1'),
    ).toBe(true);
  });

  it('opens an archived conversation (no entity left) on /messages itself', async () => {
    const { router } = renderApp('/messages?conversationId=6', {
      'GET /api/v2/conversations/6': () =>
        detail(buildConversation({ id: 6, archived: true, relevant_company_hash_id: null })),
    });
    expect(await screen.findByTestId('conversation')).toHaveTextContent('staff 6');
    expect(router.state.location.pathname).toBe('/messages');
  });

  it('shows the plain list when the linked conversation cannot be found', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const { router } = renderApp('/messages?conversationId=404', {});
    await waitFor(() => expect(router.state.location.search).toBe(''));
    expect(router.state.location.pathname).toBe('/messages');
    expect(error).toHaveBeenCalled();
    error.mockRestore();
  });

  it("opens the entity's only conversation from /admin/{hash}/messages", async () => {
    const { router } = renderApp('/admin/hash1/messages', {
      ...entityRoutes,
      'GET /api/conversations/company_conversations': () => page([buildConversation({ id: 3 })]),
    });
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/hash1/messages/3'));
    expect(await screen.findByTestId('conversation')).toHaveTextContent('staff hash1 3');
  });

  it('lists the entity conversations when it has several', async () => {
    const { router } = renderApp('/admin/hash1/messages', {
      ...entityRoutes,
      'GET /api/conversations/company_conversations': () =>
        page([buildConversation({ id: 3 }), buildConversation({ id: 4 })]),
      'GET /api/v2/conversations': () => page([buildConversation({ id: 3 }), buildConversation({ id: 4 })]),
    });
    expect(await screen.findByText(PICK_CONVERSATION_HINT)).toBeInTheDocument();
    expect(await screen.findAllByRole('link', { name: /Ann Lee/ })).toHaveLength(2);
    expect(router.state.location.pathname).toBe('/admin/hash1/messages');
  });

  it("opens the client's only conversation of the current entity from /inbox", async () => {
    const { router, api } = renderApp(
      '/inbox',
      {
        'GET /api/conversations/get_client_conversation': () =>
          page([buildConversation({ id: 8, relevant_company_hash_id: 'abc' })]),
      },
      buildClientSession(),
    );
    await waitFor(() => expect(router.state.location.pathname).toBe('/inbox/abc/8'));
    expect(await screen.findByTestId('conversation')).toHaveTextContent('client abc 8');
    expect(api.calls.find((c) => c.key === 'GET /api/conversations/get_client_conversation')!.url.search).toBe(
      '?company_hash=abc',
    );
  });

  it('sends /inbox?conversationId= on to /inbox/{hash}/{id}', async () => {
    const { router } = renderApp(
      '/inbox?conversationId=9',
      { 'GET /api/v2/conversations/9': () => detail(buildConversation({ id: 9, relevant_company_hash_id: 'abc' })) },
      buildClientSession(),
    );
    await waitFor(() => expect(router.state.location.pathname).toBe('/inbox/abc/9'));
  });
});

describe('the Messages navigation item', () => {
  const messagesLink = () => screen.findByRole('link', { name: /^Messages/ });

  it('shows the unseen count to staff and keeps it live', async () => {
    let unseen = 2;
    const { api, realtime } = renderApp('/admin-profile', {
      'GET /api/v2/conversations': () => page([], unseen),
    });
    await waitFor(async () => expect(await messagesLink()).toHaveAccessibleName('Messages (2 unseen)'));
    expect(api.calls.find((c) => c.key === 'GET /api/v2/conversations')!.url.searchParams.get('per_page')).toBe('1');
    unseen = 3;
    realtime.dispatch({ type: 'new_message', conversation_id: 1 });
    await waitFor(async () => expect(await messagesLink()).toHaveAccessibleName('Messages (3 unseen)'), {
      timeout: 3000,
    });
    unseen = 0;
    realtime.dispatch({ type: 'new_message', conversation_id: 1 });
    await waitFor(async () => expect(await messagesLink()).toHaveAccessibleName('Messages'), { timeout: 3000 });
  });

  it('shows the unseen count to clients', async () => {
    renderApp('/profile', { 'GET /api/v2/conversations': () => page([], 4) }, buildClientSession());
    await waitFor(async () => expect(await messagesLink()).toHaveAccessibleName('Messages (4 unseen)'));
  });

  it('is hidden from clients, and not counted, when the firm turned communication off', async () => {
    const { api } = renderApp('/profile', {}, buildClientSession({}, { communication_disabled: true }));
    expect(await screen.findByRole('link', { name: 'Dashboard' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /^Messages/ })).not.toBeInTheDocument();
    expect(api.keys()).not.toContain('GET /api/v2/conversations');
  });

  it("disables the entity's Messages when it has no conversation", async () => {
    renderApp('/admin/hash1', {
      ...entityRoutes,
      'GET /api/conversations/company_conversations': () => page([]),
    });
    const nav = await screen.findByRole('navigation', { name: 'Entity navigation' });
    await waitFor(() =>
      expect(within(nav).getByRole('button', { name: 'Messages' })).toHaveAccessibleDescription(
        'Entity has no active owners to message.',
      ),
    );
  });
});
