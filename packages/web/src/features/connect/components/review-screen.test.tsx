import { fireEvent, screen, waitFor } from '@testing-library/react';
import { connectMessages, type ExtractedDocument, reviewMessages } from '@portal/domain';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { stubApi } from '../../../testing/api-stub';
import { json } from '../../../testing/factories';
import { renderWithProviders } from '../../../testing/render';
import type { ReviewUpload } from '../api/review-list-uploads';
import userEvent from '@testing-library/user-event';
import { BULK_UPLOAD_HELP, ReviewScreen } from './review-screen';

afterEach(() => vi.unstubAllGlobals());

const doc = (over: Partial<ExtractedDocument>): ExtractedDocument => ({
  id: 11,
  company_id: 3,
  parent_id: 1,
  parent_document_id: 50,
  document_id: 60,
  questionnaire_id: null,
  name: 'W-2',
  detailed_name: 'W-2 - Acme - 2025',
  differentiator: 'Acme',
  description: 'W-2',
  source: 'questionnaire',
  status: 'identify_succeeded',
  document_type: 'bulk_document',
  form: 'W-2',
  confidence: 0.93,
  candidates: [],
  fields: [],
  tax_year: 2025,
  parent_pages: '1',
  page_count: 1,
  folder_path: '/Uploads',
  error: null,
  categorized_by_ai: false,
  marked_as_others: false,
  created_at: '2026-03-01T00:00:00.000Z',
  deleted_at: null,
  ...over,
});
const upload = (over: Partial<ReviewUpload>): ReviewUpload => ({
  ...doc({ id: 1, parent_id: null, name: 'bundle.pdf', detailed_name: '/Uploads/bundle.pdf', form: null }),
  status: 'split_succeeded',
  page_count: 3,
  parent_pages: null,
  documents: [],
  ...over,
});
const png = () => new Response(new Blob([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], { type: 'image/png' }));
const company = { id: 3, name: 'Ruby Lee' };

