import { expect, test } from '../../fixtures/test.ts';
import { codeIn, demo, enterCode, enterEmail, expectClientPortal } from '../../fixtures/sign-in.ts';

test('a client signs in with a code sent by email', async ({ page, mail, axe }) => {
  await page.goto('/');
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByText('Please fill out email first.')).toBeVisible();
  await enterEmail(page, `  ${demo.emailClient(2)}  `);
  await expect(page.getByRole('button', { name: 'Verify' })).toBeDisabled();
  await axe(page);
  const code = codeIn((await mail.waitFor(demo.emailClient(2))).subject);
  await enterCode(page, code);
  await expectClientPortal(page);
});

test('a client signs in with a code sent by text', async ({ page, portal }) => {
  await page.goto('/');
  await enterEmail(page, demo.smsClient(3));
  await expect(page.getByLabel('Verification code')).toBeVisible();
  const sms = (await portal.sms()).at(-1)!;
  await enterCode(page, codeIn(sms.body));
  await expectClientPortal(page);
});
