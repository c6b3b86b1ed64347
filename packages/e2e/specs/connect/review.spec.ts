import type { APIRequestContext } from '@playwright/test';
import { PDFDocument } from 'pdf-lib';
import { expect, test } from '../../fixtures/test.ts';
import { downloadedBytes, pdfPages } from '../../fixtures/pdf-text.ts';
import { DEMO_PASSWORD, demo, expectStaffPortal, signedIn } from '../../fixtures/sign-in.ts';
import { drawFormPage, seededRandom } from '../../../server/src/db/seed/draw-form.ts';
import { phonePhotoPdf } from '../../../server/test/connect-set/labelled-set.ts';
import type { RecognisedForm } from '@portal/domain';

// The demo client kept for this journey (seed: demo-questionnaires.ts).
const SCANNER = 'scanner@demo.example';
const ENTITY = 'Sam Scanner';
const FILE = 'Season scan.pdf';
const NOTE = 'Ask about the bank';

/** A client's 13-page scan of a season's forms, none in tax-form order, the last a phone photo of a W-2. */
async function seasonScan(): Promise<Buffer> {
  const pdf = await PDFDocument.create();
  const random = seededRandom(12);
  const pages: [RecognisedForm, string, 1 | 2][] = [
    ['W-2', 'Acme Widgets Inc', 1],
    ['1040', '', 1],
    ['1040', '', 2],
    ['1099-INT', 'First National Bank', 1],
    ['1099-DIV', 'Vanguard Funds', 1],
    ['1098', 'Wells Home Loans', 1],
    ['1098-T', 'State University', 1],
    ['1099-R', 'Pension Trust', 1],
    ['1099-G', 'State of California', 1],
    ['1095-A', 'Covered California', 1],
    ['1099-NEC', 'Client Services LLC', 1],
    ['1099-B', 'Brokerage Inc', 1],
  ];
  for (const [form, payer, page] of pages) await drawFormPage(pdf, { form, payer, year: 2025, page }, random);
  const photo = await PDFDocument.load((await phonePhotoPdf(1)).bytes);
  for (const page of await pdf.copyPages(photo, photo.getPageIndices())) pdf.addPage(page);
  return Buffer.from(await pdf.save());
}

/** The entity's hash, looked up as the partner through the API. */
async function entityHash(request: APIRequestContext, name: string): Promise<string> {
  const signIn = await request.post('/api/sessions/verify_password_for_firebase_token', {
    data: { username: demo.partner, password: DEMO_PASSWORD },
  });
  const headers = { authorization: `Bearer ${(await signIn.json()).firebase_token}` };
  const list = await request.get(`/api/v2/entities?search=${encodeURIComponent(name)}`, { headers });
  expect(list.status(), await list.text()).toBe(200);
  const entities: { hash_id: string; name: string }[] = (await list.json()).entities;
  return entities.find((e) => e.name === name)!.hash_id;
}

