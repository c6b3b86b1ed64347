import type { PriorYearItem } from '@portal/domain';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiError, stubApi } from '../../../testing/api-stub';
import { json } from '../../../testing/factories';
import { renderWithProviders } from '../../../testing/render';
import { NO_ROLLOVER_ITEMS, RolloverItemsPanel } from './rollover-items-panel';

afterEach(() => vi.unstubAllGlobals());

const item = (overrides: Partial<PriorYearItem> = {}): PriorYearItem => ({
  id: 1,
  company_id: 9,
  name: 'W-2 Acme',
  year: 2025,
  source: null,
  do_not_rollover: false,
  removable: true,
  line_items: [{ id: 11, category: 'Wages', value: '100' }],
  ...overrides,
});
const LIST = 'GET /api/companies/9/prior_year_items';

function renderPanel(routes: Parameters<typeof stubApi>[0]) {
  const api = stubApi({ [LIST]: () => json(200, { items: [item()] }), ...routes });
  const user = userEvent.setup();
  renderWithProviders(<RolloverItemsPanel companyId={9} />);
  return { api, user };
}

describe('RolloverItemsPanel', () => {
  it('says what to do when there are none', async () => {
    renderPanel({ [LIST]: () => json(200, { items: [] }) });
    expect(await screen.findByText(NO_ROLLOVER_ITEMS)).toBeInTheDocument();
    expect(screen.getByText(/import a rollover CSV/)).toBeInTheDocument();
  });

  it('lists items with their year and line-item count', async () => {
    renderPanel({});
    expect(await screen.findByText('W-2 Acme')).toBeInTheDocument();
    expect(screen.getByText('2025')).toBeInTheDocument();
    expect(screen.getByText('1 line item')).toBeInTheDocument();
    expect(screen.getByRole('switch', { name: 'Do not roll over W-2 Acme' })).not.toBeChecked();
  });

  it('adds an item, checking the name first', async () => {
    const { api, user } = renderPanel({
      'POST /api/prior_year_items': () => json(200, { message: 'Prior year item added', item: item({ id: 2 }) }),
    });
    await screen.findByText('W-2 Acme');
    await user.click(screen.getByRole('button', { name: 'Add item' }));
    await user.click(screen.getByRole('button', { name: 'Save item' }));
    expect(await screen.findByText('Please enter a name')).toBeInTheDocument();
    expect(api.keys()).not.toContain('POST /api/prior_year_items');
    await user.type(screen.getByRole('textbox', { name: 'Name' }), '1099-INT');
    await user.click(screen.getByRole('button', { name: 'Save item' }));
    expect(await screen.findByText('Prior year item added')).toBeInTheDocument();
    expect(api.bodyOf('POST /api/prior_year_items')).toEqual({
      company_id: 9,
      name: '1099-INT',
      year: new Date().getFullYear() - 1,
    });
  });

  it('renames an item and turns rollover off', async () => {
    const { api, user } = renderPanel({
      'PATCH /api/prior_year_items/1': () => json(200, { message: 'Prior year item updated', item: item() }),
    });
    await user.click(await screen.findByRole('switch', { name: 'Do not roll over W-2 Acme' }));
    await waitFor(() => expect(api.bodyOf('PATCH /api/prior_year_items/1')).toEqual({ do_not_rollover: true }));
    await user.click(screen.getByRole('button', { name: 'Rename W-2 Acme' }));
    const name = screen.getByRole('textbox', { name: 'Item name' });
    await user.clear(name);
    await user.type(name, 'W-2 Beta');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(api.bodyOf('PATCH /api/prior_year_items/1')).toEqual({ name: 'W-2 Beta' }));
    expect(await screen.findAllByText('Prior year item updated')).not.toHaveLength(0);
  });

  it('deletes an item only after confirming', async () => {
    const { api, user } = renderPanel({
      'DELETE /api/prior_year_items/1': () => json(200, { message: 'Prior year item deleted' }),
    });
    await user.click(await screen.findByRole('button', { name: 'Delete W-2 Acme' }));
    expect(api.keys()).not.toContain('DELETE /api/prior_year_items/1');
    const dialog = await screen.findByRole('dialog', { name: 'Delete rollover item' });
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Prior year item deleted')).toBeInTheDocument();
  });

  it('adds line items, and puts a value back when its save fails', async () => {
    const { api, user } = renderPanel({
      'PATCH /api/prior_year_line_items/11': () => apiError(500, 'internal', 'Could not save'),
      'POST /api/prior_year_items/1/line_items': () =>
        json(200, { message: 'Prior year item updated', line_item: { id: 12, category: 'Tips', value: '5' } }),
    });
    await user.click(await screen.findByRole('button', { name: 'Show line items of W-2 Acme' }));
    const value = await screen.findByRole('textbox', { name: 'Value' });
    await user.clear(value);
    await user.type(value, '999');
    await user.tab();
    expect(await screen.findByText('Could not save')).toBeInTheDocument();
    await waitFor(() => expect(value).toHaveValue('100'));

    await user.type(screen.getByRole('textbox', { name: 'New line item category' }), 'Tips');
    await user.type(screen.getByRole('textbox', { name: 'New line item value' }), '5');
    await user.click(screen.getByRole('button', { name: 'Add line item' }));
    await waitFor(() =>
      expect(api.bodyOf('POST /api/prior_year_items/1/line_items')).toEqual({ category: 'Tips', value: '5' }),
    );
  });

  it('imports a CSV with a year and shows what was skipped', async () => {
    const { api, user } = renderPanel({
      'POST /api/prior_year_items/import': () =>
        json(200, { message: 'Rollover CSV imported', created: 3, skipped: [{ row: 4, reason: 'No entity matches' }] }),
    });
    await screen.findByText('W-2 Acme');
    await user.click(screen.getByRole('button', { name: 'Import CSV' }));
    const csv = 'Acme,EXT-1,LLC,Schedule E,,,Y\n';
    await user.upload(screen.getByLabelText('Rollover CSV file'), new File([csv], 'r.csv', { type: 'text/csv' }));
    await user.click(screen.getByRole('button', { name: 'Import' }));
    expect(await screen.findByText('A rollover CSV needs a year')).toBeInTheDocument();
    await user.click(screen.getByRole('combobox', { name: 'Year' }));
    await user.click(await screen.findByRole('option', { name: String(new Date().getFullYear() - 1), hidden: true }));
    await user.click(screen.getByRole('button', { name: 'Import' }));
    expect(await screen.findByText('Row 4: No entity matches')).toBeInTheDocument();
    expect(screen.getByText(/3 items created, 1 row skipped/)).toBeInTheDocument();
    expect(api.bodyOf('POST /api/prior_year_items/import')).toEqual({ csv, year: new Date().getFullYear() - 1 });
  });

  it("uploads a prior-year document only with a year ('missing year'), the year sent before the file", async () => {
    const UPLOAD = 'POST /api/companies/9/prior_year_documents';
    const { api, user } = renderPanel({
      [UPLOAD]: () => json(200, { document: null, is_duplicate: false, error: null }),
    });
    await screen.findByText('W-2 Acme');
    await user.click(screen.getByRole('button', { name: 'Upload prior-year document' }));
    const form = screen.getByRole('form', { name: 'Upload prior-year document' });
    const file = new File(['%PDF-1.4'], '2024 Form 1040.pdf', { type: 'application/pdf' });
    await user.upload(within(form).getByLabelText('Prior-year document'), file);
    // Without a year the upload is refused before anything is sent.
    await user.click(within(form).getByRole('button', { name: 'Upload' }));
    expect(await within(form).findByText('missing year')).toBeInTheDocument();
    expect(api.keys()).not.toContain(UPLOAD);
    await user.click(within(form).getByRole('combobox', { name: 'Year' }));
    await user.click(await screen.findByRole('option', { name: '2024', hidden: true }));
    await user.click(within(form).getByRole('button', { name: 'Upload' }));
    expect(
      await screen.findByText('2024 Form 1040.pdf was filed in /2024/Tax Returns and Tax Organizers (STAFF ONLY)'),
    ).toBeInTheDocument();
    const sent = api.fetchMock.mock.calls.find(([url]) => String(url).endsWith('/prior_year_documents'))![1]!
      .body as FormData;
    expect([...sent.keys()]).toEqual(['year', 'file']);
    expect(sent.get('year')).toBe('2024');
  });
});
