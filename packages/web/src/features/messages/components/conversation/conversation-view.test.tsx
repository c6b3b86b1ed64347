import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Editor } from '@tiptap/core';
import { act } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { messageMessages } from '@portal/domain';
import { currentUserQueryKey } from '../../../session/api/get-current-user';
import { apiError, stubApi } from '../../../../testing/api-stub';
import { buildClientSession, buildSession, json } from '../../../../testing/factories';
import { renderWithProviders, testQueryClient } from '../../../../testing/render';
import { FakeXhr } from '../../../../lib/upload-with-progress.fake';
import { AI_LATER } from './composer';
import { ConversationView } from './conversation-view';
import { buildConversation, buildDetail, buildMessage } from './conversation-test-data';

afterEach(() => vi.unstubAllGlobals());

const DETAIL = 'GET /api/v2/conversations/5';
const SEND = 'POST /api/conversations/send_message';
const SEEN = 'POST /api/conversations/update_conversation_as_seen';
const DELETE = 'POST /api/conversations/delete_message';
const noContent = () => new Response(null, { status: 204 });

function renderView(
  routes: Parameters<typeof stubApi>[0],
  { audience = 'staff' as 'staff' | 'client', session = buildSession() } = {},
) {
  const api = stubApi({ [SEEN]: noContent, ...routes });
  const queryClient = testQueryClient();
  queryClient.setQueryData(currentUserQueryKey, session);
  renderWithProviders(<ConversationView conversationId={5} companyHash="hash9" audience={audience} />, {
    queryClient,
    route: '/admin/hash9/messages/5',
  });
  return { api, user: userEvent.setup() };
}

/** Types into the rich text editor through its own commands (happy-dom has no real text input for contenteditable). */
async function typeMessage(name: string, text: string) {
  const box = await screen.findByRole('textbox', { name });
  const editor = (box as HTMLElement & { editor: Editor }).editor;
  act(() => {
    editor.commands.insertContent(text);
  });
  return box;
}

