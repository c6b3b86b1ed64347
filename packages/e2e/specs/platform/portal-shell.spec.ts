import { expect, test } from '../../fixtures/test.ts';

test.describe('the portal in a browser', () => {
  test('opens the landing page, the help page and a friendly 404, accessibly', async ({ page, axe }) => {
    await page.goto('/');
    await expect(page).toHaveTitle(/Client Portal/i);
    await expect(page.getByRole('main')).toBeVisible();
    await axe(page);

    await page.goto('/help');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await axe(page);

    await page.goto('/no/such/page');
    await expect(page.getByText(/page not found/i)).toBeVisible();
  });

  test('client routes fall back to the app while /api never does', async ({ request }) => {
    const app = await request.get('/admin-profile');
    expect(app.status()).toBe(200);
    expect(await app.text()).toContain('<div id="root">');
    const api = await request.get('/api/nothing-here');
    expect(api.status()).toBe(404);
    expect(await api.json()).toMatchObject({ error: { code: 'not_found' } });
  });

  test('renders at 375 px wide without horizontal scrolling', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 740 });
    await page.goto('/');
    await expect(page.getByRole('main')).toBeVisible();
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
  });
});
