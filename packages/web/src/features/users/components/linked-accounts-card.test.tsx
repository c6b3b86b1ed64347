import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { stubApi } from '../../../testing/api-stub';
import { json } from '../../../testing/factories';
import { LocationProbe } from '../../../testing/location-probe';
import { renderWithProviders } from '../../../testing/render';
import { LinkedAccountsCard, PENDING_LINK_KEY } from './linked-accounts-card';

afterEach(() => vi.unstubAllGlobals());
beforeEach(() => sessionStorage.clear());

const LIST = 'GET /api/users/get_linked_accounts';
const LINK = 'POST /api/users/link_account';
const UNLINK = 'POST /api/users/unlink_account';
const provider = {
  id: 'oidc',
  name: 'Firm SSO',
  authorize_url: 'https://sso.example/authorize',
  client_id: 'portal',
  scope: 'openid email',
};
const VERIFIER = 'v'.repeat(43);
const account = {
  id: 7,
  provider: 'oidc',
  provider_name: 'Firm SSO',
  email: 'alice@sso.example',
  created_at: '2026-11-01T10:00:00.000Z',
};

describe('LinkedAccountsCard', () => {
  it('sends the staff member to the provider with a state and a PKCE challenge it keeps, returning to /admin-profile', async () => {
    stubApi({ [LIST]: () => json(200, { linked_accounts: [], providers: [provider] }) });
    const assign = vi.spyOn(window.location, 'assign').mockImplementation(() => {});
    renderWithProviders(<LinkedAccountsCard readOnly={false} />, { route: '/admin-profile' });
    expect(await screen.findByText('No sign-in accounts are linked.')).toBeInTheDocument();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Link Firm SSO account' }));
    await waitFor(() => expect(assign).toHaveBeenCalledTimes(1));
    const href = new URL(String(assign.mock.calls[0]![0]));
    expect(href.origin + href.pathname).toBe('https://sso.example/authorize');
    expect(href.searchParams.get('client_id')).toBe('portal');
    expect(href.searchParams.get('response_type')).toBe('code');
    expect(href.searchParams.get('redirect_uri')).toBe(`${window.location.origin}/admin-profile`);
    expect(href.searchParams.get('code_challenge_method')).toBe('S256');
    const pending = JSON.parse(sessionStorage.getItem(PENDING_LINK_KEY)!);
    expect(pending).toMatchObject({ state: href.searchParams.get('state'), provider: 'oidc' });
    // The challenge is the verifier's SHA-256, so only this browser can trade the code.
    const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(pending.verifier));
    const challenge = btoa(String.fromCharCode(...new Uint8Array(digest)))
      .replace(/\+/g, '-')
      .replace(/\//g, '_')
      .replace(/=+$/, '');
    expect(href.searchParams.get('code_challenge')).toBe(challenge);
  });

  it('back from the provider, links the account with the code and clears it from the address', async () => {
    sessionStorage.setItem(PENDING_LINK_KEY, JSON.stringify({ state: 's-1', provider: 'oidc', verifier: VERIFIER }));
    let linked = false;
    const api = stubApi({
      [LIST]: () => json(200, { linked_accounts: linked ? [account] : [], providers: [provider] }),
      [LINK]: () => {
        linked = true;
        return json(200, { message: 'Account linked successfully', linked_account: account });
      },
    });
    renderWithProviders(
      <>
        <LinkedAccountsCard readOnly={false} />
        <LocationProbe />
      </>,
      { route: '/admin-profile?code=abc&state=s-1' },
    );
    expect(await screen.findByText('Account linked successfully')).toBeInTheDocument();
    expect(api.bodyOf(LINK)).toEqual({
      provider: 'oidc',
      code: 'abc',
      code_verifier: VERIFIER,
      redirect_uri: `${window.location.origin}/admin-profile`,
    });
    expect(await screen.findByText('alice@sso.example', { exact: false })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Link Firm SSO account' })).not.toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/admin-profile$/);
    expect(sessionStorage.getItem(PENDING_LINK_KEY)).toBeNull();
  });

  it('refuses a provider answer this browser did not ask for', async () => {
    sessionStorage.setItem(PENDING_LINK_KEY, JSON.stringify({ state: 's-1', provider: 'oidc' }));
    const api = stubApi({ [LIST]: () => json(200, { linked_accounts: [], providers: [provider] }) });
    renderWithProviders(<LinkedAccountsCard readOnly={false} />, { route: '/admin-profile?code=abc&state=forged' });
    expect(await screen.findByText('Unable to link account, please try again later.')).toBeInTheDocument();
    expect(api.keys()).not.toContain(LINK);
  });

  it('unlinks an account', async () => {
    let linked = true;
    const api = stubApi({
      [LIST]: () => json(200, { linked_accounts: linked ? [account] : [], providers: [provider] }),
      [UNLINK]: () => {
        linked = false;
        return json(200, { message: 'Account unlinked successfully' });
      },
    });
    renderWithProviders(<LinkedAccountsCard readOnly={false} />, { route: '/admin-profile' });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Unlink Firm SSO account' }));
    // Asked first: Cancel unlinks nothing.
    const ask = await screen.findByRole('dialog', { name: 'Unlink account' });
    expect(ask).toHaveTextContent('You will no longer be able to sign in with Firm SSO (alice@sso.example).');
    await user.click(within(ask).getByRole('button', { name: 'Cancel' }));
    expect(api.keys()).not.toContain(UNLINK);
    await user.click(screen.getByRole('button', { name: 'Unlink Firm SSO account' }));
    await user.click(
      within(await screen.findByRole('dialog', { name: 'Unlink account' })).getByRole('button', { name: 'Unlink' }),
    );
    expect(await screen.findByText('Account unlinked successfully')).toBeInTheDocument();
    expect(api.bodyOf(UNLINK)).toEqual({ id: 7 });
    await waitFor(() => expect(screen.getByRole('button', { name: 'Link Firm SSO account' })).toBeInTheDocument());
  });

  it('says how a portal gets a sign-in provider when none is set up', async () => {
    stubApi({ [LIST]: () => json(200, { linked_accounts: [], providers: [] }) });
    renderWithProviders(<LinkedAccountsCard readOnly={false} />, { route: '/admin-profile' });
    expect(await screen.findByText(/No outside sign-in is set up for this portal/)).toHaveTextContent('OIDC_*');
    expect(screen.queryByRole('button', { name: /^Link / })).not.toBeInTheDocument();
  });
});
