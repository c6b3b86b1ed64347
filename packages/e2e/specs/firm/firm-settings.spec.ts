import type { Browser, Page } from '@playwright/test';
import { expect, test } from '../../fixtures/test.ts';
import {
  codeIn,
  enterCode,
  enterEmail,
  expectClientPortal,
  expectStaffPortal,
  linkIn,
  signOut,
} from '../../fixtures/sign-in.ts';
import { tinyPng } from '../../fixtures/sample-files.ts';

const PASSWORD = 'Lakeside-Taxes-1';
const stamp = Date.now().toString(36);
const firm = { name: `Harbor CPAs ${stamp}`, slug: `harbor-${stamp}` };
const people = {
  partner: `hana-${stamp}@harbor.example`,
  admin: `abe-${stamp}@harbor.example`,
  client: `cleo-${stamp}@client.example`,
};

/** Relative luminance and contrast ratio (WCAG 2), for colours the browser reports as rgb(r, g, b). */
function contrast(a: string, b: string): number {
  const lum = (c: string) => {
    const [r, g, bl] = (c.match(/\d+(\.\d+)?/g) ?? []).slice(0, 3).map((v) => {
      const s = Number(v) / 255;
      return s <= 0.04045 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
    });
    return 0.2126 * r! + 0.7152 * g! + 0.0722 * bl!;
  };
  const [hi, lo] = [lum(a), lum(b)].sort((x, y) => y - x);
  return (hi! + 0.05) / (lo! + 0.05);
}

/** A first sign-in from an emailed link: choose a password, land in the portal. */
async function choosePassword(page: Page, link: string) {
  await page.goto(link);
  await expect(page).toHaveURL(/\/set-sign-in-method/);
  await page.getByLabel(/^password/i).check();
  await page.getByRole('button', { name: 'Next' }).click();
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByLabel('Confirm password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Save' }).click();
}

async function newPage(browser: Browser, baseURL: string | undefined, width = 1280) {
  const context = await browser.newContext({ baseURL, viewport: { width, height: 900 } });
  return context.newPage();
}

async function openSection(page: Page, name: string) {
  await page.goto('/firm');
  await page.getByRole('tab', { name, exact: true }).click();
  await expect(page.getByRole('tab', { name, exact: true })).toHaveAttribute('aria-selected', 'true');
}

test.describe.configure({ mode: 'serial' });

