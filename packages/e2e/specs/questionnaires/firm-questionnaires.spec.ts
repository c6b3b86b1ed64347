import type { Browser, Locator, Page } from '@playwright/test';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { expect, test } from '../../fixtures/test.ts';
import { startMailCatcher, type CaughtMail } from '../../fixtures/mail-catcher.ts';
import { startPortal, type PortalServer } from '../../fixtures/portal-server.ts';
import { DEMO_PASSWORD, demo, signInWithPassword } from '../../fixtures/sign-in.ts';

// Demo entities of the first twenty clients whose names are unique in the book (seed: demo-firm.ts).
const TWELVE = [
  'Smith S-Corporation Co.',
  'Brown C-Corporation Co.',
  'Brown Trust Co.',
  'Davis Trust Co.',
  'Garcia Exempt Organization Co.',
  'Johnson Partnership Co.',
  'Johnson S-Corporation Co.',
  'Kim C-Corporation Co.',
  'Kim Partnership Co.',
  'Lopez C-Corporation Co.',
  'Lopez Trust Co.',
  'Nguyen Exempt Organization Co.',
];
// client5 (Ella Smith, password sign-in) owns the first of them.
const CLIENT = 'client5@demo.example';
const CLIENT_ENTITY = TWELVE[0]!;
const FIRM = 'Demo Tax & Accounting';
const DAY = 24 * 60 * 60 * 1000;
const isoDay = (ms: number) => new Date(ms).toISOString().slice(0, 10);

async function staffSignedIn(browser: Browser, portal: PortalServer, email: string): Promise<Page> {
  const context = await browser.newContext({ baseURL: portal.url, viewport: { width: 1280, height: 900 } });
  const page = await context.newPage();
  await page.goto('/');
  await signInWithPassword(page, email);
  // After a restart the portal catches up on the month's scheduled work first; the page may wait behind it.
  await expect(page.getByRole('heading', { name: 'Collect', level: 1 })).toBeVisible({ timeout: 60_000 });
  return page;
}

async function waitForMail(mails: CaughtMail[], to: string, subject: (s: string) => boolean, count = 1) {
  await expect
    .poll(() => mails.filter((m) => m.to.includes(to) && subject(m.subject)).length, { timeout: 60_000 })
    .toBeGreaterThanOrEqual(count);
  return mails.filter((m) => m.to.includes(to) && subject(m.subject));
}

/** Quoted-printable soft breaks and =3D undone, so the text reads as the client reads it. */
const plain = (text: string) =>
  text
    .replace(/=\r?\n/g, '')
    .replace(/=3D/g, '=')
    .replace(/=E2=80=99/g, '’');

async function pdfText(bytes: Buffer): Promise<string> {
  const doc = await getDocument({ data: new Uint8Array(bytes) }).promise;
  const pages: string[] = [];
  for (let i = 1; i <= doc.numPages; i++) {
    const content = await (await doc.getPage(i)).getTextContent();
    pages.push(content.items.map((item) => ('str' in item ? item.str : '')).join(' '));
  }
  return pages.join('\n');
}

async function pickEntity(dialog: Locator, page: Page, name: string) {
  const entities = dialog.getByRole('combobox', { name: 'Entities' });
  await entities.fill(name);
  // An entity option names its owners under the entity's name (issue 38 §4).
  await page
    .getByRole('option')
    .filter({ has: page.getByText(name, { exact: true }) })
    .click();
}

async function openSendDialog(page: Page) {
  await page.goto('/');
  await expect(page.getByRole('heading', { name: 'Collect', level: 1 })).toBeVisible();
  await page.getByRole('button', { name: 'Send Questionnaire' }).first().click();
  const dialog = page.getByRole('dialog', { name: 'Send Questionnaire' });
  await expect(dialog.getByRole('combobox', { name: 'Template' })).toBeVisible();
  return dialog;
}

async function chooseTemplate(dialog: Locator, page: Page, template: string) {
  await dialog.getByRole('combobox', { name: 'Template' }).click();
  await page.getByRole('option', { name: template, exact: true }).click();
}

