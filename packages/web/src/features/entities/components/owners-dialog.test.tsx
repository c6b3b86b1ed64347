import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiError, stubApi } from '../../../testing/api-stub';
import { buildEntityDetail, json } from '../../../testing/factories';
import { renderWithProviders } from '../../../testing/render';
import { OwnersDialog } from './owners-dialog';

afterEach(() => vi.unstubAllGlobals());

const entity = buildEntityDetail({ id: 8, user_id: 1, owners: [{ id: 1, uid: 'u1', full_name: 'Ann Lee' }] });
const picker = ({ onChange }: { onChange: (id: string, user: { id: number; full_name: string } | null) => void }) => (
  <button type="button" onClick={() => onChange('2', { id: 2, full_name: 'Bo Kim' })}>
    Pick Bo
  </button>
);

describe('OwnersDialog', () => {
  it('asks what new owners see of the conversation and sends the choice', async () => {
    const api = stubApi({ 'POST /api/companies/8/update_owners': () => json(200, entity) });
    renderWithProviders(<OwnersDialog opened onClose={() => {}} entity={entity} renderUserPicker={picker} />);
    const user = userEvent.setup();
    // The new-person form always asks; the existing-user choice appears once someone is added.
    expect(screen.getAllByRole('radiogroup', { name: /Previous messages/ })).toHaveLength(1);
    await user.click(screen.getByRole('button', { name: 'Pick Bo' }));
    expect(screen.getAllByRole('radiogroup', { name: /Previous messages/ })).toHaveLength(2);
    await user.click(screen.getAllByRole('radio', { name: 'Copy previous messages' })[0]!);
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(api.bodyOf('POST /api/companies/8/update_owners')).toEqual({
        ownerIds: [1, 2],
        companyId: 8,
        copyPreviousMessages: true,
        transferPreviousMessages: false,
      }),
    );
    expect(await screen.findByText('You have successfully updated the list of users.')).toBeInTheDocument();
  });

  it('adds a new person as an owner, keeping what was typed when the email is taken', async () => {
    let taken = true;
    const api = stubApi({
      'POST /api/companies/8/create_new_owner': () =>
        taken
          ? apiError(409, 'conflict', 'This email already exists', { email: 'This email already exists' })
          : json(200, { ...entity, owners: [...entity.owners, { id: 3, uid: 'u3', full_name: 'Cy Day' }] }),
    });
    renderWithProviders(<OwnersDialog opened onClose={() => {}} entity={entity} renderUserPicker={picker} />);
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Add new owner' }));
    expect(await screen.findByText('First name is required')).toBeInTheDocument();
    await user.type(screen.getByRole('textbox', { name: /First name/ }), 'Cy');
    await user.type(screen.getByRole('textbox', { name: /Last name/ }), 'Day');
    await user.type(screen.getByRole('textbox', { name: /Email/ }), 'cy@example.test');
    await user.click(screen.getByRole('button', { name: 'Add new owner' }));
    expect(await screen.findByText('This email already exists')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: /First name/ })).toHaveValue('Cy');
    taken = false;
    await user.click(screen.getByRole('button', { name: 'Add new owner' }));
    expect(await screen.findByRole('radio', { name: 'Cy Day' })).toBeInTheDocument();
    expect(api.bodyOf('POST /api/companies/8/create_new_owner')).toEqual({
      firstName: 'Cy',
      lastName: 'Day',
      email: 'cy@example.test',
      phoneNumber: null,
      copyPreviousMessages: false,
      transferPreviousMessages: false,
    });
  });
});
