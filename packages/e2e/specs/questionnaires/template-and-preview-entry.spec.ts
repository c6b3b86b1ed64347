import type { APIRequestContext } from '@playwright/test';
import { expect, test } from '../../fixtures/test.ts';
import { DEMO_PASSWORD, demo, expectStaffPortal, signInWithPassword } from '../../fixtures/sign-in.ts';

/** The partner's API headers, to find a template's public link and a sent questionnaire as staff would. */
async function partnerHeaders(request: APIRequestContext) {
  const signIn = await request.post('/api/sessions/verify_password_for_firebase_token', {
    data: { username: demo.partner, password: DEMO_PASSWORD },
  });
  return { authorization: `Bearer ${(await signIn.json()).firebase_token}` };
}

/** Issue 41 §2: the public /template/ page and the staff preview entry /preview/{companyId}?questionnaireId&sectionId. */
test.describe('Template link and preview entry', () => {
  test('a visitor opens a template link from /template/, staff open a preview at a section', async ({
    page,
    browser,
    baseURL,
    request,
    axe,
  }) => {
    const headers = await partnerHeaders(request);
    const templates: { id: number; name: string }[] = (
      await (await request.get('/api/questionnaire_templates', { headers })).json()
    ).items;
    const template = templates[0]!;
    const { link } = await (
      await request.post(`/api/questionnaire_templates/${template.id}/public_link`, { headers })
    ).json();
    // The link as a firm hands it out: /template/{hash}?taxYear=.
    const hash = new URL(link).pathname.split('/')[2]!;
    const taxYear = new URL(link).searchParams.get('taxYear');

    // A visitor without a session: /template/ asks for the link, then its start page asks for an email.
    const visitorContext = await browser.newContext({ baseURL });
    const visitor = await visitorContext.newPage();
    await visitor.goto('/template/');
    await expect(visitor.getByRole('heading', { name: 'Start a questionnaire' })).toBeVisible();
    await expect(visitor.getByText(/coming in a later release/)).toHaveCount(0);
    await axe(visitor);
    await visitor.getByLabel('Link from your firm').fill(link);
    await visitor.getByRole('button', { name: 'Continue' }).click();
    await expect(visitor).toHaveURL(
      new RegExp(`/template/${hash}/create-questionnaire-from-template\\?taxYear=${taxYear}$`),
    );
    await expect(visitor.getByRole('heading', { name: template.name })).toBeVisible();
    await expect(visitor.getByText('Enter your email to start your questionnaire.')).toBeVisible();
    await axe(visitor);
    // The link itself, as a firm hands it out, leads to the same page.
    await visitor.goto(`/template/${hash}`);
    await expect(visitor).toHaveURL(new RegExp(`/template/${hash}/create-questionnaire-from-template$`));
    await expect(visitor.getByRole('heading', { name: template.name })).toBeVisible();
    await visitorContext.close();

    // Staff: a sent questionnaire with two sections or more, opened at its second section.
    const list: { id: number; is_draft: boolean; company: { id: number } }[] = (
      await (await request.get('/api/v2/questionnaires?rows_per_page=50', { headers })).json()
    ).items;
    let target: { companyId: number; id: number; section: { id: number; name: string } } | undefined;
    for (const row of list.filter((r) => !r.is_draft)) {
      const q: { sections: { id: number; name: string }[] } = await (
        await request.get(`/api/questionnaires/${row.id}`, { headers })
      ).json();
      if (q.sections.length > 1) {
        target = { companyId: row.company.id, id: row.id, section: q.sections[1]! };
        break;
      }
    }
    expect(target, 'a sent questionnaire with two sections').toBeDefined();
    await page.goto('/');
    await signInWithPassword(page, demo.partner);
    await expectStaffPortal(page);
    await page.goto(`/preview/${target!.companyId}?questionnaireId=${target!.id}&sectionId=${target!.section.id}`);
    await expect(page).toHaveURL(
      new RegExp(`/preview/${target!.companyId}/questionnaire/${target!.id}\\?sectionId=${target!.section.id}$`),
    );
    await expect(page.getByRole('tablist', { name: 'Questionnaire preview' })).toBeVisible({ timeout: 30_000 });
    await expect(page.getByRole('heading', { name: target!.section.name }).first()).toBeVisible();
    await expect(page.getByText(/coming in a later release/)).toHaveCount(0);
    await axe(page);
  });
});