describe('ReviewScreen (Bulk Upload Processor Review)', () => {
  it('polls a processing batch, shows its progress, and toasts when it is still processing and when it is done', async () => {
    let reads = 0;
    const api = stubApi({
      'GET /api/companies/3/extracted_documents': () => {
        reads++;
        return json(200, [
          reads < 2
            ? // Uploaded just now: read every second (spec 001 §7; an older one is read less often).
              upload({ status: 'processing', page_count: null, created_at: new Date().toISOString() })
            : upload({ documents: [doc({ parent_pages: '1-3', page_count: 3 })] }),
        ]);
      },
      'GET /api/extracted_documents/1/pages/1/thumbnail': png,
      'GET /api/extracted_documents/1/pages/2/thumbnail': png,
      'GET /api/extracted_documents/1/pages/3/thumbnail': png,
    });
    renderWithProviders(<ReviewScreen company={company} />);
    expect(await screen.findByText('0 of 1 uploads processed')).toBeInTheDocument();
    // Help for bulk upload opens in place (spec 002 §9).
    await userEvent.setup().click(screen.getByRole('button', { name: BULK_UPLOAD_HELP.label }));
    expect(await screen.findByRole('dialog', { name: BULK_UPLOAD_HELP.title })).toHaveTextContent('nothing is guessed');
    expect(await screen.findByText(connectMessages.stillProcessing)).toBeInTheDocument();
    expect(await screen.findByText(connectMessages.finished, {}, { timeout: 3000 })).toBeInTheDocument();
    expect(screen.getByText('1 of 1 uploads processed')).toBeInTheDocument();
    expect(screen.getByText('Form W-2 · Confidence 93% · Pages 1-3')).toBeInTheDocument();
    await waitFor(() => expect(api.keys()).toContain('GET /api/extracted_documents/1/pages/3/thumbnail'));
    // Done: no more reads after the batch finished.
    const count = reads;
    await new Promise((r) => setTimeout(r, 1300));
    expect(reads).toBe(count);
  });

  it('offers Review and Redo on Processed, Edit on Completed, Retry on Failed and Restore on deleted documents', async () => {
    const api = stubApi({
      'GET /api/companies/3/extracted_documents': () =>
        json(200, [
          upload({
            documents: [
              doc({ id: 11, status: 'review_required', form: null, detailed_name: 'Unrecognized page 1' }),
              doc({ id: 12, status: 'split_succeeded', parent_pages: '2', detailed_name: '1098 - Bank - 2025' }),
              doc({ id: 13, parent_pages: '3', detailed_name: 'W-2 - Old', deleted_at: '2026-03-02T00:00:00.000Z' }),
            ],
          }),
          upload({ id: 2, name: 'later.pdf', status: 'split_failed', error: 'Please retry.' }),
        ]),
      'POST /api/extracted_documents/11/redo': () => json(200, {}),
      'POST /api/extracted_documents/2/retry': () => json(200, {}),
      'POST /api/documents/restore_extracted_document': () => json(200, {}),
      'PUT /api/extracted_documents/11/form': () => json(200, {}),
    });
    renderWithProviders(<ReviewScreen company={company} />);
    expect((await screen.findAllByText('Processed')).length).toBe(2);
    expect(screen.getByRole('button', { name: 'Review Unrecognized page 1' })).toBeDisabled();
    fireEvent.click(screen.getByRole('button', { name: 'Redo Unrecognized page 1' }));
    await waitFor(() => expect(api.keys()).toContain('POST /api/extracted_documents/11/redo'));
    expect(screen.getByRole('button', { name: 'Edit 1098 - Bank - 2025' })).toBeInTheDocument();
    expect(screen.getAllByText('Completed').length).toBeGreaterThan(0);
    expect(screen.getByText('Failed')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    await waitFor(() => expect(api.keys()).toContain('POST /api/extracted_documents/2/retry'));
    fireEvent.click(screen.getByRole('button', { name: 'Restore' }));
    await waitFor(() =>
      expect(api.bodyOf('POST /api/documents/restore_extracted_document')).toEqual({
        company_id: 3,
        extracted_document_id: 13,
      }),
    );
    // Correct the unrecognised document's form.
    const select = screen.getAllByLabelText('Form of Unrecognized page 1')[0]!;
    fireEvent.click(select);
    fireEvent.click(await screen.findByRole('option', { name: '1099-INT', hidden: true }));
    fireEvent.click(screen.getAllByRole('button', { name: 'Save form' })[0]!);
    await waitFor(() => expect(api.bodyOf('PUT /api/extracted_documents/11/form')).toEqual({ form: '1099-INT' }));
  });

  it('offers the likeliest forms of a document Connect could not recognise, each one click away', async () => {
    const api = stubApi({
      'GET /api/companies/3/extracted_documents': () =>
        json(200, [
          upload({
            documents: [
              doc({
                id: 11,
                status: 'review_required',
                form: null,
                confidence: 0.46,
                detailed_name: 'Unrecognized page 1',
                candidates: [
                  { form: '1099-DIV', confidence: 0.46 },
                  { form: '1099-INT', confidence: 0.31 },
                ],
              }),
            ],
          }),
        ]),
      'PUT /api/extracted_documents/11/form': () => json(200, {}),
    });
    renderWithProviders(<ReviewScreen company={company} />);
    const likely = await screen.findByRole('group', { name: 'Likely forms of Unrecognized page 1' });
    expect(likely).toHaveTextContent('1099-DIV · 46%');
    fireEvent.click(screen.getByRole('button', { name: 'It is a 1099-INT (31% likely)' }));
    await waitFor(() => expect(api.bodyOf('PUT /api/extracted_documents/11/form')).toEqual({ form: '1099-INT' }));
  });

  it('moves page boundaries with page ranges, refusing ranges that lose a page', async () => {
    const api = stubApi({
      'GET /api/companies/3/extracted_documents': () =>
        json(200, [
          upload({
            documents: [
              doc({ id: 11, parent_pages: '1-2', page_count: 2, status: 'split_succeeded' }),
              doc({ id: 12, parent_pages: '3', form: '1040', detailed_name: '1040 - 2025' }),
            ],
          }),
        ]),
      'POST /api/extracted_documents/1/split': () => json(200, {}),
    });
    renderWithProviders(<ReviewScreen company={company} />);
    const input = await screen.findByRole('textbox', { name: /Page ranges of bundle.pdf/ });
    expect(input).toHaveValue('1-2, 3');
    fireEvent.change(input, { target: { value: '1, 3' } });
    fireEvent.click(screen.getByRole('button', { name: 'Split' }));
    expect(await screen.findByText(reviewMessages.pagesCovered)).toBeInTheDocument();
    fireEvent.change(input, { target: { value: 'one' } });
    fireEvent.click(screen.getByRole('button', { name: 'Split' }));
    expect(await screen.findByText(reviewMessages.pageRanges)).toBeInTheDocument();
    expect(api.keys()).not.toContain('POST /api/extracted_documents/1/split');
    fireEvent.change(input, { target: { value: '1, 2-3' } });
    fireEvent.click(screen.getByRole('button', { name: 'Split' }));
    await waitFor(() => expect(api.bodyOf('POST /api/extracted_documents/1/split')).toEqual({ page_ranges: '1, 2-3' }));
  });

  it('says a file that is not a PDF cannot be split', async () => {
    stubApi({
      'GET /api/companies/3/extracted_documents': () => json(200, [upload({ name: 'photo.png' })]),
    });
    renderWithProviders(<ReviewScreen company={company} />);
    expect(await screen.findByText(connectMessages.notPdf)).toBeInTheDocument();
  });

  it('shows a document’s figures beside its page, marks unsure ones, and saves a correction (issue 42 §2)', async () => {
    const field = (over: Partial<ExtractedDocument['fields'][number]>): ExtractedDocument['fields'][number] => ({
      key: '1',
      label: 'Wages, tips, other compensation',
      kind: 'money',
      value: '52100.00',
      confidence: 0.97,
      page: 1,
      box: { left: 0.6, top: 0.12, width: 0.1, height: 0.02 },
      read_value: null,
      corrected_by: null,
      corrected_at: null,
      ...over,
    });
    const api = stubApi({
      'GET /api/companies/3/extracted_documents': () =>
        json(200, [
          upload({
            documents: [
              doc({
                id: 21,
                parent_pages: '2',
                detailed_name: 'W-2 - Acme - 2025',
                fields: [
                  field({}),
                  field({ key: '2', label: 'Federal income tax withheld', value: '8765.43', confidence: 0.55 }),
                  field({
                    key: '17',
                    label: 'State income tax withheld',
                    value: null,
                    confidence: 0,
                    page: null,
                    box: null,
                  }),
                ],
              }),
            ],
          }),
        ]),
      'GET /api/extracted_documents/1/pages/2/thumbnail': png,
      'PUT /api/extracted_documents/21/fields/2': () => json(200, {}),
    });
    renderWithProviders(<ReviewScreen company={company} />);
    fireEvent.click(await screen.findByRole('button', { name: 'Figures of W-2 - Acme - 2025' }));
    expect(screen.getByRole('button', { name: 'Figures of W-2 - Acme - 2025' })).toHaveTextContent('Figures (2 read)');
    expect(screen.getByLabelText('Box 1 · Wages, tips, other compensation')).toHaveValue('52,100.00');
    expect(screen.getByLabelText('Box 17 · State income tax withheld')).toHaveValue('');
    expect(screen.getAllByText('Check')).toHaveLength(1);
    const withheld = screen.getByLabelText('Box 2 · Federal income tax withheld');
    fireEvent.focus(withheld);
    expect(await screen.findByTestId('field-box')).toBeInTheDocument();
    fireEvent.change(withheld, { target: { value: 'a lot' } });
    fireEvent.keyDown(withheld, { key: 'Enter' });
    expect(await screen.findByText('Enter an amount such as 1,234.56')).toBeInTheDocument();
    expect(withheld).toHaveValue('a lot');
    fireEvent.change(withheld, { target: { value: '8,756.43' } });
    fireEvent.keyDown(withheld, { key: 'Enter' });
    await waitFor(() => expect(api.bodyOf('PUT /api/extracted_documents/21/fields/2')).toEqual({ value: '8,756.43' }));
  });
});
