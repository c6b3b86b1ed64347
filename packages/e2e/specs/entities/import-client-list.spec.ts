import { expect, test } from '../../fixtures/test.ts';
import { demo, expectStaffPortal, signInWithPassword } from '../../fixtures/sign-in.ts';

/** 500 rows with unique emails, three of them bad: a blank first name, an invalid email, an existing client. */
function clientList(stamp: number): string {
  const lines = ['fname,lname,email'];
  for (let i = 0; i < 500; i++) {
    if (i === 10) lines.push(`,Blank,import-${stamp}-${i}@list.test`);
    else if (i === 200) lines.push(`Ivy,Invalid,not-an-email-${stamp}`);
    else if (i === 420) lines.push(`Existing,Client,${demo.passwordClient(1)}`);
    else lines.push(`Imp${i},List${stamp},import-${stamp}-${i}@list.test`);
  }
  return `${lines.join('\n')}\n`;
}

test.describe('Import client list', () => {
  test('the partner checks a 500-row CSV, sees its 3 bad rows, and imports the other 497', async ({ page, axe }) => {
    test.setTimeout(240_000);
    const stamp = Date.now();
    const fileName = `clients-${stamp}.csv`;

    await page.goto('/');
    await signInWithPassword(page, demo.partner);
    await expectStaffPortal(page);
    await page.goto('/import-lists');
    await expect(page.getByRole('heading', { level: 1, name: 'Import lists' })).toBeVisible();

    await page.getByRole('button', { name: 'Import client list' }).click();
    const dialog = page.getByRole('dialog', { name: 'Import client list' });
    await expect(dialog).toBeVisible();
    await axe(page);

    await dialog.getByLabel(/^List type/).selectOption({ label: 'Individuals' });
    await dialog.getByLabel(/^Assigned firm user/).selectOption({ label: 'Greg Group' });
    const group = dialog.getByLabel(/^Firm group/);
    if (await group.isVisible()) await group.selectOption({ label: 'West Office' });
    await dialog.getByLabel(/^File \(CSV/).setInputFiles({
      name: fileName,
      mimeType: 'text/csv',
      buffer: Buffer.from(clientList(stamp)),
    });
    await expect(dialog.getByText(`500 rows in ${fileName}`, { exact: false })).toBeVisible();
    await expect(dialog.getByLabel('First name', { exact: true })).toHaveValue('fname');
    await expect(dialog.getByLabel('Email', { exact: true })).toHaveValue('email');

    await dialog.getByRole('button', { name: 'Check rows' }).click();
    await expect(dialog.getByRole('status')).toContainText('497 of 500 rows are ready');
    const errors = dialog.getByRole('table', { name: 'Row errors' });
    await expect(errors.locator('tbody tr')).toHaveCount(3);
    await expect(errors).toContainText('11');
    await expect(errors).toContainText('201');
    await expect(errors).toContainText('421');
    await axe(page);

    await dialog.getByRole('button', { name: 'Import', exact: true }).click();
    await expect(page.getByText(/queued for import/)).toBeVisible();
    await expect(dialog).toBeHidden();

    const row = page.getByRole('table', { name: 'Imports' }).getByRole('row').filter({ hasText: fileName });
    await expect(row).toHaveCount(1);
    // The job imports row by row (each client with its entity and conversation): give a busy machine time.
    await expect(row).toContainText('497 imported, 3 failed of 500', { timeout: 150_000 });
    await expect(row).toContainText('Completed');
    await axe(page);

    await row.getByRole('button', { name: `Show the row errors of ${fileName}` }).click();
    await expect(page.getByRole('table', { name: `Row errors of ${fileName}` }).locator('tbody tr')).toHaveCount(3);
  });
});
