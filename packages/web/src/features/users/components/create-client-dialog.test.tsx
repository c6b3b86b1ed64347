import { entityMessages } from '@portal/domain';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiError, stubApi } from '../../../testing/api-stub';
import { buildStaffRow, buildUser, json } from '../../../testing/factories';
import { renderWithProviders } from '../../../testing/render';
import { CreateClientDialog, type CreateClientDialogProps } from './create-client-dialog';

afterEach(() => vi.unstubAllGlobals());

const CREATE = 'POST /api/users/create_client_from_api';
const CHECK = 'POST /api/users/check_email_availability';
const staff = [
  buildStaffRow({ id: 1, full_name: 'Paula Partner', group_id: null }),
  buildStaffRow({ id: 2, full_name: 'Greg West', group_id: 4, firm_access: 'group' }),
  buildStaffRow({ id: 3, full_name: 'Erin East', group_id: 5, firm_access: 'group' }),
];
const TAKEN = 'taken@example.com';

function stub(create = () => json(200, created('Successfully created a new user'))) {
  return stubApi({
    'GET /api/v2/users': () => json(200, { users: staff, total: staff.length }),
    [CHECK]: (body: { email: string }) =>
      json(200, body.email === TAKEN ? { is_available: false, user: null } : { is_available: true, user: null }),
    [CREATE]: create,
  });
}

const created = (message: string) => ({
  user: buildUser({ id: 50, is_advisor: false }),
  company_id: 9,
  company_hash_id: 'hash9',
  spouse_id: null,
  message,
});

function renderDialog(props: Partial<CreateClientDialogProps> = {}) {
  const onCreated = vi.fn();
  const onClose = vi.fn();
  const user = userEvent.setup();
  renderWithProviders(
    <CreateClientDialog
      opened
      onClose={onClose}
      entityTypes={['Individual', 'Trust', 'C-Corporation', 'New Custom Entity']}
      groupsEnabled={false}
      groups={[]}
      onCreated={onCreated}
      {...props}
    />,
  );
  return { user, onCreated, onClose };
}

type U = ReturnType<typeof userEvent.setup>;
/** Labels of required fields end with Mantine's asterisk, so they are matched from their start. */
const field = (label: string) => screen.getByLabelText(new RegExp(`^${label}( \\*)?$`), { selector: 'input, select' });

async function fillRequired(user: U, { email = 'ann@example.com' } = {}) {
  await user.type(field('First name'), 'Ann');
  await user.type(field('Last name'), 'Lee');
  if (email) await user.type(field('Email'), email);
  await user.selectOptions(field('Entity type'), 'Trust');
  await user.type(field('Entity name'), 'Lee Family Trust');
  await waitFor(() => expect(within(field('Assigned firm user')).getByText('Paula Partner')).toBeInTheDocument());
  await user.selectOptions(field('Assigned firm user'), 'Paula Partner');
}

const submit = (user: U) => user.click(screen.getByRole('button', { name: 'Create' }));

