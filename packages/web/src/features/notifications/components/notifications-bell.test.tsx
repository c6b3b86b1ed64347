import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Notification } from '@portal/domain';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { stubApi } from '../../../testing/api-stub';
import { json } from '../../../testing/factories';
import { LocationProbe } from '../../../testing/location-probe';
import { renderWithProviders, testQueryClient } from '../../../testing/render';
import { useLiveNotificationRefresh } from '../hooks/use-live-notification-refresh';
import { NotificationsBell } from './notifications-bell';
import { DISMISS_ALL_QUESTION, NO_NOTIFICATIONS } from './notifications-panel';

afterEach(() => vi.unstubAllGlobals());

const LIST = 'GET /api/notifications';
const note = (id: number, over: Partial<Notification> = {}): Notification => ({
  id,
  type_id: 1,
  text: `New message from Lee Client: hello ${id}`,
  client_name: 'Lee Client',
  link: `/admin/h4sh/messages/${id}`,
  dismissed: false,
  created_at: '2026-01-02T10:00:00.000Z',
  ...over,
});

/** Answers like the server: the bell's count (per_page 1) and the panel's pages of `items`. */
function serve(items: Notification[], unread = items.filter((n) => !n.dismissed).length) {
  return (_b: unknown, url: URL) => {
    const page = Number(url.searchParams.get('page'));
    const per = Number(url.searchParams.get('per_page'));
    const search = url.searchParams.get('search') ?? '';
    const type = url.searchParams.get('type');
    const unreadOnly = url.searchParams.get('isUnreadOnly') === 'true';
    const matching = items.filter(
      (n) => n.text.includes(search) && (type === null || n.type_id === Number(type)) && (!unreadOnly || !n.dismissed),
    );
    return json(200, {
      notifications: matching.slice(page * per, page * per + per),
      total: matching.length,
      unread_count: unread,
    });
  };
}

function LiveBell({ audience }: { audience?: 'staff' | 'client' }) {
  useLiveNotificationRefresh(true);
  return (
    <>
      <NotificationsBell audience={audience} />
      <LocationProbe />
    </>
  );
}

async function openPanel(user: ReturnType<typeof userEvent.setup>, count: number) {
  await user.click(await screen.findByRole('button', { name: `Notifications, ${count} unread` }));
  return screen.findByRole('dialog', { name: 'Notifications' });
}

