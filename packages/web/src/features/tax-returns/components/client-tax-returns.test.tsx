import { act, screen } from '@testing-library/react';
import type { TaxReturnRow } from '@portal/domain';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { stubApi } from '../../../testing/api-stub';
import { json } from '../../../testing/factories';
import { renderWithProviders } from '../../../testing/render';
import { ClientTaxReturns } from './client-tax-returns';

afterEach(() => vi.unstubAllGlobals());

const row = (over: Partial<TaxReturnRow>): TaxReturnRow => ({
  id: 7,
  company_id: 3,
  company_name: 'Ruby & Uma Lee',
  company_hash: 'h',
  tax_year: 2025,
  tax_return_name: '2025 Form 1040',
  status: 'sent',
  current_status: 'sent',
  draft_status: null,
  total_signature_count: 2,
  payment: { status: 'unpaid' },
  external_entity_id: null,
  all_signed: false,
  all_paid: false,
  invoice_paid: false,
  reminder_disabled: false,
  signatures_signed: 0,
  signatures_total: 2,
  vouchers_paid: 0,
  vouchers_total: 1,
  paper_filings_mailed: 0,
  paper_filings_total: 1,
  fraud_detection_status: null,
  last_signed_at: null,
  last_reminder_sent_at: null,
  assigned_advisor_id: null,
  updated_at: '2026-04-01T00:00:00.000Z',
  ...over,
});

describe('ClientTaxReturns', () => {
  it("shows what is left on each return's card, and reads it again when the server says the return moved on", async () => {
    let current = row({});
    stubApi({ 'GET /api/tax_returns': () => json(200, { items: [current], has_more: false }) });
    const { realtime } = renderWithProviders(<ClientTaxReturns companyId={3} />);
    expect(
      await screen.findByText('2 signatures to sign · 1 payment remaining · 1 return to mail'),
    ).toBeInTheDocument();
    current = row({ status: 'finished', signatures_signed: 2, vouchers_paid: 1, paper_filings_mailed: 1 });
    act(() => realtime.dispatch({ type: 'tax_return_updated', tax_return_id: 7 }));
    expect(await screen.findByText('Nothing left to do')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '2025 Form 1040' })).toHaveAttribute(
      'href',
      '/tax-return-delivery/7?companyId=3',
    );
  });
});
