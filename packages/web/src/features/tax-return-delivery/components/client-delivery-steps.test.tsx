import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { TaxReturnDetail } from '@portal/domain';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { stubApi } from '../../../testing/api-stub';
import { json } from '../../../testing/factories';
import { renderWithProviders } from '../../../testing/render';
import { ClientDeliverySteps } from './client-delivery-steps';
import { invoiceCardTexts } from './invoice-card';
import type { SigningComponents } from './client-signing-section';

afterEach(() => vi.unstubAllGlobals());

/** Stand-ins for the components app/ passes in: an adopt form that signs 'Tara Jones', an identity step. */
const signing: SigningComponents = {
  AdoptSignature: ({ onAdopt, actionLabel }) => (
    <button
      type="button"
      onClick={() => onAdopt({ signature: 'Tara Jones', signature_type: 'typed', client_time: 'now' })}
    >
      {actionLabel}
    </button>
  ),
  IdentityStep: ({ identity }) => <p>Identity step: {identity.label}</p>,
};

const detail = {
  id: 7,
  status: 'sent',
  request_type: 11,
  instruction: 'Please sign form 8879 and download your tax return.',
  viewer_id: 5,
  my_identity: null,
  e_sign_forms: [
    {
      id: 1,
      page: 2,
      form_id: '8879',
      custom_form_name: null,
      wet_signature_required: false,
      marked_signed_at: null,
      signed_document_ready: false,
      signers: [{ id: 1, user_id: 5, role: 'taxpayer', fname: 'Tara', lname: 'Jones', email: null, signed_at: null }],
    },
  ],
  payment_vouchers: [
    {
      id: 11,
      page: 3,
      form_id: '1040-V',
      custom_payment_name: null,
      authority: 'IRS',
      amount_cents: 123456,
      is_due_asap: false,
      due_date: '2026-04-15',
      is_paid: false,
      paid_on: null,
      payment_method: null,
      confirmation_number: null,
    },
    {
      id: 12,
      page: 4,
      form_id: '1040-ES',
      custom_payment_name: null,
      authority: 'CA',
      amount_cents: 50000,
      is_due_asap: true,
      due_date: null,
      is_paid: true,
      paid_on: '2026-04-10',
      payment_method: 'state_online',
      confirmation_number: 'FTB-991',
    },
  ],
  paper_filed_returns: [{ id: 21, page: 5, form_id: '540', is_mailed: false }],
  invoice_amount_cents: 45000,
  invoice_paid: false,
} as unknown as TaxReturnDetail;