test.describe('Firm settings', () => {
  test.use({ actionTimeout: 20_000 });
  // The partner's page carries the firm from one journey to the next (the fixture closes what a journey opens).
  let partner: Page;
  test.beforeAll(async ({ browser, portal }) => {
    partner = await newPage(browser, portal.url);
  });
  test.afterAll(async () => {
    await partner?.context().close();
  });

  test('a partner creates a firm and invites an admin, who cannot open Firm Settings', async ({
    browser,
    baseURL,
    mail,
    axe,
  }) => {
    test.setTimeout(240_000);
    await partner.goto('/create-firm');
    await partner.getByLabel('Firm name').fill(firm.name);
    await partner.getByLabel('Subdomain').fill(firm.slug);
    await partner.getByLabel('First name').fill('Hana');
    await partner.getByLabel('Last name').fill('Harbor');
    await partner.getByLabel('Email', { exact: true }).fill(people.partner);
    await partner.getByLabel('Password', { exact: true }).fill(PASSWORD);
    await partner.getByLabel('Confirm password').fill(PASSWORD);
    await axe(partner);
    await partner.getByRole('button', { name: 'Create firm' }).click();
    await expectStaffPortal(partner);
    // A new firm's mail waits until its creator confirms their email (issue 24 §2).
    await expect(partner.getByText(/Confirm your email address: we sent a link to/)).toBeVisible();

    // Every item of a new firm's navigation leads to a built page.
    const nav = partner.getByRole('navigation', { name: 'Main navigation' });
    for (const link of await nav.getByRole('link').all()) {
      if ((await link.getAttribute('target')) === '_blank') continue;
      const href = (await link.getAttribute('href')) ?? '';
      await link.click();
      await expect(partner).toHaveURL((url) => url.pathname === href.split('?')[0]);
      await expect(partner.getByRole('main').getByRole('heading', { level: 1 })).toBeVisible();
      await expect(partner.getByText(/is coming in a later release of the portal/)).toHaveCount(0);
    }

    await nav.getByRole('link', { name: 'Firm Settings' }).click();
    await expect(partner.getByRole('heading', { level: 1, name: 'Firm Settings' })).toBeVisible();
    await axe(partner);
    await openSection(partner, 'Staff');
    await expect(partner.getByRole('table', { name: 'Firm users' })).toContainText(people.partner);
    await axe(partner);
    await partner.getByRole('button', { name: 'Invite staff member' }).click();
    const invite = partner.getByRole('dialog', { name: 'Invite staff member' });
    await invite.getByLabel('First name').fill('Abe');
    await invite.getByLabel('Last name').fill('Admin');
    await invite.getByLabel('Email').fill(people.admin);
    await invite.getByLabel('Access level').selectOption({ label: 'Admin' });
    await axe(partner);
    await invite.getByRole('button', { name: 'Send invitation' }).click();
    await expect(invite).toHaveCount(0);
    const row = partner.getByRole('row').filter({ hasText: people.admin });
    await expect(row).toContainText('Invited');

    // The invitation waited for the partner to confirm their email; following the link sends it.
    const confirmation = await mail.waitFor(people.partner);
    await partner.goto(linkIn(confirmation.text, '/confirm-firm-email'));
    await expect(
      partner.getByText(/your email address is confirmed for .*The email your firm sent while waiting is on the way/),
    ).toBeVisible();
    await axe(partner);
    await partner.getByRole('link', { name: 'Go to your portal' }).click();
    await expectStaffPortal(partner);
    await expect(partner.getByText(/Confirm your email address: we sent a link to/)).toHaveCount(0);
    await partner.goto('/firm');
    await openSection(partner, 'Staff');

    // The invitation arrives by real SMTP; its link lets the admin choose how to sign in.
    const message = await mail.waitFor(people.admin);
    expect(message.subject).toContain(firm.name);
    const admin = await newPage(browser, baseURL);
    await choosePassword(admin, linkIn(message.text, '/set-sign-in-method'));
    await expectStaffPortal(admin);
    await expect(admin.getByRole('link', { name: 'Firm Settings' })).toHaveCount(0);
    await admin.goto('/firm');
    await expect(admin.getByText('Only partners can change firm settings.')).toBeVisible();
    await axe(admin);
    await admin.context().close();
    await partner.reload();
    await expect(partner.getByRole('row').filter({ hasText: people.admin })).toContainText('Active');
  });

  test("the partner forces two-factor for clients, and a client's next sign-in asks for a code", async ({
    browser,
    baseURL,
    mail,
    axe,
  }) => {
    test.setTimeout(240_000);
    // First run (issue 21 §3): the landing page of a firm with no clients says what to do first.
    await partner.goto('/');
    const firstSteps = partner.getByRole('region', { name: 'Welcome! Start with your first client' });
    await expect(firstSteps).toBeVisible();
    await axe(partner);
    await firstSteps.getByRole('link', { name: 'Add a client' }).click();
    const create = partner.getByRole('dialog', { name: 'Create User and Entity' });
    await create.getByLabel(/^First name/).fill('Cleo');
    await create.getByLabel(/^Last name/).fill('Client');
    await create.getByLabel(/^Email/).fill(people.client);
    await create.getByLabel(/^Entity type/).selectOption('Individual');
    await create.getByLabel(/^Assigned firm user/).selectOption({ label: 'Hana Harbor' });
    await axe(partner);
    await create.getByRole('button', { name: 'Create' }).click();
    await expect(partner.getByRole('heading', { level: 1, name: 'Cleo Client' })).toBeVisible();
    await axe(partner);

    // The first questionnaire, from Collect, where the first-run card is gone now the firm has a client.
    await partner.goto('/');
    await expect(partner.getByRole('heading', { name: 'Collect', level: 1 })).toBeVisible();
    await axe(partner);
    await partner.getByRole('button', { name: 'Send Questionnaire' }).first().click();
    const send = partner.getByRole('dialog', { name: 'Send Questionnaire' });
    await send.getByRole('combobox', { name: 'Template' }).click();
    await partner.getByRole('option', { name: 'General Tax Organizer', exact: true }).click();
    await send.getByRole('combobox', { name: 'Entities' }).fill('Cleo');
    // An entity option names its owners under the entity's name (issue 38 §4).
    await partner
      .getByRole('option')
      .filter({ has: partner.getByText('Cleo Client', { exact: true }) })
      .click();
    await send.getByRole('heading', { name: 'Send Questionnaire' }).click();
    await axe(partner);
    await send.getByRole('button', { name: 'Send', exact: true }).click();
    await expect(send.getByText('Sent to 1 entity')).toBeVisible({ timeout: 60_000 });
    await axe(partner);
    await send.getByRole('button', { name: 'Done' }).click();
    await expect(partner.getByRole('region', { name: 'Welcome! Start with your first client' })).toHaveCount(0);
    await expect(partner.getByRole('row').filter({ hasText: 'Cleo Client' }).first()).toBeVisible();
    await axe(partner);

    const client = await newPage(browser, baseURL, 375);
    await client.goto('/');
    await enterEmail(client, people.client);
    // Cleo's questionnaire email may come in after it: take the sign-in link's own.
    const signInLink = await mail.waitFor((m) => m.to.includes(people.client) && /sign-in link/.test(m.subject));
    await choosePassword(client, linkIn(signInLink.text, '/signin'));
    await expectClientPortal(client);
    await signOut(client);

    await openSection(partner, 'Staff');
    await partner.getByRole('switch', { name: /^Require two-factor for clients/ }).check();
    await expect(partner.getByText('Updated')).toBeVisible();

    const sent = mail.messages.length;
    await client.goto('/');
    await enterEmail(client, people.client);
    await client.getByLabel('Password', { exact: true }).fill(PASSWORD);
    await client.getByRole('button', { name: 'Sign in' }).click();
    await expect(client.getByLabel('Verification code')).toBeVisible();
    await axe(client);
    await expect.poll(() => mail.messages.length).toBeGreaterThan(sent);
    await enterCode(client, codeIn((await mail.waitFor(people.client)).text));
    await expectClientPortal(client);
    await client.context().close();
  });

  test("the partner's logo and a very light primary colour reach the client's sign-in page, readable", async ({
    browser,
    baseURL,
    axe,
  }) => {
    test.setTimeout(180_000);
    await openSection(partner, 'Branding');
    await axe(partner);
    const chooser = partner.waitForEvent('filechooser');
    await partner.getByRole('button', { name: 'Upload logo' }).click();
    await (await chooser).setFiles({ name: 'harbor.png', mimeType: 'image/png', buffer: tinyPng() });
    // In the portal's header, for staff (the Branding tab shows its own preview too).
    await expect(partner.getByRole('banner').getByRole('img', { name: `${firm.name} logo` })).toBeVisible();

    const primary = partner.getByRole('textbox', { name: /^Primary colour/ });
    await primary.fill('#f5f5a0');
    await primary.press('Enter');
    await expect(partner.getByText(/Adjusted for readable text/)).toBeVisible();
    await partner.getByRole('button', { name: 'Save colours' }).click();
    await expect(partner.getByText('Updated').first()).toBeVisible();

    const visitor = await newPage(browser, baseURL, 375);
    await visitor.goto(`/signin?firm=${firm.slug}`);
    const logo = visitor.getByRole('img', { name: `${firm.name} logo` });
    await expect(logo).toBeVisible();
    await expect.poll(() => logo.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(2);
    const next = visitor.getByRole('button', { name: 'Next' });
    const colours = await next.evaluate((el) => {
      const style = getComputedStyle(el);
      return { background: style.backgroundColor, text: style.color };
    });
    // The firm's colour, darkened until white text on it is readable (not the default navy).
    expect(colours.background).not.toBe('rgb(28, 78, 128)');
    expect(contrast(colours.background, colours.text)).toBeGreaterThanOrEqual(4.5);
    await axe(visitor);
    await visitor.context().close();
  });

  test('the partner turns on document tags and the documents screen offers them', async ({ axe }) => {
    await openSection(partner, 'Preferences');
    await axe(partner);
    await partner.getByRole('switch', { name: /^Document tags/ }).check();
    await partner.getByRole('button', { name: 'Save preferences' }).click();
    await expect(partner.getByText('Updated').first()).toBeVisible();

    await partner.goto('/admin');
    await partner.getByRole('table', { name: 'Entities' }).getByRole('link', { name: 'Cleo Client' }).click();
    await partner
      .getByRole('navigation', { name: 'Entity navigation' })
      .getByRole('link', { name: 'Documents' })
      .click();
    await expect(partner.getByRole('button', { name: 'Upload Documents' }).first()).toBeVisible();
    await axe(partner);
    await partner.getByRole('button', { name: 'Upload Documents' }).first().click();
    const upload = partner.getByRole('dialog', { name: 'Upload Documents' });
    await expect(upload.getByRole('combobox', { name: 'Tags' })).toBeVisible();
    await axe(partner);
    await partner.context().close();
  });
});
