import type { Browser, Page } from '@playwright/test';
import { PDFDocument, StandardFonts } from 'pdf-lib';
import { downloadedBytes, pdfPages } from '../../fixtures/pdf-text.ts';
import { expect, test } from '../../fixtures/test.ts';
import { demo, expectStaffPortal, signedIn, signInWithPassword } from '../../fixtures/sign-in.ts';

const PASSWORD = 'Spouse-Signs-2026!';
const docName = `Engagement letter ${Date.now().toString(36)}`;

/** A 3-page letter whose last page has labelled signature and date lines for two signers. */
async function letterPdf(): Promise<Buffer> {
  const pdf = await PDFDocument.create();
  const font = await pdf.embedFont(StandardFonts.Helvetica);
  for (let i = 1; i <= 3; i++) {
    const page = pdf.addPage([612, 792]);
    page.drawText(`Engagement letter page ${i}`, { x: 72, y: 720, size: 14, font });
    if (i === 3) {
      page.drawText('Taxpayer signature', { x: 72, y: 200, size: 11, font });
      page.drawText('Date', { x: 400, y: 200, size: 11, font });
      page.drawText('Spouse signature', { x: 72, y: 150, size: 11, font });
      page.drawText('Date', { x: 400, y: 150, size: 11, font });
    }
  }
  return Buffer.from(await pdf.save());
}

/** A link in a mail body (quoted-printable unfolded) whose path starts with `path`. */
function linkTo(text: string, path: string): string {
  const unfolded = text.replace(/=\r?\n/g, '').replace(/=3D/g, '=');
  const link = unfolded.match(/https?:\/\/\S+/g)?.find((l) => new URL(l).pathname.startsWith(path));
  if (!link) throw new Error(`no ${path} link in: ${text}`);
  return link;
}

/** Signature requests with identity verification (test mode: no Stripe here), on or off. */
const PREFERENCES = ['Signature requests', 'Verify identity before signing', 'Verify identity with Stripe Identity'];
async function setSignaturePreferences(page: Page, on: boolean) {
  await page.goto('/firm?tab=preferences');
  let changed = false;
  for (const name of PREFERENCES) {
    const toggle = page.getByRole('switch', { name: new RegExp(`^${name}`) });
    await expect(toggle).toBeVisible();
    if ((await toggle.isChecked()) === on) continue;
    await toggle.setChecked(on);
    changed = true;
  }
  if (!changed) return;
  await page.getByRole('button', { name: 'Save preferences' }).click();
  await expect(page.getByText('Updated').first()).toBeVisible();
}

