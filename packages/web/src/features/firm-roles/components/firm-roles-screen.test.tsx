import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { stubApi } from '../../../testing/api-stub';
import { json } from '../../../testing/factories';
import { renderWithProviders } from '../../../testing/render';
import { FirmRolesScreen } from './firm-roles-screen';

afterEach(() => vi.unstubAllGlobals());

const roles = [{ id: 4, role_name: 'Reviewer', permission_ids: [1, 3] }];

describe('FirmRolesScreen', () => {
  it('lists roles, creates one with permissions and deletes one after confirming', async () => {
    const api = stubApi({
      'GET /api/firm_roles': () => json(200, roles),
      'POST /api/firm_roles': (body: { role_name: string }) => json(201, { id: 5, ...body }),
      'DELETE /api/firm_roles/4': () => new Response(null, { status: 204 }),
    });
    renderWithProviders(<FirmRolesScreen />);
    const user = userEvent.setup();
    expect(await screen.findByText('Receive notifications, Manage documents')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Create firm role' }));
    await user.type(await screen.findByLabelText(/Role name/), 'Preparer');
    await user.click(screen.getByRole('checkbox', { name: 'Message clients' }));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(api.bodyOf('POST /api/firm_roles')).toEqual({ role_name: 'Preparer', permission_ids: [2] }),
    );

    await user.click(screen.getByRole('button', { name: 'Delete Reviewer' }));
    expect(api.keys()).not.toContain('DELETE /api/firm_roles/4');
    await user.click(await screen.findByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(api.keys()).toContain('DELETE /api/firm_roles/4'));
  });
});
