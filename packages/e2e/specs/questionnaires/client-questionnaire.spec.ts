import type { Page } from '@playwright/test';
import { expect, test } from '../../fixtures/test.ts';
import { tinyPdf } from '../../fixtures/sample-files.ts';
import { demo, expectStaffPortal, signedIn } from '../../fixtures/sign-in.ts';

// Demo clients kept for this journey (seed: demo-questionnaires.ts).
const ORGANIZER = 'organizer@demo.example';
const READ_ONLY = 'readonly@demo.example';
const ENTITY = 'Olivia Organizer';
const QUESTIONNAIRE = 'Individual Tax Organizer';

async function next(page: Page, section: string) {
  await page.getByRole('button', { name: 'Next', exact: true }).click();
  await expect(page.getByRole('heading', { name: section })).toBeVisible();
}

test.describe('Client questionnaires', () => {
  test('a client answers every question type, signs, pays the deposit, submits, and the firm sees it submitted', async ({
    browser,
    baseURL,
    axe,
  }) => {
    test.setTimeout(180_000);
    const client = await signedIn(browser, baseURL, ORGANIZER);
    await expect(client.getByRole('heading', { name: 'Questionnaires', level: 1 })).toBeVisible();
    const card = client.getByRole('article').filter({ hasText: QUESTIONNAIRE });
    await expect(card.getByText(/Due in \d+ days/)).toBeVisible();
    await axe(client);
    await card.getByRole('link', { name: 'Start', exact: true }).click();

    await expect(client.getByRole('heading', { name: QUESTIONNAIRE, level: 1 })).toBeVisible();
    await expect(client.getByText('Your progress is saved automatically.')).toBeVisible();
    await expect(client.getByRole('heading', { name: 'Welcome' })).toBeVisible();
    await axe(client);

    // The engagement letter, signed by typing.
    await next(client, 'Engagement Letter');
    await client.getByLabel('Type your full name to sign').fill('Olivia Organizer');
    await client.getByRole('button', { name: 'Sign', exact: true }).click();
    await expect(client.getByRole('button', { name: 'Unsign', exact: true })).toBeVisible();

    // Every question type, and a follow-up two levels deep that appears as the answers change.
    await next(client, 'General Information');
    const yesNo = (text: string, answer: 'Yes' | 'No') =>
      client.getByRole('radiogroup', { name: text }).getByRole('radio', { name: answer }).check();
    const others = (text: string) => client.getByRole('toolbar', { name: `Other answers to: ${text}` });
    const item = (text: string) => client.getByRole('listitem').filter({ has: others(text) });
    /** The special answers sit behind each question's "Can't answer?" button. */
    const cantAnswer = async (text: string, choice: string) => {
      await others(text).getByRole('button', { name: "Can't answer?" }).click();
      await client.getByRole('menu').getByRole('menuitem', { name: choice, exact: true }).click();
    };
    await yesNo('Did you move during the year?', 'Yes');
    await yesNo('Did you move for work?', 'Yes');
    await client.getByRole('textbox', { name: 'How many miles farther is the new job?' }).fill('45');
    await expect(client.getByText('1.1.1', { exact: true })).toBeVisible();
    await client.getByRole('combobox', { name: 'Filing status' }).click();
    await client.getByRole('option', { name: 'Single' }).click();
    await client
      .getByRole('group', { name: 'Which of these did you receive?' })
      .getByRole('checkbox', { name: 'Wages' })
      .check();
    const birth = client.getByRole('textbox', { name: 'Date of birth' });
    await birth.fill('May 1, 1980');
    await birth.press('Tab');
    await client.getByRole('textbox', { name: 'IRS Identity Protection PIN' }).fill('123456');
    await yesNo('Did you own a rental property?', 'No');
    // One question marked Not Applicable, one answered later.
    await cantAnswer('Dependents', 'Not Applicable');
    await expect(item('Dependents').getByRole('button', { name: 'Answer Question', exact: true })).toBeVisible();
    await cantAnswer('Occupation', 'Answer Later');
    const later = client.getByRole('dialog', { name: /Answer Later/ });
    await later.getByRole('button', { name: /Confirm|Save/ }).click();
    await expect(later).toBeHidden();
    await expect(item('Occupation').getByRole('button', { name: 'Answer Now', exact: true })).toBeVisible();

    await axe(client);

    // The W-2 through the documents pipeline, with its document option.
    await next(client, 'Documents');
    const w2 = client.getByRole('listitem').filter({ hasText: 'W-2 forms' });
    await w2.getByRole('combobox', { name: 'Document' }).click();
    await client.getByRole('option', { name: 'W-2', exact: true }).click();
    await w2
      .locator('input[type=file]')
      .setInputFiles({ name: 'W-2 2025.pdf', mimeType: 'application/pdf', buffer: tinyPdf('W-2 2025') });
    await expect(w2.getByText('W-2 2025.pdf')).toBeVisible();

    // The deposit through the test-mode checkout, then I Agree and submit.
    await next(client, 'Review and Submit');
    await expect(client.getByRole('checkbox', { name: 'I Agree' })).toBeDisabled();
    await client.getByRole('button', { name: /Pay deposit/ }).click();
    await expect(client).toHaveURL(/\/test-checkout\//);
    await expect(client.getByText('Test mode: no real payment is made and no card is charged.')).toBeVisible();
    await axe(client);
    await client.getByRole('button', { name: /Pay \$150\.00/ }).click();
    await expect(client.getByText('Deposit paid').first()).toBeVisible();
    await expect(client).not.toHaveURL(/checkout_session_id/);
    // I Agree is saved on the server; the box shows the saved state.
    await client.getByRole('checkbox', { name: 'I Agree' }).click();
    await expect(client.getByRole('checkbox', { name: 'I Agree' })).toBeChecked();
    await client.getByRole('button', { name: 'Submit', exact: true }).click();
    const confirm = client.getByRole('dialog', { name: 'Confirm Questionnaire Submission' });
    await confirm.getByRole('button', { name: 'Submit', exact: true }).click();
    const success = client.getByRole('dialog', { name: /submitted/i });
    await expect(success.getByRole('link', { name: /Health Coverage Follow-up|Start next/ })).toBeVisible();
    await axe(client);
    await success.getByRole('link', { name: 'Back to Dashboard', exact: true }).click();
    await expect(
      client.getByRole('article').filter({ hasText: QUESTIONNAIRE }).getByRole('link', { name: 'View', exact: true }),
    ).toBeVisible();

    // The firm sees it submitted on the entity's dashboard.
    const staff = await signedIn(browser, baseURL, demo.partner);
    await expectStaffPortal(staff);
    await staff.goto('/admin');
    await staff.getByRole('searchbox', { name: 'Search' }).fill(ENTITY);
    await staff.getByRole('table', { name: 'Entities' }).getByRole('link', { name: ENTITY, exact: true }).click();
    const row = staff.getByRole('row').filter({ hasText: QUESTIONNAIRE });
    await expect(row.getByText('Completed')).toBeVisible();
    await axe(staff);
  });

  test('with the server stopped mid-typing, the answer goes back and the message shows', async ({
    browser,
    baseURL,
    portal,
  }) => {
    // client1 has the organizer in the "sent" state (seed: demo-questionnaires.ts).
    const client = await signedIn(browser, baseURL, demo.passwordClient(1));
    await client
      .getByRole('article')
      .filter({ hasText: QUESTIONNAIRE })
      .getByRole('link', { name: 'Start', exact: true })
      .click();
    await client
      .getByRole('navigation', { name: 'Sections' })
      .getByRole('button', { name: /General Information/ })
      .click();
    const occupation = client.getByRole('textbox', { name: 'Occupation' });
    await occupation.fill('Teacher');
    await expect(client.getByText('Saved', { exact: true })).toBeVisible();
    await portal.halt();
    try {
      await occupation.fill('Teacher and coach');
      await expect(
        client.getByText(
          "Your answer couldn't be saved at this time. Please refresh and retry. Our team was notified.",
        ),
      ).toBeVisible();
      await expect(occupation).toHaveValue('Teacher');
    } finally {
      await portal.resume();
    }
  });

  test('a read-only client sees View only, on a phone', async ({ browser, baseURL, axe }) => {
    const client = await signedIn(browser, baseURL, READ_ONLY, 375);
    const card = client.getByRole('article').filter({ hasText: QUESTIONNAIRE });
    await card.getByRole('link', { name: 'View', exact: true }).click();
    await expect(client.getByText('View only', { exact: true })).toBeVisible();
    await expect(client.getByRole('button', { name: 'Submit', exact: true })).toHaveCount(0);
    const overflow = await client.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await axe(client);
  });
});

test.describe('Template preview', () => {
  test('a partner previews a template in admin-template mode, which cannot be submitted', async ({
    browser,
    baseURL,
    axe,
  }) => {
    const staff = await signedIn(browser, baseURL, demo.partner);
    await expectStaffPortal(staff);
    await staff.getByRole('link', { name: 'Templates', exact: true }).click();
    await expect(staff.getByRole('heading', { name: 'Templates', level: 1 })).toBeVisible();
    await staff
      .getByRole('row')
      .filter({ hasText: QUESTIONNAIRE })
      .getByRole('link', { name: /Preview/ })
      .click();
    await expect(staff.getByRole('heading', { name: QUESTIONNAIRE, level: 1 })).toBeVisible();
    await expect(staff.getByText(/Tags such as \{client_fname\} are replaced/)).toBeVisible();
    await axe(staff);
    await staff
      .getByRole('navigation', { name: 'Sections' })
      .getByRole('button', { name: /Review and Submit/ })
      .click();
    await staff.getByRole('button', { name: 'Submit', exact: true }).click();
    await expect(staff.getByText('Template Preview cannot be submitted.')).toBeVisible();
    await expect(staff.getByRole('dialog')).toHaveCount(0);
  });
});
