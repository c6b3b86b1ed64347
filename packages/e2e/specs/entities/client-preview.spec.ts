import type { Page } from '@playwright/test';
import { expect, test } from '../../fixtures/test.ts';
import { demo, expectStaffPortal, signInWithPassword } from '../../fixtures/sign-in.ts';

// client21 opens the demo book: two active entities, one of them owned with a spouse.
const CLIENT_EMAIL = 'client21@demo.example';

/** Opens the client's user view from the Users table and answers their name. */
async function openClient(page: Page): Promise<string> {
  await page.goto('/clients');
  await page.getByRole('searchbox', { name: 'Search' }).fill(CLIENT_EMAIL);
  // The spouse's address (spouse-client21@...) matches the search too.
  const row = page
    .getByRole('table', { name: 'Users' })
    .locator('tbody tr')
    .filter({ has: page.getByRole('cell', { name: CLIENT_EMAIL, exact: true }) });
  await expect(row).toHaveCount(1);
  const clientName = ((await row.getByRole('link').first().textContent()) ?? '').trim();
  await row.getByRole('link', { name: clientName }).click();
  await expect(page).toHaveURL(/\/clients\/\d+$/);
  return clientName;
}

test.describe('Client preview', () => {
  test('a partner previews a client with two entities and exits back', async ({ page, axe }) => {
    await page.goto('/');
    await signInWithPassword(page, demo.partner);
    await expectStaffPortal(page);

    const clientName = await openClient(page);
    const userViewPath = new URL(page.url()).pathname;
    const userId = userViewPath.split('/').pop();

    // The entities staff see for this client; all active, so the client sees them all.
    const entityLinks = page.getByRole('main').locator('a[href^="/admin/"]');
    await expect(entityLinks).toHaveCount(2);
    const entityNames = (await entityLinks.allTextContents()).map((n) => n.trim()).sort();

    await page.getByRole('link', { name: 'Preview as client' }).click();
    await expect(page).toHaveURL(new RegExp(`/preview/user/${userId}$`));
    const banner = page.getByRole('region', { name: 'Client preview' });
    await expect(banner).toContainText(`You are previewing the portal as ${clientName}.`);

    // The client's navigation, not the firm's.
    const nav = page.getByRole('navigation', { name: 'Main navigation' });
    await expect(nav.getByRole('link')).toHaveText(['Dashboard', 'Messages', 'Documents', 'Profile Settings']);
    await expect(page.getByRole('link', { name: 'Entities' })).toHaveCount(0);
    await expect(page.getByRole('link', { name: 'Users' })).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Sign out' })).toHaveCount(0);
    await expect(page.getByRole('button', { name: `Account menu for ${clientName}` })).toBeVisible();

    // That client's entities only, with the Current Entity selector a client with two entities gets.
    const selector = page.getByRole('radiogroup', { name: 'Current Entity' });
    const radios = selector.getByRole('radio');
    await expect(radios).toHaveCount(2);
    for (const name of entityNames) await expect(selector.getByRole('radio', { name, exact: true })).toBeVisible();
    await axe(page);

    // Choosing an entity changes the preview's address, not the client's default.
    const other = selector.getByRole('radio', { name: entityNames[1], exact: true });
    await other.check();
    await expect(other).toBeChecked();
    await expect(page).toHaveURL(/previewCompanyHash=/);

    // The client's own screens, read as the client and read-only (issue 21 §4), not placeholders.
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByText(/coming in a later release/i)).toHaveCount(0);
    await nav.getByRole('link', { name: 'Messages' }).click();
    await expect(page).toHaveURL(/previewPage=messages/);
    await expect(page.getByRole('region', { name: 'Conversation list' })).toBeVisible();
    await expect(page.getByText(/coming in a later release/i)).toHaveCount(0);
    await axe(page);
    await nav.getByRole('link', { name: 'Documents' }).click();
    await expect(page).toHaveURL(/previewPage=documents/);
    await expect(page.getByRole('heading', { level: 1, name: 'Documents' })).toBeVisible();
    await expect(page.getByText('The client preview is read-only: nothing here acts as the client.')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Upload Documents' })).toHaveCount(0);
    await axe(page);

    // The client's pages open inside the preview.
    await nav.getByRole('link', { name: 'Profile Settings' }).click();
    await expect(page).toHaveURL(/previewPage=profile-settings/);
    await expect(page.getByRole('heading', { level: 1, name: 'Profile Settings' })).toBeVisible();
    await expect(page.getByRole('table', { name: 'Profile details' })).toContainText(CLIENT_EMAIL);
    await expect(banner).toBeVisible();

    await banner.getByRole('link', { name: 'Exit preview' }).click();
    await expect(page).toHaveURL(new RegExp(`${userViewPath}$`));
    await expect(page.getByRole('link', { name: 'Back to Users' })).toBeVisible();
    await expectStaffPortal(page);
  });

  test('the entity view previews one of its owners with that entity current', async ({ page, axe }) => {
    await page.goto('/');
    await signInWithPassword(page, demo.partner);
    await expectStaffPortal(page);
    const clientName = await openClient(page);

    const entityLink = page.getByRole('main').locator('a[href^="/admin/"]').first();
    const entityName = ((await entityLink.textContent()) ?? '').trim();
    await entityLink.click();
    await expect(page.getByRole('heading', { level: 1, name: entityName })).toBeVisible();
    const entityPath = new URL(page.url()).pathname;
    const hash = entityPath.split('/').pop();

    await axe(page);
    // The entity is owned with a spouse: staff choose whose portal to look at.
    await page.getByRole('button', { name: 'Preview as client' }).click();
    await expect(page.getByRole('menu', { name: 'Preview as client' })).toBeVisible();
    await page.getByRole('menuitem', { name: clientName }).click();

    await expect(page).toHaveURL(new RegExp(`/preview/user/\\d+\\?previewCompanyHash=${hash}$`));
    const banner = page.getByRole('region', { name: 'Client preview' });
    await expect(banner).toContainText(clientName);
    await expect(
      page.getByRole('radiogroup', { name: 'Current Entity' }).getByRole('radio', { name: entityName, exact: true }),
    ).toBeChecked();
    await axe(page);

    await banner.getByRole('link', { name: 'Exit preview' }).click();
    await expect(page).toHaveURL(new RegExp(`${entityPath}$`));
    await expect(page.getByRole('heading', { level: 1, name: entityName })).toBeVisible();
  });
});
