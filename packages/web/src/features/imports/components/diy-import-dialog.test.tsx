import { importMessages } from '@portal/domain';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { strToU8, zipSync } from 'fflate';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { stubApi } from '../../../testing/api-stub';
import { json } from '../../../testing/factories';
import { renderWithProviders } from '../../../testing/render';
import { DiyImportDialog } from './diy-import-dialog';
import { XLSX_UNREADABLE } from './read-xlsx';

afterEach(() => vi.unstubAllGlobals());

const VALIDATE = 'POST /api/import_lists/validate';
const QUEUE = 'POST /api/import_lists';
const CSV = 'First Name,Last Name,Email\nAnn,Lee,ann@x.test\n,Kim,kim@x.test\nBob,Ray,not-an-email\n';

const renderDialog = (props: Partial<Parameters<typeof DiyImportDialog>[0]> = {}) =>
  renderWithProviders(
    <DiyImportDialog
      opened
      onClose={() => {}}
      firmUsers={[{ value: '7', label: 'Paula Partner' }]}
      groupsEnabled={false}
      groups={[]}
      {...props}
    />,
  );

async function fillIn(user: ReturnType<typeof userEvent.setup>) {
  await user.selectOptions(screen.getByRole('combobox', { name: /List type/ }), 'Individuals');
  await user.selectOptions(screen.getByRole('combobox', { name: /Assigned firm user/ }), 'Paula Partner');
  await user.upload(screen.getByLabelText(/^File \(CSV/), new File([CSV], 'clients.csv', { type: 'text/csv' }));
  await screen.findByText(/3 rows in clients\.csv/);
}

describe('DiyImportDialog', () => {
  it('asks for the list type, the assignee, the group and a file before checking', async () => {
    const api = stubApi({});
    renderDialog({ groupsEnabled: true, groups: [{ id: 3, name: 'West Office' }] });
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Check rows' }));
    expect(await screen.findByText(importMessages.listTypeRequired)).toBeInTheDocument();
    expect(screen.getByText(importMessages.assigneeRequired)).toBeInTheDocument();
    expect(screen.getByText('Firm group is required')).toBeInTheDocument();
    expect(screen.getByText(importMessages.filesRequired)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Import' })).toBeDisabled();
    expect(api.keys()).not.toContain(VALIDATE);
  });

  it('reads an Excel .xlsx the same way, and says so when a spreadsheet cannot be read', async () => {
    const api = stubApi({ [VALIDATE]: () => json(200, { total: 1, valid: 1, errors: [] }) });
    renderDialog();
    const user = userEvent.setup();
    const input = screen.getByLabelText(/^File \(CSV/);
    await user.upload(input, new File(['not a zip'], 'broken.xlsx'));
    expect(await screen.findByText(XLSX_UNREADABLE)).toBeInTheDocument();
    const sheet = (cells: string) =>
      `<worksheet xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main"><sheetData>${cells}</sheetData></worksheet>`;
    const inline = (ref: string, text: string) => `<c r="${ref}" t="inlineStr"><is><t>${text}</t></is></c>`;
    const xlsx = zipSync({
      'xl/worksheets/sheet1.xml': strToU8(
        sheet(
          `<row r="1">${inline('A1', 'First Name')}${inline('B1', 'Last Name')}</row><row r="2">${inline('A2', 'Ann')}${inline('B2', 'Lee')}</row>`,
        ),
      ),
    });
    await user.upload(input, new File([xlsx], 'clients.xlsx'));
    await screen.findByText(/1 rows? in clients\.xlsx/);
    expect(screen.queryByText(XLSX_UNREADABLE)).not.toBeInTheDocument();
    await user.selectOptions(screen.getByRole('combobox', { name: /List type/ }), 'Individuals');
    await user.selectOptions(screen.getByRole('combobox', { name: /Assigned firm user/ }), 'Paula Partner');
    await user.click(screen.getByRole('button', { name: 'Check rows' }));
    await waitFor(() =>
      expect(api.bodyOf(VALIDATE)).toMatchObject({
        records: [{ fname: 'Ann', lname: 'Lee' }],
        original_file_name: 'clients.xlsx',
      }),
    );
  });

  it('maps the columns automatically and shows every row error of the check', async () => {
    const api = stubApi({
      [VALIDATE]: () =>
        json(200, {
          total: 3,
          valid: 1,
          errors: [
            { row: 2, field: 'fname', message: 'First name is required' },
            { row: 3, field: 'email', message: 'Email is invalid' },
          ],
        }),
    });
    renderDialog();
    const user = userEvent.setup();
    await fillIn(user);
    expect(screen.getByRole('combobox', { name: 'First name' })).toHaveValue('First Name');
    expect(screen.getByRole('combobox', { name: 'Last name' })).toHaveValue('Last Name');
    expect(screen.getByRole('combobox', { name: 'Email' })).toHaveValue('Email');
    expect(screen.getByRole('combobox', { name: 'Phone number' })).toHaveValue('');
    await user.click(screen.getByRole('button', { name: 'Check rows' }));
    expect(await screen.findByRole('status')).toHaveTextContent('1 of 3 rows are ready');
    const table = screen.getByRole('table', { name: 'Row errors' });
    const rows = within(table).getAllByRole('row');
    expect(rows).toHaveLength(3);
    expect(rows[1]).toHaveTextContent(/2.*fname.*First name is required/);
    expect(rows[2]).toHaveTextContent(/3.*email.*Email is invalid/);
    expect(api.bodyOf(VALIDATE)).toMatchObject({ original_file_name: 'clients.csv', list_type: 'individuals' });
  });

  it('queues the mapped records and shows the server message', async () => {
    const api = stubApi({
      [VALIDATE]: () => json(200, { total: 3, valid: 3, errors: [] }),
      [QUEUE]: () =>
        json(200, {
          import: {
            id: 1,
            original_file_name: 'clients.csv',
            status: 'queued',
            total: 3,
            imported: 0,
            failed: 0,
            errors: [],
            created_at: '2026-01-01T00:00:00.000Z',
          },
          message: importMessages.queued,
        }),
      'GET /api/import_lists': () => json(200, []),
    });
    const onClose = vi.fn();
    renderDialog({ onClose, groupsEnabled: true, groups: [{ id: 3, name: 'West Office' }] });
    const user = userEvent.setup();
    await fillIn(user);
    await user.selectOptions(screen.getByRole('combobox', { name: /Firm group/ }), 'West Office');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Last name' }), '');
    await user.click(screen.getByRole('button', { name: 'Check rows' }));
    await screen.findByText(/3 of 3 rows are ready/);
    await user.click(screen.getByRole('button', { name: 'Import' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(api.bodyOf(QUEUE)).toEqual({
      records: [
        { fname: 'Ann', email: 'ann@x.test' },
        { email: 'kim@x.test' },
        { fname: 'Bob', email: 'not-an-email' },
      ],
      original_file_name: 'clients.csv',
      assigned_firm_user_id: 7,
      list_type: 'individuals',
      firm_group_id: 3,
    });
    expect(await screen.findByText(importMessages.queued)).toBeInTheDocument();
  });
});