describe('NotificationsBell', () => {
  it('loads its panel on first opening, from the keyboard too, and gives the focus back to the bell', async () => {
    stubApi({ [LIST]: serve([note(1)]) });
    renderWithProviders(<LiveBell />);
    const user = userEvent.setup();
    const bell = await screen.findByRole('button', { name: 'Notifications, 1 unread' });
    expect(screen.queryByRole('dialog', { hidden: true })).not.toBeInTheDocument();
    bell.focus();
    await user.keyboard('{Enter}');
    const panel = await screen.findByRole('dialog', { name: 'Notifications' });
    await waitFor(() => expect(panel).toContainElement(document.activeElement as HTMLElement));
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Notifications' })).not.toBeInTheDocument());
    await waitFor(() => expect(bell).toHaveFocus());
  });

  it("counts only once the screen's first view is drawn with its data, then shows the count", async () => {
    const api = stubApi({ [LIST]: serve([note(1), note(2)]) });
    const queryClient = testQueryClient();
    let answer!: (v: string) => void;
    // The screen's own data, still coming when the bell is drawn.
    void queryClient.fetchQuery({ queryKey: ['screen'], queryFn: () => new Promise<string>((r) => (answer = r)) });
    renderWithProviders(<LiveBell />, { queryClient });
    expect(await screen.findByRole('button', { name: 'Open notifications' })).toBeInTheDocument();
    await new Promise((r) => setTimeout(r, 50));
    expect(api.keys()).not.toContain(LIST);
    answer('screen data');
    expect(await screen.findByRole('button', { name: 'Notifications, 2 unread' })).toBeInTheDocument();
    expect(api.keys().filter((k) => k === LIST)).toHaveLength(1);
  });

  it('shows the unread count and lists the notifications with client, time and type', async () => {
    stubApi({ [LIST]: serve([note(1), note(2, { type_id: 2, dismissed: true, client_name: null })]) });
    renderWithProviders(<LiveBell />);
    const user = userEvent.setup();
    const panel = await openPanel(user, 1);
    const list = await within(panel).findByRole('list', { name: 'Notifications, newest first' });
    const [first, second] = within(list).getAllByRole('listitem');
    expect(first).toHaveTextContent('hello 1');
    expect(first).toHaveTextContent('Lee Client');
    expect(first).toHaveTextContent('Information');
    expect(first).toHaveTextContent('Unread');
    expect(first!.querySelector('time')).toHaveAttribute('datetime', '2026-01-02T10:00:00.000Z');
    expect(second).toHaveTextContent('Documents');
    // A read notification has nothing left to dismiss.
    expect(within(second!).queryByRole('button', { name: /^Dismiss/ })).toBeNull();
    expect(within(panel).getByText('1 unread')).toBeInTheDocument();
  });

  it("says 'just now' within 12 seconds, how long ago within 24 hours, and the date after", async () => {
    const now = Date.now();
    const at = (msAgo: number) => new Date(now - msAgo).toISOString();
    stubApi({
      [LIST]: serve([
        note(1, { created_at: at(5_000) }),
        note(2, { created_at: at(20 * 60_000) }),
        note(3, { created_at: '2026-01-02T10:00:00.000Z' }),
      ]),
    });
    renderWithProviders(<LiveBell />);
    const user = userEvent.setup();
    const panel = await openPanel(user, 3);
    const list = await within(panel).findByRole('list', { name: 'Notifications, newest first' });
    const times = within(list)
      .getAllByRole('listitem')
      .map((li) => li.querySelector('time')?.textContent);
    expect(times[0]).toBe('just now');
    expect(times[1]).toBe('20 minutes ago');
    expect(times[2]).toMatch(/^Jan 2, 2026/);
  });

  it('filters by search (after 300 ms), unread only and type', async () => {
    const api = stubApi({ [LIST]: serve([note(1), note(2, { type_id: 2, text: 'Document uploaded' })]) });
    renderWithProviders(<LiveBell />);
    const user = userEvent.setup();
    const panel = await openPanel(user, 2);
    await within(panel).findByText('Document uploaded');
    const listCalls = () => api.calls.filter((c) => c.key === LIST && c.url.searchParams.get('per_page') !== '1');

    await user.type(within(panel).getByRole('searchbox', { name: 'Search notifications' }), 'Docu');
    await waitFor(() => expect(listCalls().at(-1)!.url.searchParams.get('search')).toBe('Docu'));
    // Debounced: one request for the whole word, not one per key.
    expect(listCalls().filter((c) => c.url.searchParams.has('search'))).toHaveLength(1);
    await waitFor(() => expect(within(panel).queryByText(/hello 1/)).toBeNull());
    await user.clear(within(panel).getByRole('searchbox', { name: 'Search notifications' }));

    await user.click(within(panel).getByRole('switch', { name: 'Unread only' }));
    await waitFor(() => expect(listCalls().at(-1)!.url.searchParams.get('isUnreadOnly')).toBe('true'));

    await user.click(within(panel).getByRole('combobox', { name: 'Type' }));
    await user.click(await screen.findByRole('option', { name: 'Questionnaires', hidden: true }));
    await waitFor(() => expect(listCalls().at(-1)!.url.searchParams.get('type')).toBe('3'));
    expect(await within(panel).findByText('No Notifications')).toBeInTheDocument();
  });

  it('loads more pages while there are more', async () => {
    const items = Array.from({ length: 25 }, (_, i) => note(i + 1));
    stubApi({ [LIST]: serve(items) });
    renderWithProviders(<LiveBell />);
    const user = userEvent.setup();
    const panel = await openPanel(user, 25);
    const list = await within(panel).findByRole('list', { name: 'Notifications, newest first' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(20);
    await user.click(within(panel).getByRole('button', { name: 'Load more' }));
    await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(25));
    expect(within(panel).queryByRole('button', { name: 'Load more' })).toBeNull();
  });

  it('dismisses one, and all after confirming', async () => {
    const items = [note(1), note(2)];
    const api = stubApi({
      [LIST]: (b, url) => serve(items)(b, url),
      'POST /api/notifications/1/dismiss': () => {
        items[0] = { ...items[0]!, dismissed: true };
        return new Response(null, { status: 204 });
      },
      'POST /api/notifications/dismiss_all': () => {
        items.forEach((n, i) => (items[i] = { ...n, dismissed: true }));
        return json(200, { dismissed: 1 });
      },
    });
    renderWithProviders(<LiveBell />);
    const user = userEvent.setup();
    const panel = await openPanel(user, 2);
    await user.click(
      await within(panel).findByRole('button', { name: 'Dismiss: New message from Lee Client: hello 1' }),
    );
    expect(await screen.findByRole('button', { name: 'Notifications, 1 unread' })).toBeInTheDocument();

    await user.click(within(panel).getByRole('button', { name: 'Dismiss all' }));
    const confirm = await screen.findByRole('dialog', { name: 'Dismiss all notifications' });
    expect(confirm).toHaveTextContent(DISMISS_ALL_QUESTION);
    expect(api.keys()).not.toContain('POST /api/notifications/dismiss_all');
    await user.click(within(confirm).getByRole('button', { name: 'Dismiss all' }));
    expect(await screen.findByRole('button', { name: 'Notifications, 0 unread' })).toBeInTheDocument();
    expect(api.keys()).toContain('POST /api/notifications/dismiss_all');
  });

  it('opens a notification where its link leads and dismisses it', async () => {
    const api = stubApi({
      [LIST]: serve([
        note(1, { link: '/admin-documents/h4sh?path=/2025' }),
        note(2, { link: 'https://evil.example/x' }),
      ]),
      'POST /api/notifications/1/dismiss': () => new Response(null, { status: 204 }),
      'POST /api/notifications/2/dismiss': () => new Response(null, { status: 204 }),
    });
    renderWithProviders(<LiveBell />, { route: '/clients' });
    const user = userEvent.setup();
    let panel = await openPanel(user, 2);
    // A link to another site goes nowhere, but the notification is read.
    await user.click(await within(panel).findByText(/hello 2/));
    await waitFor(() => expect(api.keys()).toContain('POST /api/notifications/2/dismiss'));
    expect(screen.getByTestId('location')).toHaveTextContent('/clients');

    panel = screen.getByRole('dialog', { name: 'Notifications' });
    await user.click(within(panel).getByText(/hello 1/));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/admin/h4sh/documents?path=%2F2025'));
    expect(api.keys()).toContain('POST /api/notifications/1/dismiss');
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Notifications' })).toBeNull());
  });

  // The spec's link prefixes (spec 002 §7 notification links), each to its screen for staff and clients.
  it.each([
    ['staff', 'conversation:9', '/messages?conversationId=9'],
    ['client', 'conversation:9', '/inbox?conversationId=9'],
    ['staff', 'download:4', '/exports/4'],
    ['client', 'download:4', '/exports/4'],
    ['staff', 'download_folder:companyHash=h4sh&path=%2F2025', '/admin/h4sh/documents?path=%2F2025'],
    ['client', 'download_folder:companyHash=h4sh&path=%2F2025', '/documents/h4sh?path=%2F2025'],
    ['staff', 'download_drop_link_upload:dropLinkId=3&uploadId=8', '/admin-drop-links?dropLinkId=3&uploadId=8'],
    [
      'staff',
      'download_drop_link_document:dropLinkId=3&folder=Ann+Lee',
      '/admin-drop-links?dropLinkId=3&folder=Ann%20Lee',
    ],
  ] as const)('as %s, follows %j to %s', async (audience, link, to) => {
    stubApi({
      [LIST]: serve([note(1, { link })]),
      'POST /api/notifications/1/dismiss': () => new Response(null, { status: 204 }),
    });
    renderWithProviders(<LiveBell audience={audience} />, { route: '/somewhere' });
    const user = userEvent.setup();
    const panel = await openPanel(user, 1);
    await user.click(await within(panel).findByText(/hello 1/));
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe(to));
  });

  it('says when there are none', async () => {
    stubApi({ [LIST]: serve([]) });
    renderWithProviders(<LiveBell />);
    const panel = await openPanel(userEvent.setup(), 0);
    expect(await within(panel).findByText(NO_NOTIFICATIONS)).toBeInTheDocument();
    expect(within(panel).getByRole('button', { name: 'Dismiss all' })).toBeDisabled();
  });

  it('refreshes the count when a new notification arrives', async () => {
    const items = [note(1)];
    stubApi({ [LIST]: (b, url) => serve(items)(b, url) });
    const { realtime } = renderWithProviders(<LiveBell />);
    expect(await screen.findByRole('button', { name: 'Notifications, 1 unread' })).toBeInTheDocument();
    items.push(note(2));
    realtime.dispatch({ type: 'new_notification' });
    expect(await screen.findByRole('button', { name: 'Notifications, 2 unread' })).toBeInTheDocument();
  });
});
