import { authMessages, defaultFirmPreferences, type User } from '@portal/domain';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { apiError, stubApi } from '../../../testing/api-stub';
import { buildUser, json } from '../../../testing/factories';
import { createQueryClient } from '../../../lib/query-client';
import { renderWithProviders } from '../../../testing/render';
import { PHONE_FAILED, PHONE_SAVED, PROFILE_SAVED } from './profile-details-form';
import { ProfileSettings } from './profile-settings';

afterEach(() => vi.unstubAllGlobals());
// Staff profiles load their linked accounts: no test reaches a real network.
beforeEach(() => void stubApi({}));

function renderProfile(user: User = buildUser({ phone_number: '5551234567' }), preferences = defaultFirmPreferences()) {
  const onSaved = vi.fn();
  const ue = userEvent.setup();
  renderWithProviders(
    <ProfileSettings user={user} preferences={preferences} onSaved={onSaved} />,
    // The app's query client: failed saves show the server's message as a toast.
    { route: '/admin-profile', queryClient: createQueryClient() },
  );
  return { onSaved, user: ue };
}

describe('ProfileSettings', () => {
  it('shows the details with the phone masked', () => {
    renderProfile();
    expect(screen.getByLabelText('First name')).toHaveValue('Pat');
    expect(screen.getByLabelText('Email')).toHaveValue('pat@example.com');
    expect(screen.getByLabelText('Phone number')).toHaveValue('(555) 123-4567');
    expect(screen.getByLabelText('Time zone')).toHaveValue('Pacific Time (US & Canada)');
  });

  it('sends only what changed and confirms all changes', async () => {
    const api = stubApi({
      'PATCH /api/users/7': (body: Partial<User>) => json(200, buildUser({ ...body, phone_number: '5551234567' })),
    });
    const { user, onSaved } = renderProfile();
    await user.clear(screen.getByLabelText('First name'));
    await user.type(screen.getByLabelText('First name'), 'Patricia');
    await user.type(screen.getByLabelText('Preferred name'), 'Trish');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(PROFILE_SAVED)).toBeInTheDocument();
    expect(api.bodyOf('PATCH /api/users/7')).toEqual({ fname: 'Patricia', preferred_name: 'Trish' });
    expect(onSaved).toHaveBeenCalledWith(expect.objectContaining({ fname: 'Patricia' }));
  });

  it("says 'Phone number updated successfully' when only the phone changed, sending its digits", async () => {
    const api = stubApi({ 'PATCH /api/users/7': () => json(200, buildUser({ phone_number: '5559876543' })) });
    const { user } = renderProfile();
    await user.clear(screen.getByLabelText('Phone number'));
    await user.type(screen.getByLabelText('Phone number'), '5559876543');
    expect(screen.getByLabelText('Phone number')).toHaveValue('(555) 987-6543');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(PHONE_SAVED)).toBeInTheDocument();
    expect(api.bodyOf('PATCH /api/users/7')).toEqual({ phone_number: '5559876543' });
  });

  it('checks the phone has 10 digits before sending', async () => {
    const api = stubApi({});
    const { user } = renderProfile();
    await user.clear(screen.getByLabelText('Phone number'));
    await user.type(screen.getByLabelText('Phone number'), '555');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(authMessages.phoneDigits)).toBeInTheDocument();
    // Only the linked-accounts card's list was asked for: the profile was not sent.
    expect(api.keys().filter((k) => k !== 'GET /api/users/get_linked_accounts')).toEqual([]);
  });

  it('shows the removal rules the server answers, as a toast and on the field', async () => {
    const api = stubApi({
      'PATCH /api/users/7': (body: Partial<User>) =>
        'email' in body
          ? apiError(400, 'validation_failed', authMessages.cannotRemoveEmail, {
              email: authMessages.cannotRemoveEmail,
            })
          : apiError(400, 'validation_failed', authMessages.cannotRemovePhone, {
              phone_number: authMessages.cannotRemovePhone,
            }),
    });
    const { user } = renderProfile();
    await user.clear(screen.getByLabelText('Email'));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.getAllByText(authMessages.cannotRemoveEmail)).toHaveLength(2));
    expect(screen.queryByText(PHONE_FAILED)).toBeNull();
    expect(api.bodyOf('PATCH /api/users/7')).toEqual({ email: null });
    expect(screen.getByLabelText('Email')).toHaveAttribute('aria-invalid', 'true');

    await user.type(screen.getByLabelText('Email'), 'pat@example.com');
    await user.clear(screen.getByLabelText('Phone number'));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.getAllByText(authMessages.cannotRemovePhone)).toHaveLength(2));
    // A phone-only save that fails is named (spec 000 §8).
    expect(screen.getByText('Failed to update phone number')).toBeInTheDocument();
    expect(api.bodyOf('PATCH /api/users/7')).toEqual({ phone_number: null });
  });

  it("says 'Unknown error, please reach out to support' when the server fails unexpectedly (spec 000 §8)", async () => {
    stubApi({ 'PATCH /api/users/7': () => apiError(500, 'internal', 'Something went wrong') });
    const { user } = renderProfile();
    await user.type(screen.getByLabelText('Preferred name'), 'Trish');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Unknown error, please reach out to support')).toBeInTheDocument();
    expect(screen.queryByText(PHONE_FAILED)).toBeNull();
  });

  it('disables the form for a read-only user', () => {
    renderProfile(buildUser({ readonly_access: true }));
    expect(screen.getByLabelText('First name')).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Save' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Update sign-in method' })).toBeDisabled();
  });

  it('lets an advisor set themselves out of the office with a message for clients', async () => {
    const api = stubApi({
      'POST /api/users/update_out_of_office': (body: { advisor_out_of_office_message: string | null }) =>
        json(200, {
          advisor_out_of_office: true,
          advisor_out_of_office_message: body.advisor_out_of_office_message,
          message: 'Updated',
        }),
    });
    const { user, onSaved } = renderProfile();
    await user.click(screen.getByRole('switch', { name: /I am out of the office/ }));
    await user.type(screen.getByLabelText('Message to clients'), 'Back on Monday.');
    await user.click(screen.getByRole('button', { name: 'Save out-of-office' }));
    expect(await screen.findByText('Updated')).toBeInTheDocument();
    expect(api.bodyOf('POST /api/users/update_out_of_office')).toEqual({
      advisor_out_of_office: true,
      advisor_out_of_office_message: 'Back on Monday.',
    });
    expect(onSaved).toHaveBeenCalledWith(
      expect.objectContaining({
        preferences: expect.objectContaining({ out_of_office: true, out_of_office_message: 'Back on Monday.' }),
      }),
    );
  });

  it('offers clients no out-of-office setting and no linked accounts (staff link them at /admin-profile)', () => {
    renderProfile(buildUser({ is_advisor: false, firm_access: null }));
    expect(screen.queryByRole('switch', { name: /I am out of the office/ })).toBeNull();
    expect(screen.queryByRole('heading', { name: 'Linked accounts' })).toBeNull();
  });

  it('gives staff their linked sign-in accounts', async () => {
    stubApi({
      'GET /api/users/get_linked_accounts': () =>
        json(200, {
          linked_accounts: [],
          providers: [
            { id: 'google', name: 'Google', authorize_url: 'https://g.example/a', client_id: 'c', scope: 'openid' },
          ],
        }),
    });
    renderProfile();
    expect(screen.getByRole('heading', { name: 'Linked accounts' })).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Link Google account' })).toBeInTheDocument();
  });

  it('shows two-factor as on and fixed when the firm forces it', () => {
    renderProfile(buildUser(), { ...defaultFirmPreferences(), force_2fa_on_firm_users: true });
    const toggle = screen.getByRole('switch', { name: /Two-factor authentication/ });
    expect(toggle).toBeChecked();
    expect(toggle).toBeDisabled();
  });

  it('changes the sign-in method, requiring a choice and checking the password rules', async () => {
    const api = stubApi({
      'POST /api/users/change_login_method': () => json(200, buildUser({ preferred_sign_in_method: 'password' })),
    });
    const { user, onSaved } = renderProfile(buildUser({ preferred_sign_in_method: 'email' }));
    expect(screen.getByText('Email passcode', { selector: 'strong' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Update sign-in method' }));
    expect(await screen.findByText(authMessages.chooseMethod)).toBeInTheDocument();
    await user.click(screen.getByRole('radio', { name: 'Password' }));
    await user.type(screen.getByLabelText('New password'), 'Longenough1');
    await user.click(screen.getByRole('button', { name: 'Update sign-in method' }));
    expect(await screen.findByText(authMessages.passwordSpecial)).toBeInTheDocument();
    await user.type(screen.getByLabelText('New password'), '#');
    await user.type(screen.getByLabelText('Confirm password'), 'Longenough1#');
    await user.click(screen.getByRole('button', { name: 'Update sign-in method' }));
    await waitFor(() =>
      expect(api.bodyOf('POST /api/users/change_login_method')).toEqual({
        signInMethod: 'password',
        newPassword: 'Longenough1#',
      }),
    );
    await waitFor(() => expect(onSaved).toHaveBeenCalled());
  });
});