describe('ConversationView', () => {
  it('shows the participants, the messages oldest first, loads older pages and marks the conversation seen', async () => {
    const latest = buildDetail({
      messages: [
        buildMessage({ id: 31, text: '<p>Second page first</p>', tag: 'urgent', is_edited: true }),
        buildMessage({ id: 32, text: '<p>Newest</p>', user_id: 7, user_name: 'Pat Partner' }),
      ],
      has_previous: true,
    });
    const older = buildDetail({ messages: [buildMessage({ id: 1, text: '<p>Oldest</p>' })], has_next: true });
    const { api, user } = renderView({
      [DETAIL]: (_b, url) => json(200, url.searchParams.get('before') === '31' ? older : latest),
    });
    expect(await screen.findByText('Cam Client, Dee Owner and 2 more')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to All Conversations' })).toHaveAttribute('href', '/messages');
    const list = screen.getByRole('list', { name: 'Messages' });
    expect(
      within(list)
        .getAllByRole('article')
        .map((a) => a.textContent),
    ).toEqual([expect.stringContaining('Second page first'), expect.stringContaining('Newest')]);
    expect(within(list).getByText('Urgent')).toBeInTheDocument();
    expect(within(list).getByText('Edited')).toBeInTheDocument();
    await waitFor(() => expect(api.bodyOf(SEEN)).toEqual({ conversation_id: 5 }));

    await user.click(screen.getByRole('button', { name: 'Previous 30 messages' }));
    await waitFor(() => expect(within(list).getAllByRole('article')).toHaveLength(3));
    expect(within(list).getAllByRole('article')[0]).toHaveTextContent('Oldest');
    expect(screen.queryByRole('button', { name: 'Previous 30 messages' })).toBeNull();
  });

  it('hides tags when the firm disables them', async () => {
    renderView(
      { [DETAIL]: () => json(200, buildDetail({ messages: [buildMessage({ tag: 'emergency' })] })) },
      { session: buildSession({}, { message_tags_disabled: true }) },
    );
    expect(await screen.findByText('Message 100')).toBeInTheDocument();
    expect(screen.queryByText('Emergency')).toBeNull();
    expect(screen.queryByRole('textbox', { name: 'Message tag' })).toBeNull();
  });

  it('sends the message with its tag and clears the editor; an empty one is refused', async () => {
    const { api, user } = renderView({
      [DETAIL]: () => json(200, buildDetail()),
      [SEND]: () => json(200, buildMessage({ id: 50 })),
    });
    await screen.findByText('No messages yet.');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByText(messageMessages.enterMessage)).toBeInTheDocument();
    expect(api.keys()).not.toContain(SEND);

    const box = await typeMessage('Message', 'Hello there');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    await waitFor(() =>
      expect(api.bodyOf(SEND)).toEqual({
        conversation_id: 5,
        text: '<p>Hello there</p>',
        message_tag: 'general',
        has_reminder: false,
        message_thread_id: null,
        scheduled_time: null,
        attachment_ids: [],
      }),
    );
    await waitFor(() => expect(box).not.toHaveTextContent('Hello there'));
  });

  it('keeps the text and shows the server message when sending fails', async () => {
    const { user } = renderView({
      [DETAIL]: () => json(200, buildDetail()),
      [SEND]: () => apiError(403, 'forbidden', 'This entity is read-only'),
    });
    const box = await typeMessage('Message', 'Keep me');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByText('This entity is read-only')).toBeInTheDocument();
    expect(box).toHaveTextContent('Keep me');
  });

  it('unsends a fresh own message at once, and deletes an older one only after the confirmation', async () => {
    const fresh = buildMessage({ id: 60, user_id: 7, user_name: 'Pat Partner', created_at: new Date().toISOString() });
    const old = buildMessage({ id: 61, user_id: 7, user_name: 'Pat Partner', created_at: '2026-01-01T10:00:00.000Z' });
    const { api, user } = renderView({
      [DETAIL]: () => json(200, buildDetail({ messages: [old, fresh] })),
      [DELETE]: () => json(200, { message: messageMessages.unsentDeleted, unsent: true }),
    });
    const [oldItem, freshItem] = await screen.findAllByRole('article');

    await user.click(within(freshItem!).getByRole('button', { name: /Actions for your message/ }));
    await user.click(await screen.findByRole('menuitem', { name: 'Unsend', hidden: true }));
    await waitFor(() => expect(api.bodyOf(DELETE)).toEqual({ message_id: 60 }));
    expect(screen.queryByText(messageMessages.deleteConfirm)).toBeNull();
    expect(await screen.findByText(messageMessages.unsentDeleted)).toBeInTheDocument();

    await user.click(within(oldItem!).getByRole('button', { name: /Actions for your message/ }));
    await user.click(await screen.findByRole('menuitem', { name: 'Delete', hidden: true }));
    expect(await screen.findByText(messageMessages.deleteConfirm)).toBeInTheDocument();
    expect(api.bodyOf(DELETE)).toEqual({ message_id: 60 });
    await user.click(screen.getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(api.bodyOf(DELETE)).toEqual({ message_id: 61 }));
  });

  it('shows a deleted message as deleted, with no actions', async () => {
    renderView({
      [DETAIL]: () =>
        json(
          200,
          buildDetail({
            messages: [buildMessage({ user_id: 7, is_deleted: true, text: messageMessages.deleted })],
          }),
        ),
    });
    expect(await screen.findByText(messageMessages.deleted)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Actions for your message/ })).toBeNull();
  });

  it('offers Add yourself to staff outside the conversation and keeps the composer closed', async () => {
    let joined = false;
    const { api, user } = renderView({
      [DETAIL]: () =>
        json(200, buildDetail({ conversation: buildConversation({ is_participant: joined, advisor_ids: [8] }) })),
      'POST /api/conversations/join': () => {
        joined = true;
        return noContent();
      },
    });
    expect(await screen.findAllByText(messageMessages.notInConversation)).not.toHaveLength(0);
    expect(screen.getByRole('button', { name: 'Send' })).toBeDisabled();
    expect(api.keys()).not.toContain(SEEN);
    await user.click(screen.getByRole('button', { name: 'Add yourself' }));
    await waitFor(() => expect(api.bodyOf('POST /api/conversations/join')).toEqual({ conversation_id: 5 }));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Send' })).toBeEnabled());
    expect(screen.queryByRole('button', { name: 'Add yourself' })).toBeNull();
  });

  it('disables the composer of a read-only conversation and says why', async () => {
    renderView({
      [DETAIL]: () => json(200, buildDetail({ conversation: buildConversation({ read_only: true }) })),
    });
    expect(await screen.findByText('This entity is read-only, so no new messages can be sent.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Send' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Schedule' })).toBeDisabled();
    expect(screen.getByRole('textbox', { name: 'Message' })).toHaveAttribute('contenteditable', 'false');
  });

  it('says an archived conversation is archived', async () => {
    renderView({
      [DETAIL]: () =>
        json(
          200,
          buildDetail({
            conversation: buildConversation({ archived: true, read_only: true, relevant_company_ids: [] }),
          }),
        ),
    });
    expect(await screen.findByText(messageMessages.archived)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Send' })).toBeDisabled();
  });

  it('opens a thread beside the timeline, marks it seen and replies in it', async () => {
    const root = buildMessage({ id: 80, text: '<p>Root question</p>', reply_count: 2, unseen_replies: 1 });
    const reply = buildMessage({ id: 81, text: '<p>First reply</p>', message_thread_id: 80 });
    const { api, user } = renderView({
      [DETAIL]: () => json(200, buildDetail({ messages: [root] })),
      'GET /api/v2/conversations/5/threads/80': () => json(200, { messages: [root, reply] }),
      'POST /api/conversations/update_thread_as_seen': noContent,
      [SEND]: () => json(200, buildMessage({ id: 82, message_thread_id: 80 })),
    });
    await user.click(await screen.findByRole('button', { name: '2 replies (1 new)' }));
    const panel = await screen.findByRole('complementary', { name: 'Thread' });
    expect(await within(panel).findByText('First reply')).toBeInTheDocument();
    await waitFor(() =>
      expect(api.bodyOf('POST /api/conversations/update_thread_as_seen')).toEqual({ message_thread_id: 80 }),
    );
    await typeMessage('Reply', 'Answer');
    await user.click(within(panel).getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(api.bodyOf(SEND)).toMatchObject({ text: '<p>Answer</p>', message_thread_id: 80 }));
    await user.click(within(panel).getByRole('button', { name: 'Close Thread' }));
    expect(screen.queryByRole('complementary', { name: 'Thread' })).toBeNull();
  });

  it('marks an own scheduled message and lets its author change the time', async () => {
    const scheduled = buildMessage({
      id: 70,
      user_id: 7,
      user_name: 'Pat Partner',
      scheduled: true,
      scheduled_time: '2030-03-02T17:00:00.000Z',
    });
    const { api, user } = renderView({
      [DETAIL]: () => json(200, buildDetail({ messages: [scheduled] })),
      'POST /api/conversations/edit_scheduled_message': () => json(200, scheduled),
    });
    expect(await screen.findByText(/Scheduled for/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Edit Scheduled Time' }));
    await user.click(await screen.findByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(api.bodyOf('POST /api/conversations/edit_scheduled_message')).toEqual({
        message_id: 70,
        scheduled_time: '2030-03-02T17:00:00.000Z',
      }),
    );
    expect(await screen.findByText(messageMessages.scheduleUpdated)).toBeInTheDocument();
  });

  it('renders message HTML inert: no event handlers, images or javascript: links', async () => {
    const text =
      '<p>Hi <img src=x onerror="window.__xss=1"><a href="javascript:alert(1)">click</a> <a href="https://example.com">site</a></p><script>window.__xss=2</script>';
    const { container } = { container: document.body };
    renderView({ [DETAIL]: () => json(200, buildDetail({ messages: [buildMessage({ text })] })) });
    expect(await screen.findByText('site')).toBeInTheDocument();
    const article = screen.getByRole('article');
    expect(article.querySelector('img')).toBeNull();
    expect(article.querySelector('[onerror]')).toBeNull();
    expect(article.querySelector('script')).toBeNull();
    expect(container.querySelector('a[href^="javascript:"]')).toBeNull();
    expect(within(article).getByText('click').closest('a')?.getAttribute('href') ?? null).toBeNull();
    const safe = within(article).getByRole('link', { name: 'site' });
    expect(safe).toHaveAttribute('href', 'https://example.com');
    expect(safe).toHaveAttribute('target', '_blank');
    expect(safe.getAttribute('rel')).toContain('noopener');
    expect((window as { __xss?: number }).__xss).toBeUndefined();
  });

  it('gives clients the way back to their dashboard and no staff controls', async () => {
    renderView(
      { [DETAIL]: () => json(200, buildDetail({ messages: [buildMessage()] })) },
      { audience: 'client', session: buildClientSession({ id: 20 }) },
    );
    expect(await screen.findByRole('link', { name: 'Back to Dashboard' })).toHaveAttribute('href', '/');
    expect(screen.queryByRole('button', { name: 'Conversation actions' })).toBeNull();
    expect(screen.queryByRole('switch', { name: 'Auto-remind' })).toBeNull();
    expect(screen.getByRole('button', { name: /Actions for your message/ })).toBeInTheDocument();
  });

  it("tells the client their advisor is out of the office, with the advisor's message", async () => {
    const away = buildConversation({
      advisor_out_of_office: true,
      advisor_out_of_office_message: 'Back on Monday, December 7.',
    });
    renderView(
      { [DETAIL]: () => json(200, buildDetail({ conversation: away, messages: [buildMessage()] })) },
      { audience: 'client', session: buildClientSession({ id: 20 }) },
    );
    const notice = (await screen.findByText('Your advisor is out of the office')).closest('[role="status"]');
    expect(notice).toHaveTextContent('Back on Monday, December 7.');
  });

  it('shows no out-of-office notice while every advisor is in', async () => {
    renderView(
      { [DETAIL]: () => json(200, buildDetail({ messages: [buildMessage()] })) },
      { audience: 'client', session: buildClientSession({ id: 20 }) },
    );
    await screen.findByRole('link', { name: 'Back to Dashboard' });
    expect(screen.queryByText('Your advisor is out of the office')).toBeNull();
  });

  it("attaches files through the entity's /Attachments folder and sends them with the message", async () => {
    FakeXhr.install();
    FakeXhr.autoRespond = () => ({
      status: 200,
      body: { document: { id: 77, name: 'W-2.pdf' }, is_duplicate: false, error: null },
    });
    const { api, user } = renderView({
      [DETAIL]: () => json(200, buildDetail()),
      [SEND]: () => json(200, buildMessage({ id: 51 })),
    });
    await screen.findByText('No messages yet.');
    const input = document.querySelector('input[type="file"]') as HTMLInputElement;
    await user.upload(input, new File(['%PDF-1.4'], 'W-2.pdf', { type: 'application/pdf' }));
    expect(await screen.findByText('W-2.pdf')).toBeInTheDocument();
    const form = FakeXhr.last().body as FormData;
    expect(FakeXhr.last().url).toBe(`/api/companies/${buildConversation().relevant_company_ids[0]}/documents`);
    expect(form.get('path')).toBe(messageMessages.attachmentsFolder);
    await user.click(screen.getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(api.bodyOf(SEND)).toMatchObject({ text: '', attachment_ids: [77] }));
  });

  it('puts an AI draft in the editor when AI is set up, without sending it', async () => {
    const { api, user } = renderView({
      [DETAIL]: () => json(200, buildDetail()),
      'GET /api/conversations/ai_status': () => json(200, { configured: true }),
      'GET /api/conversations/generate_response': () => json(200, { message: 'Thanks, Ann!\nWe got your W-2.' }),
    });
    // Until the status arrives the button only explains; then it drafts.
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'AI response' })).not.toHaveAttribute('aria-disabled'),
    );
    await user.click(screen.getByRole('button', { name: 'AI response' }));
    const box = await screen.findByRole('textbox', { name: 'Message' });
    await waitFor(() => expect(box).toHaveTextContent('Thanks, Ann!'));
    expect(api.keys()).not.toContain(SEND);
  });

  it('explains the AI response button when AI is not set up', async () => {
    renderView({
      [DETAIL]: () => json(200, buildDetail()),
      'GET /api/conversations/ai_status': () => json(200, { configured: false }),
    });
    const button = await screen.findByRole('button', { name: 'AI response' });
    expect(button).toHaveAttribute('aria-disabled', 'true');
    expect(button).toHaveAccessibleDescription(AI_LATER);
  });
});
