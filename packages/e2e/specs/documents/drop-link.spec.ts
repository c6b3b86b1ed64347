import { expect, test } from '../../fixtures/test.ts';
import { tinyPdf, tinyPng } from '../../fixtures/sample-files.ts';
import { demo, expectStaffPortal, signInWithPassword } from '../../fixtures/sign-in.ts';

// The demo firm has drop links on (drop_link_enabled defaults to true and the seed leaves it so).
const LINK_NAME = 'Year-end documents';

test('a partner shares a drop link, a visitor uploads through it, and the partner sees it', async ({
  page,
  browser,
  baseURL,
  axe,
}) => {
  await page.goto('/');
  await signInWithPassword(page, demo.partner);
  await expectStaffPortal(page);
  await page.getByRole('link', { name: 'Drop Link', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Drop Links' })).toBeVisible();
  await axe(page);

  await page.getByRole('button', { name: 'Create Drop Link' }).click();
  const dialog = page.getByRole('dialog', { name: 'Create Drop Link' });
  const create = dialog.getByRole('button', { name: 'Create' });
  await expect(create).toBeDisabled();
  await dialog.getByRole('textbox', { name: /^Name/ }).fill(LINK_NAME);
  await dialog.getByRole('combobox', { name: /Firm users to notify/ }).click();
  await page.getByRole('option', { name: 'Paula Partner' }).click();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeVisible();
  await dialog.getByRole('textbox', { name: 'Custom instruction' }).fill('Please send your W-2 and 1099 forms.');
  await axe(page);
  await expect(create).toBeEnabled();
  await create.click();
  await expect(page.getByText('Drop link created successfully')).toBeVisible();
  await expect(dialog).toBeHidden();

  // The copy button writes the visitor's address to the clipboard; catch it there.
  await page.evaluate(() => {
    navigator.clipboard.writeText = async (text: string) => {
      (window as unknown as { copied: string }).copied = text;
    };
  });
  await page.getByRole('button', { name: `Copy link of ${LINK_NAME}` }).click();
  await expect(page.getByText('Link copied to clipboard')).toBeVisible();
  const url = await page.evaluate(() => (window as unknown as { copied: string }).copied);
  expect(new URL(url).pathname).toBe('/drop-link');

  const visitorContext = await browser.newContext({ baseURL });
  const visitor = await visitorContext.newPage();
  await visitor.goto(url);
  await expect(visitor.getByRole('heading', { level: 1, name: 'Demo Tax & Accounting' })).toBeVisible();
  await expect(visitor.getByText(LINK_NAME)).toBeVisible();
  await expect(visitor.getByText('Please send your W-2 and 1099 forms.')).toBeVisible();
  await expect(visitor.getByRole('link', { name: 'Sign in' })).toBeVisible();
  await axe(visitor);
  await visitor.getByRole('textbox', { name: /^First name/ }).fill('Vera');
  await visitor.getByRole('textbox', { name: /^Last name/ }).fill('Visitor');
  await visitor.getByRole('textbox', { name: /^Email/ }).fill('vera@example.com');
  await visitor.getByRole('textbox', { name: /^Phone/ }).fill('5551234567');
  await visitor.getByRole('textbox', { name: 'Description' }).fill('My 2025 forms');
  await visitor.getByLabel('Files to upload').setInputFiles([
    { name: 'w2.pdf', mimeType: 'application/pdf', buffer: tinyPdf('W-2') },
    { name: 'receipt.png', mimeType: 'image/png', buffer: tinyPng() },
  ]);
  await expect(visitor.getByRole('list', { name: 'Chosen files' }).getByRole('listitem')).toHaveCount(2);
  await visitor.getByRole('button', { name: 'Upload', exact: true }).click();
  await expect(visitor.getByRole('heading', { name: 'Upload successful' })).toBeVisible();
  await expect(visitor.getByText('2 files were sent to the firm.')).toBeVisible();
  await expect(visitor.getByRole('button', { name: 'Upload more' })).toBeVisible();
  await visitorContext.close();

  // The upload notifies the partner over the realtime socket: the badge appears without a reload.
  await expect(page.getByRole('link', { name: 'Drop Link (1 unseen)' })).toBeVisible();
  const row = page.getByRole('row', { name: new RegExp(LINK_NAME) });
  await expect(row.getByLabel('1 unseen')).toBeVisible();

  await row.getByRole('button', { name: `Uploads of ${LINK_NAME}` }).click();
  await expect(page).toHaveURL(/\/admin-drop-links\?dropLinkId=\d+/);
  const uploads = page.getByRole('dialog', { name: `Uploads: ${LINK_NAME}` });
  const upload = uploads.getByRole('button', { name: /Vera Visitor/ });
  await expect(upload.getByText('Unseen')).toBeVisible();
  await upload.click();
  await expect(uploads.getByText('vera@example.com')).toBeVisible();
  await expect(uploads.getByText('My 2025 forms')).toBeVisible();
  await expect(uploads.getByRole('button', { name: 'Download w2.pdf' })).toBeVisible();
  await expect(uploads.getByRole('button', { name: 'Download receipt.png' })).toBeVisible();
  await expect(upload.getByText('Seen', { exact: true })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Drop Link', exact: true })).toBeVisible();
  await axe(page);

  // One file by its name in the upload's folder, then the whole upload as a zip.
  const one = page.waitForEvent('download');
  await uploads.getByRole('button', { name: 'Download w2.pdf' }).click();
  expect((await one).suggestedFilename()).toBe('w2.pdf');
  const download = page.waitForEvent('download');
  await uploads.getByRole('button', { name: 'Download', exact: true }).click();
  expect((await download).suggestedFilename()).toMatch(/^Vera-Visitor-\d{4}-\d{2}-\d{2}\.zip$/);
});
