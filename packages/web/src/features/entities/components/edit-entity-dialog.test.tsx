import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiError, stubApi } from '../../../testing/api-stub';
import { buildEntityDetail, json } from '../../../testing/factories';
import { renderWithProviders } from '../../../testing/render';
import { EditEntityDialog, ENTITY_SAVED } from './edit-entity-dialog';

afterEach(() => vi.unstubAllGlobals());

const entity = buildEntityDetail({ id: 9, name: 'Lee Family Trust', entity_type: 'Trust', client_manager_id: null });
const PATCH = 'PATCH /api/companies/9';
const ROLE = 'PATCH /api/companies/9/update_client_assignment';

function renderDialog(patch: () => Response) {
  const api = stubApi({ [PATCH]: patch, [ROLE]: () => json(200, entity) });
  const onClose = vi.fn();
  renderWithProviders(
    <EditEntityDialog
      opened
      onClose={onClose}
      entity={entity}
      entityTypes={['Individual', 'Trust']}
      staff={[{ id: 2, full_name: 'Carl Manager' }]}
      externalIdAllowed={false}
    />,
  );
  return { api, onClose, user: userEvent.setup() };
}

describe('EditEntityDialog', () => {
  it('saves the changed details, then the client manager', async () => {
    const { api, onClose, user } = renderDialog(() => json(200, { ...entity, city: 'Austin', readonly_access: true }));
    await user.type(await screen.findByLabelText('City'), 'Austin');
    await user.click(screen.getByRole('switch', { name: 'Read-only access' }));
    await user.selectOptions(screen.getByLabelText('Client manager'), 'Carl Manager');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(api.bodyOf(PATCH)).toEqual({ city: 'Austin', readonly_access: true });
    expect(api.bodyOf(ROLE)).toEqual({ special_role: 'client_manager', user_id: 2 });
    expect(api.keys().indexOf(PATCH)).toBeLessThan(api.keys().indexOf(ROLE));
    expect(await screen.findByText(ENTITY_SAVED)).toBeInTheDocument();
  });

  it('shows a duplicate name on the name field and keeps it', async () => {
    const { onClose, user } = renderDialog(() =>
      apiError(409, 'conflict', 'Entity Name already exists.', { name: 'Entity Name already exists.' }),
    );
    const name = await screen.findByLabelText(/Entity name/);
    await user.clear(name);
    await user.type(name, 'Taken LLC');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(name).toHaveAttribute('aria-invalid', 'true'));
    expect(name).toHaveValue('Taken LLC');
    expect(onClose).not.toHaveBeenCalled();
  });
});
