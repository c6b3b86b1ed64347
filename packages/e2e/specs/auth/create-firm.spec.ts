import { expect, test } from '../../fixtures/test.ts';
import { expectStaffPortal } from '../../fixtures/sign-in.ts';

test('a new firm is created and its partner lands in the staff portal', async ({ page, axe }) => {
  await page.goto('/create-firm');
  await expect(page.getByLabel('Time zone')).toHaveValue('Pacific Time (US & Canada)');
  await axe(page);
  await page.getByLabel('Firm name').fill('Lakeside CPAs');
  await page.getByLabel('Subdomain').fill('demo');
  // Said as it is typed, then again by the server on the field itself (once: the preview steps aside).
  await expect(page.getByText('This subdomain is already taken')).toBeVisible();
  await page.getByLabel('First name').fill('Lena');
  await page.getByLabel('Last name').fill('Lake');
  await page.getByLabel('Email', { exact: true }).fill('lena@lakeside.example');
  await page.getByLabel('Password', { exact: true }).fill('Lakeside-Taxes-1');
  await page.getByLabel('Confirm password').fill('Lakeside-Taxes-1');
  await page.getByRole('button', { name: 'Create firm' }).click();
  // The demo firm already holds that subdomain: the error sits on the field and nothing typed is lost.
  await expect(page.getByText('This subdomain is already taken')).toBeVisible();
  await expect(page.getByLabel('Firm name')).toHaveValue('Lakeside CPAs');
  await page.getByLabel('Subdomain').fill('lakeside');
  await page.getByRole('button', { name: 'Create firm' }).click();
  await expectStaffPortal(page);
  await expect(page.getByRole('link', { name: 'Firm Settings' })).toBeVisible();
});
