import { expect, test } from '../../fixtures/test.ts';
import { DEMO_PASSWORD, demo, enterEmail, expectClientPortal, linkIn, signOut } from '../../fixtures/sign-in.ts';

test('a magic link signs a client in once; used again it offers a new link', async ({ page, mail }) => {
  await page.goto('/');
  await enterEmail(page, demo.linkClient(8));
  await expect(page.getByText(/check your email/i)).toBeVisible();
  const link = linkIn((await mail.waitFor(demo.linkClient(8))).text, '/signin');
  await page.goto(link);
  await expectClientPortal(page);
  await signOut(page);

  const sent = mail.messages.length;
  await page.goto(link);
  await expect(page.getByRole('button', { name: 'Email me a new link' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Text me a code' })).toBeVisible();
  await page.getByRole('button', { name: 'Email me a new link' }).click();
  await expect.poll(() => mail.messages.length).toBeGreaterThan(sent);
  await page.goto(linkIn((await mail.waitFor(demo.linkClient(8))).text, '/signin'));
  await expectClientPortal(page);
});

test('a first-time client chooses a password as their sign-in method', async ({ page, mail, axe }) => {
  await page.goto('/');
  await enterEmail(page, demo.firstTimeClient(4));
  await page.goto(linkIn((await mail.waitFor(demo.firstTimeClient(4))).text, '/signin'));
  await expect(page).toHaveURL(/\/set-sign-in-method/);
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByText('Please choose a sign-in method')).toBeVisible();
  await page.getByLabel(/^password/i).check();
  await axe(page);
  await page.getByRole('button', { name: 'Next' }).click();
  await page.getByLabel('Password', { exact: true }).fill('short');
  await page.getByLabel('Confirm password').fill('short');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Password must be at least 10 characters').first()).toBeVisible();
  await page.getByLabel('Password', { exact: true }).fill('My-Own-Password-7');
  await page.getByLabel('Confirm password').fill('My-Own-Password-7');
  await page.getByRole('button', { name: 'Save' }).click();
  await expectClientPortal(page);
  expect(DEMO_PASSWORD).not.toBe('My-Own-Password-7');
});
