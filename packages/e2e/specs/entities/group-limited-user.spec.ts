import type { Browser, Page } from '@playwright/test';
import { expect, test } from '../../fixtures/test.ts';
import { demo, expectStaffPortal, signInWithPassword } from '../../fixtures/sign-in.ts';

/**
 * The demo firm has groups on; Greg Group is limited to West Office. Its clients are those assigned to
 * staff[i % 4] = Greg (client4, client8, ...); client1 is Paula Partner's and in no group.
 */
const GROUP_USER = { email: 'group@demo.example', name: 'Greg Group', group: 'West Office' };
const IN_GROUP = 'client4@demo.example';
const OUT_OF_GROUP = 'client1@demo.example';
/** Staff in West Office or in no group; Erin East of East Office is not among them. */
const SEEN_STAFF = ['Adam Admin', 'Fiona Full', 'Greg Group', 'Paula Partner'];

async function signIn(browser: Browser, baseURL: string | undefined, email: string): Promise<Page> {
  const page = await (await browser.newContext({ baseURL })).newPage();
  await page.goto('/');
  await signInWithPassword(page, email);
  await expectStaffPortal(page);
  return page;
}

/** The pager reads '1–N of T' (or '0 of 0'): T. */
async function totalOf(page: Page): Promise<number> {
  const range = page.getByText(/^(1–\d+ of \d+|0 of 0)$/);
  await expect(range).toBeVisible();
  return Number(/of (\d+)$/.exec((await range.textContent()) ?? '')?.[1]);
}

async function search(page: Page, table: string, text: string) {
  await page.getByRole('searchbox', { name: 'Search' }).fill(text);
  return page
    .getByRole('table', { name: table })
    .locator('tbody tr')
    .filter({ has: page.getByRole('cell', { name: text, exact: true }) });
}

/** A client's first entity, as the partner (who sees every group) finds it from the user view. */
async function entityOf(page: Page, email: string): Promise<{ name: string; path: string }> {
  await page.goto('/clients');
  const row = await search(page, 'Users', email);
  await expect(row).toHaveCount(1);
  await row.getByRole('link').first().click();
  await expect(page).toHaveURL(/\/clients\/\d+$/);
  const link = page.getByRole('main').locator('a[href^="/admin/"]').first();
  await expect(link).toBeVisible();
  return { name: ((await link.textContent()) ?? '').trim(), path: (await link.getAttribute('href')) ?? '' };
}

test.describe('A group-limited staff member', () => {
  test('sees only the clients, entities and firm users of their own group', async ({ browser, baseURL, page, axe }) => {
    // What the whole firm holds, through the partner's eyes.
    const partner = await signIn(browser, baseURL, demo.partner);
    await partner.goto('/clients');
    await expect(partner.getByRole('table', { name: 'Users' }).getByRole('link').first()).toBeVisible();
    const allUsers = await totalOf(partner);
    await partner.goto('/admin');
    await expect(partner.getByRole('table', { name: 'Entities' }).getByRole('link').first()).toBeVisible();
    const allEntities = await totalOf(partner);
    const outside = await entityOf(partner, OUT_OF_GROUP);
    const inside = await entityOf(partner, IN_GROUP);
    await partner.context().close();

    await page.goto('/');
    await signInWithPassword(page, GROUP_USER.email);
    await expectStaffPortal(page);

    // Users: their group only, fixed; every client is assigned to staff of the group.
    await page.goto('/clients');
    const users = page.getByRole('table', { name: 'Users' });
    await expect(users.getByRole('link').first()).toBeVisible();
    const groupUsers = await totalOf(page);
    expect(groupUsers).toBeGreaterThan(0);
    expect(groupUsers).toBeLessThan(allUsers);
    const groupFilter = page.getByRole('combobox', { name: 'Firm group' });
    await expect(groupFilter).toBeDisabled();
    await expect(groupFilter).toHaveValue(/\d+/);
    await expect(groupFilter.locator('option:checked')).toHaveText(GROUP_USER.group);
    const assigned = await users.locator('tbody tr').evaluateAll((rows) =>
      rows.map((r) => {
        const cells = [...r.closest('table')!.querySelectorAll('thead th')].map((th) => th.textContent ?? '');
        const col = cells.findIndex((t) => t.includes('Assigned firm user'));
        return r.querySelectorAll('td, th')[col]?.textContent ?? '';
      }),
    );
    expect(assigned.length).toBeGreaterThan(0);
    expect(new Set(assigned)).toEqual(new Set([GROUP_USER.name]));
    await axe(page);

    await expect(await search(page, 'Users', IN_GROUP)).toHaveCount(1);
    await search(page, 'Users', OUT_OF_GROUP);
    await expect(page.getByText('No user matches the search or filters.')).toBeVisible();

    // Firm users where they are listed: the assignee filter offers staff of the group or of none.
    await page.getByRole('searchbox', { name: 'Search' }).fill('');
    await page.getByRole('combobox', { name: 'Assigned firm user' }).click();
    const options = page.getByRole('listbox').getByRole('option');
    await expect(options).toHaveText(['None', ...SEEN_STAFF]);
    await page.keyboard.press('Escape');

    // Entities: their group's only; another group's entity answers as not found.
    await page.goto('/admin');
    const entities = page.getByRole('table', { name: 'Entities' });
    await expect(entities.getByRole('link').first()).toBeVisible();
    const groupEntities = await totalOf(page);
    expect(groupEntities).toBeGreaterThan(0);
    expect(groupEntities).toBeLessThan(allEntities);
    await expect(page.getByRole('combobox', { name: 'Firm group' })).toBeDisabled();
    await page.getByRole('searchbox', { name: 'Search' }).fill(outside.name);
    await expect(entities.getByRole('link', { name: outside.name, exact: true })).toHaveCount(0);
    await page.getByRole('searchbox', { name: 'Search' }).fill(inside.name);
    await expect(entities.getByRole('link', { name: inside.name, exact: true })).toBeVisible();
    await axe(page);

    await page.goto(outside.path);
    await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
    await page.goto(inside.path);
    await expect(page.getByRole('heading', { level: 1, name: inside.name })).toBeVisible();
    await axe(page);
  });
});
