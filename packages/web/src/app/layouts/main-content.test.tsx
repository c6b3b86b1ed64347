import { AppShell, Title } from '@mantine/core';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { Link, Route, Routes } from 'react-router';
import { renderWithProviders } from '../../testing/render';
import { MainContent, SkipLink } from './main-content';

function Shell() {
  return (
    <AppShell>
      <SkipLink />
      <AppShell.Navbar aria-label="Main navigation">
        <Link to="/messages">Messages</Link>
      </AppShell.Navbar>
      <MainContent>
        <Routes>
          <Route path="/" element={<Title order={1}>Collect</Title>} />
          <Route path="/messages" element={<Title order={1}>Messages</Title>} />
        </Routes>
      </MainContent>
    </AppShell>
  );
}

describe('the shell for keyboard users (issue 21 §10)', () => {
  it('offers a skip link as the first Tab stop, which leads to the main content', async () => {
    const user = userEvent.setup();
    renderWithProviders(<Shell />);
    await user.tab();
    const skip = screen.getByRole('link', { name: 'Skip to main content' });
    expect(skip).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(screen.getByRole('main')).toHaveFocus();
  });

  it("moves focus to the new page's heading after a navigation, not on the first page", async () => {
    const user = userEvent.setup();
    renderWithProviders(<Shell />);
    expect(screen.getByRole('heading', { name: 'Collect' })).not.toHaveFocus();
    await user.click(screen.getByRole('link', { name: 'Messages' }));
    await waitFor(() => expect(screen.getByRole('heading', { name: 'Messages' })).toHaveFocus());
  });
});
