import { expect, test } from '../../fixtures/test.ts';
import { OPERATOR_TOKEN } from '../../fixtures/portal-server.ts';
import { demo, expectClientPortal, signInWithPassword } from '../../fixtures/sign-in.ts';

test('the maintenance banner appears and goes live, without a reload', async ({ page, request, axe }) => {
  await page.goto('/');
  await signInWithPassword(page, demo.passwordClient(9));
  await expectClientPortal(page);

  const text = `Scheduled maintenance tonight ${Date.now()}`;
  const set = (show: boolean) =>
    request.put('/api/live_config', {
      data: { global_alert: { show, text } },
      headers: { authorization: `Bearer ${OPERATOR_TOKEN}` },
    });
  expect((await set(true)).status()).toBe(200);
  await expect(page.getByRole('alert').filter({ hasText: text })).toBeVisible();
  await axe(page);
  expect((await set(false)).status()).toBe(200);
  await expect(page.getByText(text)).toHaveCount(0);
});
