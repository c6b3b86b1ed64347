import { entityMessages } from '@portal/domain';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiError, stubApi } from '../../../testing/api-stub';
import { buildEntityDetail, json } from '../../../testing/factories';
import { renderWithProviders } from '../../../testing/render';
import { CreateEntityDialog } from './create-entity-dialog';

afterEach(() => vi.unstubAllGlobals());

const CREATE = 'POST /api/companies';
const field = (label: string) => screen.getByLabelText(new RegExp(`^${label}( \\*)?$`), { selector: 'input, select' });

function renderDialog(props: Partial<Parameters<typeof CreateEntityDialog>[0]> = {}) {
  const onCreated = vi.fn();
  const user = userEvent.setup();
  renderWithProviders(
    <CreateEntityDialog
      opened
      onClose={() => {}}
      user={{ id: 31, full_name: 'Ann Lee' }}
      entityTypes={['Individual', 'Trust']}
      onCreated={onCreated}
      {...props}
    />,
  );
  return { user, onCreated };
}

describe('CreateEntityDialog', () => {
  it("offers Individual as 'Individual (Not Allowed)' once the user owns an Individual entity", async () => {
    stubApi({
      'GET /api/v2/users/31/user_assigned_companies': () =>
        json(200, [
          { id: 1, hash_id: 'h1', name: 'Ann Lee', entity_type: 'Individual', readonly_access: false, inactive: false },
        ]),
    });
    renderDialog();
    const option = await screen.findByRole('option', { name: 'Individual (Not Allowed)' });
    expect(option).toBeDisabled();
    expect(screen.getByRole('option', { name: 'Trust' })).toBeEnabled();
  });

  it('needs a type and a name', async () => {
    const api = stubApi({});
    const { user } = renderDialog();
    await user.click(screen.getByRole('button', { name: 'Create' }));
    expect(await screen.findByText(entityMessages.typeRequired)).toBeInTheDocument();
    expect(screen.getByText(entityMessages.nameRequired)).toBeInTheDocument();
    expect(api.keys()).not.toContain(CREATE);
  });

  it('creates the entity for the user with its address', async () => {
    const api = stubApi({
      [CREATE]: () => json(200, buildEntityDetail({ id: 8, hash_id: 'new8', name: 'Lee Trust' })),
    });
    const { user, onCreated } = renderDialog();
    await user.selectOptions(field('Entity type'), 'Trust');
    await user.type(field('Entity name'), 'Lee Trust');
    await user.type(field('City'), 'Fresno');
    await user.click(screen.getByRole('button', { name: 'Create' }));
    await waitFor(() => expect(onCreated).toHaveBeenCalledWith(expect.objectContaining({ hash_id: 'new8' })));
    expect(api.bodyOf(CREATE)).toEqual({
      user_id: 31,
      entity_type: 'Trust',
      name: 'Lee Trust',
      business_email: null,
      other_email: null,
      street: null,
      city: 'Fresno',
      state: null,
      zip: null,
      country: null,
    });
    expect(await screen.findByText(entityMessages.createdEntity)).toBeInTheDocument();
  });

  it('shows a duplicate name on the name field and keeps what was typed', async () => {
    stubApi({
      [CREATE]: () => apiError(409, 'conflict', entityMessages.nameExists, { name: entityMessages.nameExists }),
    });
    const { user, onCreated } = renderDialog();
    await user.selectOptions(field('Entity type'), 'Trust');
    await user.type(field('Entity name'), 'Lee Trust');
    await user.click(screen.getByRole('button', { name: 'Create' }));
    await waitFor(() => expect(field('Entity name')).toHaveAttribute('aria-invalid', 'true'));
    expect(field('Entity name')).toHaveAccessibleDescription(entityMessages.nameExists);
    expect(field('Entity name')).toHaveValue('Lee Trust');
    expect(onCreated).not.toHaveBeenCalled();
  });

  it('asks for the user first when none is given', async () => {
    stubApi({});
    const { user } = renderDialog({
      user: null,
      renderUserPicker: ({ value, onChange, error }) => (
        <label>
          Pick
          <select value={value} onChange={(e) => onChange(e.currentTarget.value, { id: 5, full_name: 'Bo Kim' })}>
            <option value="">-</option>
            <option value="5">Bo Kim</option>
          </select>
          <span>{error}</span>
        </label>
      ),
    });
    await user.click(screen.getByRole('button', { name: 'Create' }));
    expect(await screen.findByText('Please choose a user')).toBeInTheDocument();
    await user.selectOptions(screen.getByLabelText(/Pick/), '5');
    await user.selectOptions(field('Entity type'), 'Individual');
    expect(field('Entity name')).toHaveValue('Bo Kim');
  });
});
