import { expect, test } from '../../fixtures/test.ts';
import { demo } from '../../fixtures/sign-in.ts';
import {
  messageById,
  openClientInbox,
  openStaffConversation,
  sendInComposer,
  sendThroughApi,
  signIn,
} from './journey-helpers.ts';

/** Spec 000 §4: a message can be unsent for 30 seconds; afterwards it can only be deleted. */
const UNSEND_WINDOW_MS = 30_000;
const UNSENT_TOAST = 'Message unsent/deleted successfully';
const DELETE_CONFIRM = 'Are you sure you want to delete this message? The email/sms has already been sent.';

test.describe('Unsend, delete and scheduled messages', () => {
  test('a message is unsent within 30 seconds; an older one can only be deleted and reads as deleted', async ({
    browser,
    baseURL,
    axe,
  }) => {
    // The 30-second window is the point here, so the test waits it out once.
    test.setTimeout(240_000);
    // The partner is the assigned firm user of every demo client who signs in with a password.
    const client = await signIn(browser, baseURL, demo.passwordClient(13));
    const conversationId = await openClientInbox(client.page);
    const staff = await signIn(browser, baseURL, demo.partner);

    // The older message starts its 30 seconds now, while the unsend part runs.
    const olderText = `Older message to delete ${Date.now()}`;
    const older = await sendThroughApi(staff, { conversation_id: conversationId, text: olderText });
    const olderAt = new Date(older.created_at).getTime();

    await openStaffConversation(staff.page, conversationId);
    const page = staff.page;
    await expect(messageById(page, older.id)).toContainText(olderText);
    await axe(page);

    // A message just sent: its menu offers Unsend, and unsending takes it away entirely.
    const freshText = `Sent by mistake ${Date.now()}`;
    const fresh = await sendInComposer(page, freshText);
    await fresh.getByRole('button', { name: /^Actions for your message/ }).click();
    const menu = page.getByRole('menu');
    await expect(menu.getByRole('menuitem', { name: 'Unsend' })).toBeVisible();
    await expect(menu.getByRole('menuitem', { name: 'Delete' })).toHaveCount(0);
    await menu.getByRole('menuitem', { name: 'Unsend' }).click();
    await expect(page.getByText(UNSENT_TOAST).first()).toBeVisible();
    await expect(page.getByRole('list', { name: 'Messages' })).not.toContainText(freshText);
    await expect(fresh).toHaveCount(0);
    // Nobody else sees it either.
    await expect(client.page.getByRole('list', { name: 'Messages' })).not.toContainText(freshText);

    // Past 30 seconds the older message can no longer be unsent: only Delete, after a confirmation.
    const wait = olderAt + UNSEND_WINDOW_MS + 1_500 - Date.now();
    if (wait > 0) await page.waitForTimeout(wait);
    const olderItem = messageById(page, older.id);
    // The menu follows the clock (it ticks every 5 s while a message can still be unsent); on a busy machine
    // the first click can land while the page is still settling, so the menu is opened until it shows.
    await expect(async () => {
      if (!(await menu.isVisible())) await olderItem.getByRole('button', { name: /^Actions for your message/ }).click();
      await expect(menu.getByRole('menuitem', { name: 'Delete' })).toBeVisible({ timeout: 3_000 });
    }).toPass({ timeout: 30_000 });
    await expect(menu.getByRole('menuitem', { name: 'Unsend' })).toHaveCount(0);
    await menu.getByRole('menuitem', { name: 'Delete' }).click();
    const confirm = page.getByRole('dialog', { name: 'Delete message' });
    await expect(confirm).toContainText(DELETE_CONFIRM);
    await axe(page);
    await confirm.getByRole('button', { name: 'Delete', exact: true }).click();
    await expect(confirm).toBeHidden();
    await expect(page.getByText(UNSENT_TOAST).first()).toBeVisible();
    await expect(olderItem).toContainText('This message was deleted');
    await expect(olderItem).not.toContainText(olderText);
    await axe(page);
    // The client's open screen follows without a reload.
    await expect(messageById(client.page, older.id)).toContainText('This message was deleted');
    await expect(client.page.getByRole('list', { name: 'Messages' })).not.toContainText(olderText);

    await staff.page.context().close();
    await client.page.context().close();
  });

  test('a scheduled message waits, marked for staff and hidden from the client, then arrives live', async ({
    browser,
    baseURL,
    axe,
  }) => {
    // Waiting for the scheduled time is the point: allow for the time and pg-boss's polling.
    test.setTimeout(240_000);
    const client = await signIn(browser, baseURL, demo.passwordClient(17));
    const conversationId = await openClientInbox(client.page);
    const staff = await signIn(browser, baseURL, demo.partner);

    const text = `Your return is ready to sign ${Date.now()}`;
    // Far enough ahead that staff and client can look at it first on a busy 2-core machine.
    const at = new Date(Date.now() + 45_000);
    const scheduled = await sendThroughApi(staff, {
      conversation_id: conversationId,
      text,
      scheduled_time: at.toISOString(),
    });
    expect(scheduled.scheduled).toBe(true);

    // Staff see it waiting, marked as scheduled.
    await openStaffConversation(staff.page, conversationId);
    const staffItem = messageById(staff.page, scheduled.id);
    await expect(staffItem).toContainText(text);
    await expect(staffItem).toContainText(/Scheduled for /);
    await expect(staffItem.getByRole('button', { name: 'Edit Scheduled Time' })).toBeVisible();
    await axe(staff.page);

    // The client, loading the conversation afresh, does not see it yet.
    await client.page.reload();
    const clientList = client.page.getByRole('list', { name: 'Messages' });
    // Loaded: this demo conversation had no messages yet, so it says so.
    await expect(client.page.getByText('No messages yet.')).toBeVisible();
    await expect(clientList).not.toContainText(text);
    expect(Date.now()).toBeLessThan(at.getTime());
    await axe(client.page);

    // At its time the server delivers it (a pg-boss job); the open screen shows it without a reload.
    await expect(messageById(client.page, scheduled.id)).toContainText(text, { timeout: 90_000 });
    expect(Date.now()).toBeGreaterThanOrEqual(at.getTime());
    await axe(client.page);
    // For staff it is an ordinary message now.
    await expect(staffItem).not.toContainText(/Scheduled for /, { timeout: 10_000 });
    await expect(staffItem).toContainText(text);

    await staff.page.context().close();
    await client.page.context().close();
  });
});
