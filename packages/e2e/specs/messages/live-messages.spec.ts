import type { Page } from '@playwright/test';
import { expect, test } from '../../fixtures/test.ts';
import { demo, expectClientPortal, expectStaffPortal, signedIn } from '../../fixtures/sign-in.ts';

// A demo client who signs in with a password, with one entity whose conversation the partner is in.
const CLIENT_EMAIL = demo.passwordClient(9);
/**
 * New messages reach an open screen through the realtime push and its 1 s refresh (spec 000 §4, §9); the
 * rest is the server answering the refresh while the other worker's journey loads the same 2 cores.
 */
const LIVE_WITHIN_MS = 3000;

/** Writes a message in the open conversation and waits until it is in the sender's own timeline. */
async function send(page: Page, text: string) {
  const editor = page.getByRole('textbox', { name: 'Message', exact: true });
  await editor.click();
  await editor.pressSequentially(text);
  await page.getByRole('button', { name: 'Send', exact: true }).click();
  await expect(page.getByRole('list', { name: 'Messages' })).toContainText(text);
}

test.describe('Live messages', () => {
  test('a partner and a client talk without reloading, each seeing the other within 3 seconds', async ({
    browser,
    baseURL,
    axe,
  }) => {
    const client = await signedIn(browser, baseURL, CLIENT_EMAIL);
    await expectClientPortal(client);
    const partner = await signedIn(browser, baseURL, demo.partner);
    await expectStaffPortal(partner);

    // The partner goes from the client's user view to the entity, then to its Messages.
    await partner.goto('/clients');
    await partner.getByRole('searchbox', { name: 'Search' }).fill(CLIENT_EMAIL);
    const row = partner
      .getByRole('table', { name: 'Users' })
      .locator('tbody tr')
      .filter({ has: partner.getByRole('cell', { name: CLIENT_EMAIL, exact: true }) });
    await expect(row).toHaveCount(1);
    await row.getByRole('link').first().click();
    await expect(partner).toHaveURL(/\/clients\/\d+$/);
    await partner.getByRole('main').locator('a[href^="/admin/"]').first().click();
    await expect(partner).toHaveURL(/\/admin\/[^/]+$/);
    const entityNav = partner.getByRole('navigation', { name: 'Entity navigation' });
    await entityNav.getByRole('link', { name: 'Messages' }).click();
    // The entity has one conversation, so it opens at once, beside the entity's list.
    await expect(partner).toHaveURL(/\/admin\/[^/]+\/messages\/\d+$/);
    const conversationId = partner.url().split('/').pop();
    const partnerList = partner.getByRole('navigation', { name: 'Conversations' });
    await expect(partnerList.getByRole('link', { name: /Isla Johnson/ })).toHaveAttribute('aria-current', 'page');
    await expect(partner.getByRole('button', { name: 'Show All' })).toBeVisible();
    await expect(partner.getByRole('list', { name: 'Messages' })).toBeVisible();
    await axe(partner);

    // The client opens Messages: with one conversation, the inbox opens it.
    await client
      .getByRole('navigation', { name: 'Main navigation' })
      .getByRole('link', { name: /^Messages/ })
      .click();
    await expect(client).toHaveURL(new RegExp(`/inbox/[^/]+/${conversationId}$`));
    await expect(client.getByRole('list', { name: 'Messages' })).toBeVisible();

    const question = `Your extension was filed today. Anything else for us? ${Date.now()}`;
    await send(partner, question);
    await expect(client.getByRole('list', { name: 'Messages' })).toContainText(question, { timeout: LIVE_WITHIN_MS });
    // The client's list shows it too, cut to the 48-character preview.
    await expect(client.getByRole('navigation', { name: 'Conversations' })).toContainText(question.slice(0, 40));
    await axe(client);

    const answer = `Thanks, that is all for now. ${Date.now()}`;
    await send(client, answer);
    await expect(partner.getByRole('list', { name: 'Messages' })).toContainText(answer, { timeout: LIVE_WITHIN_MS });
    await expect(partnerList).toContainText(answer);

    // On a phone one pane shows at a time: the open conversation, then (from /messages) the list alone.
    await partner.setViewportSize({ width: 375, height: 800 });
    await expect(partner.getByRole('list', { name: 'Messages' })).toBeVisible();
    await expect(partnerList).toBeHidden();
    await partner.getByRole('link', { name: 'Back to All Conversations' }).click();
    await expect(partner).toHaveURL(/\/messages$/);
    await expect(partner.getByRole('navigation', { name: 'Conversations' })).toBeVisible();
    await expect(partner.getByText('Choose a conversation from the list')).toBeHidden();

    await partner.context().close();
    await client.context().close();
  });
});
