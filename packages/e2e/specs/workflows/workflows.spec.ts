import type { Browser, Locator, Page } from '@playwright/test';
import { expect, test } from '../../fixtures/test.ts';
import { demo, expectClientPortal, signedIn, signInWithPassword } from '../../fixtures/sign-in.ts';
import { openClientInbox } from '../messages/journey-helpers.ts';

// A demo-book client with one entity, no spouse, and no other journey (seed: demo-book.ts).
const CLIENT_EMAIL = 'client22@demo.example';
const TEMPLATE = 'Health Coverage Follow-up';
const WORKFLOW = 'Organizer received';
const TAG = 'Organizer received';
const THANKS = 'Thank you for sending us your organizer! We will be in touch soon.';
const CPA = 'Fiona Full';

type Call = <T>(method: 'GET' | 'POST' | 'PATCH', path: string, data?: unknown) => Promise<T>;

/**
 * The partner signed in, and calls to the API as them for setup. The web keeps its short-lived access token
 * in memory and renews it, so each call uses the token the app itself sent last.
 */
async function partnerSession(browser: Browser, baseURL: string | undefined): Promise<{ page: Page; call: Call }> {
  const page = await (await browser.newContext({ baseURL, viewport: { width: 1280, height: 900 } })).newPage();
  let authorization = '';
  page.on('request', (r) => {
    authorization = r.headers()['authorization'] ?? authorization;
  });
  const authorized = page.waitForRequest((r) => r.url().includes('/api/') && !!r.headers()['authorization']);
  await page.goto('/');
  await signInWithPassword(page, demo.partner);
  await authorized;
  const call: Call = async (method, path, data) => {
    const res = await page.request.fetch(path, { method, headers: { authorization }, data });
    expect(res.ok(), `${method} ${path}: ${await res.text()}`).toBe(true);
    return (await res.json()) as never;
  };
  return { page, call };
}