describe('ClientDeliverySteps', () => {
  it('shows what to sign, each tax payment with whom to pay and how, and marks a paper return mailed', async () => {
    const api = stubApi({
      'POST /api/tax_returns/7/paper_filings/21/mailed': () => json(200, { message: 'Marked as mailed' }),
    });
    const user = userEvent.setup();
    renderWithProviders(<ClientDeliverySteps detail={detail} {...signing} />);
    expect(screen.getByText('Not signed yet')).toBeInTheDocument();
    expect(screen.getByText('Please sign form 8879 and download your tax return.')).toBeInTheDocument();
    expect(screen.getByRole('list', { name: 'Your steps' })).toHaveTextContent(/Sign.*To do.*Pay.*To do.*Download/);
    // The 1040-V: to the IRS, with the IRS's own ways to pay and the mailing option; no checkout of the firm's.
    const federal = screen.getByRole('article', { name: 'Form 1040-V: $1,234.56 to Internal Revenue Service (IRS)' });
    expect(federal).toHaveTextContent('Due Apr 15, 2026');
    expect(federal).toHaveTextContent('not to your firm');
    const ways = within(federal).getByRole('list', { name: 'Ways to pay Form 1040-V' });
    expect(within(ways).getByRole('link', { name: /^IRS Direct Pay/ })).toHaveAttribute(
      'href',
      'https://www.irs.gov/payments/direct-pay',
    );
    expect(within(ways).getByRole('link', { name: /^EFTPS/ })).toHaveAttribute('href', 'https://www.eftps.gov/eftps/');
    expect(ways).toHaveTextContent('"United States Treasury"');
    // The only payment to the firm is its invoice: no voucher has a Pay button.
    expect(screen.getAllByRole('button', { name: /^Pay / }).map((b) => b.getAttribute('aria-label'))).toEqual([
      'Pay the invoice of $450.00',
    ]);
    expect(
      within(screen.getByRole('region', { name: 'Payments' })).queryByRole('button', { name: /^Pay / }),
    ).toBeNull();
    // The state payment, recorded paid: how and when, with an Undo.
    const state = screen.getByRole('article', { name: 'Form 1040-ES: $500.00 to California Franchise Tax Board' });
    expect(state).toHaveTextContent("Paid on Apr 10, 2026 by The state's online payment · Confirmation FTB-991");
    expect(within(state).getByRole('button', { name: 'Undo the payment of Form 1040-ES' })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Mark form 540 mailed' }));
    await waitFor(() =>
      expect(api.calls.map((c) => c.key)).toContain('POST /api/tax_returns/7/paper_filings/21/mailed'),
    );
  });

  it('records a payment with the day, how and the confirmation number, after checking them', async () => {
    const api = stubApi({
      'POST /api/tax_returns/7/vouchers/11/paid': () =>
        json(200, { message: 'Payment recorded', status: 'sent', all_paid: true }),
    });
    const user = userEvent.setup();
    renderWithProviders(<ClientDeliverySteps detail={detail} {...signing} />);
    await user.click(screen.getByRole('button', { name: 'Mark Form 1040-V as paid' }));
    const form = screen.getByRole('form', { name: 'Record the payment of Form 1040-V' });
    await user.click(within(form).getByRole('button', { name: 'Save payment' }));
    expect(within(form).getByText('Choose how you paid')).toBeInTheDocument();
    expect(api.calls.filter((c) => c.key.endsWith('/paid'))).toHaveLength(0);
    const date = within(form).getByLabelText(/^Date paid/);
    await user.clear(date);
    await user.type(date, '2026-04-12');
    await user.selectOptions(within(form).getByRole('combobox', { name: /^How you paid/ }), 'irs_direct_pay');
    await user.type(within(form).getByRole('textbox', { name: /^Confirmation number/ }), '1234-5678');
    await user.click(within(form).getByRole('button', { name: 'Save payment' }));
    await waitFor(() =>
      expect(api.calls.find((c) => c.key === 'POST /api/tax_returns/7/vouchers/11/paid')?.body).toEqual({
        paid_on: '2026-04-12',
        method: 'irs_direct_pay',
        confirmation_number: '1234-5678',
      }),
    );
  });

  it('undoes a recorded payment after asking', async () => {
    const api = stubApi({
      'DELETE /api/tax_returns/7/vouchers/12/paid': () =>
        json(200, { message: 'Payment record removed', status: 'signed', all_paid: false }),
    });
    const user = userEvent.setup();
    renderWithProviders(<ClientDeliverySteps detail={detail} {...signing} />);
    await user.click(screen.getByRole('button', { name: 'Undo the payment of Form 1040-ES' }));
    const dialog = await screen.findByRole('dialog', { name: 'Undo payment' });
    expect(api.calls.filter((c) => c.key.startsWith('DELETE'))).toHaveLength(0);
    await user.click(within(dialog).getByRole('button', { name: 'Undo payment' }));
    await waitFor(() => expect(api.calls.map((c) => c.key)).toContain('DELETE /api/tax_returns/7/vouchers/12/paid'));
  });

  it("pays the firm's invoice through its checkout, and verifies it on the way back, once", async () => {
    const assign = vi.fn();
    vi.stubGlobal('location', { ...window.location, assign });
    const api = stubApi({
      'POST /api/tax_returns/7/invoice/checkout': () => json(200, { checkout_url: '/test-checkout/cs_9' }),
    });
    const user = userEvent.setup();
    const { unmount } = renderWithProviders(<ClientDeliverySteps detail={detail} {...signing} />);
    const invoice = screen.getByRole('region', { name: 'Your firm’s invoice' });
    expect(invoice).toHaveTextContent('$450.00');
    await user.click(within(invoice).getByRole('button', { name: 'Pay the invoice of $450.00' }));
    await waitFor(() => expect(assign).toHaveBeenCalledWith('/test-checkout/cs_9'));
    expect(api.keys()).toContain('POST /api/tax_returns/7/invoice/checkout');
    unmount();

    const back = stubApi({
      'POST /api/tax_returns/7/invoice/verify': () => json(200, { invoice_paid: true }),
    });
    renderWithProviders(<ClientDeliverySteps detail={detail} {...signing} />, {
      route: '/tax-return-delivery/7?companyId=3&invoice=1&checkout_session_id=cs_9',
    });
    await waitFor(() => expect(back.calls.filter((c) => c.key.endsWith('/invoice/verify'))).toHaveLength(1));
    expect(back.bodyOf('POST /api/tax_returns/7/invoice/verify')).toEqual({ session_id: 'cs_9' });
    expect(await screen.findByText(invoiceCardTexts.paid)).toBeInTheDocument();
  });

  it('signs the form assigned to this signer, and asks for the identity check first when the firm requires it', async () => {
    const api = stubApi({
      'POST /api/tax_returns/7/e_sign_forms/1/sign': () => json(200, { form_signed: true, all_signed: true }),
    });
    const user = userEvent.setup();
    const { unmount } = renderWithProviders(<ClientDeliverySteps detail={detail} {...signing} />);
    expect(screen.getByRole('group', { name: 'Sign Form 8879' })).toHaveTextContent('You sign as the taxpayer');
    await user.click(screen.getByRole('button', { name: 'Sign Form 8879' }));
    await waitFor(() =>
      expect(api.calls.find((c) => c.key === 'POST /api/tax_returns/7/e_sign_forms/1/sign')?.body).toEqual({
        signature: 'Tara Jones',
        signature_type: 'typed',
        client_time: 'now',
      }),
    );
    unmount();

    const unverified = {
      ...detail,
      identity_required: true,
      my_identity: {
        required: true,
        status: 'requires_input',
        label: 'Needs Info',
        error_description: null,
        reused: false,
      },
    } as TaxReturnDetail;
    renderWithProviders(<ClientDeliverySteps detail={unverified} {...signing} />);
    expect(screen.getByText('Identity step: Needs Info')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Sign Form 8879' })).not.toBeInTheDocument();
  });

  it('offers the signed form once it is sealed, and asks nothing of someone who is not its signer', () => {
    const sealed = {
      ...detail,
      viewer_id: 6,
      e_sign_forms: detail.e_sign_forms.map((f) => ({
        ...f,
        signed_document_ready: true,
        signers: f.signers.map((s) => ({ ...s, signed_at: '2026-04-01T00:00:00.000Z' })),
      })),
    } as TaxReturnDetail;
    renderWithProviders(<ClientDeliverySteps detail={sealed} {...signing} />);
    expect(screen.getByRole('button', { name: 'Download signed Form 8879' })).toBeInTheDocument();
    expect(screen.queryByRole('group', { name: /^Sign / })).not.toBeInTheDocument();
    expect(screen.getByText('Tara Jones (taxpayer)')).toBeInTheDocument();
  });
});