describe('CreateClientDialog', () => {
  it('names every required field with the shared messages and sends nothing', async () => {
    const api = stub();
    const { user } = renderDialog({ groupsEnabled: true, groups: [{ id: 4, name: 'West Office' }] });
    await submit(user);
    expect(await screen.findByText(entityMessages.firstNameRequired)).toBeInTheDocument();
    expect(screen.getByText(entityMessages.lastNameRequired)).toBeInTheDocument();
    expect(screen.getByText(entityMessages.typeRequired)).toBeInTheDocument();
    expect(screen.getByText(entityMessages.nameRequired)).toBeInTheDocument();
    expect(screen.getByText(entityMessages.advisorRequired)).toBeInTheDocument();
    expect(screen.getByText(entityMessages.groupRequired)).toBeInTheDocument();
    expect(api.keys()).not.toContain(CREATE);
  });

  it.each([
    ['Smith/Jones LLC', 'Entity Name cannot contain a "/" character.'],
    ['The "Best" Co', 'Entity Name cannot contain a " character.'],
  ])('refuses the entity name %s', async (name, message) => {
    stub();
    const { user } = renderDialog();
    await user.selectOptions(field('Entity type'), 'Trust');
    await user.type(field('Entity name'), name);
    await submit(user);
    expect(await screen.findByText(message)).toBeInTheDocument();
  });

  it('asks for the spouse names and the custom type when those are chosen', async () => {
    stub();
    const { user } = renderDialog();
    await user.click(screen.getByRole('switch', { name: 'Add spouse' }));
    await user.selectOptions(field('Entity type'), 'New Custom Entity');
    await submit(user);
    expect(await screen.findByText(entityMessages.spouseFirstName)).toBeInTheDocument();
    expect(screen.getByText(entityMessages.spouseLastName)).toBeInTheDocument();
    expect(screen.getByText(entityMessages.customTypeRequired)).toBeInTheDocument();
  });

  it('names an Individual after its people, read-only, and leaves the name to the server', async () => {
    const api = stub(() => json(200, created('Successfully created a new user and spouse')));
    const { user, onCreated } = renderDialog();
    await fillRequired(user);
    await user.selectOptions(field('Entity type'), 'Individual');
    await user.click(screen.getByRole('switch', { name: 'Add spouse' }));
    await user.type(field('Spouse first name'), 'Bob');
    await user.type(field('Spouse last name'), 'Lee');
    await user.type(field('Spouse email'), 'bob@example.com');
    const name = field('Entity name');
    expect(name).toHaveValue('Ann & Bob Lee');
    expect(name).toHaveAttribute('readonly');
    await submit(user);
    await waitFor(() => expect(onCreated).toHaveBeenCalled());
    expect(api.bodyOf(CREATE)).toMatchObject({
      fname: 'Ann',
      lname: 'Lee',
      email: 'ann@example.com',
      entity_type: 'Individual',
      assigned_advisor_id: 1,
      time_zone: 'Pacific Time (US & Canada)',
      spouse: { fname: 'Bob', lname: 'Lee', email: 'bob@example.com' },
    });
    expect(api.bodyOf(CREATE)).not.toHaveProperty('entity_name');
    expect(await screen.findByText('Successfully created a new user and spouse')).toBeInTheDocument();
  });

  it('confirms a blank email with the spec text before creating, and Cancel sends nothing', async () => {
    const api = stub();
    const { user, onCreated, onClose } = renderDialog();
    await fillRequired(user, { email: '' });
    await submit(user);
    const confirm = await screen.findByRole('dialog', { name: 'Blank Email Confirmation' });
    expect(confirm).toHaveTextContent(
      'Users without email addresses will not be able to sign in or receive notifications. Do you want to proceed?',
    );
    await user.click(within(confirm).getByRole('button', { name: 'Cancel' }));
    expect(api.keys()).not.toContain(CREATE);

    await submit(user);
    await user.click(
      within(await screen.findByRole('dialog', { name: 'Blank Email Confirmation' })).getByRole('button', {
        name: 'Proceed',
      }),
    );
    await waitFor(() => expect(onCreated).toHaveBeenCalledWith(expect.objectContaining({ company_id: 9 })));
    expect(api.bodyOf(CREATE)).toMatchObject({ email: null, entity_name: 'Lee Family Trust', assigned_advisor_id: 1 });
    expect(await screen.findByText('Successfully created a new user')).toBeInTheDocument();
    expect(onClose).toHaveBeenCalled();
  });

  it('checks a typed email 200 ms after the last key and says when it is taken', async () => {
    const api = stub();
    const { user } = renderDialog();
    await user.type(field('Email'), TAKEN);
    expect(await screen.findByText(entityMessages.emailExists)).toBeInTheDocument();
    expect(api.calls.filter((c) => c.key === CHECK).map((c) => c.body)).toEqual([{ email: TAKEN }]);
    await user.clear(field('Email'));
    await user.type(field('Email'), 'free@example.com');
    await waitFor(() => expect(api.bodyOf(CHECK)).toEqual({ email: 'free@example.com' }));
    expect(screen.queryByText(entityMessages.emailExists)).not.toBeInTheDocument();
  });

  it('keeps everything typed and puts a 409 on its fields', async () => {
    stub(() =>
      apiError(409, 'conflict', entityMessages.emailExists, {
        email: entityMessages.emailExists,
        'spouse.email': entityMessages.emailExists,
      }),
    );
    const { user, onCreated } = renderDialog();
    await fillRequired(user);
    await user.click(screen.getByRole('switch', { name: 'Add spouse' }));
    await user.type(field('Spouse first name'), 'Bob');
    await user.type(field('Spouse last name'), 'Kim');
    await user.type(field('Spouse email'), 'bob@example.com');
    await submit(user);
    await waitFor(() => expect(field('Email')).toHaveAttribute('aria-invalid', 'true'));
    expect(field('Spouse email')).toHaveAttribute('aria-invalid', 'true');
    expect(field('First name')).toHaveValue('Ann');
    expect(field('Entity name')).toHaveValue('Lee Family Trust');
    expect(field('Spouse first name')).toHaveValue('Bob');
    expect(onCreated).not.toHaveBeenCalled();
  });

  it('offers staff without a group or in the chosen group, and None', async () => {
    stub();
    const { user } = renderDialog({
      groupsEnabled: true,
      groups: [
        { id: 4, name: 'West Office' },
        { id: 5, name: 'East Office' },
      ],
    });
    const assignee = field('Assigned firm user');
    await waitFor(() => expect(within(assignee).getByText('Paula Partner')).toBeInTheDocument());
    expect(within(assignee).queryByText('Greg West')).not.toBeInTheDocument();
    expect(within(assignee).getByRole('option', { name: 'None' })).toHaveValue('-1');
    await user.selectOptions(field('Firm group'), 'West Office');
    expect(within(assignee).getByText('Greg West')).toBeInTheDocument();
    expect(within(assignee).queryByText('Erin East')).not.toBeInTheDocument();
  });

  it('fixes a group-limited user to their own group', async () => {
    stub();
    renderDialog({ groupsEnabled: true, groups: [{ id: 4, name: 'West Office' }], fixedGroupId: 4 });
    expect(field('Firm group')).toBeDisabled();
    expect(field('Firm group')).toHaveValue('4');
  });
});
