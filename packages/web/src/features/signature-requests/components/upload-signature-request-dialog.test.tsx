import { signatureRequestMessages } from '@portal/domain';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FakeXhr } from '../../../lib/upload-with-progress.fake';
import { stubApi } from '../../../testing/api-stub';
import { buildPickerEntity, json } from '../../../testing/factories';
import { renderWithProviders } from '../../../testing/render';
import { UploadSignatureRequestDialog } from './upload-signature-request-dialog';

const NOW = new Date('2026-11-25T12:00:00Z');

beforeEach(() => {
  stubApi({
    'GET /api/v2/entities/picker': (_b, url) =>
      json(200, {
        entities: url.searchParams.get('search')
          ? [buildPickerEntity({ id: 41, name: 'Quill Household' }), buildPickerEntity({ id: 42, name: 'Quill LLC' })]
          : [],
      }),
  });
  FakeXhr.install();
});
afterEach(() => vi.unstubAllGlobals());

const pdf = (name = 'Form 8879.pdf') => new File(['%PDF-1.7 letter'], name, { type: 'application/pdf' });
const fileInput = () => document.querySelector<HTMLInputElement>('input[type="file"]')!;

async function fillIn(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByRole('combobox', { name: /Entity/ }), 'Quill');
  await user.click(await screen.findByRole('option', { name: /^Quill Household/, hidden: true }));
  await user.upload(fileInput(), pdf());
}

describe('UploadSignatureRequestDialog', () => {
  it('asks for an entity and a PDF before sending anything; the tax year defaults to ten months ago', async () => {
    renderWithProviders(<UploadSignatureRequestDialog opened onClose={() => {}} now={() => NOW} />);
    const user = userEvent.setup();
    // Ten months before November 2026 is 2026, past the spec's last year: the default is 2025 (spec 002 §9).
    expect(screen.getByRole('combobox', { name: /Tax year/ })).toHaveValue('2025');
    await user.click(screen.getByRole('button', { name: 'Upload' }));
    expect(await screen.findByText(signatureRequestMessages.entityRequired)).toBeInTheDocument();
    expect(screen.getByText(signatureRequestMessages.fileRequired)).toBeInTheDocument();
    expect(screen.getByText(signatureRequestMessages.nameRequired)).toBeInTheDocument();
    expect(FakeXhr.instances).toHaveLength(0);
  });

  it('sends the fields before the file, keeps everything on a 400 and shows its messages on their fields', async () => {
    const onClose = vi.fn();
    renderWithProviders(<UploadSignatureRequestDialog opened onClose={onClose} now={() => NOW} />);
    const user = userEvent.setup();
    await fillIn(user);
    // The file's name is the document name until one is typed.
    const name = screen.getByRole('textbox', { name: /Document name/ });
    expect(name).toHaveValue('Form 8879');
    await user.clear(name);
    await user.type(name, 'Form 8879 for 2025');
    await user.click(screen.getByRole('combobox', { name: /Tax year/ }));
    await user.click(await screen.findByRole('option', { name: '2025', hidden: true }));
    await user.click(screen.getByRole('switch', { name: /Signed pages only/ }));
    await user.click(screen.getByRole('button', { name: 'Upload' }));

    const xhr = FakeXhr.last();
    expect(xhr.url).toBe('/api/signature_requests');
    expect(xhr.formEntries()).toEqual([
      ['company_id', '41'],
      ['document_name', 'Form 8879 for 2025'],
      ['tax_year', '2025'],
      ['signed_pages_only', 'true'],
      ['file', 'Form 8879.pdf'],
    ]);
    xhr.progress(50, 100);
    expect(await screen.findByText('Uploading… 50%')).toBeInTheDocument();
    xhr.respond(400, {
      error: {
        code: 'validation',
        message: 'Please check the highlighted fields',
        fields: { file: signatureRequestMessages.locked },
      },
    });
    expect(await screen.findByText(signatureRequestMessages.locked)).toBeInTheDocument();
    expect(onClose).not.toHaveBeenCalled();
    expect(screen.getByRole('combobox', { name: /Entity/ })).toHaveValue('Quill Household');
    expect(screen.getByRole('textbox', { name: /Document name/ })).toHaveValue('Form 8879 for 2025');
    expect(screen.getByRole('combobox', { name: /Tax year/ })).toHaveValue('2025');
    expect(screen.getByRole('switch', { name: /Signed pages only/ })).toBeChecked();

    await user.upload(fileInput(), pdf('unlocked.pdf'));
    await waitFor(() => expect(screen.queryByText(signatureRequestMessages.locked)).not.toBeInTheDocument());
    await user.click(screen.getByRole('button', { name: 'Upload' }));
    FakeXhr.last().respond(200, { id: 9, status: 'processing' });
    await waitFor(() => expect(onClose).toHaveBeenCalled());
  });
});
