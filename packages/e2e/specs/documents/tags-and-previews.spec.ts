import { readFileSync } from 'node:fs';
import { expect, test } from '../../fixtures/test.ts';
import { demo, expectClientPortal, expectStaffPortal, signedIn } from '../../fixtures/sign-in.ts';

// Real files made by heif-enc and Spreadsheet::WriteExcel (the unit tests' fixtures).
const HEIC = readFileSync(new URL('../../../server/src/platform/images/fixtures/red-blue-64x48.heic', import.meta.url));
const XLS = readFileSync(new URL('../../../web/src/lib/__fixtures__/basic.xls', import.meta.url));
// The demo firm's first entity (client1, a password client) has sample files in /Uploads, the W-2 tagged Payroll.
const ENTITY = 'Ava Nguyen';

test.describe('Document tags and previews', () => {
  test.use({ actionTimeout: 30_000, navigationTimeout: 30_000 });

  test('staff tag files on upload, one by one and in bulk; a HEIC photo and an .xls sheet preview in the browser', async ({
    browser,
    baseURL,
    axe,
  }) => {
    const staff = await signedIn(browser, baseURL, demo.partner);
    await expectStaffPortal(staff);
    await staff.goto('/admin');
    await staff.getByRole('searchbox', { name: 'Search' }).fill(ENTITY);
    await staff.getByRole('table', { name: 'Entities' }).getByRole('link', { name: ENTITY, exact: true }).click();
    await staff.getByRole('navigation', { name: 'Entity navigation' }).getByRole('link', { name: 'Documents' }).click();
    await staff.getByRole('link', { name: 'Uploads', exact: true }).click();
    const row = (name: string) => staff.getByRole('row').filter({ hasText: name });
    await expect(row('W-2 Acme Corp.pdf').getByText('Payroll', { exact: true })).toBeVisible();

    // Two files with a tag from the firm's list, given to both.
    await staff.getByRole('button', { name: 'Upload Documents' }).first().click();
    const upload = staff.getByRole('dialog', { name: 'Upload Documents' });
    await upload.getByRole('combobox', { name: 'Tags' }).fill('IRS');
    await staff.getByRole('option', { name: 'IRS letters' }).click();
    await upload.getByRole('combobox', { name: 'Tags' }).press('Escape');
    const chooser = staff.waitForEvent('filechooser');
    await upload.getByRole('button', { name: 'Choose files' }).click();
    await (
      await chooser
    ).setFiles([
      { name: 'notice photo.heic', mimeType: 'image/heic', buffer: HEIC },
      { name: 'ledger.xls', mimeType: 'application/vnd.ms-excel', buffer: XLS },
    ]);
    await expect(upload.getByRole('listbox')).toHaveCount(0);
    await axe(staff);
    await upload.getByRole('button', { name: 'Upload 2 files' }).click();
    await expect(upload.getByText('Uploaded', { exact: true })).toHaveCount(2);
    await upload.getByRole('button', { name: 'Done' }).click();
    for (const name of ['notice photo.heic', 'ledger.xls']) {
      await expect(row(name).getByText('IRS letters', { exact: true })).toBeVisible();
    }

    // The HEIC photo is shown as the JPEG the server made of it.
    await staff.getByRole('link', { name: 'notice photo.heic', exact: true }).click();
    const photo = staff.getByRole('dialog').getByRole('img', { name: 'notice photo.heic' });
    await expect(photo).toHaveAttribute('src', /^blob:/);
    await expect.poll(() => photo.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(64);
    await axe(staff);
    await staff.keyboard.press('Escape');

    // The .xls is read by the portal: sheet tabs (not the hidden one) and the cells.
    await staff.getByRole('link', { name: 'ledger.xls', exact: true }).click();
    const sheet = staff.getByRole('dialog');
    await expect(sheet.getByRole('tab', { name: 'Income' })).toBeVisible();
    await expect(sheet.getByRole('tab', { name: 'Lists' })).toHaveCount(0);
    const income = sheet.getByRole('table', { name: 'Income' });
    await expect(income.getByRole('cell', { name: 'Ann Lee', exact: true })).toBeVisible();
    await expect(income.getByRole('cell', { name: '2024-03-15', exact: true })).toBeVisible();
    await sheet.getByRole('tab', { name: 'Expenses' }).click();
    await expect(sheet.getByRole('table', { name: 'Expenses' }).getByRole('cell', { name: 'Rent' })).toBeVisible();
    await axe(staff);
    await staff.keyboard.press('Escape');
    await expect(staff.getByRole('dialog')).toHaveCount(0);

    // One file's tags.
    await staff.getByRole('button', { name: 'Actions for W-2 Acme Corp.pdf' }).click();
    await staff.getByRole('menuitem', { name: 'Edit tags' }).click();
    const edit = staff.getByRole('dialog', { name: 'Document Tags' });
    await edit.getByRole('combobox', { name: 'Tags' }).fill('Employer copy');
    await edit.getByRole('combobox', { name: 'Tags' }).press('Enter');
    await edit.getByRole('combobox', { name: 'Tags' }).press('Escape');
    await axe(staff);
    await edit.getByRole('button', { name: 'Save' }).click();
    await expect(edit).toBeHidden();
    await expect(row('W-2 Acme Corp.pdf').getByText('Employer copy', { exact: true })).toBeVisible();

    // A selection: a tag added to two files at once.
    await staff.getByRole('checkbox', { name: 'Select notice photo.heic' }).check();
    await staff.getByRole('checkbox', { name: 'Select ledger.xls' }).check();
    await staff.getByRole('region', { name: 'Selected items' }).getByRole('button', { name: 'Tags' }).click();
    const bulk = staff.getByRole('dialog', { name: 'Update Tags' });
    await expect(bulk.getByText('2 selected documents')).toBeVisible();
    await bulk.getByRole('combobox', { name: 'Tags to add' }).fill('2025');
    await bulk.getByRole('combobox', { name: 'Tags to add' }).press('Enter');
    await bulk.getByRole('combobox', { name: 'Tags to add' }).press('Escape');
    await bulk.getByRole('button', { name: 'Save' }).click();
    await expect(bulk).toBeHidden();
    for (const name of ['notice photo.heic', 'ledger.xls']) {
      await expect(row(name).getByText('2025', { exact: true })).toBeVisible();
    }

    // The client sees the tags and the photo on a phone, but cannot change tags.
    const client = await signedIn(browser, baseURL, demo.passwordClient(1), 375);
    await expectClientPortal(client);
    await client.goto(staff.url().replace(/\/admin\/([^/]+)\/documents/, '/documents/$1'));
    await expect(client.getByText('IRS letters').first()).toBeVisible();
    await client.getByRole('link', { name: 'notice photo.heic', exact: true }).click();
    const clientPhoto = client.getByRole('dialog').getByRole('img', { name: 'notice photo.heic' });
    await expect.poll(() => clientPhoto.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(64);
    await axe(client);
    await client.keyboard.press('Escape');
    await client.getByRole('button', { name: 'Actions for ledger.xls' }).click();
    await expect(client.getByRole('menuitem', { name: 'Edit tags' })).toHaveCount(0);
  });
});
