import { authMessages } from '@portal/domain';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiError, signedIn, stubApi } from '../../../testing/api-stub';
import { json } from '../../../testing/factories';
import { LocationProbe } from '../../../testing/location-probe';
import { renderWithProviders } from '../../../testing/render';
import { SetSignInMethodScreen } from './set-sign-in-method-screen';

const TOKEN = 'setup-token-123456';

afterEach(() => vi.unstubAllGlobals());

function renderSetup(
  routes: Parameters<typeof stubApi>[0] = {},
  info: { email: string | null; has_phone?: boolean } = { email: 'pat@example.com' },
) {
  const api = stubApi({
    'GET /api/users/sign_in_setup': () =>
      json(200, { email: info.email, has_phone: !!info.has_phone, preferred_sign_in_method: null, redirect: '/inbox' }),
    ...routes,
  });
  const onSignedIn = vi.fn(async () => {});
  const user = userEvent.setup();
  renderWithProviders(
    <>
      <SetSignInMethodScreen onSignedIn={onSignedIn} />
      <LocationProbe />
    </>,
    { route: `/set-sign-in-method?token=${TOKEN}&redirect=%2Finbox` },
  );
  return { api, onSignedIn, user };
}

async function choose(user: ReturnType<typeof userEvent.setup>, method: string) {
  await user.click(await screen.findByRole('radio', { name: method }));
  await user.click(screen.getByRole('button', { name: 'Next' }));
}

