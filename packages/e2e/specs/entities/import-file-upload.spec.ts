import { readFile } from 'node:fs/promises';
import { expect, test } from '../../fixtures/test.ts';
import { demo, expectStaffPortal, signInWithPassword } from '../../fixtures/sign-in.ts';

test.describe('Import file upload', () => {
  test('the partner uploads an other document, sees it listed and downloads it', async ({ page, axe }) => {
    const stamp = Date.now();
    const fileName = `k1-notes-${stamp}.txt`;
    const content = `K-1 notes ${stamp}\n`;
    const description = `K-1s from the prior firm ${stamp}`;

    await page.goto('/');
    await signInWithPassword(page, demo.partner);
    await expectStaffPortal(page);
    await page.goto('/import-lists');
    await expect(page.getByRole('heading', { level: 2, name: 'Uploaded files' })).toBeVisible();

    await page.getByRole('button', { name: 'Upload import file' }).click();
    const dialog = page.getByRole('dialog', { name: 'Import', exact: true });
    await expect(dialog).toBeVisible();
    await axe(page);

    await dialog.getByRole('radio', { name: 'Other document' }).check();
    await dialog.getByRole('button', { name: 'Upload' }).click();
    await expect(dialog.getByText('Please describe the document')).toBeVisible();
    await expect(dialog.getByText('Please choose a file to import')).toBeVisible();
    await axe(page);

    await dialog.getByLabel(/^Description/).fill(description);
    await dialog.getByLabel('Comment').fill('Two partnerships');
    await dialog
      .getByLabel(/^Files/)
      .setInputFiles({ name: fileName, mimeType: 'text/plain', buffer: Buffer.from(content) });
    await dialog.getByRole('button', { name: 'Upload' }).click();

    await expect(page.getByText('Your document was uploaded.')).toBeVisible();
    await expect(dialog).toBeHidden();

    const row = page.getByRole('table', { name: 'Uploaded files' }).getByRole('row').filter({ hasText: fileName });
    await expect(row).toHaveCount(1);
    await expect(row).toContainText('Other document');
    await expect(row).toContainText(description);
    await expect(row).toContainText('Two partnerships');
    await axe(page);

    const downloading = page.waitForEvent('download');
    await row.getByRole('link', { name: `Download ${fileName}` }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toBe(fileName);
    expect(await readFile(await download.path(), 'utf8')).toBe(content);
  });
});
