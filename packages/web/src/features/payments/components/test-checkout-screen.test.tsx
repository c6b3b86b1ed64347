import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { paymentMessages } from '@portal/domain';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { stubApi } from '../../../testing/api-stub';
import { json } from '../../../testing/factories';
import { renderWithProviders } from '../../../testing/render';
import { TEST_CHECKOUT_TEXTS, TestCheckoutScreen } from './test-checkout-screen';

afterEach(() => vi.unstubAllGlobals());

const session = (status: 'open' | 'paid' | 'expired', title = 'Pay deposit') => ({
  id: 'cs_1',
  title,
  amount: 25000,
  currency: 'usd',
  description: 'Deposit for 2025 Tax Organizer',
  firm_name: 'Acme Tax',
  status,
  cancel_url: '/questionnaire/abc?questionnaireId=5',
});

describe('TestCheckoutScreen', () => {
  it('says it is test mode and pays, then follows the redirect', async () => {
    const assign = vi.fn();
    vi.stubGlobal('location', { ...window.location, assign });
    const api = stubApi({
      'GET /api/test-checkout/cs_1': () => json(200, session('open')),
      'POST /api/test-checkout/cs_1/pay': () =>
        json(200, { redirect_url: '/questionnaire/abc?questionnaireId=5&checkout_session_id=cs_1' }),
    });
    renderWithProviders(<TestCheckoutScreen sessionId="cs_1" />);
    expect(await screen.findByText(paymentMessages.testCheckout)).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Pay deposit' })).toBeInTheDocument();
    expect(screen.getByText('Acme Tax')).toBeInTheDocument();
    expect(screen.getByText('Deposit for 2025 Tax Organizer')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Cancel' })).toHaveAttribute(
      'href',
      '/questionnaire/abc?questionnaireId=5',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Pay $250.00' }));
    await waitFor(() =>
      expect(assign).toHaveBeenCalledWith('/questionnaire/abc?questionnaireId=5&checkout_session_id=cs_1'),
    );
    expect(api.keys()).toContain('POST /api/test-checkout/cs_1/pay');
  });

  it("is titled as the firm's invoice when it is one", async () => {
    stubApi({ 'GET /api/test-checkout/cs_1': () => json(200, session('open', 'Pay invoice')) });
    renderWithProviders(<TestCheckoutScreen sessionId="cs_1" />);
    expect(await screen.findByRole('heading', { level: 1, name: 'Pay invoice' })).toBeInTheDocument();
  });

  it.each([
    ['paid', TEST_CHECKOUT_TEXTS.paid],
    ['expired', TEST_CHECKOUT_TEXTS.expired],
  ] as const)('offers no payment when the session is %s', async (status, text) => {
    stubApi({ 'GET /api/test-checkout/cs_1': () => json(200, session(status)) });
    renderWithProviders(<TestCheckoutScreen sessionId="cs_1" />);
    expect(await screen.findByText(text)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Pay/ })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go back' })).toBeInTheDocument();
  });
});
