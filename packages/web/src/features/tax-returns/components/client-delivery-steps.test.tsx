import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { TaxReturnDetail } from '@portal/domain';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { stubApi } from '../../../testing/api-stub';
import { json } from '../../../testing/factories';
import { renderWithProviders } from '../../../testing/render';
import { ClientDeliverySteps, clientDeliveryMessages } from './client-delivery-steps';
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
      amount_cents: 123456,
      is_due_asap: false,
      due_date: '2026-04-15',
      is_paid: false,
    },
    {
      id: 12,
      page: 4,
      form_id: '1040-ES',
      custom_payment_name: null,
      amount_cents: 50000,
      is_due_asap: true,
      due_date: null,
      is_paid: true,
    },
  ],
  paper_filed_returns: [{ id: 21, page: 5, form_id: '540', is_mailed: false }],
} as unknown as TaxReturnDetail;

describe('ClientDeliverySteps', () => {
  it('shows what to sign, pays an unpaid voucher through the checkout, and marks a paper return mailed', async () => {
    const assign = vi.fn();
    vi.stubGlobal('location', { ...window.location, assign });
    const api = stubApi({
      'POST /api/tax_returns/7/vouchers/11/checkout': () => json(200, { checkout_url: '/test-checkout/cs_1' }),
      'POST /api/tax_returns/7/paper_filings/21/mailed': () => json(200, { message: 'Marked as mailed' }),
    });
    const user = userEvent.setup();
    renderWithProviders(<ClientDeliverySteps detail={detail} {...signing} />);
    expect(screen.getByText('Not signed yet')).toBeInTheDocument();
    expect(screen.getByText('Please sign form 8879 and download your tax return.')).toBeInTheDocument();
    expect(screen.getByRole('list', { name: 'Your steps' })).toHaveTextContent(/Sign.*To do.*Pay.*To do.*Download/);
    expect(screen.getByText('Due Apr 15, 2026')).toBeInTheDocument();
    expect(screen.getByText('Paid')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /for Form 1040-ES/ })).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Pay $1,234.56 for Form 1040-V' }));
    await waitFor(() => expect(assign).toHaveBeenCalledWith('/test-checkout/cs_1'));
    await user.click(screen.getByRole('button', { name: 'Mark form 540 mailed' }));
    await waitFor(() =>
      expect(api.calls.map((c) => c.key)).toContain('POST /api/tax_returns/7/paper_filings/21/mailed'),
    );
  });

  it('verifies a payment on the way back from the checkout, once', async () => {
    const api = stubApi({
      'POST /api/tax_returns/7/vouchers/11/verify': () => json(200, { is_paid: true }),
    });
    renderWithProviders(<ClientDeliverySteps detail={detail} {...signing} />, {
      route: '/tax-return-delivery/7?companyId=3&voucherId=11&checkout_session_id=cs_1',
    });
    await waitFor(() => expect(api.calls.filter((c) => c.key.endsWith('/verify'))).toHaveLength(1));
    expect(api.calls.find((c) => c.key.endsWith('/verify'))?.body).toEqual({ session_id: 'cs_1' });
    expect(await screen.findByText(clientDeliveryMessages.paid)).toBeInTheDocument();
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
      my_identity: { required: true, status: 'requires_input', label: 'Needs Info', error_description: null },
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

  it('says the payment was not made when the payer comes back from a cancelled checkout, without asking the server', async () => {
    const api = stubApi({});
    renderWithProviders(<ClientDeliverySteps detail={detail} {...signing} />, {
      route: '/tax-return-delivery/7?companyId=3&voucherId=11',
    });
    expect(await screen.findByText(clientDeliveryMessages.notPaid)).toBeInTheDocument();
    expect(api.calls.filter((c) => c.key.endsWith('/verify'))).toHaveLength(0);
    expect(screen.getByRole('button', { name: 'Pay $1,234.56 for Form 1040-V' })).toBeInTheDocument();
  });
});
