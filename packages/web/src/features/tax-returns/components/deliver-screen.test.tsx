import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { TaxReturnRow } from '@portal/domain';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { getCookie, removeCookie } from '../../../lib/cookies';
import { tableCookieName } from '../../../lib/table-preferences';
import { stubApi } from '../../../testing/api-stub';
import { json } from '../../../testing/factories';
import { renderWithProviders } from '../../../testing/render';
import { DeliverScreen } from './deliver-screen';

beforeEach(() => removeCookie(tableCookieName('deliver')));

/** The staff view of one return is another feature's, passed in by app/; these tests do not open it. */
const ReturnView = () => null;
afterEach(() => vi.unstubAllGlobals());

const row = (id: number, overrides: Partial<TaxReturnRow> = {}): TaxReturnRow => ({
  id,
  company_id: 100 + id,
  company_name: `Entity ${id}`,
  company_hash: `hash${id}`,
  tax_year: 2025,
  tax_return_name: `Return ${id}`,
  status: 'sent',
  current_status: 'sent',
  draft_status: null,
  total_signature_count: 2,
  payment: { status: 'none' },
  external_entity_id: null,
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
    renderWithProviders(<DeliverScreen advisors={[]} ReturnView={ReturnView} />);
    const table = await screen.findByRole('table', { name: 'Tax returns' });
    const line = (await within(table).findByText('Return 1')).closest('tr')!;
    expect(within(line).getByText('1 of 2 signed')).toBeInTheDocument();
    expect(within(line).getByText('—')).toBeInTheDocument();
    expect(within(table).queryByRole('columnheader', { name: 'ID fraud detection' })).not.toBeInTheDocument();
  });

  it('shows the essential columns first; the others are chosen in the column picker and remembered', async () => {
    stubList([row(1)]);
    const user = userEvent.setup();
    renderWithProviders(<DeliverScreen advisors={[]} ReturnView={ReturnView} showFraudDetection />);
    const table = await screen.findByRole('table', { name: 'Tax returns' });
    await within(table).findByText('Return 1');
    const headers = () =>
      within(table)
        .getAllByRole('columnheader')
        .map((h) => h.textContent?.trim());
    expect(headers()).toEqual([
      '',
      'Entity name',
      'Return name',
      'Status',
      'Signatures',
      'Payments',
      'Last activity',
      'Actions',
    ]);
    await user.click(screen.getByRole('button', { name: 'Columns' }));
    await user.click(await screen.findByRole('checkbox', { name: 'Assigned firm user' }));
    expect(headers()).toContain('Assigned firm user');
    expect(getCookie(tableCookieName('deliver'))).toContain('"hiddenColumns"');
    expect(JSON.parse(getCookie(tableCookieName('deliver'))!).hiddenColumns).not.toContain('assigned_advisor');
  });

  it("shows 'ID fraud detection' when chosen, with the spec's labels, and opens the identity checks dialog", async () => {
    const detail = {
      ...row(1, { fraud_detection_status: 'failed' }),
      request_type: 11,
      instruction: '',
      draft_comment: null,
      page_count: 4,
      error_message: null,
      original_document_id: 1,
      watermarked_document_id: null,
      watermarked_file: null,
      e_sign_forms: [
        {
          id: 3,
          page: 2,
          form_id: '8879',
          custom_form_name: null,
          custom_payment_name: null,
          signatures: 1,
          signatureData: [],
          isMarkedSigned: false,
          wetSignaturesRequired: false,
          wetSignatures: [],
          wet_signature_required: false,
          marked_signed_at: null,
          signed_document_ready: false,
          signers: [
            { id: 1, user_id: 5, role: 'taxpayer', fname: 'Tara', lname: 'Jones', email: null, signed_at: null },
          ],
        },
      ],
      signers: [{ id: 5, fname: 'Tara', lname: 'Jones', email: null }],
      payment_vouchers: [],
      paper_filed_returns: [],
      proposal_notes: [],
      invoice_amount_cents: null,
      tax_return_identity_verifications: [],
      stripe_identity_verifications: [
        {
          id: 9,
          user_id: 5,
          status: 'failed',
          label: 'Failed',
          error_code: 'selfie_face_mismatch',
          error_description: 'The selfie does not match the face on the identity document.',
          stripe_verification_session_created_at: '2026-11-02T10:00:00.000Z',
          reused_from: null,
        },
      ],
      identity_required: true,
      viewer_id: 2,
      my_identity: null,
      owners: [],
    };
    const api = stubApi({
      'GET /api/tax_returns': () =>
        json(200, {
          items: [
            row(1, { fraud_detection_status: 'failed' }),
            row(2, { fraud_detection_status: 'requires_input' }),
            row(3, { fraud_detection_status: null }),
          ],
          has_more: false,
        }),
      'GET /api/tax_returns/1': () => json(200, detail),
      'POST /api/tax_returns/1/identity_verifications/5/resend': () =>
        json(200, { message: 'Verification request sent' }),
    });
    const user = userEvent.setup();
    renderWithProviders(<DeliverScreen advisors={[]} ReturnView={ReturnView} showFraudDetection />);
    const table = await screen.findByRole('table', { name: 'Tax returns' });
    await within(table).findByText('Return 1');
    expect(within(table).queryByRole('columnheader', { name: 'ID fraud detection' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Columns' }));
    await user.click(await screen.findByRole('checkbox', { name: 'ID fraud detection' }));
    expect(within(table).getByRole('columnheader', { name: 'ID fraud detection' })).toBeInTheDocument();
    expect(within(table).getByText('Needs Info')).toBeInTheDocument();
    // The filter asks the server for the aggregate chosen.
    await user.selectOptions(screen.getByRole('combobox', { name: 'ID fraud detection' }), 'failed');
    await waitFor(() =>
      expect(api.calls.some((c) => c.url.searchParams.get('fraud_detection_status') === 'failed')).toBe(true),
    );

    await user.click(within(table).getByRole('button', { name: /^Identity verification checks for Return 1/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Identity verification checks' });
    const tara = await within(dialog).findByRole('region', { name: 'Checks of Tara Jones' });
    expect(tara).toHaveTextContent('selfie_face_mismatch');
    expect(tara).toHaveTextContent('The selfie does not match the face on the identity document.');
    expect(tara).toHaveTextContent('Nov 2, 2026');
    await user.click(within(tara).getByRole('button', { name: 'Resend the identity check to Tara Jones' }));
    await waitFor(() => expect(api.keys()).toContain('POST /api/tax_returns/1/identity_verifications/5/resend'));
  });

  it('shows each return as a card on a phone, status first, with the filters in a drawer', async () => {
    const narrow = vi.mocked(window.matchMedia).getMockImplementation()!;
    vi.mocked(window.matchMedia).mockImplementation((query: string) => ({
      ...narrow(query),
      matches: query === '(max-width: 48em)',
    }));
    try {
      stubList([row(1, { status: 'signed' })]);
      const user = userEvent.setup();
      renderWithProviders(<DeliverScreen advisors={[]} ReturnView={ReturnView} />);
      const list = await screen.findByRole('list', { name: 'Tax returns' });
      const card = await within(list).findByRole('listitem', { name: 'Return 1, Entity 1' });
      expect(card.textContent).toMatch(/^Signed.*Entity 1.*Return 1 · 2025/);
      expect(within(card).getByRole('button', { name: 'Actions for Return 1, Entity 1' })).toBeInTheDocument();
      expect(screen.queryByRole('table')).not.toBeInTheDocument();
      // The filters wait behind one button.
      expect(screen.queryByRole('combobox', { name: 'Status' })).not.toBeInTheDocument();
      await user.click(screen.getByRole('button', { name: 'Filters' }));
      const drawer = await screen.findByRole('dialog', { name: 'Filters' });
      expect(within(drawer).getByRole('combobox', { name: 'Status' })).toBeInTheDocument();
      expect(within(drawer).getByRole('combobox', { name: 'Sort by' })).toHaveValue('updated_at:desc');
    } finally {
      vi.mocked(window.matchMedia).mockImplementation(narrow);
    }
  });

  it('offers Send Tax Return when the firm has none yet', async () => {
    stubList([]);
    renderWithProviders(<DeliverScreen advisors={[]} ReturnView={ReturnView} />);
    expect(await screen.findByText('No tax returns were found')).toBeInTheDocument();
    expect(screen.getAllByRole('button', { name: 'Send Tax Return' }).length).toBeGreaterThan(0);
  });
});
