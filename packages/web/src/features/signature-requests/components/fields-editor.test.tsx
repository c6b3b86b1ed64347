import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { SignatureRequestDetail } from '@portal/domain';
import { describe, expect, it, vi } from 'vitest';
import { stubApi } from '../../../testing/api-stub';
import { json } from '../../../testing/factories';
import { renderWithProviders } from '../../../testing/render';
import { FieldsEditor, fieldsEditorMessages } from './fields-editor';

const identity = {
  required: false,
  status: 'not_started',
  label: 'Not required',
  error_description: null,
  reused: false,
};
const request = {
  id: 5,
  company_id: 41,
  company_name: 'Nora & Omar Quill',
  company_hash: 'h41',
  tax_year: 2025,
  form_name: 'Engagement letter',
  status: 'action_required',
  signed_pages_only: false,
  updated_at: '2026-03-01T00:00:00.000Z',
  signers_signed: 0,
  signers_total: 2,
  identity_required: false,
  fraud_detection_status: null,
  page_count: 1,
  error_message: null,
  original_document_id: 9,
  signed_document_id: null,
  signers: [
    { id: 1, user_id: 11, name: 'Nora Quill', email: 'nora@x.test', signed_at: null, identity },
    { id: 2, user_id: 12, name: 'Omar Quill', email: 'omar@x.test', signed_at: null, identity },
  ],
  fields: [
    { id: 70, signer_id: 1, kind: 'signature', page: 0, x: 0.1, y: 0.8, width: 0.3, height: 0.05, filled: false },
  ],
  my_signer_id: null,
} as SignatureRequestDetail;

describe('FieldsEditor: one step to send (issue 37 §7)', () => {
  it('saves each change by itself, says who still needs a signature field, and sends the fields as placed', async () => {
    const api = stubApi({
      'PUT /api/signature_requests/5/fields': (body) => json(200, { count: body.fields.length }),
      'POST /api/signature_requests/5/send': () => json(200, { message: 'Signature request sent' }),
    });
    const onSent = vi.fn();
    const user = userEvent.setup();
    renderWithProviders(<FieldsEditor request={request} onSent={onSent} />);
    // No Save step: there is no such button.
    expect(screen.queryByRole('button', { name: 'Save fields' })).not.toBeInTheDocument();

    // Send says what is missing instead of being disabled without a word.
    await user.click(screen.getByRole('button', { name: 'Send' }));
    const missing = 'Place a signature field for Omar Quill before sending.';
    expect(screen.getByText(missing).closest('[role="alert"]')).toHaveAttribute('id', 'send-blocked');
    expect(api.keys()).not.toContain('POST /api/signature_requests/5/send');

    // Place Omar's signature: it is saved without a Save button.
    await user.selectOptions(screen.getByRole('combobox', { name: 'Signer' }), '2');
    await user.click(screen.getByRole('button', { name: 'Add to page 1' }));
    expect(screen.queryByText(missing)).not.toBeInTheDocument();
    await waitFor(() => expect(api.keys()).toContain('PUT /api/signature_requests/5/fields'), { timeout: 3000 });
    expect(await screen.findByText(fieldsEditorMessages.saved)).toBeInTheDocument();
    expect((api.bodyOf('PUT /api/signature_requests/5/fields') as { fields: unknown[] }).fields).toHaveLength(2);

    await user.click(screen.getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(onSent).toHaveBeenCalled());
    expect(
      (api.bodyOf('POST /api/signature_requests/5/send') as { fields: { signer_id: number }[] }).fields.map(
        (f) => f.signer_id,
      ),
    ).toEqual([1, 2]);
  });
});
