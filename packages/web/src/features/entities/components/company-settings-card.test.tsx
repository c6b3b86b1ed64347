import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiError, stubApi } from '../../../testing/api-stub';
import { json } from '../../../testing/factories';
import { renderWithProviders } from '../../../testing/render';
import { CompanySettingsCard } from './company-settings-card';

afterEach(() => vi.unstubAllGlobals());

const stored = {
  folders_where_client_actions_disabled: ['/{year}/Tax Returns'],
  custom_document_export_order: ['W-2', '1099-INT', '1099-DIV'],
};

describe('CompanySettingsCard', () => {
  it('edits folder patterns and the export order with buttons, then saves both', async () => {
    const api = stubApi({
      'GET /api/companies/4/settings': () => json(200, stored),
      'PATCH /api/companies/4/settings': (body) => json(200, body),
    });
    const user = userEvent.setup();
    renderWithProviders(<CompanySettingsCard companyId={4} readOnly={false} />);
    expect(await screen.findByRole('textbox', { name: 'Folder 1' })).toHaveValue('/{year}/Tax Returns');
    expect(screen.getByText(/Write \{year\} for any year from 2000 to 2034/)).toBeInTheDocument();
    expect(screen.getByText(/An empty entry blocks client actions in every folder/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Save company settings' })).toBeDisabled();

    await user.click(screen.getByRole('button', { name: 'Add folder' }));
    await user.type(screen.getByRole('textbox', { name: 'Folder 2' }), 'Payroll');
    await user.click(screen.getByRole('button', { name: 'Remove folder 1' }));

    const order = () =>
      within(screen.getByRole('list', { name: 'Export order' }))
        .getAllByRole('listitem')
        .map((li) => li.textContent);
    expect(screen.getByRole('button', { name: 'Move W-2 up' })).toBeDisabled();
    // Keyboard: Enter on the focused button moves the form, and focus stays with it.
    screen.getByRole('button', { name: 'Move 1099-DIV up' }).focus();
    await user.keyboard('{Enter}');
    expect(order()).toEqual(['1. W-2', '2. 1099-DIV', '3. 1099-INT']);
    expect(screen.getByRole('button', { name: 'Move 1099-DIV up' })).toHaveFocus();
    await user.click(screen.getByRole('button', { name: 'Move W-2 down' }));
    await user.click(screen.getByRole('button', { name: 'Remove 1099-INT' }));
    await user.type(screen.getByRole('textbox', { name: 'Form name' }), 'w-2{Enter}');
    expect(await screen.findByText("'w-2' is already listed")).toBeInTheDocument();
    await user.clear(screen.getByRole('textbox', { name: 'Form name' }));
    await user.type(screen.getByRole('textbox', { name: 'Form name' }), '1098');
    await user.click(screen.getByRole('button', { name: 'Add form' }));
    expect(order()).toEqual(['1. 1099-DIV', '2. W-2', '3. 1098']);

    await user.click(screen.getByRole('button', { name: 'Save company settings' }));
    await waitFor(() =>
      expect(api.bodyOf('PATCH /api/companies/4/settings')).toEqual({
        folders_where_client_actions_disabled: ['Payroll'],
        custom_document_export_order: ['1099-DIV', 'W-2', '1098'],
      }),
    );
    expect(await screen.findByText('Updated')).toBeInTheDocument();
  });

  it('checks patterns before sending and shows the server refusal on the field', async () => {
    const api = stubApi({
      'GET /api/companies/4/settings': () => json(200, stored),
      'PATCH /api/companies/4/settings': () =>
        apiError(400, 'validation_failed', "'/x' is not a valid folder path", {
          'folders_where_client_actions_disabled.0': "'/x' is not a valid folder path",
        }),
    });
    const user = userEvent.setup();
    renderWithProviders(<CompanySettingsCard companyId={4} readOnly={false} />);
    const folder = await screen.findByRole('textbox', { name: 'Folder 1' });
    await user.clear(folder);
    await user.type(folder, '/{{month}/x');
    await user.click(screen.getByRole('button', { name: 'Save company settings' }));
    expect(await screen.findByText('Only {year} can be used as a placeholder in a folder path')).toBeInTheDocument();
    expect(api.keys()).not.toContain('PATCH /api/companies/4/settings');
    await user.clear(folder);
    await user.type(folder, '/x');
    await user.click(screen.getByRole('button', { name: 'Save company settings' }));
    expect((await screen.findAllByText("'/x' is not a valid folder path")).length).toBeGreaterThan(0);
  });

  it('is read only for read-only staff', async () => {
    stubApi({ 'GET /api/companies/4/settings': () => json(200, stored) });
    renderWithProviders(<CompanySettingsCard companyId={4} readOnly />);
    expect(await screen.findByRole('textbox', { name: 'Folder 1' })).toBeDisabled();
    expect(screen.queryByRole('button', { name: 'Save company settings' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Move W-2 down' })).not.toBeInTheDocument();
  });
});
