import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { TaxReturnDetail } from '@portal/domain';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { stubApi } from '../../../testing/api-stub';
import { json } from '../../../testing/factories';
import { renderWithProviders } from '../../../testing/render';
import { SentReturnProgress } from './sent-return-progress';

afterEach(() => vi.unstubAllGlobals());

const signer = { id: 1, user_id: 5, role: 'taxpayer', fname: 'Tara', lname: 'Jones', email: null };
const detail = {
  id: 7,
  status: 'sent',
  tax_year: 2025,
  e_sign_forms: [
    {
      id: 1,
      page: 2,
      form_id: '8879',
      custom_form_name: null,
      wet_signature_required: false,
      marked_signed_at: null,
      signed_document_ready: true,
      signers: [{ ...signer, signed_at: '2026-04-01T10:00:00.000Z' }],
    },
    {
      id: 2,
      page: 8,
      form_id: 'FTB 8879',
      custom_form_name: null,
      wet_signature_required: true,
      marked_signed_at: null,
      signed_document_ready: false,
      signers: [{ ...signer, id: 2, signed_at: null }],
    },
  ],
  payment_vouchers: [],
  paper_filed_returns: [],
} as unknown as TaxReturnDetail;

describe('SentReturnProgress', () => {
  it('offers the sealed form and the evidence, and marks a form signed on paper received', async () => {
    const api = stubApi({
      'POST /api/tax_returns/7/e_sign_forms/2/mark_signed': () => json(200, { all_signed: true }),
    });
    const user = userEvent.setup();
    renderWithProviders(<SentReturnProgress detail={detail} />);
    expect(screen.getByText(/8879 \(page 3\): Tara Jones, signed/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Download signed Form 8879' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Evidence (PDF)' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Evidence (JSON)' })).toBeInTheDocument();
    expect(screen.getByText(/FTB 8879 \(page 9\): on paper, not received yet/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Mark signed on paper' }));
    await waitFor(() =>
      expect(api.calls.map((c) => c.key)).toContain('POST /api/tax_returns/7/e_sign_forms/2/mark_signed'),
    );
    expect(await screen.findByText('Marked as signed on paper')).toBeInTheDocument();
  });
});
