import { userMessages, type User } from '@portal/domain';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiError, stubApi } from '../../../testing/api-stub';
import { buildStaffRow, buildUser, json } from '../../../testing/factories';
import { renderWithProviders } from '../../../testing/render';
import { EditUserDialog } from './edit-user-dialog';

afterEach(() => vi.unstubAllGlobals());

const GET = 'GET /api/users/31';
const PATCH = 'PATCH /api/users/31';
const client = (overrides: Partial<User> = {}) =>
  buildUser({
    id: 31,
    fname: 'Ann',
    lname: 'Lee',
    full_name: 'Ann Lee',
    is_advisor: false,
    firm_access: null,
    ...overrides,
  });

function renderDialog(
  user: User,
  patch: (body: Record<string, unknown>) => Response,
  more: Parameters<typeof stubApi>[0] = {},
) {
  const api = stubApi({
    [GET]: () => json(200, user),
    'GET /api/v2/users': () => json(200, { users: [buildStaffRow({ id: 1, full_name: 'Paula Partner' })], total: 1 }),
    [PATCH]: patch,
    ...more,
  });
  const onClose = vi.fn();
  renderWithProviders(
    <EditUserDialog
      userId={31}
      onClose={onClose}
      groupScope={{ enabled: false, groups: [] }}
      canAssignAdvisor
      externalIdAllowed={false}
    />,
  );
  return { api, onClose, user: userEvent.setup() };
}

