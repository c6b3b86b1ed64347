import { expect, test } from '../../fixtures/test.ts';
import { demo, expectClientPortal, signInWithPassword, signOut } from '../../fixtures/sign-in.ts';

test('the redirect parameter is honoured after sign-in, and never leaves the portal', async ({ page }) => {
  await page.goto('/profile');
  await expect(page).toHaveURL(/redirect=%2Fprofile|redirect=\/profile/);
  await signInWithPassword(page, demo.passwordClient(1));
  await expect(page).toHaveURL(/\/profile$/);
  await signOut(page);

  await page.goto('/?redirect=https://evil.example/phish');
  await signInWithPassword(page, demo.passwordClient(1));
  await expectClientPortal(page);
  expect(new URL(page.url()).host).toBe(new URL(page.url()).host);
  expect(page.url()).not.toContain('evil.example/phish');
});

test('signing out in one tab signs out the other', async ({ context }) => {
  const first = await context.newPage();
  await first.goto('/');
  await signInWithPassword(first, demo.passwordClient(5));
  await expectClientPortal(first);
  const second = await context.newPage();
  await second.goto('/profile');
  await expectClientPortal(second);

  await signOut(first);
  await expect(
    second.getByText(
      'You have been signed out. When you are signed out in one page, we sign you out in all of them to keep your data secure.',
    ),
  ).toBeVisible();
  await expect(second.getByLabel('Email', { exact: true })).toBeVisible();
});

test('a client with no active entities is blocked and can only sign out', async ({ page, axe }) => {
  await page.goto('/');
  await signInWithPassword(page, demo.former);
  const overlay = page.getByText('Your account does not have active entities to view. Please contact your firm.');
  await expect(overlay).toBeVisible();
  await axe(page);
  await page.getByRole('button', { name: 'Sign out' }).click();
  await expect(page.getByLabel('Email', { exact: true })).toBeVisible();
});