describe('SetSignInMethodScreen', () => {
  it("asks for a choice: 'Please choose a sign-in method' on Next without one", async () => {
    const { user } = renderSetup();
    expect(await screen.findByRole('radiogroup', { name: 'Sign-in method' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Choose how to sign in' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText(authMessages.chooseMethod)).toBeInTheDocument();
  });

  it('checks the password rules and the confirmation, then signs in to the redirect', async () => {
    const { user, api, onSignedIn } = renderSetup({ 'POST /api/users/set_sign_in_method': () => signedIn('/inbox') });
    await choose(user, 'Password');
    expect(await screen.findByRole('heading', { name: 'Set your password' })).toBeInTheDocument();
    await user.type(screen.getByLabelText('Password'), 'short');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(authMessages.passwordLength)).toBeInTheDocument();
    await user.clear(screen.getByLabelText('Password'));
    await user.type(screen.getByLabelText('Password'), 'longenough1#');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(authMessages.passwordUppercase)).toBeInTheDocument();
    await user.clear(screen.getByLabelText('Password'));
    await user.type(screen.getByLabelText('Password'), 'Longenough1#');
    await user.type(screen.getByLabelText('Confirm password'), 'Longenough1');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(authMessages.passwordsDontMatch)).toBeInTheDocument();
    await user.type(screen.getByLabelText('Confirm password'), '#');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(onSignedIn).toHaveBeenCalledWith('access-1', '/inbox'));
    expect(api.bodyOf('POST /api/users/set_sign_in_method')).toEqual({
      token: TOKEN,
      signInMethod: 'password',
      newPassword: 'Longenough1#',
    });
  });

  it('masks the phone number, checks it, and sends its digits', async () => {
    const { user, api } = renderSetup({ 'POST /api/users/set_sign_in_method': () => signedIn('/inbox') });
    await choose(user, 'SMS passcode');
    const phone = await screen.findByLabelText('Phone number');
    expect(phone).toHaveAttribute('maxLength', '14');
    expect(phone).toHaveAttribute('placeholder', '(___) ___-____');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(authMessages.phoneRequired)).toBeInTheDocument();
    await user.type(phone, '55512');
    expect(phone).toHaveValue('(555) 12');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(authMessages.phoneDigits)).toBeInTheDocument();
    await user.type(phone, '345678');
    expect(phone).toHaveValue('(555) 123-4567');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(api.bodyOf('POST /api/users/set_sign_in_method')).toEqual({
        token: TOKEN,
        signInMethod: 'sms',
        phoneNumber: '5551234567',
      }),
    );
  });

  it('has a Back button on every step', async () => {
    const { user } = renderSetup();
    await choose(user, 'Email passcode');
    expect(await screen.findByLabelText('Email')).toHaveValue('pat@example.com');
    await user.click(screen.getByRole('button', { name: 'Back' }));
    expect(await screen.findByRole('heading', { name: 'Choose how to sign in' })).toBeInTheDocument();
    await choose(user, 'SMS passcode');
    await user.click(await screen.findByRole('button', { name: 'Back' }));
    expect(await screen.findByRole('heading', { name: 'Choose how to sign in' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Back' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/$/));
  });

  it('puts a taken email on its field', async () => {
    const { user } = renderSetup({
      'POST /api/users/set_sign_in_method': () =>
        apiError(409, 'conflict', authMessages.emailTaken, { email: authMessages.emailTaken }),
    });
    await choose(user, 'Email passcode');
    await user.click(await screen.findByRole('button', { name: 'Save' }));
    expect(await screen.findByText(authMessages.emailTaken)).toBeInTheDocument();
    expect(screen.getByLabelText('Email')).toHaveAttribute('aria-invalid', 'true');
  });

  it('asks for the second factor when it applies', async () => {
    const { user, onSignedIn } = renderSetup({
      'POST /api/users/set_sign_in_method': () =>
        json(200, {
          status: 'two_factor_required',
          two_factor_token: 'tf-token-12345',
          sent_to: 'p***',
          redirect: '/',
        }),
      'POST /api/sessions/verify_2fa_code': () => signedIn('/'),
    });
    await choose(user, 'Email passcode');
    await user.click(await screen.findByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('heading', { name: 'Two-factor authentication' })).toBeInTheDocument();
    await user.type(screen.getByLabelText('Verification code'), '123456');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    await waitFor(() => expect(onSignedIn).toHaveBeenCalledWith('access-1', '/'));
  });

  it('says the link has expired, with a way back to sign in that still leads to the redirect', async () => {
    renderSetup({
      'GET /api/users/sign_in_setup': () => apiError(410, 'link_expired', authMessages.linkExpired),
    });
    expect(await screen.findByRole('heading', { name: 'This link has expired' })).toBeInTheDocument();
    expect(screen.getByText(authMessages.linkExpired)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to sign in' })).toHaveAttribute('href', '/?redirect=%2Finbox');
  });

  describe('from a portal email’s arrival link (issue 21 §2, §9)', () => {
    const ROUTE = `/set-sign-in-method?token=${TOKEN}&redirect=%2Fquestionnaire%2Fabc%3FquestionnaireId%3D7&firm=harbor`;

    function renderArrival(routes: Parameters<typeof stubApi>[0] = {}) {
      const api = stubApi({
        'GET /api/users/sign_in_setup': () =>
          json(200, {
            email: 'ann@example.com',
            has_phone: false,
            preferred_sign_in_method: 'password',
            redirect: '/questionnaire/abc?questionnaireId=7',
            arrival: true,
          }),
        'GET /api/firms/branding': (_body, url) =>
          url.searchParams.get('slug') === 'harbor'
            ? json(200, {
                name: 'Harbor Tax',
                subdomain_url: 'harbor',
                medium_url: null,
                favicon_url: null,
                theme: { primary: '#1c4e80', secondary: '#0091d5', accent: '#ea6a47' },
              })
            : json(200, null),
        ...routes,
      });
      const onSignedIn = vi.fn(async () => {});
      const user = userEvent.setup();
      renderWithProviders(
        <>
          <SetSignInMethodScreen onSignedIn={onSignedIn} />
          <LocationProbe />
        </>,
        { route: ROUTE },
      );
      return { api, onSignedIn, user };
    }

    it('opens on the method the firm set, under the firm’s name, without asking the email, and goes to the page', async () => {
      const { user, api, onSignedIn } = renderArrival({
        'POST /api/users/set_sign_in_method': () => signedIn('/questionnaire/abc?questionnaireId=7'),
      });
      expect(await screen.findByRole('heading', { name: 'Set your password' })).toBeInTheDocument();
      expect(await screen.findByText('Harbor Tax')).toBeInTheDocument();
      expect(screen.queryByLabelText('Email')).not.toBeInTheDocument();
      expect(api.calls.find((c) => c.key === 'GET /api/users/sign_in_setup')!.url.searchParams.get('firm')).toBe(
        'harbor',
      );
      await user.type(screen.getByLabelText('Password'), 'Longenough1#');
      await user.type(screen.getByLabelText('Confirm password'), 'Longenough1#');
      await user.click(screen.getByRole('button', { name: 'Save' }));
      await waitFor(() => expect(onSignedIn).toHaveBeenCalledWith('access-1', '/questionnaire/abc?questionnaireId=7'));
    });

    it('leads Back to the other methods', async () => {
      const { user } = renderArrival();
      await user.click(await screen.findByRole('button', { name: 'Back' }));
      expect(await screen.findByRole('heading', { name: 'Choose how to sign in' })).toBeInTheDocument();
      expect(screen.getByRole('radio', { name: 'Password' })).toBeChecked();
    });

    it('sends an expired link’s reader to sign in for the same page, under the same firm', async () => {
      renderArrival({
        'GET /api/users/sign_in_setup': () => apiError(410, 'link_expired', authMessages.linkExpired),
      });
      expect(await screen.findByRole('heading', { name: 'This link has expired' })).toBeInTheDocument();
      expect(screen.getByRole('link', { name: 'Back to sign in' })).toHaveAttribute(
        'href',
        '/?redirect=%2Fquestionnaire%2Fabc%3FquestionnaireId%3D7&firm=harbor',
      );
    });
  });
});