test.describe('Firm questionnaires', () => {
  test.use({ actionTimeout: 30_000, navigationTimeout: 30_000 });
  // This journey moves its portal's clock a week and a month ahead, so it runs on a portal of its own.
  let portal: PortalServer;
  let mail: Awaited<ReturnType<typeof startMailCatcher>>;
  test.beforeAll(async () => {
    test.setTimeout(240_000);
    mail = await startMailCatcher();
    portal = await startPortal({ SMTP_URL: mail.url }, { seedDemo: true });
  });
  test.afterAll(async () => {
    await portal?.stop();
    await mail?.close();
  });

  test('a partner builds a template, sends it to 12 entities, a client answers from the email; reminders, export and a monthly send follow', async ({
    browser,
    axe,
  }) => {
    test.setTimeout(420_000);
    const template = `Year-end organizer ${Date.now()}`;
    const firm = await staffSignedIn(browser, portal, demo.partner);

    // The template: one section, a Yes/No question with a follow-up on Yes.
    await firm.goto('/templates');
    await firm.getByRole('link', { name: 'New template' }).click();
    await expect(firm.getByRole('heading', { name: 'New template' })).toBeVisible();
    await firm.getByLabel('Template name').fill(template);
    await firm.getByRole('button', { name: 'Add section' }).click();
    const section = firm.getByRole('region', { name: 'Section 1' });
    await section.getByLabel('Section 1 name').fill('Home');
    await section.getByRole('button', { name: 'Add question to section 1' }).click();
    await section.getByLabel('Question 1 text').fill('Did you buy a home this year?');
    await section.getByLabel('Question 1 type').selectOption('boolean');
    await section.getByRole('button', { name: 'Add follow-up to question 1' }).click();
    // A new follow-up comes with its first question.
    await section.getByLabel('Question 1.1 text').fill('What was the purchase price?');
    await axe(firm);
    await firm.getByRole('button', { name: 'Save template' }).click();
    await expect(firm.getByText('Template created')).toBeVisible();
    await expect(firm.getByRole('link', { name: `Preview ${template}` })).toBeVisible();

    // Sent to twelve entities: the confirmation comes first, then the batch's progress.
    const dialog = await openSendDialog(firm);
    await chooseTemplate(dialog, firm, template);
    for (const name of TWELVE) await pickEntity(dialog, firm, name);
    await dialog.getByRole('heading', { name: 'Send Questionnaire' }).click();
    await expect(firm.getByRole('listbox')).toBeHidden();
    await axe(firm);
    await dialog.getByRole('button', { name: 'Send', exact: true }).click();
    await expect(dialog.getByText(/about to send this questionnaire to 12 entities/)).toBeVisible();
    await dialog.getByRole('button', { name: 'Confirm send' }).click();
    await expect(dialog.getByText('Sent to 12 entities')).toBeVisible({ timeout: 60_000 });
    await dialog.getByRole('button', { name: 'Done' }).click();

    await firm.getByRole('searchbox', { name: 'Search' }).fill(template);
    await expect(firm.getByText('1–12 of 12')).toBeVisible({ timeout: 15_000 });
    await axe(firm);

    // The client follows the emailed link, signs in, and answers; the follow-up appears on Yes.
    const [invite] = await waitForMail(mail.messages, CLIENT, (s) => s.includes(template));
    const link = plain(invite!.text).match(/https?:\/\/\S+\/questionnaire\/\S+/)![0];
    const client = await (await browser.newContext({ baseURL: portal.url })).newPage();
    await client.goto(link);
    await client.getByLabel('Email', { exact: true }).fill(CLIENT);
    await client.getByRole('button', { name: 'Next' }).click();
    await client.getByLabel('Password', { exact: true }).fill(DEMO_PASSWORD);
    await client.getByRole('button', { name: 'Sign in' }).click();
    await expect(client.getByRole('heading', { name: template, level: 1 })).toBeVisible();
    await client
      .getByRole('radiogroup', { name: 'Did you buy a home this year?' })
      .getByRole('radio', { name: 'Yes' })
      .check();
    const price = client.getByRole('textbox', { name: 'What was the purchase price?' });
    await price.fill('425000');
    await expect(client.getByText('Saved').first()).toBeVisible();
    await axe(client);

    // The firm exports the client's questionnaire as a PDF; its text holds the answers.
    await firm.reload();
    const row = `${template} (${CLIENT_ENTITY})`;
    await firm.getByRole('button', { name: `Actions for ${row}` }).click();
    await firm.getByRole('menuitem', { name: 'Export' }).click();
    const exportDialog = firm.getByRole('dialog', { name: 'Export Questionnaire(s)' });
    await exportDialog.getByRole('button', { name: 'Export', exact: true }).click();
    await firm.getByRole('dialog', { name: 'Export in progress' }).getByRole('link', { name: 'Open export' }).click();
    const downloadButton = firm.getByRole('button', { name: 'Download' });
    await expect(downloadButton).toBeVisible({ timeout: 60_000 });
    const [download] = await Promise.all([firm.waitForEvent('download'), downloadButton.click()]);
    const text = await pdfText(await streamToBuffer(await download.createReadStream()));
    expect(text).toContain(template);
    expect(text).toContain('Did you buy a home this year?');
    expect(text).toContain('What was the purchase price?');
    expect(text).toContain('425000');

    // A week on (the firm reminds every 7 days), before 10:00 UTC: the reminder job emails the client.
    const reminderDay = isoDay(Date.now() + 7 * DAY);
    await portal.restart({ NODE_ENV: 'test', CLOCK_START: `${reminderDay}T09:00:00Z` });
    const [reminder] = await waitForMail(
      mail.messages,
      CLIENT,
      (s) => s.includes(': reminder to complete your') && s.includes(template),
    );
    // One subject pattern: "{Firm}: {what} — {entity}" (issue 38 §1).
    expect(reminder!.subject).toMatch(
      new RegExp(`^${FIRM}: reminder to complete your \\d{4} ${template} — ${CLIENT_ENTITY}$`),
    );
    const body = plain(reminder!.text);
    expect(body).toContain('Hi Ella,');
    expect(body).toContain(`for ${CLIENT_ENTITY}`);
    expect(body).not.toMatch(/\{[a-z_]+\}/);

    // A monthly send starting that day goes at once, and again when the next month's day comes.
    const later = await staffSignedIn(browser, portal, demo.partner);
    const monthly = await openSendDialog(later);
    await chooseTemplate(monthly, later, template);
    await pickEntity(monthly, later, CLIENT_ENTITY);
    // The entity already has this template: the warning it gets comes from a check after the pick and pushes the
    // form down, so the switch is clicked once it is there (a click during the shift missed the switch).
    await expect(monthly.getByText(`${CLIENT_ENTITY} already has this template`)).toBeVisible();
    await monthly.getByRole('switch', { name: 'Schedule send' }).check();
    await monthly.getByRole('textbox', { name: 'Send date' }).fill(reminderDay);
    await monthly.getByRole('combobox', { name: 'Frequency' }).click();
    await later.getByRole('option', { name: 'Monthly', exact: true }).click();
    await monthly.getByRole('button', { name: 'Send', exact: true }).click();
    await waitForMail(
      mail.messages,
      CLIENT,
      (s) => !s.includes(': reminder to complete your') && s.includes(template),
      2,
    );
    await later.goto('/');
    await expect(later.getByRole('cell', { name: 'Monthly' })).toBeVisible();

    const nextMonth = new Date(`${reminderDay}T09:00:00Z`);
    nextMonth.setUTCMonth(nextMonth.getUTCMonth() + 1);
    await portal.restart({ CLOCK_START: nextMonth.toISOString() });
    await waitForMail(
      mail.messages,
      CLIENT,
      (s) => !s.includes(': reminder to complete your') && s.includes(template),
      3,
    );
    const after = await staffSignedIn(browser, portal, demo.partner);
    await after.getByRole('searchbox', { name: 'Search' }).fill(template);
    await expect(after.getByRole('link', { name: CLIENT_ENTITY })).toHaveCount(3, { timeout: 15_000 });
  });
});

async function streamToBuffer(stream: NodeJS.ReadableStream): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(Buffer.from(chunk as Buffer));
  return Buffer.concat(chunks);
}
