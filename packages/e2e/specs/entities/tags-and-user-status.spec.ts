import { expect, test } from '../../fixtures/test.ts';
import { demo, expectStaffPortal, signInWithPassword } from '../../fixtures/sign-in.ts';

const TAG = 'Extension 2025';

test.describe('Tags and user status', () => {
  test('tag entities in bulk and remove a tag', async ({ page, axe }) => {
    await page.goto('/');
    await signInWithPassword(page, demo.partner);
    await expectStaffPortal(page);
    await page.goto('/admin');
    const table = page.getByRole('table', { name: 'Entities' });
    await expect(table.getByRole('link').first()).toBeVisible();
    await page.getByLabel('Rows per page').selectOption('50');
    const rows = table.locator('tbody tr');
    // The pager reads '1–N of T': a full page of 50 (or all of them while the firm has fewer).
    const range = page.getByText(/^1–\d+ of \d+$/);
    await expect(async () => {
      const [, shown, total] = /^1–(\d+) of (\d+)$/.exec((await range.textContent()) ?? '') ?? [];
      expect(Number(shown)).toBe(Math.min(50, Number(total)));
      expect(await rows.count()).toBe(Number(shown));
    }).toPass();
    const rowCount = await rows.count();
    expect(rowCount).toBeGreaterThan(1);

    await table.getByRole('checkbox', { name: 'Select all rows on this page' }).check();
    await expect(page.getByText(`${rowCount} selected`)).toBeVisible();
    await page.getByRole('button', { name: 'Update Tags' }).click();
    const dialog = page.getByRole('dialog', { name: 'Update Tags' });
    await expect(dialog).toBeVisible();
    await axe(page);
    await dialog.getByRole('combobox', { name: 'Tags to add' }).fill(TAG);
    await dialog.getByRole('combobox', { name: 'Tags to add' }).press('Enter');
    // Closes the suggestions, which cover the buttons.
    await dialog.getByText(/ selected /).click();
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Tags were successfully updated')).toBeVisible();
    await expect(dialog).toBeHidden();
    await expect(rows.filter({ hasText: TAG })).toHaveCount(rowCount);

    // One entity's own tags dialog shows the new tag.
    const first = rows.first();
    const firstName = (await first.getByRole('link').first().textContent()) ?? '';
    await first.getByRole('button', { name: `Actions for ${firstName}` }).click();
    await page.getByRole('menuitem', { name: 'Entity Tags' }).click();
    const own = page.getByRole('dialog', { name: 'Entity Tags' });
    await expect(own).toContainText(TAG);
    await expect(page.getByRole('menu')).toHaveCount(0);
    await axe(page);
    await own.getByRole('button', { name: 'Cancel' }).click();

    // Remove the tag from that one entity through the bulk dialog's remove set.
    await page.getByRole('button', { name: 'Clear selection' }).click();
    await first.getByRole('checkbox').check();
    await page.getByRole('button', { name: 'Update Tags' }).click();
    await dialog.getByRole('combobox', { name: 'Tags to remove' }).fill(TAG);
    await dialog.getByRole('combobox', { name: 'Tags to remove' }).press('Enter');
    // Closes the suggestions, which cover the buttons.
    await dialog.getByText(/ selected /).click();
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(dialog).toBeHidden();
    await expect(
      table.getByRole('row').filter({ has: page.getByRole('link', { name: firstName, exact: true }) }),
    ).not.toContainText(TAG);
    await expect(rows.filter({ hasText: TAG })).toHaveCount(rowCount - 1);
  });

  test('deactivate a user with the cascade and restore', async ({ page, axe }) => {
    const email = demo.passwordClient(17);
    await page.goto('/');
    await signInWithPassword(page, demo.partner);
    await expectStaffPortal(page);
    await page.goto('/clients');
    const table = page.getByRole('table', { name: 'Users' });
    await page.getByRole('searchbox', { name: 'Search' }).fill(email);
    const row = table.locator('tbody tr').filter({ hasText: email });
    await expect(row).toHaveCount(1);

    const openEdit = async () => {
      await row.getByRole('button', { name: /^Actions for / }).click();
      await page.getByRole('menuitem', { name: 'Edit user' }).click();
      const edit = page.getByRole('dialog', { name: 'Edit user' });
      await expect(edit.getByLabel(/^First name/)).toBeVisible();
      await edit.getByRole('tab', { name: 'Settings' }).click();
      return edit;
    };

    let edit = await openEdit();
    await expect(page.getByRole('menu')).toHaveCount(0);
    await axe(page);
    await edit.getByRole('button', { name: 'Deactivate' }).click();
    const deactivate = page.getByRole('dialog', { name: 'Deactivate User' });
    await expect(deactivate).toBeVisible();
    await axe(page);
    await deactivate.getByRole('checkbox', { name: /primary owner/ }).check();
    await deactivate.getByRole('button', { name: 'Deactivate' }).click();
    await expect(page.getByText('User updated successfully')).toBeVisible();
    await expect(edit.getByRole('switch', { name: /Read-only access/ })).toBeDisabled();
    await edit.getByRole('button', { name: 'Cancel' }).click();

    await page.getByLabel('Status', { exact: true }).selectOption('deactivated');
    await expect(row).toContainText('Deactivated');

    edit = await openEdit();
    await edit.getByRole('button', { name: 'Activate' }).click();
    const activate = page.getByRole('dialog', { name: 'Activate User' });
    await expect(activate).toBeVisible();
    await axe(page);
    await activate.getByRole('radio', { name: 'user and its inactive entities' }).check();
    await activate.getByRole('button', { name: 'Activate' }).click();
    await expect(activate).toBeHidden();
    await expect(edit.getByRole('switch', { name: /Read-only access/ })).toBeEnabled();
    await edit.getByRole('button', { name: 'Cancel' }).click();

    await page.getByLabel('Status', { exact: true }).selectOption('active');
    await expect(row).toContainText('Active');
  });
});
