import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { stubApi } from '../../../testing/api-stub';
import { buildEntityDetail, json } from '../../../testing/factories';
import { renderWithProviders } from '../../../testing/render';
import { ENTITY_SAVED } from './edit-entity-dialog';
import { SpouseDialog } from './spouse-dialog';

afterEach(() => vi.unstubAllGlobals());

const GET = 'GET /api/companies/9/spouse';
const ADD = 'POST /api/companies/9/spouse';
const PATCH = 'PATCH /api/companies/9';
const entity = buildEntityDetail({ id: 9, name: 'Ann Lee', entity_type: 'Individual', spouse_ssn: null });
const spouse = { id: 12, uid: 'u12', full_name: 'Bo Lee', email: 'bo@example.com' };

function renderDialog(routes: Parameters<typeof stubApi>[0], shown = entity) {
  const api = stubApi({ [PATCH]: () => json(200, { ...shown, spouse_ssn: '***-**-6789' }), ...routes });
  const onClose = vi.fn();
  renderWithProviders(<SpouseDialog opened onClose={onClose} entity={shown} />);
  return { api, onClose, user: userEvent.setup() };
}

describe('SpouseDialog', () => {
  it('adds a spouse to an entity that has none, with their SSN, checking the fields first', async () => {
    const { api, onClose, user } = renderDialog({
      [GET]: () => json(200, { spouse: null }),
      [ADD]: () => json(200, { spouse }),
    });
    expect(await screen.findByText('Ann Lee has no spouse yet.')).toBeInTheDocument();
    await user.type(screen.getByLabelText('Spouse SSN'), '12345');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Spouse first name is required')).toBeInTheDocument();
    expect(screen.getByText('Spouse last name is required')).toBeInTheDocument();
    expect(screen.getByText('SSN must be 9 digits')).toBeInTheDocument();
    expect(api.keys()).not.toContain(ADD);

    await user.type(screen.getByLabelText(/Spouse first name/), 'Bo');
    await user.type(screen.getByLabelText(/Spouse last name/), 'Lee');
    await user.type(screen.getByLabelText('Spouse email'), 'bo@example.com');
    await user.clear(screen.getByLabelText('Spouse SSN'));
    await user.type(screen.getByLabelText('Spouse SSN'), '123-45-6789');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(api.bodyOf(PATCH)).toEqual({ spouse_ssn: '123-45-6789' }));
    expect(api.bodyOf(ADD)).toEqual({ fname: 'Bo', lname: 'Lee', email: 'bo@example.com' });
    expect(api.keys().indexOf(ADD)).toBeLessThan(api.keys().indexOf(PATCH));
    expect(await screen.findByText(ENTITY_SAVED)).toBeInTheDocument();
    expect(onClose).toHaveBeenCalled();
  });

  it('shows the spouse and only the masked SSN on file, and changes the SSN', async () => {
    const { api, user } = renderDialog(
      { [GET]: () => json(200, { spouse }) },
      { ...entity, spouse_ssn: '***-**-1234' },
    );
    expect(await screen.findByText('Bo Lee')).toBeInTheDocument();
    expect(screen.getByText('On file: ***-**-1234')).toBeInTheDocument();
    expect(screen.queryByLabelText(/Spouse first name/)).toBeNull();
    await user.type(screen.getByLabelText('Spouse SSN'), '987654321');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(api.bodyOf(PATCH)).toEqual({ spouse_ssn: '987654321' }));
    expect(api.keys()).not.toContain(ADD);
  });
});
