import type { Browser, Locator, Page } from '@playwright/test';
import { PDFDocument, StandardFonts } from 'pdf-lib';
import { downloadedBytes, pdfPages } from '../../fixtures/pdf-text.ts';
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

/** A joint return with one balance due and a state return the couple mails on paper. */
const DELIVERED_PAGES = [
  PAGES[0]!,
  PAGES[1]!,
  PAGES[2]!,
  'Form 540 California Resident Income Tax Return 2025 Mail this return to: Franchise Tax Board PO Box 942840 Sacramento CA',
];

async function returnPdf(version: string, pages: readonly string[] = PAGES): Promise<Buffer> {
  const pdf = await PDFDocument.create();
  const font = await pdf.embedFont(StandardFonts.Helvetica);
  for (const text of pages) {
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
      .getByRole('option', { name: /^Tara & \w+ Jones\b/ })
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
    const draftMail = await mail.waitFor((m) =>
      m.subject.includes(': your 2025 tax return draft is ready for your review — '),
    );
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
    await client
      .getByRole('dialog', { name: 'Approve this draft?' })
      .getByRole('button', { name: 'Approve draft' })
      .click();
    await expect(client.getByRole('status').filter({ hasText: 'You approved this draft' })).toBeVisible();
    // The dashboard lists the return under the Tax Returns heading and opens it again.
    await client.goto('/');
    await client.getByRole('button', { name: 'Open navigation' }).click();
    await client.getByRole('radio', { name: /^Tara & \w+ Jones\b/ }).check();
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
    await row.getByRole('link', { name: /^Tara & \w+ Jones\b/ }).click();
    const panel = staff.getByRole('region', { name: 'Tax returns' });
    const listed = panel.getByRole('row').filter({ hasText: returnName });
    await expect(listed).toContainText('Sent');
    await expect(listed).toContainText('0 of 2 signed');
    await axe(staff);

    const ready = await mail.waitFor(contact);
    expect(ready.subject).toMatch(/: your 2025 tax return is ready for review — /);
    expect(ready.text).toContain('1,734.56');
    await axe(staff);
  });

  test('the taxpayer and the spouse each sign their 8879 on a phone, pay, mail the state return; the firm finishes; the sealed 8879 names both', async ({
    browser,
    baseURL,
    mail,
    axe,
  }) => {
    test.setTimeout(480_000);
    const name = `2025 Form 1040 joint ${Date.now().toString(36)}`;
    const staff = await signedIn(browser, baseURL, demo.partner);
    await expectStaffPortal(staff);
    // The firm checks signers' identity (test mode here: no Stripe); a return keeps the setting it is sent with.
    await staff.goto('/firm?tab=preferences');
    let changed = false;
    for (const pref of ['Verify identity before signing', 'Verify identity with Stripe Identity']) {
      const toggle = staff.getByRole('switch', { name: new RegExp(`^${pref}`) });
      await expect(toggle).toBeVisible();
      if (await toggle.isChecked()) continue;
      await toggle.setChecked(true);
      changed = true;
    }
    if (changed) {
      await staff.getByRole('button', { name: 'Save preferences' }).click();
      await expect(staff.getByText('Updated').first()).toBeVisible();
    }

    // Send Tax Return for a couple who co-own their entity (the demo book's client31 and spouse).
    await staff.goto('/tax-returns');
    await staff.getByRole('button', { name: 'Send Tax Return' }).first().click();
    const send = staff.getByRole('dialog', { name: 'Send Tax Return' });
    await send.getByRole('combobox', { name: /^Entity/ }).fill('Ruby &');
    await staff
      .getByRole('option', { name: /^Ruby & \w+ Lee\b/ })
      .first()
      .click();
    await send.locator('input[type="file"]').setInputFiles({
      name: 'joint-return.pdf',
      mimeType: 'application/pdf',
      buffer: await returnPdf('final', DELIVERED_PAGES),
    });
    await send.getByRole('combobox', { name: /^Tax year/ }).click();
    await staff.getByRole('listbox', { name: 'Tax year' }).getByRole('option', { name: '2025' }).click();
    await send.getByRole('textbox', { name: /^Return name/ }).fill(name);
    await send.getByRole('button', { name: 'Upload' }).click();
    await expect(send).toBeHidden();
    const table = staff.getByRole('table', { name: 'Tax returns' });
    const row = table.getByRole('row').filter({ hasText: name });
    await expect(row.getByText('Action required')).toBeVisible({ timeout: 60_000 });
    const view = await openView(staff, row);
    await expect(view.getByRole('group', { name: /^Form 8879, page 2$/ })).toBeVisible();
    await view.getByRole('button', { name: 'Send', exact: true }).click();
    await expect(view.getByText(/not signed yet/).first()).toBeVisible({ timeout: 60_000 });
    await view.getByRole('button', { name: 'Close' }).click();
    await expect(row.getByText('Sent', { exact: true })).toBeVisible();

    const taxpayer = 'client31@demo.example';
    const spouse = 'spouse-client31@demo.example';
    const ready = (to: string) => (m: { to: string[]; subject: string }) =>
      m.to.includes(to) && m.subject.includes(': your 2025 tax return is ready for review — ');

    // The taxpayer, on a phone from the email: verify identity, sign, pay the voucher, mail the state return.
    const first = await phone(browser, baseURL);
    await first.goto(linkIn((await mail.waitFor(ready(taxpayer))).text, '/tax-return-delivery/'));
    await signInWithPassword(first, taxpayer);
    await expect(first).toHaveURL(/\/tax-return-delivery\/\d+\?companyId=\d+/);
    await expect(first.getByText('Please sign form 8879 and download your tax return.')).toBeVisible();
    await expect(first.getByRole('list', { name: 'Your steps' })).toContainText('Sign');
    await axe(first);
    await verifyIdentity(first, axe);
    const signTaxpayer = first.getByRole('group', { name: 'Sign Form 8879' });
    await expect(signTaxpayer).toContainText('You sign as the taxpayer');
    await signTaxpayer.getByRole('textbox', { name: 'Type your full name to sign' }).fill('Ruby Lee');
    await signTaxpayer.getByRole('button', { name: 'Sign Form 8879' }).click();
    await expect(first.getByText('Thank you. You have signed every form your firm asked you to sign.')).toBeVisible();
    await expect(signTaxpayer).toBeHidden();
    await axe(first);

    // The 1040-V is paid to the IRS, never to the firm: whom, how much, by when, how; the client records it.
    const payments = first.getByRole('region', { name: 'Payments' });
    await expect(payments).toContainText('not to your firm');
    const federal = payments.getByRole('article', { name: 'Form 1040-V: $1,234.56 to Internal Revenue Service (IRS)' });
    await expect(federal).toContainText('Due Apr 15, 2026');
    await expect(federal.getByRole('link', { name: /^IRS Direct Pay/ })).toHaveAttribute(
      'href',
      'https://www.irs.gov/payments/direct-pay',
    );
    await expect(federal.getByRole('link', { name: /^EFTPS/ })).toHaveAttribute('href', 'https://www.eftps.gov/eftps/');
    await expect(federal).toContainText('"United States Treasury"');
    await expect(first.getByRole('button', { name: /^Pay / })).toHaveCount(0);
    await axe(first);
    await federal.getByRole('button', { name: 'Mark Form 1040-V as paid' }).click();
    const record = federal.getByRole('form', { name: 'Record the payment of Form 1040-V' });
    await record.getByRole('combobox', { name: /^How you paid/ }).selectOption('irs_direct_pay');
    await record.getByRole('textbox', { name: /^Confirmation number/ }).fill('2026-0415-7781');
    await axe(first);
    await record.getByRole('button', { name: 'Save payment' }).click();
    await expect(first.getByText('Payment recorded')).toBeVisible();
    await expect(federal.getByText('Paid', { exact: true })).toBeVisible();
    await expect(federal).toContainText('by IRS Direct Pay · Confirmation 2026-0415-7781');
    await first.getByRole('button', { name: 'Mark form 540 mailed' }).click();
    await expect(
      first.getByRole('region', { name: 'Returns to mail' }).getByText('Mailed', { exact: true }),
    ).toBeVisible();
    await axe(first);
    // The whole return downloads from the page too.
    const [whole] = await Promise.all([
      first.waitForEvent('download'),
      first.getByRole('button', { name: 'Download tax return' }).click(),
    ]);
    expect(whole.suggestedFilename()).toBe('joint-return.pdf');
    expect((await pdfPages(new Uint8Array(await downloadedBytes(whole)))).length).toBe(DELIVERED_PAGES.length);
    // Their dashboard card says what is left: the spouse's signature only.
    const deliveryPage = first.url();
    await first.goto('/');
    await first.getByRole('button', { name: 'Open navigation' }).click();
    await first.getByRole('radio', { name: /^Ruby & \w+ Lee\b/ }).check();
    const card = first.getByRole('region', { name: 'Tax returns' });
    await expect(card).toContainText(name);
    await expect(card).toContainText('1 signature to sign');
    await expect(card).not.toContainText('remaining');
    await axe(first);
    await first.goto(deliveryPage);
    await expect(first.getByRole('list', { name: 'Your steps' })).toBeVisible();

    // The spouse has never signed in (issue 21 §2): their own email's link opens the choice of a sign-in
    // method, their email not asked again; then choosing a password, the return, their own identity check.
    const second = await phone(browser, baseURL);
    await second.goto(linkIn((await mail.waitFor(ready(spouse))).text, '/set-sign-in-method'));
    await expect(second.getByRole('heading', { name: 'Choose how to sign in', level: 1 })).toBeVisible();
    await expect(second.getByRole('textbox', { name: /email/i })).toHaveCount(0);
    await axe(second);
    await second.getByLabel(/^password/i).check();
    await second.getByRole('button', { name: 'Next' }).click();
    await second.getByLabel('Password', { exact: true }).fill('Spouse-Signs-2026!');
    await second.getByLabel('Confirm password').fill('Spouse-Signs-2026!');
    await second.getByRole('button', { name: 'Save' }).click();
    await expect(second).toHaveURL(/\/tax-return-delivery\/\d+/);
    await verifyIdentity(second, axe);
    const signSpouse = second.getByRole('group', { name: 'Sign Form 8879' });
    await expect(signSpouse).toContainText('You sign as the spouse');
    await signSpouse.getByRole('textbox', { name: 'Type your full name to sign' }).fill('Spouse Lee');
    await signSpouse.getByRole('button', { name: 'Sign Form 8879' }).click();
    await expect(second.getByRole('button', { name: 'Download signed Form 8879' })).toBeVisible({ timeout: 60_000 });
    await axe(second);
    await second.context().close();

    // The firm's table follows live, without a reload: both signatures, the payment; then it finishes the return.
    await expect(await cell(table, row, 'Signatures')).toHaveText('2 of 2 signed');
    await expect(await cell(table, row, 'Payments')).toHaveText('1 of 1 paid');
    await expect(row.getByText('Paid', { exact: true })).toBeVisible();
    await row.getByRole('button', { name: /^Actions for/ }).click();
    await staff.getByRole('menuitem', { name: 'Mark as finished' }).click();
    await expect(staff.getByText('Tax return has been marked as finished')).toBeVisible();
    await expect(row.getByText('Finished', { exact: true })).toBeVisible();
    // The staff view offers the sealed form and the e-sign evidence for the firm's file.
    const finished = await openView(staff, row);
    await expect(finished.getByRole('button', { name: 'Download signed Form 8879' })).toBeVisible();
    const [evidence] = await Promise.all([
      staff.waitForEvent('download'),
      finished.getByRole('button', { name: 'Evidence (PDF)' }).click(),
    ]);
    expect(evidence.suggestedFilename()).toMatch(/evidence\.pdf$/);
    await axe(staff);
    await finished.getByRole('button', { name: 'Close' }).click();

    // The taxpayer's page follows too; they download the sealed 8879, whose certificate names both signers.
    await expect(first.getByRole('list', { name: 'Your steps' })).not.toContainText('To do');
    const download = first.getByRole('button', { name: 'Download signed Form 8879' });
    await expect(download).toBeVisible();
    const [file] = await Promise.all([first.waitForEvent('download'), download.click()]);
    const pages = await pdfPages(new Uint8Array(await downloadedBytes(file)));
    expect(pages).toHaveLength(2);
    expect(pages[0]).toContain('Form 8879');
    expect(pages[0]).toContain('Ruby Lee');
    expect(pages[0]).toContain('Spouse Lee');
    expect(pages[1]).toContain('Certificate of completion');
    expect(pages[1]).toContain(taxpayer);
    expect(pages[1]).toContain(spouse);
    expect(pages[1]!.match(/Verified/g)).toHaveLength(2);
    // Each signer by name, with the address they signed from.
    expect(pages[1]).toMatch(/Ruby Lee\s+Email:\s+client31@demo\.example/);
    expect(pages[1]).toMatch(/[A-Z]\w+ Lee\s+Email:\s+spouse-client31@demo\.example/);
    // Digitally signed: the firm checks that the portal sealed exactly these bytes, and which return they are.
    await staff.goto('/signature-requests');
    await staff.getByRole('button', { name: 'Verify a signed PDF' }).click();
    const verify = staff.getByRole('dialog', { name: 'Verify a signed PDF' });
    await verify.locator('input[type="file"]').setInputFiles({
      name: 'signed-8879.pdf',
      mimeType: 'application/pdf',
      buffer: Buffer.from(await downloadedBytes(file)),
    });
    await verify.getByRole('button', { name: 'Verify' }).click();
    await expect(verify.getByRole('status')).toContainText('Unchanged since the portal sealed it');
    await expect(verify.getByRole('status')).toContainText('Form 8879');
    await axe(staff);
    // The dashboard card: nothing left to do.
    await first.goto('/');
    await first.getByRole('button', { name: 'Open navigation' }).click();
    await first.getByRole('radio', { name: /^Ruby & \w+ Lee\b/ }).check();
    const returns = first.getByRole('region', { name: 'Tax returns' });
    await expect(returns).toContainText(name);
    await expect(returns).toContainText('Nothing left to do');
    await axe(first);

    // The Deliver table fits (issue 37 §4): at 1440 px the page does not scroll sideways and the essential
    // columns are in view; the identity verification checks dialog lists both signers' checks.
    const wide = await signedIn(browser, baseURL, demo.partner, 1440);
    await expectStaffPortal(wide);
    await wide.goto('/tax-returns');
    const wideTable = wide.getByRole('table', { name: 'Tax returns' });
    const wideRow = wideTable.getByRole('row').filter({ hasText: name });
    await expect(wideRow).toBeVisible();
    await expectNoSidewaysScroll(wide);
    await expect(wideRow.getByRole('link', { name: /^Ruby & \w+ Lee$/ })).toBeInViewport();
    await expect(wideRow.getByText('Finished', { exact: true })).toBeInViewport();
    await expect(wideRow.getByRole('button', { name: /^Actions for/ })).toBeInViewport();
    for (const header of ['Entity name', 'Return name', 'Status', 'Signatures', 'Payments', 'Last activity', 'Actions'])
      await expect(wideTable.getByRole('columnheader', { name: header, exact: true })).toBeInViewport();
    await axe(wide);
    await wideRow.getByRole('button', { name: /^Actions for/ }).click();
    await wide.getByRole('menuitem', { name: 'Identity verification checks' }).click();
    const checks = wide.getByRole('dialog', { name: 'Identity verification checks' });
    await expect(checks.getByRole('region', { name: /^Checks of / })).toHaveCount(2);
    await expect(checks.getByRole('region', { name: /^Checks of Ruby Lee/ })).toContainText('Verified');
    await expect(checks.getByText('Session created').first()).toBeVisible();
    await axe(wide);
    await checks.getByRole('button', { name: 'Close' }).click();
    // The column picker adds a column, and the table remembers it.
    await wide.getByRole('button', { name: 'Columns' }).click();
    await wide.getByRole('checkbox', { name: 'ID fraud detection' }).check();
    await wide.keyboard.press('Escape');
    await expect(
      wideRow.getByRole('button', { name: /^Identity verification checks for .*: Verified$/ }),
    ).toBeVisible();
    await wide.reload();
    await expect(wideTable.getByRole('columnheader', { name: 'ID fraud detection' })).toBeVisible();
    await wide.context().close();

    // At 375 px each return is a card, its status first; entity, status and actions in view; filters in a drawer.
    const narrow = await signedIn(browser, baseURL, demo.partner, 375);
    // Signed in: the phone's header offers the navigation.
    await expect(narrow.getByRole('button', { name: 'Open navigation' })).toBeVisible();
    await narrow.goto('/tax-returns');
    const cards = narrow.getByRole('list', { name: 'Tax returns' });
    const returnCard = cards.getByRole('listitem').filter({ hasText: name });
    await expect(returnCard).toBeVisible();
    await returnCard.scrollIntoViewIfNeeded();
    await expectNoSidewaysScroll(narrow);
    await expect(returnCard.getByRole('link', { name: /^Ruby & \w+ Lee$/ })).toBeInViewport();
    await expect(returnCard.getByText('Finished', { exact: true })).toBeInViewport();
    await expect(returnCard.getByRole('button', { name: /^Actions for/ })).toBeInViewport();
    expect(await returnCard.innerText()).toMatch(/^\s*Finished/i);
    await expect(narrow.getByRole('combobox', { name: 'Status' })).toHaveCount(0);
    await axe(narrow);
    await narrow.getByRole('button', { name: /^Filters/ }).click();
    const drawer = narrow.getByRole('dialog', { name: 'Filters' });
    await drawer.getByRole('combobox', { name: 'Status' }).selectOption('finished');
    await drawer.getByRole('button', { name: 'Show returns' }).click();
    await expect(returnCard).toBeVisible();
    await expect(narrow.getByRole('button', { name: 'Filters (1)' })).toBeVisible();
    await axe(narrow);
    await narrow.context().close();
  });
});

/** The page itself never scrolls sideways: a table too wide scrolls inside its own box, if at all. */
async function expectNoSidewaysScroll(page: Page) {
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow).toBeLessThanOrEqual(0);
}

/** On the delivery page: to the test verification page, report Verified, and come back. */
async function verifyIdentity(page: Page, axe: (page: Page) => Promise<void>) {
  await expect(page.getByRole('heading', { name: 'Verify your identity' })).toBeVisible();
  await page.getByRole('button', { name: 'Verify your identity' }).click();
  await expect(page).toHaveURL(/\/test-verification\//);
  // Checked once the page has drawn its content, not while it loads.
  await expect(page.getByRole('radio', { name: /^Verified:/ })).toBeVisible();
  await axe(page);
  await page.getByRole('radio', { name: /^Verified:/ }).check();
  await page.getByRole('button', { name: 'Submit result' }).click();
  await expect(page).toHaveURL(/\/tax-return-delivery\/\d+/);
}