/** Picks an option of a Mantine select by its label. */
async function choose(scope: Locator, page: Page, label: string, option: string) {
  await scope.getByLabel(label, { exact: true }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

test.describe('Workflows', () => {
  test('a partner builds "when a questionnaire is submitted: tag, thank, assign the CPA"; a client submits, sees the thanks live, and the run history shows each step', async ({
    browser,
    baseURL,
    axe,
  }) => {
    const { page: staff, call } = await partnerSession(browser, baseURL);

    // Setup the issue does not ask for through the screens: workflows on for the firm, and the short
    // Health Coverage template sent to the client's entity so they have something quick to submit.
    await call('PATCH', '/api/firms/preferences', { workflow_automation_enabled: true });
    try {
      const { entities } = await call<{
        entities: Array<{ id: number; hash_id: string; primary_contact_email: string }>;
      }>('GET', `/api/v2/entities?search=${encodeURIComponent(CLIENT_EMAIL)}`);
      const entity = entities.find((e) => e.primary_contact_email === CLIENT_EMAIL)!;
      const { items } = await call<{ items: Array<{ id: number; name: string }> }>(
        'GET',
        '/api/questionnaire_templates',
      );
      const now = new Date();
      await call('POST', '/api/send_questionnaires', {
        kind: 'template',
        questionnaire_template_id: items.find((t) => t.name === TEMPLATE)!.id,
        company_ids: [entity.id],
        tax_year: now.getUTCFullYear() - 1,
        due_date: new Date(now.getTime() + 14 * 86_400_000).toISOString().slice(0, 10),
      });

      // The partner builds the workflow on /workflows.
      await staff.goto('/workflows');
      await expect(staff.getByRole('heading', { name: 'Workflows', level: 1 })).toBeVisible();
      await expect(staff.getByText('No workflows to display.')).toBeVisible();
      await staff.getByRole('button', { name: 'Create Workflow' }).click();
      const dialog = staff.getByRole('dialog', { name: 'Create Workflow' });
      await expect(dialog.getByLabel('Title')).toHaveValue('Untitled workflow');
      await dialog.getByLabel('Title').fill(WORKFLOW);
      await expect(dialog.getByLabel('When', { exact: true })).toHaveValue('A questionnaire is submitted');
      await choose(dialog, staff, 'Step 1: kind', 'Add a tag');
      await dialog.getByLabel('Step 1: tag').fill(TAG);
      await dialog.getByRole('button', { name: 'Add step' }).click();
      await choose(dialog, staff, 'Step 2: kind', "Message the entity's clients");
      await dialog.getByLabel('Step 2: message').fill(THANKS);
      await dialog.getByRole('button', { name: 'Add step' }).click();
      await choose(dialog, staff, 'Step 3: kind', 'Assign a firm user');
      await expect(dialog.getByLabel('Step 3: role', { exact: true })).toHaveValue('CPA');
      await choose(dialog, staff, 'Step 3: firm user', CPA);
      await axe(staff);
      await dialog.getByRole('button', { name: 'Create', exact: true }).click();
      await expect(dialog).toBeHidden();
      const row = staff.getByRole('table', { name: 'Workflows' }).getByRole('row').filter({ hasText: WORKFLOW });
      await expect(row.getByText('Inactive', { exact: true })).toBeVisible();
      await row.getByRole('button', { name: `Activate ${WORKFLOW}` }).click();
      await expect(row.getByText('Active', { exact: true })).toBeVisible();

      // The client keeps their conversation open in one tab and submits the questionnaire in another.
      const client = await signedIn(browser, baseURL, CLIENT_EMAIL);
      await expectClientPortal(client);
      const inbox = await client.context().newPage();
      await openClientInbox(inbox);
      await expect(inbox.getByRole('list', { name: 'Messages' })).not.toContainText(THANKS);
      await client
        .getByRole('article')
        .filter({ hasText: TEMPLATE })
        .getByRole('link', { name: 'Start', exact: true })
        .click();
      await expect(client.getByRole('heading', { name: TEMPLATE, level: 1 })).toBeVisible();
      await client
        .getByRole('radiogroup', { name: 'Did you have health coverage all year?' })
        .getByRole('radio', { name: 'Yes' })
        .check();
      await client.getByRole('button', { name: 'Submit', exact: true }).click();
      await client
        .getByRole('dialog', { name: 'Confirm Questionnaire Submission' })
        .getByRole('button', { name: 'Submit', exact: true })
        .click();
      await expect(client.getByRole('dialog', { name: /submitted/i })).toBeVisible();

      // The thank-you reaches the open conversation without a reload.
      await expect(inbox.getByRole('list', { name: 'Messages' })).toContainText(THANKS);
      await axe(inbox);

      // The workflow's run history: the trigger and each step, with what it did.
      await row.getByRole('button', { name: `Run history of ${WORKFLOW}` }).click();
      const history = staff.getByRole('dialog', { name: `Run history: ${WORKFLOW}` });
      const run = history.getByRole('region', { name: /^Run \d+$/ });
      await expect(run.getByText('succeeded', { exact: true }).first()).toBeVisible();
      await expect(run).toContainText('questionnaire submitted');
      const steps = run.getByRole('list', { name: /^Steps of run/ }).getByRole('listitem');
      await expect(steps).toHaveCount(3);
      await expect(steps.nth(0)).toContainText(`Add a tag {"tag":"${TAG}"}`);
      await expect(steps.nth(1)).toContainText("Message the entity's clients");
      await expect(steps.nth(1)).toContainText('"message_id":');
      await expect(steps.nth(2)).toContainText('Assign a firm user {"role":"cpa"');
      for (const i of [0, 1, 2]) await expect(steps.nth(i).getByText('succeeded', { exact: true })).toBeVisible();
      await axe(staff);
      await staff.keyboard.press('Escape');

      // The tag on the entity in the book; the run on the entity; the CPA in its details.
      await staff.goto('/admin');
      await staff.getByRole('searchbox', { name: 'Search' }).fill(CLIENT_EMAIL);
      const entityRow = staff.getByRole('table', { name: 'Entities' }).locator('tbody tr');
      await expect(entityRow).toHaveCount(1);
      await expect(entityRow).toContainText(TAG);
      await entityRow.locator(`a[href="/admin/${entity.hash_id}"]`).click();
      const panel = staff.getByRole('region', { name: 'Workflow runs' });
      await expect(panel.getByRole('listitem')).toHaveCount(3);
      await expect(panel).toContainText(WORKFLOW);
      await axe(staff);
      await staff.getByRole('button', { name: 'Edit entity' }).click();
      await expect(
        staff.getByRole('form', { name: 'Edit entity' }).getByLabel('CPA').locator('option:checked'),
      ).toHaveText(CPA);
    } finally {
      // Later journeys on this worker's portal submit questionnaires too: the firm's workflows go off again.
      await call('PATCH', '/api/firms/preferences', { workflow_automation_enabled: false });
    }
  });
});