describe('EditUserDialog', () => {
  it('sends only the changed fields and confirms', async () => {
    const { api, onClose, user } = renderDialog(client(), (body) => json(200, client(body as Partial<User>)));
    const fname = await screen.findByLabelText(/First name/);
    await user.clear(fname);
    await user.type(fname, 'Anna');
    await user.click(screen.getByRole('tab', { name: 'Settings' }));
    const assignee = screen.getByRole('combobox', { name: 'Assigned firm user' });
    await waitFor(() => expect(assignee).toHaveTextContent('Paula Partner'));
    await user.selectOptions(assignee, 'Paula Partner');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(api.bodyOf(PATCH)).toEqual({ fname: 'Anna', assigned_advisor_id: 1 }));
    expect(await screen.findByText(userMessages.updated)).toBeInTheDocument();
    expect(onClose).toHaveBeenCalled();
  });

  it("removes a client's email with assign_temporary_email: 'Email successfully removed.'", async () => {
    const { api, onClose, user } = renderDialog(client({ preferred_sign_in_method: 'sms' }), () => json(500, {}), {
      'POST /api/users/assign_temporary_email': () =>
        json(200, { message: userMessages.emailRemoved, user: client({ email: 'no-email+u31@portal.invalid' }) }),
    });
    await user.click(await screen.findByRole('button', { name: 'Remove email' }));
    expect(await screen.findByText('Email successfully removed.')).toBeInTheDocument();
    expect(api.bodyOf('POST /api/users/assign_temporary_email')).toEqual({ user_id: 31 });
    expect(onClose).toHaveBeenCalled();
  });

  it("says 'Unable to remove email, please try again later.' when the removal fails", async () => {
    const { user } = renderDialog(client(), () => json(500, {}), {
      'POST /api/users/assign_temporary_email': () => apiError(500, 'internal', 'Something went wrong'),
    });
    await user.click(await screen.findByRole('button', { name: 'Remove email' }));
    expect(await screen.findByText('Unable to remove email, please try again later.')).toBeInTheDocument();
  });

  it('offers no Remove email for a user without a real email', async () => {
    renderDialog(client({ email: 'no-email+u31@portal.invalid' }), () => json(500, {}));
    await screen.findByLabelText(/First name/);
    expect(screen.queryByRole('button', { name: 'Remove email' })).toBeNull();
  });

  it('asks before changing the entities that used the old email, then sends the choice', async () => {
    const bodies: Record<string, unknown>[] = [];
    const { user, onClose } = renderDialog(client({ email: 'ann@example.test' }), (body) => {
      bodies.push(body);
      return body.update_entity_emails === undefined
        ? apiError(409, 'conflict', userMessages.entityEmailChange, { update_entity_emails: 'Lee Trust' })
        : json(200, client({ email: 'ann@new.test' }));
    });
    const email = await screen.findByLabelText('Email');
    await user.clear(email);
    await user.type(email, 'ann@new.test');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    const confirm = await screen.findByRole('dialog', { name: userMessages.entityEmailChange });
    expect(confirm).toHaveTextContent('These entities use ann@example.test as their business email: Lee Trust.');
    await user.click(screen.getByRole('button', { name: 'Change entities too' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(bodies).toEqual([{ email: 'ann@new.test' }, { email: 'ann@new.test', update_entity_emails: true }]);
  });

  it('shows a server error on its field and keeps what was typed', async () => {
    const { onClose, user } = renderDialog(client(), () =>
      apiError(409, 'conflict', 'Email is already taken', { email: 'Email is already taken' }),
    );
    const email = await screen.findByLabelText('Email');
    await user.clear(email);
    await user.type(email, 'taken@example.com');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findAllByText('Email is already taken')).not.toHaveLength(0);
    expect(email).toHaveValue('taken@example.com');
    expect(email).toHaveAttribute('aria-invalid', 'true');
    expect(onClose).not.toHaveBeenCalled();
  });

  it("says 'error updating user' when the save fails for a reason the server does not name (spec 000 §8)", async () => {
    const { onClose, user } = renderDialog(client(), () => apiError(500, 'internal', 'Something went wrong'));
    const fname = await screen.findByLabelText(/First name/);
    await user.type(fname, 'x');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(userMessages.updateFailed)).toBeInTheDocument();
    expect(screen.queryByText('Something went wrong')).toBeNull();
    expect(onClose).not.toHaveBeenCalled();
  });

  it('activates a deactivated user with its inactive entities; read-only waits for activation', async () => {
    const { api, user } = renderDialog(client({ paying: false }), (body) =>
      json(200, client({ paying: body.paying === true })),
    );
    await user.click(await screen.findByRole('tab', { name: 'Settings' }));
    expect(screen.getByRole('switch', { name: /Read-only access/ })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Activate' }));
    await user.click(await screen.findByRole('radio', { name: 'user and its inactive entities' }));
    await user.click(screen.getAllByRole('button', { name: 'Activate' }).at(-1)!);
    await waitFor(() => expect(api.bodyOf(PATCH)).toEqual({ paying: true, is_activating_all_entities: true }));
    await waitFor(() => expect(screen.getByRole('switch', { name: /Read-only access/ })).toBeEnabled());
  });

  it('deactivates with the cascade to the entities the user owns', async () => {
    const { api, user } = renderDialog(client(), (body) => json(200, client({ paying: body.paying === true })));
    await user.click(await screen.findByRole('tab', { name: 'Settings' }));
    await user.click(screen.getByRole('button', { name: 'Deactivate' }));
    await user.click(await screen.findByRole('checkbox', { name: /primary owner/ }));
    await user.click(screen.getAllByRole('button', { name: 'Deactivate' }).at(-1)!);
    await waitFor(() => expect(api.bodyOf(PATCH)).toEqual({ paying: false, is_deactivating_all_entities: true }));
    expect(await screen.findByText(userMessages.statusUpdated)).toBeInTheDocument();
  });

  it('puts the activation email rule on the email field', async () => {
    const { user } = renderDialog(client({ paying: false, email: null }), () =>
      apiError(400, 'validation', userMessages.activateNeedsEmail, { email: userMessages.activateNeedsEmail }),
    );
    await user.click(await screen.findByRole('tab', { name: 'Settings' }));
    await user.click(screen.getByRole('button', { name: 'Activate' }));
    await user.click(screen.getAllByRole('button', { name: 'Activate' }).at(-1)!);
    await waitFor(() => expect(screen.getByLabelText('Email')).toHaveAttribute('aria-invalid', 'true'));
    expect(screen.getByRole('tab', { name: 'Details' })).toHaveAttribute('aria-selected', 'true');
  });
});