/** On the signing page: to the test verification page, report `outcome`, and come back. */
async function verifyIdentity(page: Page, outcome: string, axe: (page: Page) => Promise<void>) {
  await expect(page.getByRole('heading', { name: 'Verify your identity' })).toBeVisible();
  await page.getByRole('button', { name: /^(Verify your identity|Try again)$/ }).click();
  await expect(page).toHaveURL(/\/test-verification\//);
  await expect(page.getByText('Test mode', { exact: true })).toBeVisible();
  await axe(page);
  await page.getByRole('radio', { name: new RegExp(`^${outcome}:`) }).check();
  await page.getByRole('button', { name: 'Submit result' }).click();
  await expect(page).toHaveURL(/\/review-signature-request\/\d+/);
}

async function phone(browser: Browser, baseURL: string | undefined) {
  const context = await browser.newContext({ baseURL, viewport: { width: 375, height: 740 }, hasTouch: true });
  return context.newPage();
}

test.describe('Signature requests', () => {
  test.use({ actionTimeout: 20_000 });

  test('staff upload a 3-page PDF for two owners, place fields and send; each signs at 375 px; the signed PDF has its certificate', async ({
    browser,
    baseURL,
    mail,
    axe,
  }) => {
    test.setTimeout(420_000);
    const staff = await signedIn(browser, baseURL, demo.partner);
    await expectStaffPortal(staff);
    await setSignaturePreferences(staff, true);
    try {
      await staff
        .getByRole('navigation', { name: 'Main navigation' })
        .getByRole('link', { name: 'Signatures' })
        .click();
      await expect(staff).toHaveURL(/\/signature-requests$/);
      await expect(staff.getByText('No signature request found')).toBeVisible();
      await axe(staff);

      // Upload: one entity with two owners (the demo book's client21 and spouse), the PDF, a name.
      await staff.getByRole('button', { name: 'Upload Signature Request' }).first().click();
      const upload = staff.getByRole('dialog', { name: 'Upload Signature Request' });
      await upload.getByRole('combobox', { name: /^Entity/ }).fill('Tara &');
      await staff
        .getByRole('option', { name: /^Tara & \w+ Jones\b/ })
        .first()
        .click();
      await upload.locator('input[type="file"]').setInputFiles({
        name: 'engagement-letter.pdf',
        mimeType: 'application/pdf',
        buffer: await letterPdf(),
      });
      await expect(upload.getByRole('textbox', { name: /^Document name/ })).toHaveValue('engagement-letter');
      await upload.getByRole('textbox', { name: /^Document name/ }).fill(docName);
      await axe(staff);
      await upload.getByRole('button', { name: 'Upload' }).click();
      await expect(upload).toBeHidden();

      const table = staff.getByRole('table', { name: 'Signature requests' });
      const row = table.getByRole('row').filter({ hasText: docName });
      await expect(row.getByText('Action required')).toBeVisible({ timeout: 60_000 });

      // View: the proposed fields for both owners; add an initials field for the second, save and send.
      await row.getByRole('button', { name: /^Actions for/ }).click();
      await staff.getByRole('menuitem', { name: 'View' }).click();
      const view = staff.getByRole('dialog', { name: new RegExp(docName) });
      const signersList = view.getByRole('list', { name: 'Signers' });
      await expect(signersList.getByRole('listitem')).toHaveCount(2);
      const emails = [...(await signersList.innerText()).matchAll(/\(([^()\s]+@[^()\s]+)\)/g)].map((m) => m[1]!);
      expect(emails).toHaveLength(2);
      const taxpayer = emails.find((e) => !e.startsWith('spouse-'))!;
      const spouse = emails.find((e) => e.startsWith('spouse-'))!;
      await expect(view.getByRole('group', { name: /^Signature for / })).toHaveCount(2);
      await expect(view.getByRole('img', { name: 'Page 3' })).toBeVisible();
      await view.getByRole('combobox', { name: 'Signer' }).selectOption({ index: 1 });
      await view
        .locator('label')
        .filter({ hasText: /^Initials$/ })
        .click();
      await view.locator('[data-page-layer="0"]').click({ position: { x: 400, y: 60 } });
      await expect(view.getByRole('group', { name: /^Initials for .* on page 1$/ })).toBeVisible();
      await axe(staff);
      // One step (issue 37 §7): the field placed is saved by itself; there is nothing to save before Send.
      await expect(view.getByRole('button', { name: 'Save fields' })).toHaveCount(0);
      await expect(view.getByRole('status').filter({ hasText: 'All changes saved' })).toBeVisible();
      await view.getByRole('button', { name: 'Send' }).click();
      await expect(view).toBeHidden();
      await expect(row.getByText('Sent')).toBeVisible({ timeout: 30_000 });

      // The taxpayer signs from the emailed link on a phone: sign in, come back, type a signature.
      const first = await phone(browser, baseURL);
      await first.goto(linkTo((await mail.waitFor(taxpayer)).text, '/review-signature-request/'));
      await signInWithPassword(first, taxpayer);
      await expect(first).toHaveURL(/\/review-signature-request\/\d+/);
      await expect(first.getByRole('heading', { level: 1, name: docName })).toBeVisible();
      // The firm checks identity first: a failed check says so and still keeps the signature form away.
      await verifyIdentity(first, 'Failed', axe);
      await expect(first.getByRole('status').filter({ hasText: 'Identity check: Failed' })).toBeVisible();
      await expect(first.getByRole('button', { name: 'Adopt signature' })).toHaveCount(0);
      await verifyIdentity(first, 'Verified', axe);
      await expect(first.getByText(/^Field 1 of 2:/)).toBeVisible();
      await first.getByRole('button', { name: 'Next field' }).click();
      await expect(first.getByText(/^Field 2 of 2:/)).toBeVisible();
      await axe(first);
      await first.getByRole('textbox', { name: 'Type your full name to sign' }).fill('Tara Jones');
      await first.getByRole('button', { name: 'Adopt signature' }).click();
      await first.getByRole('button', { name: 'Finish' }).click();
      // The header and the card say the same.
      const waiting = 'Signed by you · waiting for 1 other signer';
      await expect(first.getByRole('heading', { name: waiting })).toBeVisible();
      await expect(first.getByText(new RegExp(`· ${waiting}$`))).toBeVisible();
      await axe(first);
      await first.context().close();

      // The spouse has never signed in (issue 21 §2): the emailed link opens the choice of a sign-in method,
      // their email not asked again, then the request to sign.
      const second = await phone(browser, baseURL);
      await second.goto(linkTo((await mail.waitFor(spouse)).text, '/set-sign-in-method'));
      await expect(second.getByRole('heading', { name: 'Choose how to sign in', level: 1 })).toBeVisible();
      await expect(second.getByRole('textbox', { name: /email/i })).toHaveCount(0);
      await axe(second);
      await second.getByLabel(/^password/i).check();
      await second.getByRole('button', { name: 'Next' }).click();
      await second.getByLabel('Password', { exact: true }).fill(PASSWORD);
      await second.getByLabel('Confirm password').fill(PASSWORD);
      await second.getByRole('button', { name: 'Save' }).click();
      await expect(second).toHaveURL(/\/review-signature-request\/\d+/);
      await verifyIdentity(second, 'Verified', axe);
      await expect(second.getByText(/^Field 1 of 3:/)).toBeVisible();
      await axe(second);
      await second
        .locator('label')
        .filter({ hasText: /^Draw$/ })
        .click();
      const pad = second.getByRole('img', { name: 'Signature drawing area' });
      await pad.scrollIntoViewIfNeeded();
      const box = (await pad.boundingBox())!;
      // A finger on a phone: real touch events through Chromium's input pipeline, as a touchscreen sends them.
      const touch = await second.context().newCDPSession(second);
      const at = (fx: number, fy: number) => [{ x: box.x + box.width * fx, y: box.y + box.height * fy }];
      await touch.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: at(0.05, 0.7) });
      for (let i = 1; i <= 12; i++) {
        const f = i / 12;
        await touch.send('Input.dispatchTouchEvent', {
          type: 'touchMove',
          touchPoints: at(0.05 + f * 0.75, 0.7 - Math.sin(f * Math.PI) * 0.5),
        });
      }
      await touch.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
      await touch.detach();
      await second.getByRole('button', { name: 'Adopt signature' }).click();
      await second.getByRole('button', { name: 'Finish' }).click();
      await expect(second.getByRole('heading', { name: 'Signed by everyone' })).toBeVisible();
      const download = second.getByRole('button', { name: 'Download signed document' });
      await expect(download).toBeVisible({ timeout: 60_000 });
      await axe(second);
      const [file] = await Promise.all([second.waitForEvent('download'), download.click()]);
      const signedPdf = await downloadedBytes(file);
      const pages = await pdfPages(new Uint8Array(signedPdf));
      expect(pages).toHaveLength(4);
      expect(pages[3]).toContain('Certificate of completion');
      expect(pages[3]).toContain('Tara Jones');
      // Both signers' identity results are on the certificate.
      expect(pages[3]!.match(/Verified/g)).toHaveLength(2);
      await second.context().close();

      // Everyone gets the finished document (issue 37 §6): each signer, once, with the link to the signed copy.
      for (const to of [taxpayer, spouse]) {
        const notice = await mail.waitFor((m) => m.to.includes(to) && m.subject.startsWith(`Signed: ${docName} (`));
        expect(notice.text.replace(/=\r?\n/g, '')).toContain('is now signed by everyone');
        expect(linkTo(notice.text, '/review-signature-request/')).toBeTruthy();
      }

      // Staff see it signed.
      await staff.reload();
      await expect(row.getByText('Signed')).toBeVisible();
      await expect(row.getByRole('cell', { name: 'Verified' })).toBeVisible();
      await axe(staff);

      // Its digital signature verifies: the portal sealed exactly these bytes; one changed byte is caught.
      await staff.getByRole('button', { name: 'Verify a signed PDF' }).click();
      const verify = staff.getByRole('dialog', { name: 'Verify a signed PDF' });
      await verify.locator('input[type="file"]').setInputFiles({
        name: 'signed.pdf',
        mimeType: 'application/pdf',
        buffer: signedPdf,
      });
      await verify.getByRole('button', { name: 'Verify' }).click();
      await expect(verify.getByRole('status')).toContainText('Unchanged since the portal sealed it');
      await expect(verify.getByRole('status')).toContainText(docName);
      await axe(staff);
      const tampered = Buffer.from(signedPdf);
      tampered[300] = tampered[300]! ^ 1;
      await verify.locator('input[type="file"]').setInputFiles({
        name: 'tampered.pdf',
        mimeType: 'application/pdf',
        buffer: tampered,
      });
      await verify.getByRole('button', { name: 'Verify' }).click();
      await expect(verify.getByRole('status')).toContainText('Changed after signing');
      await verify.getByRole('button', { name: 'Done' }).click();
      await expect(verify).toBeHidden();

      // The evidence downloads as JSON: every event of the request, from created to signed.
      await row.getByRole('button', { name: /^Actions for/ }).click();
      const [evidence] = await Promise.all([
        staff.waitForEvent('download'),
        staff.getByRole('menuitem', { name: 'Evidence', exact: true }).click(),
      ]);
      const evidenceChunks: Buffer[] = [];
      for await (const chunk of await evidence.createReadStream()) evidenceChunks.push(chunk as Buffer);
      const record = JSON.parse(Buffer.concat(evidenceChunks).toString('utf8')) as { events: { event: string }[] };
      expect(record.events.map((e) => e.event)).toEqual(
        expect.arrayContaining(['created', 'sent', 'viewed', 'identity_checked', 'signed']),
      );
      // And as a PDF report a firm can file.
      await row.getByRole('button', { name: /^Actions for/ }).click();
      const [report] = await Promise.all([
        staff.waitForEvent('download'),
        staff.getByRole('menuitem', { name: 'Evidence (PDF)' }).click(),
      ]);
      const reportText = (await pdfPages(new Uint8Array(await downloadedBytes(report)))).join(' ');
      expect(reportText).toContain(`Signing evidence: ${docName}`);
      expect(reportText).toContain('identity_checked');
    } finally {
      await setSignaturePreferences(staff, false);
      await staff.context().close();
    }
  });
});
