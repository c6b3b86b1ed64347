import type { Page } from '@playwright/test';
import { expect, test } from '../../fixtures/test.ts';
import { tinyPdf, tinyPng } from '../../fixtures/sample-files.ts';
import { demo, expectClientPortal, expectStaffPortal, signedIn } from '../../fixtures/sign-in.ts';

// A demo client who signs in with a password; their one entity (i = 12 in the seed: Chloe Brown, a C-Corporation).
const CLIENT_EMAIL = demo.passwordClient(13);
const ENTITY = 'Brown C-Corporation Co.';
const SHARED = 'Tax Year 2025';
const STAFF_ONLY = 'Review notes (STAFF ONLY)';

async function createFolder(page: Page, name: string) {
  await page.getByRole('button', { name: 'Create Folder' }).first().click();
  const dialog = page.getByRole('dialog', { name: 'Create Folder' });
  await dialog.getByRole('textbox', { name: /Folder name/ }).fill(name);
  await dialog.getByRole('button', { name: 'Create Folder' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('link', { name, exact: true })).toBeVisible();
}

test.describe('Documents', () => {
  test('staff upload into a new folder; the client sees it but not the STAFF ONLY folder and downloads it as a zip', async ({
    browser,
    baseURL,
    axe,
  }) => {
    const staff = await signedIn(browser, baseURL, demo.partner);
    await expectStaffPortal(staff);
    await staff.goto('/admin');
    await staff.getByRole('searchbox', { name: 'Search' }).fill(ENTITY);
    await staff.getByRole('table', { name: 'Entities' }).getByRole('link', { name: ENTITY, exact: true }).click();
    await expect(staff.getByRole('heading', { name: ENTITY, level: 1 })).toBeVisible();
    await staff.getByRole('navigation', { name: 'Entity navigation' }).getByRole('link', { name: 'Documents' }).click();
    await expect(staff).toHaveURL(/\/admin\/[^/]+\/documents$/);
    await expect(staff.getByText('No documents yet')).toBeVisible();
    const entityHash = new URL(staff.url()).pathname.split('/')[2]!;

    // A folder for the client, and one for the firm only.
    await createFolder(staff, SHARED);
    await createFolder(staff, STAFF_ONLY);
    const lockedRow = staff.getByRole('row').filter({ hasText: STAFF_ONLY });
    await expect(lockedRow.getByText('STAFF ONLY', { exact: true })).toBeVisible();
    await axe(staff);

    // Into the shared folder: three files, one renamed before upload, each with its own progress bar.
    await staff.getByRole('link', { name: SHARED, exact: true }).click();
    await expect(staff).toHaveURL(/\?path=%2FTax\+Year\+2025$|\?path=%2FTax%20Year%202025$/);
    await expect(staff.getByRole('navigation', { name: 'Folder path' }).getByText(SHARED)).toHaveAttribute(
      'aria-current',
      'page',
    );
    await staff.getByRole('button', { name: 'Upload Documents' }).first().click();
    const upload = staff.getByRole('dialog', { name: 'Upload Documents' });
    const chooser = staff.waitForEvent('filechooser');
    await upload.getByRole('button', { name: 'Choose files' }).click();
    await (
      await chooser
    ).setFiles([
      { name: 'w2-acme.pdf', mimeType: 'application/pdf', buffer: tinyPdf('W-2 Acme') },
      { name: 'receipt.png', mimeType: 'image/png', buffer: tinyPng() },
      { name: '1099-int.pdf', mimeType: 'application/pdf', buffer: tinyPdf('1099-INT') },
    ]);
    const chosen = upload.getByRole('list', { name: 'Chosen files' });
    await expect(chosen.getByRole('listitem')).toHaveCount(3);
    await upload.getByRole('textbox', { name: 'Name for w2-acme.pdf' }).fill('W-2 Acme Corp');
    await expect(upload.getByText('Saved as W-2 Acme Corp.pdf')).toBeVisible();
    await axe(staff);
    await upload.getByRole('button', { name: 'Upload 3 files' }).click();
    await expect(chosen.getByText('Uploaded', { exact: true })).toHaveCount(3);
    await expect(upload.locator('[aria-label^="Upload progress for"][aria-valuenow="100"]')).toHaveCount(3);
    await expect(staff.getByText('Upload successful')).toBeVisible();
    await upload.getByRole('button', { name: 'Done' }).click();
    await expect(upload).toBeHidden();
    const table = staff.getByRole('table', { name: 'Documents' });
    for (const name of ['W-2 Acme Corp.pdf', 'receipt.png', '1099-int.pdf']) {
      await expect(table.getByRole('link', { name, exact: true })).toBeVisible();
    }
    await expect(table.getByText('New', { exact: true })).toHaveCount(3);
    await axe(staff);

    // The client opens Documents from their navigation.
    const client = await signedIn(browser, baseURL, CLIENT_EMAIL);
    await expectClientPortal(client);
    await client.getByRole('link', { name: 'Documents' }).click();
    await expect(client).toHaveURL(new RegExp(`/documents/${entityHash}$`));
    await expect(client.getByRole('heading', { name: 'Documents', level: 1 })).toBeVisible();
    await expect(client.getByRole('link', { name: SHARED, exact: true })).toBeVisible();
    await expect(client.getByText(STAFF_ONLY)).toHaveCount(0);
    await expect(client.getByRole('switch', { name: 'Show deleted' })).toHaveCount(0);
    await axe(client);

    await client.getByRole('link', { name: SHARED, exact: true }).click();
    for (const name of ['W-2 Acme Corp.pdf', 'receipt.png', '1099-int.pdf']) {
      await expect(client.getByRole('link', { name, exact: true })).toBeVisible();
    }
    // A file opens in the preview, named in the address.
    await client.getByRole('link', { name: 'receipt.png', exact: true }).click();
    await expect(client).toHaveURL(/[?&]file=receipt\.png/);
    await expect(client.getByRole('dialog')).toBeVisible();
    await client.keyboard.press('Escape');
    await expect(client.getByRole('dialog')).toBeHidden();
    await expect(client).not.toHaveURL(/file=/);

    // A PDF is drawn by pdf.js in the browser: its page becomes a painted canvas.
    await client.getByRole('link', { name: 'W-2 Acme Corp.pdf', exact: true }).click();
    const pdfDialog = client.getByRole('dialog');
    await expect(pdfDialog.locator('canvas').first()).toBeVisible();
    await expect
      .poll(() =>
        pdfDialog
          .locator('canvas')
          .first()
          .evaluate((c: HTMLCanvasElement) => c.width),
      )
      .toBeGreaterThan(0);
    await axe(client);
    await client.keyboard.press('Escape');
    await expect(pdfDialog).toBeHidden();

    await client.getByRole('button', { name: 'Actions for receipt.png' }).click();
    await expect(client.getByRole('menuitem', { name: 'Rename' })).toHaveCount(0);
    await expect(client.getByRole('menuitem', { name: 'Move or copy' })).toHaveCount(0);
    await axe(client);
    await client.keyboard.press('Escape');
    await expect(client.getByRole('menu')).toHaveCount(0);

    const download = client.waitForEvent('download');
    await client.getByRole('button', { name: 'Download folder' }).click();
    expect((await download).suggestedFilename()).toBe(`${SHARED}.zip`);

    // At 375 px the list becomes cards.
    await client.setViewportSize({ width: 375, height: 800 });
    await expect(client.getByRole('list', { name: 'Documents' }).getByRole('listitem')).toHaveCount(3);
    await expect(client.getByRole('table', { name: 'Documents' })).toHaveCount(0);
    await axe(client);
  });
});
