import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { signatureRequestMessages, type SignatureRequestRow } from '@portal/domain';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { getCookie, removeCookie } from '../../../lib/cookies';
import { tableCookieName } from '../../../lib/table-preferences';
import { apiError, stubApi } from '../../../testing/api-stub';
import { json } from '../../../testing/factories';
import { renderWithProviders } from '../../../testing/render';
import { SignatureRequestsScreen } from './signature-requests-screen';

const LIST = 'GET /api/signature_requests';

beforeEach(() => removeCookie(tableCookieName('signature_requests')));
afterEach(() => vi.unstubAllGlobals());

const row = (id: number, overrides: Partial<SignatureRequestRow> = {}): SignatureRequestRow => ({
  id,
  company_id: 100 + id,
  company_name: `Entity ${id}`,
  company_hash: `hash${id}`,
  tax_year: 2025,
  form_name: `Form ${id}`,
  status: 'sent',
  signed_pages_only: false,
  source: null,
  signed_document: null,
  updated_at: '2026-11-02T10:00:00.000Z',
  signers_signed: 0,
  signers_total: 2,
  identity_required: false,
  fraud_detection_status: null,
  ...overrides,
});

function stubList(total = 45, extra: Parameters<typeof stubApi>[0] = {}, make = row) {
  return stubApi({
    [LIST]: (_body, url) => {
      const page = Number(url.searchParams.get('page'));
      const size = Number(url.searchParams.get('per_page'));
      const start = (page - 1) * size;
      const count = Math.max(0, Math.min(size, total - start));
      return json(200, {
        items: Array.from({ length: count }, (_, i) => make(start + i + 1)),
        has_more: start + count < total,
      });
    },
    ...extra,
  });
}

const listCalls = (api: ReturnType<typeof stubApi>) =>
  api.calls.filter((c) => c.key === LIST).map((c) => Object.fromEntries(c.url.searchParams));

async function openActions(user: ReturnType<typeof userEvent.setup>, r: SignatureRequestRow) {
  await user.click(await screen.findByRole('button', { name: `Actions for ${r.form_name}, ${r.company_name}` }));
}

async function closeMenu(user: ReturnType<typeof userEvent.setup>) {
  // A browser focuses the open menu's first item (happy-dom's opening transition keeps it from doing so).
  screen.getAllByRole('menuitem', { hidden: true })[0]!.focus();
  await user.keyboard('{Escape}');
  await waitFor(() => expect(screen.queryAllByRole('menuitem', { hidden: true })).toHaveLength(0));
}

