import { messageMessages, type ConversationSummary } from '@portal/domain';
import { Button } from '@mantine/core';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { json } from '../../../testing/factories';
import { stubApi } from '../../../testing/api-stub';
import { renderWithProviders } from '../../../testing/render';
import { buildConversation } from './conversation-fixtures';
import { CONVERSATION_FILTER_DEBOUNCE_MS, ConversationList } from './conversation-list';

afterEach(() => vi.unstubAllGlobals());

const page = (conversations: ConversationSummary[], total = conversations.length) =>
  json(200, { conversations, total, unseen_total: 0 });

function renderList(props: Partial<Parameters<typeof ConversationList>[0]> = {}) {
  return renderWithProviders(
    <ConversationList
      audience="staff"
      companyId={null}
      selectedId={null}
      linkTo={(c) => `/admin/${c.relevant_company_hash_id}/messages/${c.id}`}
      massEmail={<button type="button">Mass Email</button>}
      {...props}
    />,
  );
}

const listCalls = (api: ReturnType<typeof stubApi>) =>
  api.calls.filter((c) => c.key === 'GET /api/v2/conversations').map((c) => c.url.searchParams);

describe('ConversationList', () => {
  it('lists conversations with people, entities, a 48-character preview, the unseen count and the archived marker', async () => {
    stubApi({
      'GET /api/v2/conversations': () =>
        page([
          buildConversation({ id: 1, unseen_messages: 3 }),
          buildConversation({
            id: 2,
            archived: true,
            relevant_company_names: [],
            relevant_company_hash_id: null,
            last_message: null,
            client_names: ['Old Client'],
          }),
        ]),
    });
    renderList({ selectedId: 1 });
    const first = await screen.findByRole('link', { name: /Ann Lee, Bo Kim and 1 more/ });
    expect(first).toHaveAttribute('href', '/admin/hash1/messages/1');
    expect(first).toHaveAttribute('aria-current', 'page');
    expect(within(first).getByText('Entity 1')).toBeInTheDocument();
    expect(within(first).getByText('Please upload your W-2 forms and the 1099s from…')).toBeInTheDocument();
    expect(within(first).getByLabelText('3 unseen')).toHaveTextContent('3');
    const links = screen.getAllByRole('link');
    expect(within(links[1]!).getByText('Archived')).toBeInTheDocument();
    expect(within(links[1]!).getByText('No messages yet')).toBeInTheDocument();
  });

  it('searches on the server only after typing pauses for 640 ms', async () => {
    const api = stubApi({ 'GET /api/v2/conversations': () => page([buildConversation()]) });
    const user = userEvent.setup();
    renderList();
    await screen.findByRole('link', { name: /Ann Lee/ });
    const startedAt = Date.now();
    await user.type(screen.getByRole('textbox', { name: 'Filter conversations' }), 'acme');
    expect(listCalls(api).some((q) => q.has('search'))).toBe(false);
    await waitFor(() => expect(listCalls(api).some((q) => q.get('search') === 'acme')).toBe(true), {
      timeout: 3000,
    });
    expect(Date.now() - startedAt).toBeGreaterThanOrEqual(CONVERSATION_FILTER_DEBOUNCE_MS);
    // One request for the whole word, none for its prefixes.
    expect(
      listCalls(api)
        .filter((q) => q.has('search'))
        .map((q) => q.get('search')),
    ).toEqual(['acme']);
  });

  it('asks for unread conversations only when the toggle is on', async () => {
    const api = stubApi({ 'GET /api/v2/conversations': () => page([buildConversation()]) });
    const user = userEvent.setup();
    renderList();
    await screen.findByRole('link', { name: /Ann Lee/ });
    expect(listCalls(api)[0]!.has('unread_only')).toBe(false);
    await user.click(screen.getByRole('switch', { name: 'Unread only' }));
    await waitFor(() => expect(listCalls(api).at(-1)!.get('unread_only')).toBe('true'));
  });

  it('offers Mass Email and the unread toggle only to advisors looking at every conversation', async () => {
    stubApi({ 'GET /api/v2/conversations': () => page([buildConversation()]) });
    const { unmount } = renderList();
    expect(await screen.findByRole('button', { name: 'Mass Email' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Show All' })).not.toBeInTheDocument();
    unmount();
    renderList({ audience: 'client' });
    await screen.findByRole('link', { name: /Entity 1/ });
    expect(screen.queryByRole('button', { name: 'Mass Email' })).not.toBeInTheDocument();
    expect(screen.queryByRole('switch', { name: 'Unread only' })).not.toBeInTheDocument();
  });

  it("narrows to one entity's conversations until Show All clears the filter", async () => {
    const api = stubApi({ 'GET /api/v2/conversations': () => page([buildConversation()]) });
    const user = userEvent.setup();
    renderList({ companyId: 5 });
    await screen.findByRole('link', { name: /Ann Lee/ });
    expect(listCalls(api)[0]!.get('company_id')).toBe('5');
    expect(screen.queryByRole('button', { name: 'Mass Email' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Show All' }));
    await waitFor(() => expect(listCalls(api).at(-1)!.has('company_id')).toBe(false));
    expect(await screen.findByRole('button', { name: 'Mass Email' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Show All' })).not.toBeInTheDocument();
  });

  it('loads the next page on Load more', async () => {
    const api = stubApi({
      'GET /api/v2/conversations': (_b, url) =>
        url.searchParams.get('page') === '1'
          ? page([buildConversation({ id: 21, client_names: ['Late Page'] })], 21)
          : page(
              Array.from({ length: 20 }, (_, i) => buildConversation({ id: i + 1 })),
              21,
            ),
    });
    const user = userEvent.setup();
    renderList();
    await user.click(await screen.findByRole('button', { name: 'Load more' }));
    expect(await screen.findByRole('link', { name: /Late Page/ })).toBeInTheDocument();
    expect(listCalls(api).map((q) => q.get('page'))).toEqual(['0', '1']);
    expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
  });

  it("says 'No available conversations found' with the actions it is given", async () => {
    stubApi({ 'GET /api/v2/conversations': () => page([]) });
    renderList({ emptyActions: <Button>Add Entity</Button> });
    expect(await screen.findByText(messageMessages.noConversations)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Add Entity' })).toBeInTheDocument();
  });
});
