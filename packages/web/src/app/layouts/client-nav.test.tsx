import type { FirmPreferences } from '@portal/domain';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { buildFirm } from '../../testing/factories';
import { renderWithProviders } from '../../testing/render';
import { ClientNav } from './client-nav';

const renderNav = (prefs: Partial<FirmPreferences>, hash: string | null = 'h1') =>
  renderWithProviders(
    <nav aria-label="Main navigation">
      <ClientNav preferences={buildFirm(prefs).preferences} currentCompanyHash={hash} />
    </nav>,
  );

describe('ClientNav', () => {
  it('shows Dashboard, Messages, Documents of the current entity and Profile Settings', () => {
    renderNav({});
    expect(screen.getByRole('link', { name: 'Dashboard' })).toHaveAttribute('href', '/');
    expect(screen.getByRole('link', { name: 'Messages' })).toHaveAttribute('href', '/inbox');
    expect(screen.getByRole('link', { name: 'Documents' })).toHaveAttribute('href', '/documents/h1');
    expect(screen.getByRole('link', { name: 'Profile Settings' })).toHaveAttribute('href', '/profile');
  });

  it('hides Messages when communication is disabled', () => {
    renderNav({ communication_disabled: true });
    expect(screen.queryByRole('link', { name: 'Messages' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Documents' })).toBeInTheDocument();
  });

  it('hides Documents when the firm hides the documents view from clients', () => {
    renderNav({ hide_documents_view_from_clients: true });
    expect(screen.queryByRole('link', { name: 'Documents' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Messages' })).toBeInTheDocument();
  });

  it('marks the current page', () => {
    renderWithProviders(<ClientNav preferences={buildFirm().preferences} currentCompanyHash="h1" />, {
      route: '/inbox',
    });
    expect(screen.getByRole('link', { name: 'Messages' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('link', { name: 'Dashboard' })).not.toHaveAttribute('aria-current');
  });
});
