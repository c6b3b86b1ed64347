import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { expect, test } from '../../fixtures/test.ts';
import { DEMO_PASSWORD, demo, expectStaffPortal, signInWithPassword } from '../../fixtures/sign-in.ts';

// Every staff page without an id in its address (route-table.ts staffRoutes); the entity's and the user's
// pages are added from the demo's first entity.
const STAFF_PAGES = [
  '/overview',
  '/templates',
  '/templates/new',
  '/admin',
  '/clients',
  '/messages',
  '/tax-returns',
  '/review-and-export',
  '/signature-requests',
  '/activities',
  '/admin-drop-links',
  '/settings/roles',
  '/workflows',
  '/firm',
  '/admin-guide',
  '/admin-profile',
  '/import-lists',
];

/** A long-named import file, so Import lists has rows whatever other journeys ran first. */
async function uploadImportFile(request: APIRequestContext) {
  const signIn = await request.post('/api/sessions/verify_password_for_firebase_token', {
    data: { username: demo.partner, password: DEMO_PASSWORD },
  });
  const res = await request.post('/api/import_lists/files', {
    headers: { authorization: `Bearer ${(await signIn.json()).firebase_token}` },
    multipart: {
      documentType: 'other',
      documentName: 'Prior-year client engagement summary for the whole office',
      comment: 'Sent by the staff-layout journey to fill the Uploaded files table',
      file: {
        name: 'prior-year-engagement-summary-for-the-whole-office.csv',
        mimeType: 'text/csv',
        buffer: Buffer.from('a,b\n1,2\n'),
      },
    },
  });
  expect(res.status(), await res.text()).toBe(200);
}

/** How far the page scrolls sideways: 0 when everything fits (tables scroll inside their own box). */
const sidewaysScroll = (page: Page) =>
  page.evaluate(() => {
    const s = document.scrollingElement!;
    return s.scrollWidth - s.clientWidth;
  });

const overlaps = async (a: Locator, b: Locator) => {
  const [x, y] = [(await a.boundingBox())!, (await b.boundingBox())!];
  return x.x < y.x + y.width && y.x < x.x + x.width && x.y < y.y + y.height && y.y < x.y + x.height;
};

// Issue 21 §10: the header, the toasts, the composer and the staff pages at a phone's width.
test('the staff portal on a 1440×900 screen and a 375 px phone', async ({ page, axe }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto('/');
  await signInWithPassword(page, demo.partner);
  await expectStaffPortal(page);
  const header = page.getByRole('banner');
  const accountMenu = header.getByRole('button', { name: /^Account menu for / });

  await test.step('the conversation composer is in view without scrolling', async () => {
    await page.goto('/messages');
    await page.getByRole('navigation', { name: 'Conversations' }).getByRole('link').first().click();
    const composer = page.getByRole('region', { name: 'New message' });
    await expect(composer.getByRole('textbox', { name: 'Message' })).toBeInViewport();
    await expect(composer.getByRole('button', { name: 'Send' })).toBeInViewport({ ratio: 1 });
    await axe(page);
  });

  await test.step('Entities and Users show 15 rows or more on a 900 px tall screen', async () => {
    for (const path of ['/admin', '/clients']) {
      await page.goto(path);
      // The demo firm's welcome is the demo's own: a firm's real screen starts without it.
      if (path === '/admin') await page.getByRole('button', { name: 'Dismiss firm announcement' }).click();
      const table = page.getByRole('main').getByRole('table');
      await page.getByLabel('Rows per page').selectOption('20');
      await expect(table.locator('tbody tr')).toHaveCount(20);
      const inView = await table
        .locator('tbody tr')
        .evaluateAll((rows) => rows.filter((r) => r.getBoundingClientRect().bottom <= window.innerHeight).length);
      expect(inView, `${path} rows in view`).toBeGreaterThanOrEqual(15);
    }
  });

  await test.step('a toast leaves the header controls uncovered', async () => {
    await page.goto('/admin-profile');
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    const toast = page.getByRole('alert').filter({ hasText: 'All changes saved successfully' });
    await expect(toast).toBeVisible();
    expect(await overlaps(toast, header)).toBe(false);
    await expect(accountMenu).toBeVisible();
  });

  await test.step('on a phone the header keeps the firm name, with one account menu holding Sign out', async () => {
    await page.setViewportSize({ width: 375, height: 740 });
    await page.goto('/overview');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    const firmName = header.getByText('Demo Tax & Accounting');
    await expect(firmName).toBeVisible();
    // Readable whole: not cut short to leave room for header buttons.
    expect(await firmName.evaluate((el) => el.scrollWidth <= el.clientWidth)).toBe(true);
    await expect(header.getByRole('button', { name: 'Sign out' })).toHaveCount(0);
    await axe(page);
    await accountMenu.click();
    const menu = page.getByRole('menu');
    await expect(menu.getByRole('menuitem', { name: 'Sign out' })).toBeVisible();
    await expect(menu.getByRole('menuitem', { name: 'Profile Settings' })).toBeVisible();
    // Checked open too (the theme leaves out Mantine's focus placeholder): the open menu takes the focus to
    // its first item and the arrow keys move between items.
    await axe(page);
    await expect(menu.getByRole('menuitem').first()).toBeFocused();
    await page.keyboard.press('ArrowDown');
    await expect(menu.getByRole('menuitem').nth(1)).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(menu).toBeHidden();
  });

  await test.step('no staff page scrolls sideways at 375 px', async () => {
    await uploadImportFile(page.request);
    await page.goto('/admin');
    const entity = page.getByRole('main').locator('a[href^="/admin/"]').first();
    const entityPath = (await entity.getAttribute('href'))!.split('?')[0]!;
    await page.goto('/clients');
    const client = page.getByRole('main').locator('a[href^="/clients/"]').first();
    const clientPath = (await client.getAttribute('href'))!;
    const pages = [...STAFF_PAGES, entityPath, `${entityPath}/messages`, `${entityPath}/documents`, clientPath];
    const wide: string[] = [];
    for (const path of pages) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
      // Lists fill in after the heading.
      await page.waitForLoadState('networkidle');
      if ((await sidewaysScroll(page)) > 0) wide.push(`${path} (${await sidewaysScroll(page)} px)`);
    }
    expect(wide).toEqual([]);
    await axe(page);
  });
});
