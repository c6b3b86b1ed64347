import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { stubApi } from '../../../../testing/api-stub';
import { json } from '../../../../testing/factories';
import { LocationProbe } from '../../../../testing/location-probe';
import { renderWithProviders } from '../../../../testing/render';
import { buildQuestionnaire, noChange } from '../../../../testing/questionnaire.fixtures';
import { QuestionnaireScreen } from '../page/questionnaire-screen';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

function renderReview(route: string, routes: Parameters<typeof stubApi>[0] = {}) {
  const q = buildQuestionnaire({ deposit_status: 'unpaid', deposit_amount: 15050 });
  const api = stubApi({
    'GET /api/questionnaires/5': () => json(200, q),
    'POST /api/questionnaires/5/sections/4': () => json(200, noChange(q)),
    ...routes,
  });
  renderWithProviders(
    <>
      <QuestionnaireScreen
        questionnaireId={5}
        back={() => ({ to: '/', label: 'Back to Dashboard' })}
        profileDefaults={{ email: '', phone: '' }}
      />
      <LocationProbe />
    </>,
    { route },
  );
  return { api, user: userEvent.setup() };
}

describe('Deposit', () => {
  it('verifies the checkout on return, says the deposit is paid and drops the session from the address', async () => {
    const { api } = renderReview('/questionnaire/abc?questionnaireId=5&sectionId=4&checkout_session_id=cs_1', {
      'POST /api/questionnaires/5/deposit/verify': () => json(200, { deposit_status: 'paid' }),
    });
    await waitFor(() =>
      expect(api.bodyOf('POST /api/questionnaires/5/deposit/verify')).toEqual({ session_id: 'cs_1' }),
    );
    expect(await screen.findAllByText('Deposit paid')).not.toHaveLength(0);
    expect(screen.getByText('Paid')).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.getByTestId('location')).toHaveTextContent('/questionnaire/abc?questionnaireId=5&sectionId=4'),
    );
    expect(screen.getByRole('checkbox', { name: 'I Agree' })).toBeEnabled();
    expect(screen.queryByRole('button', { name: 'Pay deposit' })).not.toBeInTheDocument();
    expect(api.keys().filter((k) => k.endsWith('/deposit/verify'))).toHaveLength(1);
  });

  it('sends the client to checkout to pay', async () => {
    const assign = vi.fn();
    vi.stubGlobal('location', { ...window.location, assign });
    const { user } = renderReview('/questionnaire/abc?questionnaireId=5&sectionId=4', {
      'POST /api/questionnaires/5/deposit/checkout': () => json(200, { checkout_url: '/test-checkout/cs_9' }),
    });
    expect(await screen.findByText('$150.50')).toBeInTheDocument();
    expect(screen.getByText('Unpaid')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Pay deposit' }));
    await waitFor(() => expect(assign).toHaveBeenCalledWith('/test-checkout/cs_9'));
  });
});
