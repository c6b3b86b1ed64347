import { firmEmailMessages } from '@portal/domain';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiError, stubApi } from '../../../testing/api-stub';
import { json } from '../../../testing/factories';
import { renderWithProviders } from '../../../testing/render';
import { ConfirmFirmEmailPage } from './confirm-firm-email-page';
import { FirmEmailBanner } from './firm-email-banner';

afterEach(() => vi.unstubAllGlobals());

describe('a new firm confirms its email (issue 24 §2)', () => {
  it('the banner says why mail waits and sends the link again', async () => {
    const api = stubApi({
      'POST /api/firms/resend_email_confirmation': () => json(200, { sent_to: 'lena@lakeside.test' }),
    });
    const user = userEvent.setup();
    renderWithProviders(<FirmEmailBanner sentTo="lena@lakeside.test" />);
    expect(screen.getByText(firmEmailMessages.banner('lena@lakeside.test'))).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Send the link again' }));
    expect(await screen.findByText('We sent a new link to lena@lakeside.test.')).toBeInTheDocument();
    expect(api.keys()).toContain('POST /api/firms/resend_email_confirmation');
  });

  it('the link page confirms once and says how many held emails went out', async () => {
    const api = stubApi({
      'POST /api/firms/confirm_email': () => json(200, { firm_name: 'Lakeside CPAs', released: 3 }),
    });
    renderWithProviders(<ConfirmFirmEmailPage token="confirm-token-123456" />);
    expect(
      await screen.findByText(/your email address is confirmed for Lakeside CPAs\. The 3 emails your firm sent/),
    ).toBeInTheDocument();
    expect(api.calls.filter((c) => c.key === 'POST /api/firms/confirm_email')).toHaveLength(1);
    expect(api.bodyOf('POST /api/firms/confirm_email')).toEqual({ token: 'confirm-token-123456' });
    expect(screen.getByRole('link', { name: 'Go to your portal' })).toHaveAttribute('href', '/');
  });

  it('the link page shows the server message for a used link, and a missing token asks nothing', async () => {
    stubApi({
      'POST /api/firms/confirm_email': () => apiError(410, 'link_expired', firmEmailMessages.confirmLinkExpired),
    });
    const { unmount } = renderWithProviders(<ConfirmFirmEmailPage token="used-token-123456" />);
    expect(await screen.findByRole('alert')).toHaveTextContent(firmEmailMessages.confirmLinkExpired);
    unmount();
    const api = stubApi({});
    renderWithProviders(<ConfirmFirmEmailPage token="" />);
    expect(screen.getByRole('alert')).toHaveTextContent(firmEmailMessages.confirmLinkExpired);
    expect(api.keys()).toEqual([]);
  });
});
