import { authMessages, linkedAccountMessages } from '@portal/domain';
import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiError, signedIn, stubApi } from '../../../testing/api-stub';
import { json } from '../../../testing/factories';
import { LocationProbe } from '../../../testing/location-probe';
import { renderWithProviders } from '../../../testing/render';
import { LoginScreen } from './login-screen';

const UID = '6f1c1d2e-3b4a-4c5d-8e9f-0a1b2c3d4e5f';
const lookup = (method: 'password' | 'email' | 'sms' | null) => () =>
  json(200, { uid: UID, preferred_sign_in_method: method });

afterEach(() => vi.unstubAllGlobals());

function renderLogin(route = '/') {
  const onSignedIn = vi.fn(async () => {});
  const user = userEvent.setup();
  renderWithProviders(
    <>
      <LoginScreen onSignedIn={onSignedIn} />
      <LocationProbe />
    </>,
    { route },
  );
  return { onSignedIn, user };
}

async function submitEmail(user: ReturnType<typeof userEvent.setup>, email = '  pat@example.com ') {
  await user.type(screen.getByLabelText('Email'), email);
  await user.click(screen.getByRole('button', { name: 'Next' }));
}

describe('LoginScreen: the email step', () => {
  it("says 'Please fill out email first.' when Next is pressed without an email, and asks nothing", async () => {
    const api = stubApi({});
    const { user } = renderLogin();
    expect(screen.getByRole('heading', { name: 'Sign in' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText(authMessages.emailFirst)).toBeInTheDocument();
    expect(screen.getByLabelText('Email')).toHaveAttribute('aria-invalid', 'true');
    expect(api.keys().filter((k) => !k.includes('branding') && !k.includes('sign_in_providers'))).toEqual([]);
  });

  it('shows the server message when no user has that email', async () => {
    stubApi({
      'GET /api/sessions/get_preferred_sign_in_method': () => apiError(404, 'not_found', authMessages.userNotFound),
    });
    const { user } = renderLogin();
    await submitEmail(user);
    expect(await screen.findByText(authMessages.userNotFound)).toBeInTheDocument();
  });

  it('trims the email and goes to the password field; Back returns to the email with it kept', async () => {
    const api = stubApi({ 'GET /api/sessions/get_preferred_sign_in_method': lookup('password') });
    const { user } = renderLogin();
    await submitEmail(user);
    expect(await screen.findByLabelText('Password')).toBeInTheDocument();
    const asked = api.calls.find((c) => c.key === 'GET /api/sessions/get_preferred_sign_in_method');
    expect(asked?.url.searchParams.get('username')).toBe('pat@example.com');
    expect(screen.getByRole('button', { name: 'Sign in' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Back' }));
    expect(await screen.findByLabelText('Email')).toHaveValue('pat@example.com');
    expect(screen.queryByRole('button', { name: 'Back' })).not.toBeInTheDocument();
  });
});

describe('LoginScreen: password', () => {
  it("says 'Password is missing' on an empty password and shows the server's wrong-credentials message", async () => {
    stubApi({
      'GET /api/sessions/get_preferred_sign_in_method': lookup('password'),
      'POST /api/sessions/verify_password_for_firebase_token': () =>
        apiError(401, 'unauthorized', authMessages.wrongCredentials),
    });
    const { user, onSignedIn } = renderLogin();
    await submitEmail(user);
    await user.click(await screen.findByRole('button', { name: 'Sign in' }));
    expect(await screen.findByText(authMessages.passwordMissing)).toBeInTheDocument();
    await user.type(screen.getByLabelText('Password'), 'nope');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByText(authMessages.wrongCredentials)).toBeInTheDocument();
    expect(onSignedIn).not.toHaveBeenCalled();
  });

  it('shows the lockout message the server sends with a 429', async () => {
    stubApi({
      'GET /api/sessions/get_preferred_sign_in_method': lookup('password'),
      'POST /api/sessions/verify_password_for_firebase_token': () =>
        apiError(429, 'too_many_requests', authMessages.locked),
    });
    const { user } = renderLogin();
    await submitEmail(user);
    await user.type(await screen.findByLabelText('Password'), 'Secret#1234');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByText(authMessages.locked)).toBeInTheDocument();
  });

  it('signs in, carrying the redirect through the call and on to the session', async () => {
    const api = stubApi({
      'GET /api/sessions/get_preferred_sign_in_method': lookup('password'),
      'POST /api/sessions/verify_password_for_firebase_token': (body: { redirect: string }) => signedIn(body.redirect),
    });
    const { user, onSignedIn } = renderLogin(`/?redirect=${encodeURIComponent('/admin?tab=2')}`);
    await submitEmail(user);
    await user.type(await screen.findByLabelText('Password'), 'Secret#1234');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    await waitFor(() => expect(onSignedIn).toHaveBeenCalledWith('access-1', '/admin?tab=2'));
    expect(api.bodyOf('POST /api/sessions/verify_password_for_firebase_token')).toEqual({
      username: 'pat@example.com',
      password: 'Secret#1234',
      redirect: '/admin?tab=2',
    });
  });

  it('does not pass on a redirect to another site', async () => {
    const api = stubApi({
      'GET /api/sessions/get_preferred_sign_in_method': lookup('password'),
      'POST /api/sessions/verify_password_for_firebase_token': () => signedIn('/'),
    });
    const { user } = renderLogin(`/?redirect=${encodeURIComponent('https://evil.example/steal')}`);
    await submitEmail(user);
    await user.type(await screen.findByLabelText('Password'), 'Secret#1234');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    await waitFor(() =>
      expect(api.bodyOf('POST /api/sessions/verify_password_for_firebase_token')).toMatchObject({ redirect: '/' }),
    );
  });

  it('sends a questionnaire link back to the questionnaire when there is no redirect', async () => {
    const api = stubApi({
      'GET /api/sessions/get_preferred_sign_in_method': lookup('password'),
      'POST /api/sessions/verify_password_for_firebase_token': () => signedIn('/?questionnaireId=42'),
    });
    const { user } = renderLogin('/?questionnaireId=42');
    await submitEmail(user);
    await user.type(await screen.findByLabelText('Password'), 'Secret#1234');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    await waitFor(() =>
      expect(api.bodyOf('POST /api/sessions/verify_password_for_firebase_token')).toMatchObject({
        redirect: '/?questionnaireId=42',
      }),
    );
  });

  it('goes to /set-sign-in-method when the account must set a sign-in method', async () => {
    stubApi({
      'GET /api/sessions/get_preferred_sign_in_method': lookup('password'),
      'POST /api/sessions/verify_password_for_firebase_token': () =>
        json(200, { status: 'set_sign_in_method', token: 'setup-token-123', redirect: '/inbox' }),
    });
    const { user } = renderLogin();
    await submitEmail(user);
    await user.type(await screen.findByLabelText('Password'), 'Secret#1234');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    await waitFor(() =>
      expect(screen.getByTestId('location')).toHaveTextContent(
        '/set-sign-in-method?token=setup-token-123&redirect=%2Finbox',
      ),
    );
  });
});

describe('LoginScreen: codes', () => {
  it('sends an email code and keeps Verify disabled until 6 characters', async () => {
    const api = stubApi({
      'GET /api/sessions/get_preferred_sign_in_method': lookup('email'),
      'POST /api/sessions/send_email_verification_code': () => json(200, { sent_to: 'p***@example.com' }),
      'POST /api/sessions/verify_verification_code': () => signedIn('/'),
    });
    const { user, onSignedIn } = renderLogin();
    await submitEmail(user);
    expect(await screen.findByRole('heading', { name: 'Check your email' })).toBeInTheDocument();
    expect(screen.getByText('p***@example.com')).toBeInTheDocument();
    expect(api.bodyOf('POST /api/sessions/send_email_verification_code')).toEqual({ uid: UID });
    const verify = screen.getByRole('button', { name: 'Verify' });
    expect(verify).toBeDisabled();
    // A phone offers its number pad and fills in the code from the text or email (issue 21 §1).
    expect(screen.getByLabelText('Verification code')).toHaveAttribute('inputmode', 'numeric');
    expect(screen.getByLabelText('Verification code')).toHaveAttribute('autocomplete', 'one-time-code');
    await user.type(screen.getByLabelText('Verification code'), '12345');
    expect(verify).toBeDisabled();
    await user.type(screen.getByLabelText('Verification code'), '6');
    expect(verify).toBeEnabled();
    await user.click(verify);
    await waitFor(() => expect(onSignedIn).toHaveBeenCalledWith('access-1', '/'));
    expect(api.bodyOf('POST /api/sessions/verify_verification_code')).toEqual({
      uid: UID,
      verification_code: '123456',
    });
  });

  it('shows a wrong code message from the server', async () => {
    stubApi({
      'GET /api/sessions/get_preferred_sign_in_method': lookup('email'),
      'POST /api/sessions/send_email_verification_code': () => json(200, { sent_to: 'p***@example.com' }),
      'POST /api/sessions/verify_verification_code': () => apiError(401, 'unauthorized', authMessages.invalidCode),
    });
    const { user } = renderLogin();
    await submitEmail(user);
    await user.type(await screen.findByLabelText('Verification code'), 'ABC123');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByText(authMessages.invalidCode)).toBeInTheDocument();
  });

  it('texts a code for SMS sign-in (sent-text)', async () => {
    stubApi({
      'GET /api/sessions/get_preferred_sign_in_method': lookup('sms'),
      'POST /api/sessions/send_sms_verification_code': () => json(200, { sent_to: '(***) ***-1234' }),
    });
    const { user } = renderLogin();
    await submitEmail(user);
    expect(await screen.findByRole('heading', { name: 'Check your phone' })).toBeInTheDocument();
    expect(screen.getByText('(***) ***-1234')).toBeInTheDocument();
    expect(screen.getByLabelText('Verification code')).toBeInTheDocument();
  });

  it('shows the SMS-failed view when the text cannot be sent, offering to reset the sign-in method', async () => {
    const api = stubApi({
      'GET /api/sessions/get_preferred_sign_in_method': lookup('sms'),
      'POST /api/sessions/send_sms_verification_code': () => apiError(502, 'sms_failed', authMessages.smsFailedView),
      'POST /api/sessions/reset_sign_in_method': () => new Response(null, { status: 204 }),
    });
    const { user } = renderLogin();
    await submitEmail(user);
    expect(await screen.findByText(authMessages.smsFailedView)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Reset sign-in method' }));
    expect(await screen.findByRole('heading', { name: 'Check your email' })).toBeInTheDocument();
    expect(screen.getByText(/with a link to reset your sign-in method/)).toBeInTheDocument();
    expect(api.bodyOf('POST /api/sessions/reset_sign_in_method')).toEqual({ username: 'pat@example.com' });
    await user.click(screen.getByRole('button', { name: 'Back' }));
    expect(await screen.findByText(authMessages.smsFailedView)).toBeInTheDocument();
  });

  it('offers the other methods on file from the password step', async () => {
    const api = stubApi({
      'GET /api/sessions/get_preferred_sign_in_method': lookup('password'),
      'GET /api/sessions/get_auth_methods': () =>
        json(200, [
          { name: 'email', value: 'p***@example.com' },
          { name: 'phone', value: '(***) ***-1234' },
        ]),
      'POST /api/sessions/send_sms_verification_code': () => json(200, { sent_to: '(***) ***-1234' }),
    });
    const { user } = renderLogin();
    await submitEmail(user);
    await user.click(await screen.findByRole('button', { name: 'Use another sign-in method' }));
    await user.click(await screen.findByRole('button', { name: 'Text a code to (***) ***-1234' }));
    expect(await screen.findByRole('heading', { name: 'Check your phone' })).toBeInTheDocument();
    expect(api.bodyOf('POST /api/sessions/send_sms_verification_code')).toEqual({ uid: UID });
    await user.click(screen.getByRole('button', { name: 'Back' }));
    expect(await screen.findByRole('heading', { name: 'Use another sign-in method' })).toBeInTheDocument();
  });
});

describe('LoginScreen: one email in several firms', () => {
  const chooseFirm = () =>
    json(200, {
      status: 'choose_firm',
      token: 'choice-token-123456',
      firms: [
        { id: 7, name: 'North CPAs' },
        { id: 9, name: 'South CPAs' },
      ],
      redirect: '/',
    });

  it("asks the login page's firm first, then lets a person proven in two firms pick one (keyboard), and signs in there", async () => {
    const api = stubApi({
      'GET /api/sessions/get_preferred_sign_in_method': lookup('email'),
      'POST /api/sessions/send_email_verification_code': () => json(200, { sent_to: 'p***@example.com' }),
      'POST /api/sessions/verify_verification_code': () => chooseFirm(),
      'POST /api/sessions/choose_firm': () => signedIn('/'),
    });
    const { user, onSignedIn } = renderLogin('/?firm=north');
    await submitEmail(user);
    const asked = api.calls.find((c) => c.key === 'GET /api/sessions/get_preferred_sign_in_method');
    expect(asked?.url.searchParams.get('firm')).toBe('north');
    await user.type(await screen.findByLabelText('Verification code'), '123456');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByRole('heading', { name: 'Choose a firm' })).toBeInTheDocument();
    expect(screen.getByRole('group', { name: 'Your firms' })).toBeInTheDocument();
    screen.getByRole('button', { name: 'South CPAs' }).focus();
    await user.keyboard('{Enter}');
    await waitFor(() => expect(onSignedIn).toHaveBeenCalledWith('access-1', '/'));
    expect(api.bodyOf('POST /api/sessions/choose_firm')).toEqual({ token: 'choice-token-123456', firm_id: 9 });
  });

  it('shows why a choice failed and keeps the firms to pick again', async () => {
    stubApi({
      'POST /api/sessions/exchange_for_firebase_token': () => chooseFirm(),
      'POST /api/sessions/choose_firm': () => apiError(410, 'link_expired', authMessages.linkExpired),
    });
    const { user } = renderLogin('/signin?auth_token=link-token-123456');
    await user.click(await screen.findByRole('button', { name: 'North CPAs' }));
    expect(await screen.findByText(authMessages.linkExpired)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'South CPAs' })).toBeEnabled();
  });
});

