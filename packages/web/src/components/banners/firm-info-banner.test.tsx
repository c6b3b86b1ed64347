import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import Cookies from 'js-cookie';
import { describe, expect, it, vi } from 'vitest';
import { textFingerprint } from '../../lib/cookies';
import { renderWithProviders } from '../../testing/render';
import { FIRM_BANNER_COOKIE_MAX_AGE_SECONDS, FirmInfoBanner, firmBannerCookieName } from './firm-info-banner';

describe('FirmInfoBanner', () => {
  it('shows the firm text when the banner is enabled', () => {
    renderWithProviders(<FirmInfoBanner firmId={3} enabled text="Office closed Friday" />);
    expect(screen.getByText('Office closed Friday')).toBeInTheDocument();
  });

  it('stays hidden when disabled or empty', () => {
    renderWithProviders(
      <>
        <FirmInfoBanner firmId={3} enabled={false} text="Office closed Friday" />
        <FirmInfoBanner firmId={4} enabled text="   " />
      </>,
    );
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it('remembers the dismissal in a year-long cookie holding a fingerprint of the text', async () => {
    const user = userEvent.setup();
    const set = vi.spyOn(Cookies, 'set');
    const { unmount } = renderWithProviders(<FirmInfoBanner firmId={3} enabled text="Office closed Friday" />);
    await user.click(screen.getByRole('button', { name: 'Dismiss firm announcement' }));
    expect(screen.queryByText('Office closed Friday')).not.toBeInTheDocument();
    expect(Cookies.get(firmBannerCookieName(3))).toBe(textFingerprint('Office closed Friday'));
    expect(set).toHaveBeenCalledWith(
      'firm_banner_dismissed_3',
      textFingerprint('Office closed Friday'),
      expect.objectContaining({ expires: FIRM_BANNER_COOKIE_MAX_AGE_SECONDS / 86_400, path: '/' }),
    );
    unmount();

    renderWithProviders(<FirmInfoBanner firmId={3} enabled text="Office closed Friday" />);
    expect(screen.queryByText('Office closed Friday')).not.toBeInTheDocument();
    set.mockRestore();
  });

  it('shows again when the firm changes the text', () => {
    Cookies.set(firmBannerCookieName(3), textFingerprint('Old text'));
    renderWithProviders(<FirmInfoBanner firmId={3} enabled text="New text" />);
    expect(screen.getByText('New text')).toBeInTheDocument();
  });
});
