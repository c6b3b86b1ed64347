import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { connectExportMessages, connectMessages, type ExportableDocument } from '@portal/domain';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { FakeXhr } from '../../../lib/upload-with-progress.fake';
import { apiError, stubApi } from '../../../testing/api-stub';
import { json } from '../../../testing/factories';
import { renderWithProviders } from '../../../testing/render';
import { ExportDocumentsPanel, NO_EXPORTABLE_DOCUMENTS } from './export-documents-panel';

afterEach(() => vi.unstubAllGlobals());

const doc = (id: number, form: string, payer: string | null, pages = 1): ExportableDocument => ({
  document_id: id,
  extracted_document_id: id + 100,
  name: `${form} ${payer ?? ''} 2025.pdf`.replace('  ', ' '),
  path: `/Tax Documents/${form}.pdf`,
  form,
  payer,
  tax_year: 2025,
  page_count: pages,
});
const DOCS = [doc(1, '1040', null, 2), doc(2, 'W-2', 'Acme Widgets Inc'), doc(3, '1099-INT', 'First National Bank')];
const now = () => new Date('2026-11-27T12:00:00Z');
const company = { id: 7, name: 'Jane Roe', hashId: 'h7' };
const rowsOf = () =>
  within(screen.getByRole('table', { name: 'Documents to export' }))
    .getAllByRole('row')
    .slice(1)
    .map((r) => within(r).getAllByRole('cell')[1]!.querySelector('p')?.textContent);

describe('ExportDocumentsPanel', () => {
  it('lists the documents in export order; leaves one out, moves one, exports the PDF and follows its progress', async () => {
    let polls = 0;
    const api = stubApi({
      'POST /api/get_all_exportable_documents_for_entity': () => json(200, { documents: DOCS }),
      'POST /api/connect/exports': () => json(202, { message: connectExportMessages.queued, export_id: 9 }),
      'GET /api/exports/9': () =>
        json(
          200,
          ++polls < 2
            ? { id: 9, file_name: 'Jane Roe 2025 documents.pdf', status: 'preparing', size: null, done: 1, total: 2 }
            : { id: 9, file_name: 'Jane Roe 2025 documents.pdf', status: 'ready', size: 900, done: 2, total: 2 },
        ),
    });
    const user = userEvent.setup();
    renderWithProviders(<ExportDocumentsPanel company={company} now={now} />);
    await screen.findByRole('table', { name: 'Documents to export' });
    expect(api.bodyOf('POST /api/get_all_exportable_documents_for_entity')).toEqual({ company_id: 7, year: 2025 });
    expect(rowsOf()).toEqual(['1040', 'W-2', '1099-INT']);
    expect(screen.getAllByRole('row')[2]).toHaveTextContent('Acme Widgets Inc');

    await user.click(screen.getByRole('checkbox', { name: `Include ${DOCS[0]!.name}` }));
    await user.click(screen.getByRole('button', { name: `Move ${DOCS[2]!.name} up` }));
    expect(screen.getByText('2 of 3 documents will be exported, in this order.')).toBeInTheDocument();
    expect(rowsOf()).toEqual(['1040', '1099-INT', 'W-2']);
    await user.click(screen.getByRole('button', { name: 'Export PDF' }));
    expect(api.bodyOf('POST /api/connect/exports')).toEqual({
      company_id: 7,
      year: 2025,
      format: 'pdf',
      document_ids: [3, 2],
    });
    expect(await screen.findByText(/Preparing your export: 1 of 2 documents/)).toBeInTheDocument();
    expect(
      await screen.findByText('Your export is ready: Jane Roe 2025 documents.pdf', {}, { timeout: 3000 }),
    ).toBeInTheDocument();
    FakeXhr.install();
    FakeXhr.autoRespond = () => ({ status: 200, body: new Blob(['%PDF']) });
    URL.createObjectURL = vi.fn(() => 'blob:x');
    URL.revokeObjectURL = vi.fn();
    await user.click(screen.getByRole('button', { name: 'Download Jane Roe 2025 documents.pdf' }));
    expect(FakeXhr.last().url).toBe('/api/exports/9/download');
  });

  it('exports a zip, and cannot export when every document is left out', async () => {
    const api = stubApi({
      'POST /api/get_all_exportable_documents_for_entity': () => json(200, { documents: DOCS.slice(1) }),
      'POST /api/connect/exports': () => json(202, { message: connectExportMessages.queued, export_id: 3 }),
    });
    const user = userEvent.setup();
    renderWithProviders(<ExportDocumentsPanel company={company} now={now} />);
    await user.click(await screen.findByRole('button', { name: 'Export zip' }));
    expect(api.bodyOf('POST /api/connect/exports')).toMatchObject({ format: 'zip', document_ids: [2, 3] });
    for (const d of DOCS.slice(1)) await user.click(screen.getByRole('checkbox', { name: `Include ${d.name}` }));
    expect(screen.getByRole('button', { name: 'Export PDF' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Export zip' })).toBeDisabled();
  });

  it('says what to do next when there is nothing to export, and asks again for another year', async () => {
    const api = stubApi({ 'POST /api/get_all_exportable_documents_for_entity': () => json(200, { documents: [] }) });
    const user = userEvent.setup();
    renderWithProviders(<ExportDocumentsPanel company={company} now={now} />);
    expect(await screen.findByText(NO_EXPORTABLE_DOCUMENTS)).toBeInTheDocument();
    expect(screen.getByText(/Upload a scan to the entity’s documents/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Open Jane Roe’s documents' })).toHaveAttribute(
      'href',
      '/admin/h7/documents',
    );
    await user.click(screen.getByRole('combobox', { name: 'Tax year' }));
    await user.click(await screen.findByRole('option', { name: '2024', hidden: true }));
    await vi.waitFor(() =>
      expect(api.bodyOf('POST /api/get_all_exportable_documents_for_entity')).toEqual({ company_id: 7, year: 2024 }),
    );
  });

  it('shows why the entity cannot be exported (a business entity)', async () => {
    stubApi({
      'POST /api/get_all_exportable_documents_for_entity': () =>
        apiError(403, 'forbidden', connectMessages.individualsOnly),
    });
    renderWithProviders(<ExportDocumentsPanel company={company} now={now} />);
    expect(await screen.findByRole('alert')).toHaveTextContent(connectMessages.individualsOnly);
  });
});
