import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../../testing/render';
import type { RelatedEntity } from '../api/get-related-entities';
import { EntitySwitcher } from './entity-switcher';

const related: RelatedEntity[] = [
  { id: 2, hash_id: 'h2', name: 'Lee Family Trust', entity_type: 'Trust', inactive: false },
  { id: 3, hash_id: 'h3', name: 'Lee Holdings', entity_type: 'C-Corporation', inactive: true },
  { id: 4, hash_id: 'h4', name: 'Zeta Partners', entity_type: 'Partnership', inactive: false },
];

async function open() {
  const user = userEvent.setup();
  renderWithProviders(<EntitySwitcher related={related} />);
  await user.click(screen.getByRole('button', { name: 'Switch entity' }));
  const menu = within(await screen.findByRole('navigation', { name: 'Related entities' }));
  return { user, menu };
}

describe('EntitySwitcher', () => {
  it('lists the related entities, marks inactive ones and offers All Entities', async () => {
    const { menu } = await open();
    expect(menu.getByRole('link', { name: /Lee Family Trust/ })).toHaveAttribute('href', '/admin/h2');
    expect(menu.getByRole('link', { name: /Lee Holdings/ })).toHaveTextContent('Inactive');
    expect(menu.getByRole('link', { name: 'All Entities' })).toHaveAttribute('href', '/admin');
  });

  it('filters by name and says when nothing matches', async () => {
    const { user, menu } = await open();
    const filter = screen.getByRole('textbox', { name: 'Filter entities' });
    await user.type(filter, 'lee');
    expect(menu.getAllByRole('link').map((l) => l.getAttribute('href'))).toEqual(['/admin/h2', '/admin/h3', '/admin']);
    await user.clear(filter);
    await user.type(filter, 'nothing like it');
    expect(menu.getByText('Nothing found')).toBeInTheDocument();
    expect(menu.getByRole('link', { name: 'All Entities' })).toBeInTheDocument();
  });
});
