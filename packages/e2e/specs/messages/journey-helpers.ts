import type { Browser, Locator, Page } from '@playwright/test';
import { expect } from '../../fixtures/test.ts';
import { signInWithPassword } from '../../fixtures/sign-in.ts';

/** A signed-in page and the bearer token its app sends, to set things up through the API. */
export interface Session {
  page: Page;
  authorization: string;
}

/**
 * Signs in through the UI in a fresh context. The web keeps the access token in memory only, so it is
 * read from the first API call the app makes with it.
 */
export async function signIn(browser: Browser, baseURL: string | undefined, email: string): Promise<Session> {
  const page = await (await browser.newContext({ baseURL, acceptDownloads: true })).newPage();
  const authorized = page.waitForRequest((r) => r.url().includes('/api/') && !!r.headers()['authorization']);
  await page.goto('/');
  await signInWithPassword(page, email);
  const authorization = (await (await authorized).allHeaders())['authorization'];
  if (!authorization) throw new Error('the app sent no Authorization header');
  return { page, authorization };
}

/** The client opens /inbox; with one conversation it opens at once. Returns its id. */
export async function openClientInbox(client: Page): Promise<number> {
  await client.goto('/inbox');
  await expect(client).toHaveURL(/\/inbox\/[^/]+\/\d+$/);
  await expect(client.getByRole('region', { name: 'Conversation messages' })).toBeVisible();
  return Number(client.url().split('/').pop());
}

/** Staff open a conversation by id; /messages?conversationId= sends them on to it under its entity. */
export async function openStaffConversation(staff: Page, conversationId: number) {
  await staff.goto(`/messages?conversationId=${conversationId}`);
  await expect(staff).toHaveURL(new RegExp(`/admin/[^/]+/messages/${conversationId}$`));
  await expect(staff.getByRole('region', { name: 'Conversation messages' })).toBeVisible();
}

export interface SentMessage {
  id: number;
  created_at: string;
  scheduled: boolean;
  scheduled_time: string | null;
}

/** POST /api/conversations/send_message with the session's token: the raw text reaches the server as is. */
export async function sendThroughApi(
  session: Session,
  body: { conversation_id: number; text: string; scheduled_time?: string },
): Promise<SentMessage> {
  const res = await session.page.request.post('/api/conversations/send_message', {
    headers: { authorization: session.authorization },
    data: body,
  });
  expect(res.status(), await res.text()).toBe(200);
  return (await res.json()) as SentMessage;
}

/** A message of the open timeline by its id. */
export const messageById = (page: Page, id: number): Locator =>
  page.getByRole('list', { name: 'Messages' }).locator(`article[data-message-id="${id}"]`);

/** Writes a message in the open conversation's composer and waits until it is in the sender's timeline. */
export async function sendInComposer(page: Page, text: string): Promise<Locator> {
  const editor = page.getByRole('textbox', { name: 'Message', exact: true });
  await editor.click();
  await editor.pressSequentially(text);
  await page.getByRole('button', { name: 'Send', exact: true }).click();
  const article = page.getByRole('list', { name: 'Messages' }).locator('article').filter({ hasText: text });
  await expect(article).toHaveCount(1);
  return article;
}
