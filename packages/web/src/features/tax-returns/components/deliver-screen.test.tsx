import { screen, within } from '@testing-library/react';
import type { TaxReturnRow } from '@portal/domain';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { removeCookie } from '../../../lib/cookies';
import { tableCookieName } from '../../../lib/table-preferences';
import { stubApi } from '../../../testing/api-stub';
import { json } from '../../../testing/factories';
import { renderWithProviders } from '../../../testing/render';
import { DeliverScreen } from './deliver-screen';

beforeEach(() => removeCookie(tableCookieName('tax_returns')));
afterEach(() => vi.unstubAllGlobals());

const row = (id: number, overrides: Partial<TaxReturnRow> = {}): TaxReturnRow => ({
  id,
  company_id: 100 + id,
  company_name: `Entity ${id}`,
  company_hash: `hash${id}`,
  tax_year: 2025,
  tax_return_name: `Return ${id}`,
  status: 'sent',
  draft_status: null,
  all_signed: false,
  all_paid: false,
  invoice_paid: false,
  reminder_disabled: false,
  signatures_signed: 1,
  signatures_total: 2,
  vouchers_paid: 0,
  vouchers_total: 0,
  paper_filings_mailed: 0,
  paper_filings_total: 0,
  fraud_detection_status: null,
  last_signed_at: null,
  last_reminder_sent_at: null,
  assigned_advisor_id: null,
  updated_at: '2026-11-02T10:00:00.000Z',
  ...overrides,
});

const stubList = (items: TaxReturnRow[]) =>
  stubApi({ 'GET /api/tax_returns': () => json(200, { items, has_more: false }) });

describe('DeliverScreen', () => {
  it('shows signatures and payments done of owed, a dash when there is nothing to pay', async () => {
    stubList([row(1)]);
    renderWithProviders(<DeliverScreen advisors={[]} />);
    const table = await screen.findByRole('table', { name: 'Tax returns' });
    const line = (await within(table).findByText('Return 1')).closest('tr')!;
    expect(within(line).getByText('1 of 2 signed')).toBeInTheDocument();
    expect(within(line).getByText('—')).toBeInTheDocument();
    expect(within(table).queryByRole('columnheader', { name: 'ID fraud detection' })).not.toBeInTheDocument();
  });

  it("shows 'ID fraud detection' when the firm checks identity, with the spec's labels", async () => {
    stubList([
      row(1, { fraud_detection_status: 'verified' }),
      row(2, { fraud_detection_status: 'requires_input' }),
      row(3, { fraud_detection_status: null }),
    ]);
    renderWithProviders(<DeliverScreen advisors={[]} showFraudDetection />);
    const table = await screen.findByRole('table', { name: 'Tax returns' });
    await within(table).findByText('Return 1');
    expect(within(table).getByRole('columnheader', { name: 'ID fraud detection' })).toBeInTheDocument();
    expect(within(table).getByText('Verified')).toBeInTheDocument();
    expect(within(table).getByText('Needs Info')).toBeInTheDocument();
  });

  it('offers Send Tax Return when the firm has none yet', async () => {
    stubList([]);
    renderWithProviders(<DeliverScreen advisors={[]} />);
    expect(await screen.findByText('No tax returns were found')).toBeInTheDocument();
    expect(screen.getAllByRole('button', { name: 'Send Tax Return' }).length).toBeGreaterThan(0);
  });
});
