import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { TaxData } from '@portal/domain';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { stubApi } from '../../../testing/api-stub';
import { json } from '../../../testing/factories';
import { renderWithProviders } from '../../../testing/render';
import { NO_TAX_DATA, TaxDataPanel } from './tax-data-panel';

afterEach(() => vi.unstubAllGlobals());

const now = () => new Date('2026-11-27T12:00:00Z');
const company = { id: 7, name: 'Jane Roe', hashId: 'h7' };
const DATA: TaxData = {
  company_id: 7,
  entity_name: 'Jane Roe',
  tax_year: 2025,
  waiting_for_review: 2,
  documents: [
    {
      extracted_document_id: 11,
      name: 'W-2 - Acme - 2025',
      form: 'W-2',
      payer: 'Acme',
      figures: [
        { key: '1', label: 'Wages, tips, other compensation', kind: 'money', value: '84000.5' },
        { key: '15', label: 'State', kind: 'code', value: 'NY' },
      ],
    },
  ],
  totals: [
    { kind: 'wages', label: 'Wages', amount: '84000.50', prior_amount: '80000.00', change: '4000.50' },
    { kind: 'interest', label: 'Interest', amount: '12.34', prior_amount: null, change: null },
  ],
};

describe('TaxDataPanel', () => {
  it('shows the year’s totals beside the prior year’s, each document’s figures, and what waits for review', async () => {
    stubApi({ 'GET /api/companies/7/tax_data': () => json(200, DATA) });
    renderWithProviders(<TaxDataPanel company={company} now={now} />);
    const totals = await screen.findByRole('table', { name: 'Totals for 2025' });
    const rows = within(totals).getAllByRole('row');
    expect(rows[0]).toHaveTextContent('Total20252024Change');
    expect(rows[1]).toHaveTextContent('Wages84,000.5080,000.004,000.50');
    expect(rows[2]).toHaveTextContent('Interest12.34——');
    const figures = screen.getByRole('table', { name: 'Figures of W-2 - Acme - 2025' });
    expect(within(figures).getAllByRole('row')[2]).toHaveTextContent('15StateNY');
    expect(screen.getByRole('status')).toHaveTextContent('2 documents are waiting for review');
    expect(screen.getByRole('link', { name: 'Review uploads' })).toHaveAttribute('href', '/admin/h7/review-uploads');
  });

  it('asks for the year chosen, and says what to do when it has nothing yet', async () => {
    const api = stubApi({
      'GET /api/companies/7/tax_data': () =>
        json(200, { ...DATA, tax_year: 2024, waiting_for_review: 0, documents: [], totals: [] }),
    });
    const user = userEvent.setup();
    renderWithProviders(<TaxDataPanel company={company} now={now} />);
    await user.click(await screen.findByRole('combobox', { name: 'Tax year' }));
    await user.click(await screen.findByRole('option', { name: '2024', hidden: true }));
    expect(await screen.findByText(NO_TAX_DATA)).toBeInTheDocument();
    const year = () =>
      api.calls.findLast((c) => c.key === 'GET /api/companies/7/tax_data')?.url.searchParams.get('year');
    await vi.waitFor(() => expect(year()).toBe('2024'));
    expect(screen.queryByRole('button', { name: 'Download CSV' })).not.toBeInTheDocument();
  });
});
