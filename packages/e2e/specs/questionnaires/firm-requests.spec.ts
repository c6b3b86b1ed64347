import type { Browser, Page } from '@playwright/test';
import type { CaughtMail } from '../../fixtures/mail-catcher.ts';
import type { PortalServer } from '../../fixtures/portal-server.ts';
import { tinyPdf } from '../../fixtures/sample-files.ts';
import { demo, linkIn, signInWithPassword } from '../../fixtures/sign-in.ts';
import { expect, test } from '../../fixtures/test.ts';

// client5 (Ella Smith, password sign-in) owns this entity (seed: demo-firm.ts).
const CLIENT = 'client5@demo.example';
const ENTITY = 'Smith S-Corporation Co.';

async function staffSignedIn(browser: Browser, portal: PortalServer, email: string): Promise<Page> {
  const context = await browser.newContext({ baseURL: portal.url, viewport: { width: 1280, height: 900 } });
  const page = await context.newPage();
  await page.goto('/');
  await signInWithPassword(page, email);
  await expect(page.getByRole('heading', { name: 'Collect', level: 1 })).toBeVisible();
  return page;
}

async function anonymous(browser: Browser, portal: PortalServer): Promise<Page> {
  const context = await browser.newContext({ baseURL: portal.url, viewport: { width: 1280, height: 900 } });
  return context.newPage();
}

async function waitForMail(mails: CaughtMail[], to: string, subject: (s: string) => boolean) {
  await expect
    .poll(() => mails.filter((m) => m.to.includes(to) && subject(m.subject)).length, { timeout: 60_000 })
    .toBeGreaterThanOrEqual(1);
  return mails.filter((m) => m.to.includes(to) && subject(m.subject));
}

/** Quoted-printable soft breaks and =3D undone, so the text reads as the client reads it. */
const plain = (text: string) =>
  text
    .replace(/=\r?\n/g, '')
    .replace(/=3D/g, '=')
    .replace(/=E2=80=99/g, '’');

