import { authMessages, DEFAULT_TIME_ZONE } from '@portal/domain';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiError, signedIn, stubApi } from '../../../testing/api-stub';
import { json } from '../../../testing/factories';
import { renderWithProviders } from '../../../testing/render';
import { CreateFirmForm } from './create-firm-form';

afterEach(() => vi.unstubAllGlobals());

function renderForm() {
  const onSignedIn = vi.fn(async () => {});
  const user = userEvent.setup();
  renderWithProviders(<CreateFirmForm onSignedIn={onSignedIn} />, { route: '/create-firm' });
  return { user, onSignedIn };
}

async function fill(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByLabelText('Firm name'), 'Acme Tax');
  await user.clear(screen.getByLabelText('Subdomain'));
  await user.type(screen.getByLabelText('Subdomain'), 'acme');
  await user.type(screen.getByLabelText('First name'), 'Pat');
  await user.type(screen.getByLabelText('Last name'), 'Partner');
  await user.type(screen.getByLabelText('Email'), 'Pat@Example.com');
  await user.type(screen.getByLabelText('Password'), 'Longenough1#');
  await user.type(screen.getByLabelText('Confirm password'), 'Longenough1#');
}

describe('CreateFirmForm', () => {
  it("suggests the subdomain from the firm's name and previews the address and whether it is free (issue 38 §6)", async () => {
    const api = stubApi({
      'GET /api/firms/subdomain_availability': (_b, url) => {
        const subdomain = url.searchParams.get('subdomain')!;
        const taken = subdomain === 'acme';
        return json(200, {
          subdomain,
          is_available: !taken,
          message: taken ? 'This subdomain is already taken' : null,
          address: `https://portal.example/signin?firm=${subdomain}`,
        });
      },
    });
    const { user } = renderForm();
    await user.type(screen.getByLabelText('Firm name'), 'Patel & Sons, CPAs');
    expect(screen.getByLabelText('Subdomain')).toHaveValue('patel-and-sons-cpas');
    expect(
      await screen.findByText(
        'Available. Your clients will sign in at https://portal.example/signin?firm=patel-and-sons-cpas',
      ),
    ).toBeInTheDocument();
    // Asked when typing paused, not once per key.
    expect(api.calls.filter((c) => c.key === 'GET /api/firms/subdomain_availability').length).toBeLessThan(
      'Patel & Sons, CPAs'.length / 2,
    );

    // A subdomain of their own stops following the name, and a taken one says so.
    await user.clear(screen.getByLabelText('Subdomain'));
    await user.type(screen.getByLabelText('Subdomain'), 'acme');
    expect(await screen.findByText('This subdomain is already taken')).toBeInTheDocument();
    await user.type(screen.getByLabelText('Firm name'), ' LLP');
    expect(screen.getByLabelText('Subdomain')).toHaveValue('acme');
  });

  it('starts on the default time zone and checks the fields before sending', async () => {
    const api = stubApi({});
    const { user } = renderForm();
    expect(screen.getByLabelText('Time zone')).toHaveValue(DEFAULT_TIME_ZONE);
    await user.click(screen.getByRole('button', { name: 'Create firm' }));
    expect(await screen.findByText('Firm name is required')).toBeInTheDocument();
    expect(screen.getByText('First name is required')).toBeInTheDocument();
    expect(screen.getByText(authMessages.passwordLength)).toBeInTheDocument();
    expect(api.calls).toHaveLength(0);
  });

  it('states the password rule the same way in its hint and its error (issue 38 §6)', async () => {
    stubApi({});
    const { user } = renderForm();
    const password = screen.getByLabelText('Password');
    await user.type(password, 'Nine-Chr1');
    await user.click(screen.getByRole('button', { name: 'Create firm' }));
    const error = await screen.findByText('Password must be at least 10 characters');
    const hint = screen.getByText(/^At least 10 characters, with an uppercase letter/);
    // Both are read with the field.
    const described = password.getAttribute('aria-describedby') ?? '';
    expect(described).toContain(hint.id);
    expect(error.id && described.includes(error.id)).toBeTruthy();
  });

  it('creates the firm and signs the partner in, landing on /', async () => {
    const api = stubApi({ 'POST /api/firms': () => signedIn('/') });
    const { user, onSignedIn } = renderForm();
    await fill(user);
    await user.click(screen.getByRole('button', { name: 'Create firm' }));
    await waitFor(() => expect(onSignedIn).toHaveBeenCalledWith('access-1', '/'));
    expect(api.bodyOf('POST /api/firms')).toEqual({
      firm_name: 'Acme Tax',
      subdomain: 'acme',
      time_zone: DEFAULT_TIME_ZONE,
      fname: 'Pat',
      lname: 'Partner',
      email: 'pat@example.com',
      password: 'Longenough1#',
      password_confirmation: 'Longenough1#',
    });
  });

  it('shows a taken subdomain and email on their fields and keeps what was typed', async () => {
    stubApi({
      'POST /api/firms': () =>
        apiError(409, 'conflict', 'This subdomain is already taken', {
          subdomain: 'This subdomain is already taken',
          email: authMessages.emailTaken,
        }),
    });
    const { user, onSignedIn } = renderForm();
    await fill(user);
    await user.click(screen.getByRole('button', { name: 'Create firm' }));
    expect(await screen.findByText('This subdomain is already taken')).toBeInTheDocument();
    expect(screen.getByText(authMessages.emailTaken)).toBeInTheDocument();
    expect(screen.getByLabelText('Subdomain')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText('Email')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText('Firm name')).toHaveValue('Acme Tax');
    expect(screen.getByLabelText('Subdomain')).toHaveValue('acme');
    expect(screen.getByLabelText('Password')).toHaveValue('Longenough1#');
    expect(onSignedIn).not.toHaveBeenCalled();
  });
});
