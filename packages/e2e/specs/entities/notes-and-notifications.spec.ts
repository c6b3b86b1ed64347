import { expect, test } from '../../fixtures/test.ts';
import { demo, expectStaffPortal, signInWithPassword } from '../../fixtures/sign-in.ts';

// A demo entity whose client manager is the admin, so the partner may turn its notifications off.
const ENTITY = 'Patel Partnership Co.';
const NOTE = 'Called about the missing K-1; client will upload it this week.';

test.describe('Entity notes, notification settings and firm roles', () => {
  test('the partner adds a note, turns a notification type off and opens the firm roles', async ({ page, axe }) => {
    await page.goto('/');
    await signInWithPassword(page, demo.partner);
    await expectStaffPortal(page);
    await page.goto('/admin');
    await page.getByRole('searchbox', { name: 'Search' }).fill(ENTITY);
    await page.getByRole('table', { name: 'Entities' }).getByRole('link', { name: ENTITY, exact: true }).click();
    await expect(page.getByRole('heading', { name: ENTITY, level: 1 })).toBeVisible();

    // Notes: empty, then one added; the header's count follows.
    const notesButton = page.getByRole('button', { name: /^Notes/ });
    await expect(notesButton).toHaveText(/Notes\s*0/);
    await notesButton.click();
    const notes = page.getByRole('dialog', { name: 'Notes' });
    await expect(notes.getByText('No notes yet')).toBeVisible();
    await axe(page);
    await notes.getByLabel(/New note/).fill(NOTE);
    await notes.getByRole('button', { name: 'Add note' }).click();
    await expect(page.getByText('Note added')).toBeVisible();
    const list = notes.getByRole('list', { name: 'Notes, newest first' });
    await expect(list.getByRole('listitem')).toHaveCount(1);
    await expect(list).toContainText(NOTE);
    await expect(list).toContainText('Paula Partner');
    await expect(notes.getByLabel(/New note/)).toHaveValue('');
    await axe(page);

    // Deleting asks first; cancelling keeps the note.
    await list.getByRole('button', { name: /^Delete note by Paula Partner/ }).click();
    const confirm = page.getByRole('dialog', { name: 'Delete note' });
    await expect(confirm).toBeVisible();
    await axe(page);
    await confirm.getByRole('button', { name: 'Cancel' }).click();
    await expect(confirm).toBeHidden();
    await expect(list.getByRole('listitem')).toHaveCount(1);
    await notes.getByRole('button', { name: 'Close', exact: true }).last().click();
    await expect(notes).toBeHidden();
    await expect(notesButton).toHaveText(/Notes\s*1/);

    // Notification settings: turn Documents off; it stays off after a reload.
    await page.getByRole('button', { name: 'Notifications', exact: true }).click();
    let settings = page.getByRole('dialog', { name: 'Notification settings' });
    await expect(settings.getByRole('checkbox', { name: 'Documents', exact: true })).toBeChecked();
    await axe(page);
    await settings.getByRole('checkbox', { name: 'Documents', exact: true }).uncheck();
    await settings.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Notification preference updated successfully')).toBeVisible();
    await expect(settings).toBeHidden();

    await page.reload();
    await expect(page.getByRole('heading', { name: ENTITY, level: 1 })).toBeVisible();
    await expect(notesButton).toHaveText(/Notes\s*1/);
    await page.getByRole('button', { name: 'Notifications', exact: true }).click();
    settings = page.getByRole('dialog', { name: 'Notification settings' });
    await expect(settings.getByRole('checkbox', { name: 'Information' })).toBeChecked();
    await expect(settings.getByRole('checkbox', { name: 'Documents', exact: true })).not.toBeChecked();
    await settings.getByRole('button', { name: 'Cancel' }).click();
    await expect(settings).toBeHidden();

    // Firm roles (the demo firm uses them; the partner manages them).
    await page.getByRole('button', { name: 'Firm roles' }).click();
    const roles = page.getByRole('dialog', { name: 'Firm roles' });
    await expect(roles.getByRole('table').or(roles.getByText(/no roles yet/))).toBeVisible();
    await axe(page);
    await roles.getByRole('button', { name: 'Close', exact: true }).last().click();
    await expect(roles).toBeHidden();
  });
});
