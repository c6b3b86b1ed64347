import { importMessages, importUploadedMessage, MAX_UPLOAD_BYTES } from '@portal/domain';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FakeXhr } from '../../../lib/upload-with-progress.fake';
import { stubApi } from '../../../testing/api-stub';
import { renderWithProviders } from '../../../testing/render';
import { ImportFileDialog } from './import-file-dialog';

beforeEach(() => {
  stubApi({});
  FakeXhr.install();
});
afterEach(() => vi.unstubAllGlobals());

const renderDialog = (props: Partial<Parameters<typeof ImportFileDialog>[0]> = {}) =>
  renderWithProviders(
    <ImportFileDialog opened onClose={() => {}} firmUsers={[{ value: '7', label: 'Paula Partner' }]} {...props} />,
  );

const csv = (name = 'clients.csv') => new File(['a,b\n1,2\n'], name, { type: 'text/csv' });
const filesInput = () => screen.getByLabelText(/^Files/);
const upload = () => screen.getByRole('button', { name: 'Upload' });

describe('ImportFileDialog', () => {
  it('asks for what each kind of file needs, and for a file, before sending anything', async () => {
    renderDialog();
    const user = userEvent.setup();
    expect(screen.getByRole('radio', { name: 'Client list' })).toBeChecked();

    await user.click(upload());
    expect(await screen.findByText(importMessages.assigneeRequired)).toBeInTheDocument();
    expect(screen.getByText(importMessages.listTypeRequired)).toBeInTheDocument();
    expect(screen.getByText(importMessages.filesRequired)).toBeInTheDocument();

    await user.click(screen.getByRole('radio', { name: 'Rollover items (zipped)' }));
    expect(screen.queryByRole('combobox', { name: /Assigned firm user/ })).not.toBeInTheDocument();
    await user.click(upload());
    expect(await screen.findByText(importMessages.taxSoftwareRequired)).toBeInTheDocument();
    expect(screen.getByText(importMessages.yearRequired)).toBeInTheDocument();
    expect(screen.queryByText(importMessages.assigneeRequired)).not.toBeInTheDocument();
    expect(filesInput()).toHaveAttribute('accept', expect.stringContaining('.zip'));
    // The organizer types of spec 002 §3; ProConnect is shown but cannot be chosen for a bulk import.
    const software = screen.getByRole('combobox', { name: /Tax software/ });
    const proConnect = within(software).getByRole('option', { name: 'ProConnect (not supported in bulk)' });
    expect(proConnect).toBeDisabled();
    expect(within(software).getByRole('option', { name: 'UltraTax Input Screens' })).toBeEnabled();
    // Tax years are those of spec 002 §9, 2018 to 2025.
    const years = within(screen.getByRole('combobox', { name: /Tax year/ }))
      .getAllByRole('option')
      .slice(1)
      .map((o) => o.textContent);
    expect(years).toEqual(['2025', '2024', '2023', '2022', '2021', '2020', '2019', '2018']);

    await user.click(screen.getByRole('radio', { name: 'Rollover items (CSV)' }));
    await user.click(upload());
    expect(await screen.findByText(importMessages.yearRequired)).toBeInTheDocument();
    expect(screen.queryByText(importMessages.taxSoftwareRequired)).not.toBeInTheDocument();

    await user.click(screen.getByRole('radio', { name: 'Other document' }));
    await user.click(upload());
    expect(await screen.findByText(importMessages.descriptionRequired)).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: /Description/ })).toHaveAttribute('aria-invalid', 'true');
    expect(filesInput()).not.toHaveAttribute('accept');
    expect(filesInput()).toHaveAccessibleDescription(expect.stringContaining(importMessages.filesRequired));

    expect(FakeXhr.instances).toHaveLength(0);
  });

  it('refuses a file over the upload limit before uploading', async () => {
    renderDialog();
    const user = userEvent.setup();
    await user.click(screen.getByRole('radio', { name: 'Other document' }));
    await user.type(screen.getByRole('textbox', { name: /Description/ }), 'K-1s');
    const big = new File(['x'], 'scans.zip');
    Object.defineProperty(big, 'size', { value: MAX_UPLOAD_BYTES + 1 });
    await user.upload(filesInput(), [csv('small.csv'), big]);
    const refusal = /"scans\.zip" is larger than 150 MB/;
    expect(await screen.findByText(refusal)).toBeInTheDocument();
    await user.click(upload());
    expect(screen.getByText(refusal)).toBeInTheDocument();
    expect(FakeXhr.instances).toHaveLength(0);

    await user.upload(filesInput(), [csv('small.csv')]);
    await waitFor(() => expect(screen.queryByText(refusal)).not.toBeInTheDocument());
  });

  it('sends the fields before the files, shows the progress, then toasts the message and closes', async () => {
    const onClose = vi.fn();
    const onUploaded = vi.fn();
    renderDialog({ onClose, onUploaded });
    const user = userEvent.setup();
    await user.click(screen.getByRole('radio', { name: 'Other document' }));
    await user.type(screen.getByRole('textbox', { name: /Description/ }), '  K-1s from the prior firm ');
    await user.type(screen.getByRole('textbox', { name: 'Comment' }), 'Two partnerships');
    await user.upload(filesInput(), [csv('k1-a.pdf'), csv('k1-b.pdf')]);
    expect(within(screen.getByRole('list', { name: 'Chosen files' })).getAllByRole('listitem')).toHaveLength(2);
    await user.click(upload());

    const xhr = FakeXhr.last();
    expect(xhr.method).toBe('POST');
    expect(xhr.url).toBe('/api/import_lists/files');
    expect(xhr.formEntries()).toEqual([
      ['documentType', 'other'],
      ['comment', 'Two partnerships'],
      ['documentName', 'K-1s from the prior firm'],
      ['file', 'k1-a.pdf'],
      ['file', 'k1-b.pdf'],
    ]);
    xhr.progress(40, 100);
    const bar = await screen.findByRole('progressbar', { name: 'Upload progress' });
    await waitFor(() => expect(bar).toHaveAttribute('aria-valuenow', '40'));
    expect(screen.getByText('Uploading… 40%')).toBeInTheDocument();

    xhr.respond(200, { files: [], message: importUploadedMessage('other') });
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(onUploaded).toHaveBeenCalledWith({ files: [], message: importMessages.documentUploaded });
    expect(await screen.findByText(importMessages.documentUploaded)).toBeInTheDocument();
  });

  it("keeps everything chosen on a 400 and shows the server's field messages", async () => {
    const onClose = vi.fn();
    renderDialog({ onClose });
    const user = userEvent.setup();
    await user.selectOptions(screen.getByRole('combobox', { name: /Assigned firm user/ }), 'Paula Partner');
    await user.selectOptions(screen.getByRole('combobox', { name: /List type/ }), 'Entities');
    await user.type(screen.getByRole('textbox', { name: 'Comment' }), 'From the old CRM');
    await user.upload(filesInput(), csv());
    await user.click(upload());

    const xhr = FakeXhr.last();
    expect(xhr.formEntries()).toEqual([
      ['documentType', 'client_list'],
      ['assignedFirmUserId', '7'],
      ['listType', 'entities'],
      ['comment', 'From the old CRM'],
      ['file', 'clients.csv'],
    ]);
    xhr.respond(400, {
      error: {
        code: 'validation_failed',
        message: 'This user cannot be assigned clients',
        fields: { assignedFirmUserId: 'This user cannot be assigned clients' },
      },
    });

    const assignee = screen.getByRole('combobox', { name: /Assigned firm user/ });
    await waitFor(() => expect(assignee).toHaveAccessibleDescription('This user cannot be assigned clients'));
    expect(assignee).toHaveValue('7');
    expect(screen.getByRole('combobox', { name: /List type/ })).toHaveValue('entities');
    expect(screen.getByRole('textbox', { name: 'Comment' })).toHaveValue('From the old CRM');
    expect(screen.getByRole('list', { name: 'Chosen files' })).toHaveTextContent('clients.csv');
    expect(onClose).not.toHaveBeenCalled();
    expect(upload()).toBeEnabled();

    await user.selectOptions(assignee, 'None');
    await user.click(upload());
    expect(FakeXhr.last().formEntries()).toContainEqual(['assignedFirmUserId', '-1']);
    expect(FakeXhr.last().formEntries()).toContainEqual(['file', 'clients.csv']);
  });

  it('shows an error without fields above the buttons', async () => {
    renderDialog();
    const user = userEvent.setup();
    await user.click(screen.getByRole('radio', { name: 'Rollover items (CSV)' }));
    await user.selectOptions(screen.getByRole('combobox', { name: /Tax year/ }), '2025');
    await user.upload(filesInput(), csv('rollover.csv'));
    await user.click(upload());
    expect(FakeXhr.last().formEntries()).toEqual([
      ['documentType', 'rollover_csv'],
      ['year', '2025'],
      ['file', 'rollover.csv'],
    ]);
    FakeXhr.last().respond(413, { error: { code: 'payload_too_large', message: 'The file is too large' } });
    expect(await screen.findByRole('alert')).toHaveTextContent('The file is too large');
  });
});
