import type { APIRequestContext } from '@playwright/test';
import { PDFDocument } from 'pdf-lib';
import { expect, test } from '../../fixtures/test.ts';
import { downloadedBytes, pdfPages } from '../../fixtures/pdf-text.ts';
import { DEMO_PASSWORD, demo, expectStaffPortal, signedIn } from '../../fixtures/sign-in.ts';
// The bulk upload processor's labelled test set draws forms with their real titles and box labels.
import { drawFormPage, seededRandom } from '../../../server/src/db/seed/draw-form.ts';

/** An option of the entity picker, which names the entity and then its owners: the entity's own starts with its name. */
const startsWith = (name: string) => new RegExp(`^${name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`);

/** A client's scan: a 1099-INT, a W-2 and a two-page 1040, in that (not the tax-form) order. */
async function bundle(): Promise<Buffer> {
  const pdf = await PDFDocument.create();
  const random = seededRandom(19);
  await drawFormPage(pdf, { form: '1099-INT', payer: 'First National Bank', year: 2025, page: 1 }, random);
  await drawFormPage(pdf, { form: 'W-2', payer: 'Acme Widgets Inc', year: 2025, page: 1 }, random);
  await drawFormPage(pdf, { form: '1040', payer: '', year: 2025, page: 1 }, random);
  await drawFormPage(pdf, { form: '1040', payer: '', year: 2025, page: 2 }, random);
  return Buffer.from(await pdf.save());
}

/**
 * Setup the journey does not take through the screens (the Bulk Upload Processor Review is its own journey):
 * the scan uploaded to an Individual entity and processed into its forms.
 */
async function processedEntity(request: APIRequestContext) {
  const signIn = await request.post('/api/sessions/verify_password_for_firebase_token', {
    data: { username: demo.partner, password: DEMO_PASSWORD },
  });
  const headers = { authorization: `Bearer ${(await signIn.json()).firebase_token}` };
  const list = await request.get('/api/v2/entities', { headers });
  expect(list.status(), await list.text()).toBe(200);
  const entities: { id: number; hash_id: string; name: string; entity_type: string }[] = (await list.json()).entities;
  const entity = entities.find((e) => e.entity_type === 'Individual')!;
  const uploaded = await request.post(`/api/companies/${entity.id}/documents`, {
    headers,
    multipart: {
      path: '/',
      file: { name: 'connect-journey-scan.pdf', mimeType: 'application/pdf', buffer: await bundle() },
    },
  });
  expect(uploaded.status(), await uploaded.text()).toBeLessThan(300);
  const { document } = await uploaded.json();
  const started = await request.post('/api/documents/process_document', {
    headers,
    data: { company_id: entity.id, document_id: document.id, upload_path: '/Tax Documents 2025' },
  });
  expect(started.status(), await started.text()).toBe(200);
  const uploadId: number = (await started.json()).id;
  await expect
    .poll(
      async () => {
        const res = await request.get(`/api/companies/${entity.id}/extracted_documents`, { headers });
        return (await res.json()).find((u: { id: number }) => u.id === uploadId)?.status;
      },
      { timeout: 60_000 },
    )
    .toBe('split_succeeded');
  return entity;
}

test.describe('Connect', () => {
  test('staff export an entity’s documents from Connect in tax-form order; the PDF’s contents page lists them in that order', async ({
    browser,
    baseURL,
    request,
    axe,
  }) => {
    const entity = await processedEntity(request);
    const staff = await signedIn(browser, baseURL, demo.partner);
    await expectStaffPortal(staff);
    await staff.goto(`/admin/${entity.hash_id}`);
    await expect(staff.getByRole('heading', { name: entity.name, level: 1 })).toBeVisible();
    await staff.getByRole('navigation', { name: 'Entity navigation' }).getByRole('link', { name: 'Connect' }).click();
    await expect(staff).toHaveURL(new RegExp(`/admin/${entity.hash_id}/connect$`));

    const table = staff.getByRole('table', { name: 'Documents to export' });
    await expect(table).toBeVisible();
    // Earlier journeys may have filed documents of their own: this scan's forms are found by their payers.
    const rows = table.getByRole('row');
    const forms = await rows.evaluateAll((trs) =>
      trs.slice(1).map((tr) => tr.querySelectorAll('td')[1]?.querySelector('p')?.textContent ?? ''),
    );
    const at = (form: string) => forms.indexOf(form);
    expect(at('1040')).toBeGreaterThan(-1);
    expect(at('1040')).toBeLessThan(at('W-2'));
    expect(at('W-2')).toBeLessThan(at('1099-INT'));
    await axe(staff);

    await staff.getByRole('button', { name: 'Export PDF' }).click();
    await expect(
      staff.getByText('Your export is being prepared. You will get a notification when it is ready.').first(),
    ).toBeVisible();
    const ready = staff.getByRole('button', { name: /^Download .*documents\.pdf$/ });
    await expect(ready).toBeVisible({ timeout: 60_000 });
    await axe(staff);
    const download = staff.waitForEvent('download');
    await ready.click();
    const file = await download;
    expect(file.suggestedFilename()).toMatch(/2025 documents\.pdf$/);
    const pages = await pdfPages(await downloadedBytes(file));
    const contents = pages[0]!;
    expect(contents).toContain('Contents');
    expect(contents).toMatch(/1040\s+—\s+2025\s+\d+/);
    expect(contents).toMatch(/W-2\s+Acme Widgets Inc\s+2025\s+\d+/);
    expect(contents).toMatch(/1099-INT\s+First National Bank\s+2025\s+\d+/);
    expect(contents.indexOf('1040')).toBeLessThan(contents.indexOf('W-2'));
    expect(contents.indexOf('W-2')).toBeLessThan(contents.indexOf('1099-INT'));
    // The 1040 starts on the page its contents line names.
    const page1040 = Number(contents.match(/1040\s+—\s+2025\s+(\d+)/)![1]);
    expect(pages[page1040 - 1]).toContain('1040');

    // /review-and-export: the same list for the entity picked there.
    await staff.goto('/review-and-export');
    await expect(staff.getByRole('heading', { name: 'Review and export', level: 1 })).toBeVisible();
    await staff.getByRole('combobox', { name: /Entity/ }).fill(entity.name);
    await staff
      .getByRole('option', { name: startsWith(entity.name) })
      .first()
      .click();
    await expect(staff.getByRole('table', { name: 'Documents to export' })).toBeVisible();
    await axe(staff);
  });
});
