import { expect, test } from '../../fixtures/test.ts';
import { demo, expectClientPortal, expectStaffPortal, signInWithPassword } from '../../fixtures/sign-in.ts';

/**
 * Issue 38 §9: every request the app makes settles, whatever its answer, so a page reaches network-idle (what
 * browser tests and page-speed tools wait for). A signed-out visit's session refresh answers 401 at once; an
 * answer whose body nobody reads keeps its request open.
 */
test.describe('Every request settles', () => {
  const idle = { waitUntil: 'networkidle' as const, timeout: 20_000 };

  test('/signin, signed out, reaches network-idle', async ({ page }) => {
    await page.goto('/signin', idle);
    await expect(page.getByLabel('Email', { exact: true })).toBeVisible();
  });

  test('the client dashboard and the staff home reach network-idle', async ({ browser, baseURL }) => {
    for (const [email, expectPortal] of [
      [demo.passwordClient(1), expectClientPortal],
      [demo.partner, expectStaffPortal],
    ] as const) {
      const context = await browser.newContext({ baseURL });
      const page = await context.newPage();
      await page.goto('/signin');
      await signInWithPassword(page, email);
      await expectPortal(page);
      // A fresh load of the home page, signed in (the refresh cookie starts the session).
      await page.goto('/', idle);
      await expectPortal(page);
      await context.close();
    }
  });
});