describe('LoginScreen: links', () => {
  it('emails a sign-in link when the account has no preferred method (sent-link)', async () => {
    const api = stubApi({
      'GET /api/sessions/get_preferred_sign_in_method': lookup(null),
      'POST /api/sessions/send_auth_link': () => json(200, { sent_to: 'p***@example.com' }),
    });
    const { user } = renderLogin('/?redirect=%2Finbox');
    await submitEmail(user);
    expect(await screen.findByRole('heading', { name: 'Check your email' })).toBeInTheDocument();
    expect(screen.getByText(/We sent a sign-in link to/)).toBeInTheDocument();
    // The email typed goes along: the server answers an unknown email's uid as it answers a known one.
    expect(api.bodyOf('POST /api/sessions/send_auth_link')).toEqual({
      uid: UID,
      username: 'pat@example.com',
      redirect: '/inbox',
    });
  });

  it('signs in from the emailed link, following the redirect it carries', async () => {
    const api = stubApi({ 'POST /api/sessions/exchange_for_firebase_token': () => signedIn('/inbox') });
    const { onSignedIn } = renderLogin('/signin?auth_token=link-token-123456');
    await waitFor(() => expect(onSignedIn).toHaveBeenCalledWith('access-1', '/inbox'));
    expect(api.bodyOf('POST /api/sessions/exchange_for_firebase_token')).toEqual({ auth_token: 'link-token-123456' });
  });

  it('shows the expired-link state with both options, keeping the token in the address', async () => {
    const api = stubApi({
      'POST /api/sessions/exchange_for_firebase_token': () => apiError(410, 'link_expired', authMessages.linkExpired),
      'POST /api/sessions/resend_from_expired_link': (body: { via: string }) =>
        json(200, { sent_to: body.via === 'sms' ? '(***) ***-1234' : 'p***@example.com', uid: UID }),
    });
    const { user } = renderLogin('/signin?auth_token=link-token-123456');
    expect(await screen.findByRole('heading', { name: 'This link has expired' })).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent('auth_token=link-token-123456');
    expect(screen.getByRole('button', { name: 'Email me a new link' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Text me a code' }));
    expect(await screen.findByRole('heading', { name: 'Check your phone' })).toBeInTheDocument();
    expect(api.bodyOf('POST /api/sessions/resend_from_expired_link')).toEqual({
      auth_token: 'link-token-123456',
      via: 'sms',
    });
    expect(screen.getByLabelText('Verification code')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Back' }));
    await user.click(await screen.findByRole('button', { name: 'Email me a new link' }));
    expect(await screen.findByText(/We sent a sign-in link to/)).toBeInTheDocument();
    await waitFor(() => expect(screen.getByTestId('location')).not.toHaveTextContent('auth_token'));
  });
});

describe('LoginScreen: two-factor', () => {
  async function reachTwoFactor(answer: () => Response) {
    const api = stubApi({
      'GET /api/sessions/get_preferred_sign_in_method': lookup('password'),
      'POST /api/sessions/verify_password_for_firebase_token': () =>
        json(200, {
          status: 'two_factor_required',
          two_factor_token: 'two-factor-token-1',
          sent_to: 'p***@example.com',
          redirect: '/',
        }),
      'POST /api/sessions/verify_2fa_code': answer,
      'POST /api/sessions/send_2fa_link': () => json(200, { sent_to: 'p***@example.com' }),
    });
    const rendered = renderLogin();
    await submitEmail(rendered.user);
    await rendered.user.type(await screen.findByLabelText('Password'), 'Secret#1234');
    await rendered.user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByRole('heading', { name: 'Two-factor authentication' })).toBeInTheDocument();
    await rendered.user.type(screen.getByLabelText('Verification code'), '654321');
    await rendered.user.click(screen.getByRole('button', { name: 'Verify' }));
    return { ...rendered, api };
  }

  it('signs in with the second factor', async () => {
    const { onSignedIn, api } = await reachTwoFactor(() => signedIn('/'));
    await waitFor(() => expect(onSignedIn).toHaveBeenCalledWith('access-1', '/'));
    expect(api.bodyOf('POST /api/sessions/verify_2fa_code')).toEqual({
      two_factor_token: 'two-factor-token-1',
      verification_code: '654321',
    });
  });

  it.each([
    [401, authMessages.invalidCode],
    [429, authMessages.tooManyAttempts],
    [500, authMessages.somethingWentWrong],
  ])('answers a %s with its message', async (status, message) => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const { onSignedIn } = await reachTwoFactor(() => apiError(status, 'x', 'server text'));
    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(onSignedIn).not.toHaveBeenCalled();
  });

  it('sends a new code and goes Back to the password', async () => {
    const { user, api } = await reachTwoFactor(() => apiError(401, 'unauthorized', authMessages.invalidCode));
    await user.click(screen.getByRole('button', { name: 'Send a new code' }));
    await waitFor(() =>
      expect(api.bodyOf('POST /api/sessions/send_2fa_link')).toEqual({ two_factor_token: 'two-factor-token-1' }),
    );
    await user.click(screen.getByRole('button', { name: 'Back' }));
    expect(await screen.findByLabelText('Password')).toBeInTheDocument();
  });
});

describe('LoginScreen: branding', () => {
  it("shows the firm's name and logo from ?firm=", async () => {
    const api = stubApi({
      'GET /api/firms/branding': () =>
        json(200, {
          name: 'Acme Tax',
          subdomain_url: 'acme',
          medium_url: '/logo.png',
          theme: { primary: '#000', secondary: '#111', accent: '#222' },
        }),
    });
    renderLogin('/?firm=acme');
    expect(await screen.findByText('Acme Tax')).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Acme Tax logo' })).toHaveAttribute('src', '/logo.png');
    expect(api.calls.find((c) => c.key === 'GET /api/firms/branding')?.url.searchParams.get('slug')).toBe('acme');
  });

  it("offers Create a firm on the portal's own page only, not on a firm's sign-in page (issue 38 §6)", async () => {
    stubApi({ 'GET /api/firms/branding': () => json(200, null) });
    renderLogin('/');
    expect(await screen.findByRole('link', { name: 'Create a firm' })).toHaveAttribute('href', '/create-firm');
    cleanup();

    stubApi({
      'GET /api/firms/branding': () =>
        json(200, {
          name: 'Acme Tax',
          subdomain_url: 'acme',
          medium_url: null,
          theme: { primary: '#000', secondary: '#111', accent: '#222' },
        }),
    });
    renderLogin('/signin?firm=acme');
    expect(await screen.findByText('Acme Tax')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Get Help' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Create a firm' })).not.toBeInTheDocument();
  });
});

