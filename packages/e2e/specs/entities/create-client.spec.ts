import { expect, test } from '../../fixtures/test.ts';
import { demo, expectStaffPortal, signInWithPassword } from '../../fixtures/sign-in.ts';

const BLANK_EMAIL_TEXT =
  'Users without email addresses will not be able to sign in or receive notifications. Do you want to proceed?';

test.describe('Create User and Entity', () => {
  test('the partner creates a client with a spouse and no email, finds the entity, then edits the client', async ({
    page,
    axe,
  }) => {
    // A last name of its own, so the search finds only this journey's entity.
    const lname = `Quill${Date.now().toString(36)}`;
    const entityName = `Nora & Omar ${lname}`;

    await page.goto('/');
    await signInWithPassword(page, demo.partner);
    await expectStaffPortal(page);

    await page.getByRole('link', { name: 'Entities' }).click();
    await expect(page).toHaveURL(/\/admin$/);
    const table = page.getByRole('table', { name: 'Entities' });
    await expect(table.getByRole('link').first()).toBeVisible();
    await expect(table.getByRole('columnheader', { name: 'Name' })).toHaveAttribute('aria-sort', 'ascending');
    await axe(page);

    await page.getByRole('button', { name: 'Create User and Entity' }).first().click();
    const dialog = page.getByRole('dialog', { name: 'Create User and Entity' });
    await expect(dialog).toBeVisible();
    await axe(page);

    await dialog.getByLabel(/^First name/).fill('Nora');
    await dialog.getByLabel(/^Last name/).fill(lname);
    await dialog.getByRole('switch', { name: 'Add spouse' }).check();
    await dialog.getByLabel(/^Spouse first name/).fill('Omar');
    await dialog.getByLabel(/^Spouse last name/).fill(lname);
    await dialog.getByLabel(/^Entity type/).selectOption('Individual');
    await expect(dialog.getByLabel(/^Entity name/)).toHaveValue(entityName);
    // The demo firm has firm groups: the group is required and decides the assignee choices.
    await dialog.getByLabel(/^Firm group/).selectOption({ label: 'West Office' });
    await dialog.getByLabel(/^Assigned firm user/).selectOption({ label: 'Greg Group' });
    await dialog.getByRole('button', { name: 'Create' }).click();

    const confirm = page.getByRole('dialog', { name: 'Blank Email Confirmation' });
    await expect(confirm).toContainText(BLANK_EMAIL_TEXT);
    await axe(page);
    await confirm.getByRole('button', { name: 'Proceed' }).click();

    await expect(page.getByText('Successfully created a new user and spouse')).toBeVisible();
    await expect(page).toHaveURL(/\/admin\/[^/]+$/);
    await expect(page.getByRole('heading', { level: 1, name: entityName })).toBeVisible();

    await page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'Entities' }).click();
    await page.getByRole('searchbox', { name: 'Search' }).fill(lname);
    const row = table.getByRole('row').filter({ has: page.getByRole('link', { name: entityName }) });
    await expect(row).toHaveCount(1);
    await expect(row).toContainText('Individual');
    await expect(table.getByRole('row')).toHaveCount(2);
    await row.getByRole('link', { name: entityName }).click();

    await expect(page.getByRole('heading', { level: 1, name: entityName })).toBeVisible();
    await expect(page.getByText(/Owners:/).locator('..')).toContainText(`Nora ${lname}, Omar ${lname}`);
    // The generated address of a user without email is nobody's: it reads 'No email'.
    await expect(page.getByText(/Primary contact:/).locator('..')).toContainText(`Nora ${lname} (No email)`);
    const entityNav = page.getByRole('navigation', { name: 'Entity navigation' });
    await expect(entityNav.getByRole('link', { name: 'Dashboard' })).toHaveAttribute('aria-current', 'page');
    await expect(entityNav.getByRole('button', { name: 'Connect' })).toHaveAttribute('aria-disabled', 'true');
    await axe(page);

    // Then edit them: a new first name and a real email, found again in the Users table.
    await page.goto('/clients');
    const users = page.getByRole('table', { name: 'Users' });
    await page.getByRole('searchbox', { name: 'Search' }).fill(`Nora ${lname}`);
    const userRow = users.locator('tbody tr').filter({ hasText: `Nora ${lname}` });
    await expect(userRow).toHaveCount(1);
    await userRow.getByRole('button', { name: /^Actions for / }).click();
    await page.getByRole('menuitem', { name: 'Edit user' }).click();
    const edit = page.getByRole('dialog', { name: 'Edit user' });
    await expect(edit.getByLabel(/^First name/)).toHaveValue('Nora');
    await axe(page);
    await edit.getByLabel(/^First name/).fill('Norah');
    await edit.getByLabel('Email', { exact: true }).fill(`norah.${lname.toLowerCase()}@example.test`);
    await edit.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('The user was successfully updated')).toBeVisible();
    await page.getByRole('searchbox', { name: 'Search' }).fill(`Norah ${lname}`);
    await expect(
      users.locator('tbody tr').filter({ hasText: `norah.${lname.toLowerCase()}@example.test` }),
    ).toHaveCount(1);
  });

  test('the Entities table scrolls inside its container at 375 px', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 740 });
    await page.goto('/');
    await signInWithPassword(page, demo.partner);
    await expectStaffPortal(page);
    await page.goto('/admin');
    await expect(page.getByRole('table', { name: 'Entities' }).getByRole('link').first()).toBeVisible();
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    // The table keeps its columns and scrolls sideways in its own container instead.
    const scrolls = await page.getByRole('table', { name: 'Entities' }).evaluate((table) => {
      for (let el = table.parentElement; el; el = el.parentElement) {
        if (['auto', 'scroll'].includes(getComputedStyle(el).overflowX)) return el.scrollWidth > el.clientWidth;
      }
      return false;
    });
    expect(scrolls).toBe(true);
  });
});
