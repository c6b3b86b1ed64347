import { expect, test } from '../../fixtures/test.ts';
import { OIDC_NAME } from '../../fixtures/oidc-provider.ts';
import { demo, expectStaffPortal, signInWithPassword, signOut } from '../../fixtures/sign-in.ts';

/**
 * Issue 41 §4: a staff member links an account at the firm's single sign-on (a real OpenID Connect provider
 * with its own sign-in and consent pages), signs out, signs in with it, and unlinks it.
 */
test('link a single sign-on account, sign in with it, unlink it', async ({ page, axe, oidc }) => {
  const login = `sso-${test.info().workerIndex}-${Date.now()}`;

  /**
   * At the provider's own pages: its sign-in (any login and password) and its consent when it shows them (a
   * second visit may pass straight through), until it sends the browser back to the portal.
   */
  async function throughProvider(leave: () => Promise<void>) {
    const left = page.waitForRequest((r) => r.url().startsWith(oidc.issuer));
    await leave();
    await left;
    await expect(async () => {
      if (page.url().startsWith(oidc.issuer)) {
        const loginField = page.locator('input[name="login"]');
        if (await loginField.isVisible()) {
          await loginField.fill(login);
          await page.locator('input[name="password"]').fill('anything');
          await page.getByRole('button', { name: 'Sign-in' }).click();
        }
        const consent = page.getByRole('button', { name: 'Continue' });
        if (await consent.isVisible()) await consent.click();
      }
      expect(page.url().startsWith(oidc.issuer)).toBe(false);
    }).toPass({ timeout: 30_000 });
  }

  await test.step('signed in with a password, the staff member links the firm’s sign-on in Profile Settings', async () => {
    await page.goto('/');
    await signInWithPassword(page, demo.full);
    await expectStaffPortal(page);
    await page.goto('/admin-profile');
    const card = page.getByRole('region', { name: 'Linked accounts' });
    await expect(card.getByText('No sign-in accounts are linked.')).toBeVisible();
    await axe(page);
    await throughProvider(() => card.getByRole('button', { name: `Link ${OIDC_NAME} account` }).click());
    await expect(page).toHaveURL(/\/admin-profile$/);
    await expect(page.getByText('Account linked successfully')).toBeVisible();
    await expect(card.getByText(`${login}@sso.example`)).toBeVisible();
  });

  await test.step('signed out, the sign-in page offers the sign-on, which signs them in', async () => {
    await signOut(page);
    await page.goto('/signin');
    const sso = page.getByRole('button', { name: `Sign in with ${OIDC_NAME}` });
    await expect(sso).toBeVisible();
    await axe(page);
    await throughProvider(() => sso.click());
    await expectStaffPortal(page);
    // The provider's code was used once and left the address.
    expect(new URL(page.url()).searchParams.has('code')).toBe(false);
  });

  await test.step('the account is unlinked after a confirmation, and no longer signs anyone in', async () => {
    await page.goto('/admin-profile');
    const card = page.getByRole('region', { name: 'Linked accounts' });
    await card.getByRole('button', { name: `Unlink ${OIDC_NAME} account` }).click();
    const ask = page.getByRole('dialog', { name: 'Unlink account' });
    await expect(ask).toContainText(`${login}@sso.example`);
    await axe(page);
    await ask.getByRole('button', { name: 'Unlink' }).click();
    await expect(page.getByText('Account unlinked successfully')).toBeVisible();
    await expect(card.getByText('No sign-in accounts are linked.')).toBeVisible();

    await signOut(page);
    await page.goto('/signin');
    await throughProvider(() => page.getByRole('button', { name: `Sign in with ${OIDC_NAME}` }).click());
    await expect(page.getByRole('alert')).toContainText(
      'No portal account is linked to this sign-in. Sign in another way, then link it in Profile Settings.',
    );
  });
});
