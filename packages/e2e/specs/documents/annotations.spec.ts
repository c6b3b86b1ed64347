import { expect, test } from '../../fixtures/test.ts';
import { downloadedBytes, pdfPages } from '../../fixtures/pdf-text.ts';
import { demo, expectStaffPortal, signedIn } from '../../fixtures/sign-in.ts';

// The demo firm has annotation_enabled; its first entity has sample PDFs in /Uploads.
const ENTITY = 'Ava Nguyen';
const FILE = 'W-2 Acme Corp.pdf';
const NOTE = 'Reviewed by Pat';

test.describe('Annotations', () => {
  test.use({ actionTimeout: 30_000, navigationTimeout: 30_000 });
  // pdf.js opens the file twice (before and after the reload), each up to half a minute on a busy 2-core machine.
  test.setTimeout(420_000);

  test('staff annotate a PDF with a check and a textbox, save, see them again, and download it annotated', async ({
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
    await staff.getByRole('link', { name: FILE, exact: true }).click();
    const viewer = staff.getByRole('dialog');
    // pdf.js reads the file in a worker: slow on a busy machine.
    await expect(viewer.getByRole('img', { name: 'Page 1' })).toBeVisible({ timeout: 60_000 });
    await expect(viewer.getByRole('radio', { name: 'View' })).toBeChecked();

    // A check where the page is clicked.
    await viewer.getByText('Check', { exact: true }).click();
    const page1 = viewer.getByTestId('annotations-page-1');
    await page1.click({ position: { x: 120, y: 100 } });
    await expect(viewer.getByRole('button', { name: 'Check on page 1' })).toBeVisible();

    // A textbox needs its text first.
    await viewer.getByText('Textbox', { exact: true }).click();
    await page1.click({ position: { x: 120, y: 200 } });
    await expect(viewer.getByText('Enter the text first')).toBeVisible();
    await viewer.getByRole('textbox', { name: 'Textbox text' }).fill(NOTE);
    await page1.click({ position: { x: 120, y: 200 } });
    const textbox = viewer.getByRole('button', { name: `Textbox “${NOTE}” on page 1` });
    await expect(textbox).toHaveText(NOTE);

    // Moved by the keyboard: ten units right.
    const before = await textbox.boundingBox();
    await textbox.focus();
    await staff.keyboard.press('Shift+ArrowRight');
    await expect.poll(async () => (await textbox.boundingBox())!.x).toBeGreaterThan(before!.x + 5);
    await axe(staff);

    await viewer.getByRole('button', { name: 'Save annotations' }).click();
    await expect(staff.getByText('Annotation updated successfully')).toBeVisible();
    await expect(viewer.getByRole('button', { name: 'Save annotations' })).toBeDisabled();

    // After a reload the preview opens again with them.
    await staff.reload();
    const again = staff.getByRole('dialog');
    await expect(again.getByRole('button', { name: 'Check on page 1' })).toBeVisible({ timeout: 60_000 });
    await expect(again.getByRole('button', { name: `Textbox “${NOTE}” on page 1` })).toBeVisible();

    // The download has the textbox's text on the page.
    const [file] = await Promise.all([
      staff.waitForEvent('download'),
      again.getByRole('button', { name: 'Download with annotations' }).click(),
    ]);
    expect(file.suggestedFilename()).toBe(FILE);
    const pages = await pdfPages(await downloadedBytes(file));
    expect(pages[0]).toContain(NOTE);

    // Unsaved work asks before the viewer closes.
    await again.getByText('Check', { exact: true }).click();
    await again.getByTestId('annotations-page-1').click({ position: { x: 60, y: 300 } });
    await expect(again.getByRole('button', { name: 'Check on page 1' }).last()).toBeFocused();
    await again.getByRole('button', { name: 'Close' }).click();
    const ask = staff.getByRole('dialog', { name: 'Discard unsaved annotations?' });
    await expect(ask).toBeVisible();
    await axe(staff);
    await ask.getByRole('button', { name: 'Discard' }).click();
    await expect(staff.getByRole('dialog')).toHaveCount(0);
  });
});
