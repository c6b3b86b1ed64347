import { connectMessages, type DocumentItem } from '@portal/domain';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { stubApi } from '../../../testing/api-stub';
import { json } from '../../../testing/factories';
import { renderWithProviders } from '../../../testing/render';
import { MultiFormUploadConfirmation } from './review-multi-form-confirmation';

const pdf = (id: number, name: string): DocumentItem => ({
  id,
  type: 'file',
  name,
  path: `/${name}`,
  folder_path: '/',
  size: 2048,
  file_type: 'pdf',
  password_protected: false,
  link: '/api/documents/1/link',
  children: [],
  annotations: 0,
  extracted_document_id: null,
  parent_document_id: null,
  description: null,
  tags: [],
  items_count: null,
  staff_only: false,
  uploaded_by: 'Pat Partner',
  uploaded_by_id: 1,
  questionnaire_id: null,
  created_at: '2025-01-02T10:00:00.000Z',
  updated_at: '2025-01-02T10:00:00.000Z',
  deleted_at: null,
});
const PROCESS = 'POST /api/documents/process_document';

describe('MultiFormUploadConfirmation', () => {
  const render = (onClose = vi.fn()) => {
    const api = stubApi({ [PROCESS]: () => json(200, {}) });
    renderWithProviders(
      <MultiFormUploadConfirmation
        companyId={9}
        entityHash="h9"
        uploaded={[pdf(1, 'Scan 1.pdf'), pdf(2, 'Letter.pdf')]}
        onClose={onClose}
      />,
    );
    return { api, onClose, user: userEvent.setup() };
  };

  it('splits the ticked PDFs into their forms and says they are processing', async () => {
    const { api, onClose, user } = render();
    await screen.findByRole('dialog', { name: 'Multi-Form Upload Confirmation' });
    expect(screen.getByRole('link', { name: 'Bulk Upload Processor Review' })).toHaveAttribute(
      'href',
      '/admin/h9/review-uploads',
    );
    await user.click(screen.getByRole('checkbox', { name: 'Letter.pdf' }));
    await user.click(screen.getByRole('button', { name: 'Split into forms' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(api.calls.filter((c) => c.key === PROCESS).map((c) => c.body)).toEqual([
      { company_id: 9, document_id: 1, requires_splitting: true },
    ]);
    expect(await screen.findByText(connectMessages.stillProcessing)).toBeInTheDocument();
  });

  it('keeps the files as uploaded when asked, splitting nothing', async () => {
    const { api, onClose, user } = render();
    await user.click(await screen.findByRole('button', { name: 'Keep as uploaded' }));
    expect(onClose).toHaveBeenCalled();
    expect(api.calls.some((c) => c.key === PROCESS)).toBe(false);
  });
});
