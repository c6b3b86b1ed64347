import type { APIRequestContext } from '@playwright/test';
import { PDFDocument } from 'pdf-lib';
import { expect, test } from '../../fixtures/test.ts';
import { DEMO_PASSWORD, demo, expectStaffPortal, signedIn } from '../../fixtures/sign-in.ts';
import { drawFormPage, seededRandom } from '../../../server/src/db/seed/draw-form.ts';
import { buildLabelledSet } from '../../../server/test/connect-set/labelled-set.ts';

// The demo client kept for this journey (seed: demo-questionnaires.ts): no questionnaire, no documents yet.
const CLIENT = 'checklist@demo.example';
const ENTITY = 'Chris Checklist';
const OTHER_PAYERS = ['First National Bank', 'Vanguard Funds'] as const;

type Headers = Record<string, string>;

async function partnerHeaders(request: APIRequestContext): Promise<Headers> {
  const signIn = await request.post('/api/sessions/verify_password_for_firebase_token', {
    data: { username: demo.partner, password: DEMO_PASSWORD },
  });
  return { authorization: `Bearer ${(await signIn.json()).firebase_token}` };
}

/** Uploads a PDF to the entity's documents and has Connect read it, as staff; resolves once it is read. */
async function processed(request: APIRequestContext, headers: Headers, companyId: number, name: string, pdf: Buffer) {
  const uploaded = await request.post(`/api/companies/${companyId}/documents`, {
    headers,
    multipart: { file: { name, mimeType: 'application/pdf', buffer: pdf } },
  });
  expect(uploaded.status(), await uploaded.text()).toBe(200);
  const document = (await uploaded.json()).document as { id: number };
  const started = await request.post('/api/documents/process_document', {
    headers,
    data: { company_id: companyId, document_id: document.id },
  });
  expect(started.status(), await started.text()).toBe(200);
  await expect
    .poll(
      async () => {
        const list = await request.get(`/api/companies/${companyId}/extracted_documents`, { headers });
        return ((await list.json()) as { status: string }[]).map((u) => u.status);
      },
      { timeout: 120_000, intervals: [500] },
    )
    .not.toContain('processing');
}

test.describe('Tax data and next year’s checklist', () => {
  test('staff correct a W-2 figure beside its page and the entity’s totals follow; the client sees the W-2 received and the rest still missing', async ({
    browser,
    baseURL,
    request,
    axe,
  }) => {
    test.setTimeout(420_000);
    const [labelled] = await buildLabelledSet({ scans: false, slugs: ['w2-irs-full'] });
    const w2 = labelled!.documents[0]!;
    const year = w2.year!;
    // Labelled as printed ("206,597.00").
    const wages = Number(w2.fields!['1']!.replaceAll(',', ''));
    const money = (n: number) => n.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
    const headers = await partnerHeaders(request);
    const found = await request.get(`/api/v2/entities?search=${encodeURIComponent(ENTITY)}`, { headers });
    const entity = ((await found.json()).entities as { id: number; hash_id: string; name: string }[]).find(
      (e) => e.name === ENTITY,
    )!;

    // Last year: the client's W-2 from this employer, a bank's 1099-INT and a fund's 1099-DIV, read by Connect.
    const lastYear = await PDFDocument.create();
    const random = seededRandom(42);
    await drawFormPage(lastYear, { form: 'W-2', payer: w2.payer!, year: year - 1, page: 1 }, random);
    await drawFormPage(lastYear, { form: '1099-INT', payer: OTHER_PAYERS[0], year: year - 1, page: 1 }, random);
    await drawFormPage(lastYear, { form: '1099-DIV', payer: OTHER_PAYERS[1], year: year - 1, page: 1 }, random);
    await processed(request, headers, entity.id, `${year - 1} forms.pdf`, Buffer.from(await lastYear.save()));

    // This year's organizer, with last year's forms rolled over as its checklist.
    const templates = await request.get('/api/questionnaire_templates', { headers });
    const organizer = ((await templates.json()).items as { id: number; name: string }[]).find(
      (t) => t.name === 'Individual Tax Organizer',
    )!;
    const sent = await request.post('/api/send_questionnaires', {
      headers,
      data: {
        questionnaire_template_id: organizer.id,
        company_ids: [entity.id],
        tax_year: year,
        due_date: '2099-12-05',
        include_prior_year_items: true,
      },
    });
    expect(sent.status(), await sent.text()).toBe(202);

    // This year's W-2 from the same employer arrives and is read: it ticks its own item.
    await processed(request, headers, entity.id, `${year} W-2.pdf`, Buffer.from(labelled!.bytes));

    // Staff: the W-2's figures beside its page; choosing one outlines its box.
    const staff = await signedIn(browser, baseURL, demo.partner);
    await expectStaffPortal(staff);
    await staff.goto(`/admin/${entity.hash_id}/review-uploads`);
    const name = `W-2 - ${w2.payer} - ${year}`;
    const doc = staff.getByRole('listitem', { name });
    await doc.getByRole('button', { name: `Figures of ${name}` }).click();
    const figures = doc.getByRole('group', { name: `Figures of ${name}` });
    const box1 = figures.getByRole('textbox', { name: /^Box 1 · / });
    await expect(box1).toHaveValue(money(wages));
    await box1.focus();
    await expect(figures.getByTestId('field-box')).toBeVisible();
    await axe(staff);
    // Reviewed, its figures count in the entity's tax data.
    await doc.getByRole('button', { name: `Review ${name}` }).click();
    await expect(doc.getByText('Completed', { exact: true })).toBeVisible();

    const totals = async () => {
      await staff.goto(`/admin/${entity.hash_id}/connect`);
      await staff.getByRole('tab', { name: 'Tax data' }).click();
      const select = staff.getByRole('combobox', { name: 'Tax year' });
      if ((await select.inputValue()) !== String(year)) {
        await select.click();
        await staff.getByRole('option', { name: String(year), exact: true }).click();
      }
      return staff.getByRole('table', { name: `Totals for ${year}` });
    };
    await expect((await totals()).getByRole('row', { name: new RegExp(`^Wages ${money(wages)}`) })).toBeVisible();
    await axe(staff);

    // A figure corrected beside the page: the correction is kept with who made it, and the totals follow.
    const corrected = wages + 1234.5;
    await staff.goto(`/admin/${entity.hash_id}/review-uploads`);
    await doc.getByRole('button', { name: `Figures of ${name}` }).click();
    await box1.fill(String(corrected));
    await box1.press('Enter');
    await expect(figures.getByText(/^Corrected by /)).toBeVisible();
    await expect((await totals()).getByRole('row', { name: new RegExp(`^Wages ${money(corrected)}`) })).toBeVisible();

    // The client, on a phone: this year's checklist, the W-2 received, the bank and the fund still missing.
    const client = await signedIn(browser, baseURL, CLIENT, 375);
    const card = client.getByRole('article').filter({ hasText: 'Individual Tax Organizer' });
    await card.getByRole('link', { name: 'Start', exact: true }).click();
    await client.getByRole('combobox', { name: 'Section' }).click();
    await client.getByRole('option', { name: /^Prior Year Items/ }).click();
    await expect(client.getByRole('heading', { name: 'Prior Year Items', level: 2 })).toBeVisible();
    const item = (payer: string) => client.getByRole('listitem').filter({ hasText: `from ${payer}` });
    await expect(item(w2.payer!).getByText('Received', { exact: true })).toBeVisible();
    for (const payer of OTHER_PAYERS)
      await expect(item(payer).getByText('Still missing', { exact: true })).toBeVisible();
    await axe(client);
    expect(await client.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  });
});