test.describe('Firm requests', () => {
  test.use({ actionTimeout: 30_000, navigationTimeout: 30_000 });

  test('a template public link starts a questionnaire for a new person and emails a known one', async ({
    browser,
    portal,
    mail,
    axe,
  }) => {
    test.setTimeout(180_000);
    const firm = await staffSignedIn(browser, portal, demo.partner);
    await firm.goto('/templates');
    await expect(firm.getByRole('heading', { name: 'Templates', level: 1 })).toBeVisible();
    const builtIn = firm.getByRole('table', { name: 'Templates' }).getByRole('row').filter({ hasText: 'Built-in' });
    const copyLink = builtIn.first().getByRole('button', { name: /^Copy public link / });
    await expect(copyLink).toBeVisible();
    const template = ((await copyLink.textContent()) ?? '').replace(/^Copy public link/, '').trim();
    expect(template).not.toBe('');
    await axe(firm);

    // Headless Chromium may refuse the clipboard: the link is read from the server's answer.
    const [response] = await Promise.all([
      firm.waitForResponse((r) => r.url().endsWith('/public_link') && r.request().method() === 'POST'),
      copyLink.click(),
    ]);
    expect(response.ok()).toBe(true);
    const { link } = (await response.json()) as { link: string };
    expect(new URL(link).pathname).toMatch(/^\/template\//);

    // A new person: email, then their name, then the questionnaire itself.
    const starter = await anonymous(browser, portal);
    await starter.goto(link);
    await expect(starter.getByRole('heading', { name: template, level: 1 })).toBeVisible();
    await expect(starter.getByText('Enter your email to start your questionnaire.')).toBeVisible();
    await axe(starter);
    const address = `starter-${Date.now()}@example.test`;
    await starter.getByLabel('Email', { exact: true }).fill(address);
    await starter.getByRole('button', { name: 'Continue' }).click();
    await expect(starter.getByLabel('First name')).toBeVisible();
    await axe(starter);
    await starter.getByLabel('First name').fill('Sam');
    await starter.getByLabel('Last name').fill('Starter');
    await starter.getByRole('button', { name: 'Start' }).click();
    // The address is proved by the emailed link, which leads straight into the new questionnaire.
    await expect(starter.getByText('Check your email for a link to your questionnaire.')).toBeVisible();
    await starter.goto(linkIn((await mail.waitFor(address, 60_000)).text, '/signin').toString());
    await expect(starter).toHaveURL(/\/questionnaire\/[^/?]+\?questionnaireId=\d+/, { timeout: 30_000 });
    await expect(starter.getByRole('heading', { name: template, level: 1 })).toBeVisible({ timeout: 30_000 });
    await axe(starter);

    // A known client is sent a link instead of being signed in here.
    const known = await anonymous(browser, portal);
    await known.goto(link);
    await known.getByLabel('Email', { exact: true }).fill(demo.passwordClient(1));
    await known.getByRole('button', { name: 'Continue' }).click();
    await expect(known.getByText('Check your email for a link to your questionnaire.')).toBeVisible();
    await axe(known);
  });

  test('a partner asks for documents by drop-off and the client uploads one from the email', async ({
    browser,
    portal,
    mail,
    axe,
  }) => {
    test.setTimeout(180_000);
    const item = `Brokerage statements ${Date.now()}`;
    const firm = await staffSignedIn(browser, portal, demo.partner);

    await firm.getByRole('button', { name: 'Send Questionnaire' }).first().click();
    const dialog = firm.getByRole('dialog', { name: 'Send Questionnaire' });
    await expect(dialog.getByRole('combobox', { name: 'Template' })).toBeVisible();
    // The segmented control's radios are visually hidden: its label is what a person clicks.
    await dialog.getByText('Document Drop Off', { exact: true }).click();
    await expect(dialog.getByRole('radio', { name: 'Document Drop Off' })).toBeChecked();
    await expect(dialog.getByRole('combobox', { name: 'Template' })).toHaveCount(0);
    const entities = dialog.getByRole('combobox', { name: 'Entities' });
    await entities.fill(ENTITY);
    await firm
      .getByRole('option')
      .filter({ has: firm.getByText(ENTITY, { exact: true }) })
      .click();
    await dialog.getByRole('heading', { name: 'Send Questionnaire' }).click();
    await expect(firm.getByRole('listbox')).toBeHidden();
    await dialog.getByRole('group', { name: 'Due date quick picks' }).getByRole('button', { name: '2 weeks' }).click();
    await dialog.getByRole('button', { name: 'Add item' }).click();
    await dialog.getByRole('textbox', { name: 'Item 1', exact: true }).fill(item);
    await axe(firm);
    await dialog.getByRole('button', { name: 'Send', exact: true }).click();
    await expect(dialog.getByText('Sent to 1 entity')).toBeVisible({ timeout: 60_000 });
    await dialog.getByRole('button', { name: 'Done' }).click();

    // The owner's email holds the drop-off link; no sign-in is needed to upload.
    const [request] = await waitForMail(mail.messages, CLIENT, (s) => s.includes('documents requested'));
    const link = plain(request!.text).match(/https?:\/\/\S+\/document-drop-off\?[^\s"<>]+/)![0];
    const client = await anonymous(browser, portal);
    await client.goto(link);
    await expect(client.getByText(`Documents requested for ${ENTITY}`, { exact: false })).toBeVisible();
    const card = client.getByRole('listitem', { name: item });
    await expect(card.getByText('0 files uploaded')).toBeVisible();
    await axe(client);
    await client.getByLabel(`Files for ${item}`).setInputFiles({
      name: 'brokerage.pdf',
      mimeType: 'application/pdf',
      buffer: tinyPdf('Brokerage statement'),
    });
    await expect(card.getByText('1 file uploaded')).toBeVisible({ timeout: 30_000 });
    await expect(card.getByText('Uploaded', { exact: true })).toBeVisible();
    await axe(client);
  });

  test('a partner adds a rollover item on an entity dashboard, turns its rollover off and deletes it', async ({
    browser,
    portal,
    axe,
  }) => {
    test.setTimeout(240_000);
    const name = `Form 1099-INT from Chase ${Date.now()}`;
    const lastYear = String(new Date().getFullYear() - 1);
    const firm = await staffSignedIn(browser, portal, demo.partner);
    await firm.goto('/admin');
    await firm.getByRole('searchbox', { name: 'Search' }).fill(ENTITY);
    await firm.getByRole('table', { name: 'Entities' }).getByRole('link', { name: ENTITY, exact: true }).click();
    await expect(firm.getByRole('heading', { name: ENTITY, level: 1 })).toBeVisible();

    const panel = firm.getByRole('region', { name: 'Rollover items' });
    await expect(panel.getByRole('button', { name: 'Add item' })).toBeVisible();
    await axe(firm);
    await panel.getByRole('button', { name: 'Add item' }).click();
    const form = panel.getByRole('form', { name: 'Add rollover item' });
    await form.getByRole('textbox', { name: 'Name' }).fill(name);
    await expect(form.getByRole('combobox', { name: 'Year' })).toHaveValue(lastYear);
    await axe(firm);
    await form.getByRole('button', { name: 'Save item' }).click();
    await expect(firm.getByText('Prior year item added')).toBeVisible();
    const row = panel.getByRole('listitem').filter({ hasText: name });
    await expect(row).toBeVisible();
    await expect(row.getByText(lastYear, { exact: true })).toBeVisible();

    const toggle = row.getByRole('switch', { name: `Do not roll over ${name}` });
    await expect(toggle).not.toBeChecked();
    // The switch follows the server: it turns on once the change is saved.
    await toggle.click();
    await expect(toggle).toBeChecked();
    await expect(firm.getByText('Prior year item updated').first()).toBeVisible();
    await axe(firm);

    await row.getByRole('button', { name: `Delete ${name}` }).click();
    const confirm = firm.getByRole('dialog', { name: 'Delete rollover item' });
    await expect(confirm.getByText(`Delete ${name} (${lastYear})`, { exact: false })).toBeVisible();
    await axe(firm);
    await confirm.getByRole('button', { name: 'Delete', exact: true }).click();
    await expect(firm.getByText('Prior year item deleted')).toBeVisible();
    await expect(row).toHaveCount(0);
  });
});
