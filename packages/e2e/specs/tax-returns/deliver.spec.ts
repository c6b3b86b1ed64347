import type { Browser, Locator, Page } from '@playwright/test';
import { PDFDocument, StandardFonts } from 'pdf-lib';
import { expect, test } from '../../fixtures/test.ts';
import { demo, expectStaffPortal, linkIn, signedIn, signInWithPassword } from '../../fixtures/sign-in.ts';

const returnName = `2025 Form 1040 ${Date.now().toString(36)}`;

/** A joint return as a tax program prints it: the 1040, its 8879 for both spouses, a 1040-V and a 1040-ES. */
const PAGES = [
  'Form 1040 U.S. Individual Income Tax Return 2025 Filing Status Married filing jointly',
  "Form 8879 IRS e-file Signature Authorization 2025 Taxpayer's name Spouse's name Part II Taxpayer's PIN Your signature Spouse's signature",
  'Form 1040-V Payment Voucher 2025 Amount you are paying by check or money order $ 1,234.56 Due April 15, 2026',
  'Form 1040-ES 2026 Estimated Tax Payment Voucher 1 Calendar year Due April 15, 2026 Amount of estimated tax you are paying by check or money order. $ 500.00',
];

async function returnPdf(version: string): Promise<Buffer> {
  const pdf = await PDFDocument.create();
  const font = await pdf.embedFont(StandardFonts.Helvetica);
  for (const text of PAGES) {
    const page = pdf.addPage([612, 792]);
    const words = `${text} ${version}`.split(' ');
    for (let i = 0, y = 740; i < words.length; i += 9, y -= 16)
      page.drawText(words.slice(i, i + 9).join(' '), { x: 54, y, size: 10, font });
  }
  return Buffer.from(await pdf.save());
}

async function phone(browser: Browser, baseURL: string | undefined) {
  const context = await browser.newContext({ baseURL, viewport: { width: 375, height: 740 }, hasTouch: true });
  return context.newPage();
}

/** The row's cell under a column header. */
async function cell(table: Locator, row: Locator, header: string) {
  const headers = await table.locator('thead th').allInnerTexts();
  const index = headers.findIndex((h) => h.trim() === header);
  expect(index, `column ${header}`).toBeGreaterThanOrEqual(0);
  return row.locator('td, th').nth(index);
}

async function openView(staff: Page, row: Locator) {
  await row.getByRole('button', { name: /^Actions for/ }).click();
  await staff.getByRole('menuitem', { name: 'View' }).click();
  return staff.getByRole('dialog', { name: 'Tax return' });
}