test.describe('Bulk upload processor', () => {
  test('a client uploads a 13-page scan with a phone photo into the organizer from a phone; staff see it split into its forms, move one boundary, annotate a page and export them from Connect in tax-form order', async ({
    browser,
    baseURL,
    request,
    axe,
  }) => {
    test.setTimeout(300_000);
    const client = await signedIn(browser, baseURL, SCANNER, 375);
    const card = client.getByRole('article').filter({ hasText: 'Individual Tax Organizer' });
    await card.getByRole('link', { name: 'Start', exact: true }).click();
    await expect(client.getByRole('heading', { name: 'Welcome', level: 2 })).toBeVisible();
    await client.getByRole('combobox', { name: 'Section' }).click();
    await client.getByRole('option', { name: /^Documents/ }).click();
    await expect(client.getByRole('heading', { name: 'Documents', level: 2 })).toBeVisible();
    const forms1099 = client.getByRole('listitem').filter({ hasText: '1099 forms' });
    await forms1099
      .locator('input[type=file]')
      .setInputFiles({ name: FILE, mimeType: 'application/pdf', buffer: await seasonScan() });
    await expect(forms1099.getByText(FILE)).toBeVisible();
    await axe(client);
    const width = await client.evaluate(() => document.documentElement.scrollWidth);
    expect(width).toBeLessThanOrEqual(375);

    // Staff: the entity's documents lead to the review, where the scan is split into its forms.
    const staff = await signedIn(browser, baseURL, demo.partner);
    await expectStaffPortal(staff);
    const hash = await entityHash(request, ENTITY);
    await staff.goto(`/admin/${hash}`);
    await expect(staff.getByRole('heading', { name: ENTITY, level: 1 })).toBeVisible();
    await staff.getByRole('navigation', { name: 'Entity navigation' }).getByRole('link', { name: 'Documents' }).click();
    await staff.getByRole('link', { name: 'Bulk Upload Processor Review' }).click();
    await expect(staff.getByRole('heading', { name: 'Bulk Upload Processor Review' })).toBeVisible();
    const upload = staff.getByRole('region', { name: `Upload ${FILE}` });
    const docs = upload.getByRole('list', { name: `Documents of ${FILE}` }).getByRole('listitem');
    await expect(docs).toHaveCount(12, { timeout: 180_000 });
    await expect(upload.getByText('W-2 - Acme Widgets Inc - 2025').first()).toBeVisible();
    await expect(upload.getByText('1099-INT - First National Bank - 2025').first()).toBeVisible();
    await expect(upload.getByText(/Form 1040 · Confidence \d+% · Pages 2-3/)).toBeVisible();
    // The phone photo, read by OCR: its W-2 is recognised on its own.
    await expect(upload.getByText(/Form W-2 · Confidence \d+% · Pages 13$/)).toBeVisible();
    await axe(staff);

    // One boundary moved: the W-2's range takes the 1040's first page, which leaves the 1040 on page 3.
    const ranges = upload.getByRole('textbox', { name: `Page ranges of ${FILE}` });
    await expect(ranges).toHaveValue(/^1, 2-3, 4, /);
    const moved = (await ranges.inputValue()).replace(/^1, 2-3, /, '1-2, 3, ');
    await ranges.fill(moved);
    await upload.getByRole('button', { name: 'Split', exact: true }).click();
    await expect(upload.getByText(/· Pages 1-2$/)).toBeVisible({ timeout: 60_000 });
    await expect(upload.getByText(/· Pages 3$/)).toBeVisible();
    await expect(ranges).toHaveValue(moved);
    await axe(staff);

    // A page annotated with a check and a textbox: the 1099-INT, in the folder the upload was filed in.
    const folder = (await upload.getByText(/Filed in /).innerText()).replace(/^.*Filed in /, '');
    await staff.goto(`/admin/${hash}/documents?path=${encodeURIComponent(folder)}`);
    await staff
      .getByRole('link', { name: /^1099-INT - First National Bank - 2025/ })
      .first()
      .click();
    const viewer = staff.getByRole('dialog');
    await expect(viewer.getByRole('img', { name: 'Page 1' })).toBeVisible({ timeout: 60_000 });
    const page1 = viewer.getByTestId('annotations-page-1');
    await viewer.getByText('Check', { exact: true }).click();
    await page1.click({ position: { x: 120, y: 100 } });
    await expect(viewer.getByRole('button', { name: 'Check on page 1' })).toBeVisible();
    await viewer.getByText('Textbox', { exact: true }).click();
    await viewer.getByRole('textbox', { name: 'Textbox text' }).fill(NOTE);
    await page1.click({ position: { x: 120, y: 200 } });
    await expect(viewer.getByRole('button', { name: `Textbox “${NOTE}” on page 1` })).toBeVisible();
    await viewer.getByRole('button', { name: 'Save annotations' }).click();
    await expect(staff.getByText('Annotation updated successfully')).toBeVisible();
    await axe(staff);
    await viewer.getByRole('button', { name: 'Close' }).click();

    // Connect exports the entity's forms in tax-form order, the annotation drawn on its page.
    await staff.getByRole('navigation', { name: 'Entity navigation' }).getByRole('link', { name: 'Connect' }).click();
    const table = staff.getByRole('table', { name: 'Documents to export' });
    await expect(table).toBeVisible();
    await staff.getByRole('button', { name: 'Export PDF' }).click();
    const ready = staff.getByRole('button', { name: /^Download .*documents\.pdf$/ });
    await expect(ready).toBeVisible({ timeout: 60_000 });
    const [file] = await Promise.all([staff.waitForEvent('download'), ready.click()]);
    const pages = await pdfPages(await downloadedBytes(file));
    const contents = pages[0]!;
    const order = ['W-2', '1099-INT', '1099-DIV', '1099-B', '1099-R', '1099-G', '1099-NEC', '1098', '1098-T'];
    const at = order.map((form) => contents.search(new RegExp(`(^|\\s)${form}\\s`)));
    expect(at.every((i) => i >= 0)).toBe(true);
    expect([...at].sort((a, b) => a - b)).toEqual(at);
    const interestPage = Number(contents.match(/1099-INT\s+First National Bank\s+2025\s+(\d+)/)![1]);
    expect(pages[interestPage - 1]).toContain(NOTE);
  });
});
