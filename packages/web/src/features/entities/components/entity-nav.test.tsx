import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../../testing/render';
import { CONNECT_INDIVIDUAL_ONLY, EntityNav, NO_EXPORTABLE_DOCUMENTS, NO_OWNERS_TO_MESSAGE } from './entity-nav';

describe('EntityNav', () => {
  it('links Dashboard, Messages and Documents of the entity, marking the current page', () => {
    renderWithProviders(<EntityNav hashId="h1" entityType="Trust" ownerCount={1} />, { route: '/admin/h1/documents' });
    expect(screen.getByRole('link', { name: 'Dashboard' })).toHaveAttribute('href', '/admin/h1');
    expect(screen.getByRole('link', { name: 'Messages' })).toHaveAttribute('href', '/admin/h1/messages');
    expect(screen.getByRole('link', { name: 'Documents' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('button', { name: 'Connect' })).toHaveAccessibleDescription(CONNECT_INDIVIDUAL_ONLY);
  });

  it('disables Messages with its reason when the entity has no owners', async () => {
    const user = userEvent.setup();
    renderWithProviders(<EntityNav hashId="h1" entityType="Trust" ownerCount={0} />, { route: '/admin/h1' });
    const messages = screen.getByRole('button', { name: 'Messages' });
    expect(messages).toHaveAttribute('aria-disabled', 'true');
    expect(messages).toHaveAccessibleDescription(NO_OWNERS_TO_MESSAGE);
    await user.hover(messages);
    // happy-dom has no layout, so the floating tooltip counts as hidden from the accessibility tree.
    expect(await screen.findByRole('tooltip', { hidden: true })).toHaveTextContent(NO_OWNERS_TO_MESSAGE);
  });

  it('follows whether the entity has a conversation once that is known', () => {
    const { unmount } = renderWithProviders(
      <EntityNav hashId="h1" entityType="Trust" ownerCount={1} hasConversation={false} />,
      { route: '/admin/h1' },
    );
    expect(screen.getByRole('button', { name: 'Messages' })).toHaveAccessibleDescription(NO_OWNERS_TO_MESSAGE);
    unmount();
    renderWithProviders(<EntityNav hashId="h1" entityType="Trust" ownerCount={0} hasConversation />, {
      route: '/admin/h1',
    });
    expect(screen.getByRole('link', { name: 'Messages' })).toHaveAttribute('href', '/admin/h1/messages');
  });

  it('keeps Connect for Individual entities, disabled until there are exportable documents', () => {
    renderWithProviders(<EntityNav hashId="h1" entityType="Individual" ownerCount={1} />, { route: '/admin/h1' });
    const connect = screen.getByRole('button', { name: 'Connect' });
    expect(connect).toHaveAttribute('aria-disabled', 'true');
    expect(connect).toHaveAccessibleDescription(NO_EXPORTABLE_DOCUMENTS);
  });

  it('opens Connect for an Individual entity with exportable documents, never for a business', () => {
    const { unmount } = renderWithProviders(
      <EntityNav hashId="h1" entityType="Individual" ownerCount={1} hasExportableDocuments />,
      { route: '/admin/h1' },
    );
    expect(screen.getByRole('link', { name: 'Connect' })).toHaveAttribute('href', '/admin/h1/connect');
    unmount();
    renderWithProviders(<EntityNav hashId="h1" entityType="Trust" ownerCount={1} hasExportableDocuments />, {
      route: '/admin/h1',
    });
    expect(screen.getByRole('button', { name: 'Connect' })).toHaveAccessibleDescription(CONNECT_INDIVIDUAL_ONLY);
  });
});