describe('SignatureRequestsScreen', () => {
  it('lists the first page by last activity, newest first, with entity links, status badges and dates', async () => {
    const api = stubList();
    renderWithProviders(<SignatureRequestsScreen />);
    expect(await screen.findByRole('link', { name: 'Entity 1' })).toHaveAttribute('href', '/admin/hash1');
    expect(listCalls(api)).toEqual([{ page: '1', per_page: '20', sort_by: 'updated_at', descending: 'true' }]);
    const table = screen.getByRole('table', { name: 'Signature requests' });
    expect(within(table).getAllByText('Sent')).toHaveLength(20);
    expect(within(table).getAllByText('Nov 2, 2026')).toHaveLength(20);
    expect(within(table).getByRole('columnheader', { name: /Last activity/ })).toHaveAttribute(
      'aria-sort',
      'descending',
    );
  });

  it('sorts by a clicked header (aria-sort follows) and pages with Previous and Next', async () => {
    const api = stubList();
    const user = userEvent.setup();
    renderWithProviders(<SignatureRequestsScreen />);
    await screen.findByRole('link', { name: 'Entity 1' });
    const header = screen.getByRole('columnheader', { name: /Entity name/ });
    await user.click(within(header).getByRole('button'));
    await waitFor(() => expect(listCalls(api).at(-1)).toMatchObject({ sort_by: 'company_name', descending: 'false' }));
    expect(header).toHaveAttribute('aria-sort', 'ascending');
    await user.click(within(header).getByRole('button'));
    await waitFor(() => expect(listCalls(api).at(-1)).toMatchObject({ sort_by: 'company_name', descending: 'true' }));
    expect(header).toHaveAttribute('aria-sort', 'descending');

    expect(screen.getByRole('button', { name: 'Previous' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByRole('link', { name: 'Entity 21' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByRole('link', { name: 'Entity 41' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Next' })).toBeDisabled();
    expect(screen.getByText('Page 3')).toBeInTheDocument();
  });

  it('remembers 10/20/50 rows per page in a cookie and searches by search_term', async () => {
    const api = stubList();
    const user = userEvent.setup();
    renderWithProviders(<SignatureRequestsScreen />);
    await screen.findByRole('link', { name: 'Entity 1' });
    await user.selectOptions(screen.getByRole('combobox', { name: 'Rows per page' }), '50');
    await waitFor(() => expect(listCalls(api).at(-1)).toMatchObject({ per_page: '50', page: '1' }));
    expect(JSON.parse(getCookie(tableCookieName('signature_requests'))!)).toMatchObject({ pageSize: 50 });
    await user.type(screen.getByRole('searchbox', { name: 'Search' }), '8879');
    await waitFor(() => expect(listCalls(api).at(-1)).toMatchObject({ search_term: '8879', page: '1' }));
  });

  it("says 'No signature request found' with the upload as the next step", async () => {
    stubList(0);
    const user = userEvent.setup();
    renderWithProviders(<SignatureRequestsScreen />);
    expect(await screen.findByText(signatureRequestMessages.notFound)).toBeInTheDocument();
    const uploads = screen.getAllByRole('button', { name: 'Upload Signature Request' });
    expect(uploads).toHaveLength(2);
    await user.click(uploads[1]!);
    expect(await screen.findByRole('dialog', { name: 'Upload Signature Request' })).toBeInTheDocument();
  });

  it('says so when the firm has signature requests turned off', async () => {
    stubApi({ [LIST]: () => apiError(403, 'forbidden', signatureRequestMessages.disabled) });
    renderWithProviders(<SignatureRequestsScreen />);
    expect(await screen.findByRole('alert')).toHaveTextContent(signatureRequestMessages.disabled);
  });

  it('deletes only after confirming, and marks as completed, with the spec toasts', async () => {
    const api = stubList(2, {
      'DELETE /api/signature_requests/1': () => json(200, { message: signatureRequestMessages.deleted }),
      'POST /api/signature_requests/2/mark_completed': () =>
        json(200, { message: signatureRequestMessages.markedCompleted }),
    });
    const user = userEvent.setup();
    renderWithProviders(<SignatureRequestsScreen />);
    await openActions(user, row(1));
    await user.click(await screen.findByRole('menuitem', { name: 'Delete', hidden: true }));
    const confirm = await screen.findByRole('dialog', { name: 'Delete signature request' });
    expect(api.keys()).not.toContain('DELETE /api/signature_requests/1');
    await user.click(within(confirm).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(api.keys()).toContain('DELETE /api/signature_requests/1'));
    expect(await screen.findByText(signatureRequestMessages.deleted)).toBeInTheDocument();

    await openActions(user, row(2));
    await user.click(await screen.findByRole('menuitem', { name: 'Mark as completed', hidden: true }));
    await waitFor(() => expect(api.keys()).toContain('POST /api/signature_requests/2/mark_completed'));
    expect(await screen.findByText(signatureRequestMessages.markedCompleted)).toBeInTheDocument();
  });

  it('hides Mark as completed once completed, offers Download when signed, and toasts while processing', async () => {
    const statuses = { 1: 'completed', 2: 'signed', 3: 'processing' } as const;
    stubList(3, {}, (id) =>
      row(id, {
        status: statuses[id as 1 | 2 | 3],
        signers_signed: id === 3 ? 0 : 2,
      }),
    );
    const user = userEvent.setup();
    renderWithProviders(<SignatureRequestsScreen />);
    await openActions(user, row(1));
    expect(await screen.findByRole('menuitem', { name: 'View', hidden: true })).toBeInTheDocument();
    expect(screen.queryByRole('menuitem', { name: 'Mark as completed', hidden: true })).not.toBeInTheDocument();
    expect(screen.getByRole('menuitem', { name: 'Evidence', hidden: true })).toBeInTheDocument();
    expect(screen.getByRole('menuitem', { name: 'Evidence (PDF)', hidden: true })).toBeInTheDocument();
    await closeMenu(user);

    await openActions(user, row(2));
    expect(await screen.findByRole('menuitem', { name: 'Download', hidden: true })).toBeInTheDocument();
    expect(screen.getByRole('menuitem', { name: 'Mark as completed', hidden: true })).toBeInTheDocument();
    await closeMenu(user);

    await openActions(user, row(3));
    expect(screen.queryByRole('menuitem', { name: 'Download', hidden: true })).not.toBeInTheDocument();
    await user.click(await screen.findByRole('menuitem', { name: 'View', hidden: true }));
    expect(await screen.findByText(signatureRequestMessages.stillProcessing)).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it("shows 'ID fraud detection' only when the firm checks identity, with the spec's labels", async () => {
    const statuses = ['verified', 'requires_input', 'failed'] as const;
    stubList(3, {}, (id) => row(id, { identity_required: true, fraud_detection_status: statuses[id - 1] ?? null }));
    const { unmount } = renderWithProviders(<SignatureRequestsScreen showFraudDetection />);
    const table = await screen.findByRole('table', { name: 'Signature requests' });
    await screen.findByRole('link', { name: 'Entity 1' });
    expect(within(table).getByRole('columnheader', { name: 'ID fraud detection' })).toBeInTheDocument();
    for (const label of ['Verified', 'Needs Info', 'Failed'])
      expect(within(table).getByText(label)).toBeInTheDocument();
    unmount();
    renderWithProviders(<SignatureRequestsScreen />);
    await screen.findByRole('link', { name: 'Entity 1' });
    expect(screen.queryByRole('columnheader', { name: 'ID fraud detection' })).not.toBeInTheDocument();
  });
});