describe('LoginScreen: sign-in with a linked account (issue 41 §4)', () => {
  const provider = {
    id: 'oidc',
    name: 'Firm SSO',
    authorize_url: 'https://sso.example/authorize',
    client_id: 'portal',
    scope: 'openid email',
  };
  const VERIFIER = 'v'.repeat(43);
  const KEY = 'portal.pending-provider-sign-in';
  afterEach(() => sessionStorage.clear());

  it('offers each configured provider and sends the browser there, returning to /signin', async () => {
    stubApi({ 'GET /api/sessions/sign_in_providers': () => json(200, { providers: [provider] }) });
    const assign = vi.spyOn(window.location, 'assign').mockImplementation(() => {});
    const { user } = renderLogin('/signin?redirect=/admin/entities');
    await user.click(await screen.findByRole('button', { name: 'Sign in with Firm SSO' }));
    await waitFor(() => expect(assign).toHaveBeenCalledTimes(1));
    const href = new URL(String(assign.mock.calls[0]![0]));
    expect(href.searchParams.get('redirect_uri')).toBe(`${window.location.origin}/signin`);
    expect(href.searchParams.get('state')).toBe(JSON.parse(sessionStorage.getItem(KEY)!).state);
    expect(href.searchParams.get('code_challenge')).toMatch(/^[A-Za-z0-9_-]{43}$/);
  });

  it('shows no provider button when none is configured', async () => {
    stubApi({ 'GET /api/sessions/sign_in_providers': () => json(200, { providers: [] }) });
    renderLogin('/signin');
    expect(await screen.findByRole('button', { name: 'Next' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Sign in with/ })).not.toBeInTheDocument();
  });

  it('back from the provider, trades the code with its verifier once and signs in; the code leaves the address', async () => {
    sessionStorage.setItem(KEY, JSON.stringify({ state: 's-1', provider: 'oidc', verifier: VERIFIER }));
    const api = stubApi({ 'POST /api/sessions/sign_in_with_provider': () => signedIn('/admin') });
    const { onSignedIn } = renderLogin('/signin?code=abc&state=s-1');
    await waitFor(() => expect(onSignedIn).toHaveBeenCalledWith('access-1', '/admin'));
    expect(api.bodyOf('POST /api/sessions/sign_in_with_provider')).toEqual({
      provider: 'oidc',
      code: 'abc',
      code_verifier: VERIFIER,
      redirect_uri: `${window.location.origin}/signin`,
    });
    expect(api.keys().filter((k) => k.includes('sign_in_with_provider'))).toHaveLength(1);
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/signin$/);
    expect(sessionStorage.getItem(KEY)).toBeNull();
  });

  it('refuses an answer this browser did not ask for, and shows the server’s refusal', async () => {
    const api = stubApi({});
    renderLogin('/signin?code=abc&state=forged');
    expect(await screen.findByRole('alert')).toHaveTextContent(linkedAccountMessages.signInFailed);
    expect(api.keys().filter((k) => k.includes('sign_in_with_provider'))).toEqual([]);
    cleanup();

    sessionStorage.setItem(KEY, JSON.stringify({ state: 's-2', provider: 'oidc', verifier: VERIFIER }));
    stubApi({
      'POST /api/sessions/sign_in_with_provider': () =>
        apiError(401, 'unauthorized', linkedAccountMessages.signInNotLinked),
    });
    renderLogin('/signin?code=abc&state=s-2');
    expect(await screen.findByRole('alert')).toHaveTextContent(linkedAccountMessages.signInNotLinked);
    expect(screen.getByRole('button', { name: 'Back' })).toBeInTheDocument();
  });
});
