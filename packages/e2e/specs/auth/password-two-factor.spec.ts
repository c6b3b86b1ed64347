import { expect, test } from '../../fixtures/test.ts';
import { codeIn, demo, enterCode, expectStaffPortal, signInWithPassword, signOut } from '../../fixtures/sign-in.ts';

test('password sign-in with two-factor turned on in the profile', async ({ page, mail, axe }) => {
  await page.goto('/');
  await signInWithPassword(page, demo.admin, 'not-the-password');
  await expect(page.getByText('The email address or password is incorrect')).toBeVisible();
  await page.getByLabel('Password', { exact: true }).fill('Demo-Portal-2026!');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expectStaffPortal(page);

  await page.goto('/admin-profile');
  await page.getByRole('switch', { name: /two-factor/i }).check();
  // Exact: advisors' profiles also have 'Save out-of-office'.
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByText('All changes saved successfully')).toBeVisible();
  await signOut(page);

  await page.goto('/');
  await signInWithPassword(page, demo.admin);
  await expect(page.getByLabel('Verification code')).toBeVisible();
  await axe(page);
  await enterCode(page, '000000' === codeIn((await mail.waitFor(demo.admin)).subject) ? '111111' : '000000');
  await expect(page.getByText('Invalid or expired verification code')).toBeVisible();
  await page.getByLabel('Verification code').fill(codeIn((await mail.waitFor(demo.admin)).subject));
  await page.getByRole('button', { name: 'Verify' }).click();
  await expectStaffPortal(page);
});
