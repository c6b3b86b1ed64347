import { expect, test } from '../../fixtures/test.ts';
import { demo, expectStaffPortal, signInWithPassword } from '../../fixtures/sign-in.ts';

test.describe('Entity and user administration dialogs', () => {
  test('open accessibly and close without changing anything', async ({ page, axe }) => {
    await page.goto('/');
    await signInWithPassword(page, demo.partner);
    await expectStaffPortal(page);

    await page.goto('/clients');
    const users = page.getByRole('table', { name: 'Users' });
    const firstUser = users.locator('tbody tr').first();
    await expect(firstUser.getByRole('link')).toBeVisible();

    await firstUser.getByRole('button', { name: /^Actions for / }).click();
    await page.getByRole('menuitem', { name: 'User Tags' }).click();
    const userTags = page.getByRole('dialog', { name: 'User Tags' });
    await expect(userTags).toBeVisible();
    await expect(page.getByRole('menu')).toHaveCount(0);
    await axe(page);
    await userTags.getByRole('button', { name: 'Cancel' }).click();

    await firstUser.getByRole('button', { name: /^Actions for / }).click();
    await page.getByRole('menuitem', { name: 'Delete' }).click();
    const del = page.getByRole('dialog', { name: 'Delete user' });
    await expect(del).toBeVisible();
    // The row menu closes with a transition: let it finish before checking the page.
    await expect(page.getByRole('menu')).toHaveCount(0);
    await axe(page);
    await del.getByRole('button', { name: 'Cancel' }).click();

    await firstUser.getByRole('checkbox').check();
    await page.getByRole('button', { name: 'Update client assignments' }).click();
    const assign = page.getByRole('dialog', { name: 'Update client assignments' });
    await expect(assign).toBeVisible();
    await axe(page);
    await assign.getByRole('button', { name: 'Cancel' }).click();

    await page.getByRole('button', { name: 'Update Tags' }).click();
    const tags = page.getByRole('dialog', { name: 'Update Tags' });
    await tags.getByRole('button', { name: 'Remove all tags' }).click();
    const removeAll = page.getByRole('dialog', { name: 'Remove all tags' });
    await expect(removeAll).toBeVisible();
    await axe(page);
    await removeAll.getByRole('button', { name: 'Cancel' }).click();
    await tags.getByRole('button', { name: 'Cancel' }).click();

    await page.goto('/admin');
    const entities = page.getByRole('table', { name: 'Entities' });
    await entities.locator('tbody tr').first().getByRole('link').first().click();
    await expect(page.getByRole('heading', { name: 'Activity log' })).toBeVisible();
    await page.getByRole('button', { name: 'Edit entity' }).click();
    const edit = page.getByRole('dialog', { name: 'Edit entity' });
    await expect(edit.getByLabel(/^Entity name/)).toBeVisible();
    await axe(page);
    await edit.getByRole('button', { name: 'Cancel' }).click();

    await page.getByRole('button', { name: 'Owners' }).click();
    const owners = page.getByRole('dialog', { name: 'Owners' });
    await expect(owners).toBeVisible();
    await axe(page);
    await owners.getByRole('button', { name: 'Cancel' }).click();
  });
});
