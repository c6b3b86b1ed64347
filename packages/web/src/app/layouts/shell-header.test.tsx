import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../testing/render';
import { ShellHeader } from './shell-header';

const LONG_FIRM = 'Hernandez, Whitfield & Okonkwo Tax Advisors';

function renderHeader(showSignOut?: boolean) {
  renderWithProviders(
    <header>
      <ShellHeader
        firmName={LONG_FIRM}
        fullName="Pat Partner"
        profilePath="/admin-profile"
        navOpened={false}
        onToggleNav={() => {}}
        showSignOut={showSignOut}
        showNotifications={false}
      />
    </header>,
  );
  return userEvent.setup();
}

describe('the header', () => {
  it('has one account menu holding Profile Settings, Help and Sign out, not a Sign out button beside it', async () => {
    const user = renderHeader();
    const header = within(screen.getByRole('banner'));
    expect(header.getByText(LONG_FIRM)).toBeInTheDocument();
    expect(header.queryByRole('button', { name: 'Sign out' })).not.toBeInTheDocument();
    // The burger shows on phones only (CSS), hence hidden: true.
    expect(header.getAllByRole('button', { hidden: true }).map((b) => b.getAttribute('aria-label'))).toEqual([
      'Open navigation',
      'Account menu for Pat Partner',
    ]);
    await user.click(header.getByRole('button', { name: 'Account menu for Pat Partner' }));
    const menu = await screen.findByRole('menu', { hidden: true });
    expect(
      within(menu)
        .getAllByRole('menuitem', { hidden: true })
        .map((i) => i.textContent),
    ).toEqual(['Profile Settings', 'Help', 'Sign out']);
  });

  it('leaves Sign out out where it would sign the wrong person out (the client preview)', async () => {
    const user = renderHeader(false);
    await user.click(screen.getByRole('button', { name: 'Account menu for Pat Partner' }));
    const menu = await screen.findByRole('menu', { hidden: true });
    expect(within(menu).queryByRole('menuitem', { name: 'Sign out', hidden: true })).not.toBeInTheDocument();
  });

  it('opens the account menu from the keyboard, and Escape gives the focus back', async () => {
    const user = renderHeader();
    const button = screen.getByRole('button', { name: 'Account menu for Pat Partner' });
    // A plain button until first used: the menu (and the popover engine) load when it is pressed.
    expect(screen.queryByRole('menu', { hidden: true })).not.toBeInTheDocument();
    button.focus();
    await user.keyboard('{Enter}');
    await screen.findByRole('menu', { hidden: true });
    // A browser focuses the open menu's first item (the staff layout journey takes the arrow keys there);
    // happy-dom's opening transition keeps it from doing so.
    screen.getAllByRole('menuitem', { hidden: true })[0]!.focus();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('menu', { hidden: true })).not.toBeInTheDocument());
    expect(screen.getByRole('button', { name: 'Account menu for Pat Partner' })).toHaveFocus();
    await user.keyboard(' ');
    expect(await screen.findByRole('menu', { hidden: true })).toBeInTheDocument();
  });
});
