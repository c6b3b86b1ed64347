import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { EntitySummary } from '../../features/entities/api/get-my-entities';
import { renderWithProviders } from '../../testing/render';
import { EntitySelector } from './entity-selector';

const entities = (n: number): EntitySummary[] =>
  Array.from({ length: n }, (_, i) => ({
    id: i + 1,
    hash_id: `h${i + 1}`,
    name: i === n - 1 ? 'Zeta Holdings' : `Entity ${i + 1}`,
    readonly_access: false,
  }));

describe('EntitySelector', () => {
  it('is hidden when the client has one entity', () => {
    renderWithProviders(<EntitySelector entities={entities(1)} currentHashId="h1" onSelect={() => {}} />);
    expect(screen.queryByRole('radiogroup', { name: 'Current Entity' })).not.toBeInTheDocument();
  });

  it('lists every entity without a filter when there are up to five', () => {
    renderWithProviders(<EntitySelector entities={entities(5)} currentHashId="h1" onSelect={() => {}} />);
    expect(screen.getByRole('radiogroup', { name: 'Current Entity' })).toBeInTheDocument();
    expect(screen.getAllByRole('radio')).toHaveLength(5);
    expect(screen.queryByRole('textbox', { name: 'Filter entities' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Show All' })).not.toBeInTheDocument();
  });

  it('offers a filter above five entities and lists five until Show All', async () => {
    const user = userEvent.setup();
    renderWithProviders(<EntitySelector entities={entities(8)} currentHashId="h1" onSelect={() => {}} />);
    expect(screen.getByRole('textbox', { name: 'Filter entities' })).toBeInTheDocument();
    expect(screen.getAllByRole('radio')).toHaveLength(5);
    await user.click(screen.getByRole('button', { name: 'Show All' }));
    expect(screen.getAllByRole('radio')).toHaveLength(8);
    expect(screen.queryByRole('button', { name: 'Show All' })).not.toBeInTheDocument();
  });

  it('filters by name, including entities beyond the first five', async () => {
    const user = userEvent.setup();
    renderWithProviders(<EntitySelector entities={entities(8)} currentHashId="h1" onSelect={() => {}} />);
    await user.type(screen.getByRole('textbox', { name: 'Filter entities' }), 'zeta');
    expect(screen.getAllByRole('radio')).toHaveLength(1);
    expect(screen.getByRole('radio', { name: 'Zeta Holdings' })).toBeInTheDocument();
    await user.clear(screen.getByRole('textbox', { name: 'Filter entities' }));
    await user.type(screen.getByRole('textbox', { name: 'Filter entities' }), 'nothing like it');
    expect(screen.getByText('Nothing found')).toBeInTheDocument();
  });

  it('selects an entity', async () => {
    const user = userEvent.setup();
    const onSelect = vi.fn();
    renderWithProviders(<EntitySelector entities={entities(3)} currentHashId="h1" onSelect={onSelect} />);
    expect(screen.getByRole('radio', { name: 'Entity 1' })).toBeChecked();
    await user.click(screen.getByRole('radio', { name: 'Entity 2' }));
    expect(onSelect).toHaveBeenCalledWith('h2');
  });
});