test.describe('Tax return delivery', () => {
  test.use({ actionTimeout: 20_000 });

  test('a draft goes to the client, who asks for changes; staff replace it, the client approves; staff classify and send', async ({
    browser,
    baseURL,
    mail,
    axe,
  }) => {
    test.setTimeout(420_000);
    const staff = await signedIn(browser, baseURL, demo.partner);
    await expectStaffPortal(staff);
    await staff.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'Deliver' }).click();
    await expect(staff).toHaveURL(/\/tax-returns$/);
    const table = staff.getByRole('table', { name: 'Tax returns' });
    await expect(table.getByText('No tax returns were found')).toBeVisible();
    await axe(staff);

    // Send Tax Return as a draft for approval: one entity with two owners, the PDF, the year, a name.
    await staff.getByRole('button', { name: 'Send Tax Return' }).first().click();
    const send = staff.getByRole('dialog', { name: 'Send Tax Return' });
    await send.getByRole('button', { name: 'Upload' }).click();
    await expect(send.getByText('Please choose exactly one entity')).toBeVisible();
    await expect(send.getByText('Please enter a return name')).toBeVisible();
    await send.getByRole('combobox', { name: /^Entity/ }).fill('Tara &');
    await staff
      .getByRole('option', { name: /^Tara & \w+ Jones$/ })
      .first()
      .click();
    await send.locator('input[type="file"]').setInputFiles({
      name: 'return.pdf',
      mimeType: 'application/pdf',
      buffer: await returnPdf('first draft'),
    });
    await send.getByRole('combobox', { name: /^Tax year/ }).click();
    await staff.getByRole('listbox', { name: 'Tax year' }).getByRole('option', { name: '2025' }).click();
    await send.getByRole('textbox', { name: /^Return name/ }).fill(returnName);
    await send.getByRole('switch', { name: /^Send as a draft for approval/ }).check();
    await axe(staff);
    await send.getByRole('button', { name: 'Upload' }).click();
    await expect(send).toBeHidden();

    const row = table.getByRole('row').filter({ hasText: returnName });
    await expect(row.getByText('Draft', { exact: true })).toBeVisible({ timeout: 60_000 });
    await expect(await cell(table, row, 'Signatures')).toHaveText('0 of 2 signed');
    await expect(await cell(table, row, 'Payments')).toHaveText('0 of 2 paid');
    await axe(staff);

    // The primary contact reviews the draft on a phone from the email and asks for changes.
    const draftMail = await mail.waitFor((m) => m.subject === 'Your 2025 tax return draft is ready for your review');
    const contact = draftMail.to[0]!;
    const client = await phone(browser, baseURL);
    await client.goto(linkIn(draftMail.text, '/tax-return-delivery/'));
    await signInWithPassword(client, contact);
    await expect(client).toHaveURL(/\/tax-return-delivery\/\d+/);
    await expect(client.getByRole('heading', { name: 'Review Draft' })).toBeVisible();
    await expect(client.getByRole('img', { name: 'Page 1' })).toBeVisible();
    await axe(client);
    await client.getByRole('button', { name: 'Request Changes' }).click();
    await client.getByRole('button', { name: 'Send request' }).click();
    await expect(client.getByText('Please tell your firm what should change')).toBeVisible();
    await client.getByRole('textbox', { name: /^What should change/ }).fill('Our address is 12 Elm Street.');
    await client.getByRole('button', { name: 'Send request' }).click();
    await expect(client.getByRole('status').filter({ hasText: 'You asked your firm for changes' })).toBeVisible();
    await axe(client);

    // Staff see the reason and replace the draft; it is read again and goes back to the client.
    await staff.reload();
    await expect(row.getByText('Change requested')).toBeVisible();
    await staff.getByRole('combobox', { name: 'Status' }).selectOption('group:action_required');
    await expect(row).toBeVisible();
    await staff.getByRole('combobox', { name: 'Status' }).selectOption('all');
    let view = await openView(staff, row);
    await expect(view.getByText('Our address is 12 Elm Street.')).toBeVisible();
    await axe(staff);
    await view.locator('input[type="file"]').setInputFiles({
      name: 'corrected.pdf',
      mimeType: 'application/pdf',
      buffer: await returnPdf('corrected draft'),
    });
    await view.getByRole('button', { name: 'Replace Tax Return Draft' }).click();
    await expect(view.getByText(/under client review/)).toBeVisible({ timeout: 60_000 });
    await view.getByRole('button', { name: 'Close' }).click();
    await expect(row.getByText('Draft', { exact: true })).toBeVisible();

    // The client approves the corrected draft.
    await client.reload();
    await expect(client.getByRole('heading', { name: 'Review Draft' })).toBeVisible();
    await client.getByRole('button', { name: 'Approve' }).click();
    await expect(client.getByRole('status').filter({ hasText: 'You approved this draft' })).toBeVisible();
    // The dashboard lists the return under the Tax Returns heading and opens it again.
    await client.goto('/');
    await client.getByRole('button', { name: 'Open navigation' }).click();
    await client.getByRole('radio', { name: /^Tara & \w+ Jones$/ }).check();
    await expect(client.getByRole('heading', { level: 1, name: /Tax Returns$/ })).toBeVisible();
    await client.getByRole('region', { name: 'Tax returns' }).getByRole('link', { name: returnName }).click();
    await expect(client).toHaveURL(/\/tax-return-delivery\/\d+\?companyId=\d+$/);
    await expect(client.getByText('You approved this draft')).toBeVisible();
    await axe(client);
    await client.context().close();

    // Staff start classifying: the proposed 8879 for both owners and the two vouchers, confirmed and sent.
    await staff.reload();
    await expect(row.getByText('Approved')).toBeVisible();
    view = await openView(staff, row);
    await view.getByRole('button', { name: 'Start Classification' }).click();
    const form = view.getByRole('group', { name: /^Form 8879, page 2$/ });
    await expect(form).toBeVisible();
    await expect(form.getByRole('checkbox', { checked: true })).toHaveCount(2);
    await expect(view.getByRole('group', { name: /^Voucher / })).toHaveCount(2);
    await expect(
      view.getByRole('group', { name: 'Voucher 1040-V, page 3' }).getByRole('textbox', { name: 'Amount' }),
    ).toHaveValue('$1,234.56');
    await axe(staff);
    await view.getByRole('button', { name: 'Send', exact: true }).click();
    await expect(view.getByText(/not signed yet/).first()).toBeVisible({ timeout: 60_000 });
    await view.getByRole('button', { name: 'Close' }).click();
    await expect(row.getByText('Sent', { exact: true })).toBeVisible();
    await expect(await cell(table, row, 'Signatures')).toHaveText('0 of 2 signed');
    await expect(await cell(table, row, 'Payments')).toHaveText('0 of 2 paid');

    // The entity's page lists the return with the same progress.
    await row.getByRole('link', { name: /^Tara & \w+ Jones$/ }).click();
    const panel = staff.getByRole('region', { name: 'Tax returns' });
    const listed = panel.getByRole('row').filter({ hasText: returnName });
    await expect(listed).toContainText('Sent');
    await expect(listed).toContainText('0 of 2 signed');
    await axe(staff);

    const ready = await mail.waitFor(contact);
    expect(ready.subject).toBe('Your 2025 tax return is ready for review');
    expect(ready.text).toContain('1,734.56');
    await axe(staff);
  });
});
