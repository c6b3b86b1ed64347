import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiError, stubApi } from '../../../testing/api-stub';
import { json } from '../../../testing/factories';
import { renderWithProviders } from '../../../testing/render';
import { TagsSection } from './tags-section';

afterEach(() => vi.unstubAllGlobals());

const usage = {
  entity_tags: [
    { id: 1, name: 'Payroll', count: 1 },
    { id: 2, name: 'VIP', count: 12 },
  ],
  contact_tags: [],
};

describe('TagsSection', () => {
  it('lists entity and contact tags with their use, and says how to create contact tags', async () => {
    stubApi({ 'GET /api/tags/usage': () => json(200, usage) });
    renderWithProviders(<TagsSection />);
    const entity = await screen.findByRole('table', { name: 'Entity tags' });
    expect(within(entity).getAllByRole('row')[2]).toHaveTextContent('VIP12 entities');
    expect(within(entity).getAllByRole('row')[1]).toHaveTextContent('Payroll1 entity');
    expect(screen.getByText(/No contact tags yet/)).toBeInTheDocument();
  });

  it('renames a tag, showing a taken name on the field', async () => {
    const api = stubApi({
      'GET /api/tags/usage': () => json(200, usage),
      'PATCH /api/tags/entity/2': (body) =>
        body.name === 'Payroll'
          ? apiError(409, 'conflict', 'A tag with this name already exists', {
              name: 'A tag with this name already exists',
            })
          : json(200, { id: 2, count: 12, ...body }),
    });
    const user = userEvent.setup();
    renderWithProviders(<TagsSection />);
    await user.click(await screen.findByRole('button', { name: 'Rename VIP' }));
    const dialog = await screen.findByRole('dialog', { name: 'Rename VIP' });
    expect(within(dialog).getByText('The new name shows on all 12 entities.')).toBeInTheDocument();
    const field = within(dialog).getByRole('textbox', { name: /Tag name/ });
    await user.clear(field);
    await user.click(within(dialog).getByRole('button', { name: 'Rename' }));
    expect(await within(dialog).findByText('Tag name is required')).toBeInTheDocument();
    await user.type(field, 'Payroll');
    await user.click(within(dialog).getByRole('button', { name: 'Rename' }));
    expect(await within(dialog).findByText('A tag with this name already exists')).toBeInTheDocument();
    await user.clear(field);
    await user.type(field, 'Gold');
    await user.click(within(dialog).getByRole('button', { name: 'Rename' }));
    await waitFor(() => expect(api.bodyOf('PATCH /api/tags/entity/2')).toEqual({ name: 'Gold' }));
    expect(await screen.findByText('Updated')).toBeInTheDocument();
  });

  it('deletes a tag after a confirmation that states how many records carry it', async () => {
    const api = stubApi({
      'GET /api/tags/usage': () => json(200, usage),
      'DELETE /api/tags/entity/2': () => new Response(null, { status: 204 }),
    });
    const user = userEvent.setup();
    renderWithProviders(<TagsSection />);
    await user.click(await screen.findByRole('button', { name: 'Delete VIP' }));
    const confirm = await screen.findByRole('dialog', { name: 'Delete tag' });
    expect(confirm).toHaveTextContent('Delete the tag VIP? It will be removed from 12 entities.');
    await user.click(within(confirm).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(api.keys()).toContain('DELETE /api/tags/entity/2'));
  });
});
