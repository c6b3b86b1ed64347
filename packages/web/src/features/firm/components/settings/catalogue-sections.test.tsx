import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiError, stubApi } from '../../../../testing/api-stub';
import { json } from '../../../../testing/factories';
import { renderWithProviders } from '../../../../testing/render';
import { EntityTypesSection } from './entity-types-section';
import { GlossarySection } from './glossary-section';
import { GroupsSection } from './groups-section';

afterEach(() => vi.unstubAllGlobals());

const noContent = () => new Response(null, { status: 204 });

describe('GroupsSection', () => {
  const groups = [
    { id: 1, name: 'North', user_count: 2, entity_count: 3 },
    { id: 2, name: 'South', user_count: 0, entity_count: 0 },
  ];

  it('says groups are off and points to Preferences', async () => {
    stubApi({ 'GET /api/firm_groups': () => json(200, { has_firm_groups: false, firm_groups: [] }) });
    renderWithProviders(<GroupsSection />);
    expect(await screen.findByText(/Firm groups are turned off/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Preferences' })).toHaveAttribute('href', '/firm?tab=preferences');
    expect(screen.queryByRole('button', { name: 'Create group' })).not.toBeInTheDocument();
  });

  it('says what to do when there are no groups yet', async () => {
    stubApi({ 'GET /api/firm_groups': () => json(200, { has_firm_groups: true, firm_groups: [] }) });
    renderWithProviders(<GroupsSection />);
    expect(await screen.findByText('No groups yet')).toBeInTheDocument();
    expect(screen.getByText(/Create a group, then choose it for staff and clients/)).toBeInTheDocument();
  });

  it('lists groups with counts; creates, renames (showing a refusal) and deletes an empty group', async () => {
    const api = stubApi({
      'GET /api/firm_groups': () => json(200, { has_firm_groups: true, firm_groups: groups }),
      'POST /api/firm_groups': (body) => json(200, { id: 3, ...body }),
      'PATCH /api/firm_groups/1': (body) =>
        body.name === 'South'
          ? apiError(409, 'conflict', 'A group with this name already exists', {
              name: 'A group with this name already exists',
            })
          : json(200, { id: 1, ...body }),
      'DELETE /api/firm_groups/2': noContent,
    });
    const user = userEvent.setup();
    renderWithProviders(<GroupsSection />);
    const table = await screen.findByRole('table', { name: 'Groups' });
    expect(within(table).getAllByRole('row')[1]).toHaveTextContent('North23');

    await user.click(screen.getByRole('button', { name: 'Create group' }));
    const create = await screen.findByRole('dialog', { name: 'Create group' });
    await user.click(within(create).getByRole('button', { name: 'Create' }));
    expect(await within(create).findByText('Group name is required')).toBeInTheDocument();
    await user.type(within(create).getByRole('textbox', { name: /Group name/ }), ' West ');
    await user.click(within(create).getByRole('button', { name: 'Create' }));
    await waitFor(() => expect(api.bodyOf('POST /api/firm_groups')).toEqual({ name: 'West' }));

    await user.click(screen.getByRole('button', { name: 'Rename North' }));
    const rename = await screen.findByRole('dialog', { name: 'Rename North' });
    const field = within(rename).getByRole('textbox', { name: /Group name/ });
    expect(field).toHaveValue('North');
    await user.clear(field);
    await user.type(field, 'South');
    await user.click(within(rename).getByRole('button', { name: 'Rename' }));
    expect(await within(rename).findByText('A group with this name already exists')).toBeInTheDocument();
    await user.clear(field);
    await user.type(field, 'North Office');
    await user.click(within(rename).getByRole('button', { name: 'Rename' }));
    await waitFor(() => expect(api.bodyOf('PATCH /api/firm_groups/1')).toEqual({ name: 'North Office' }));

    // A group that still holds people is not offered for deletion: the reason is shown instead.
    await user.click(screen.getByRole('button', { name: 'Delete North' }));
    expect(
      await screen.findByText('This group still has 2 users and 3 entities. Move them to another group first.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('dialog', { name: 'Delete group' })).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Delete South' }));
    const confirm = await screen.findByRole('dialog', { name: 'Delete group' });
    await user.click(within(confirm).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(api.keys()).toContain('DELETE /api/firm_groups/2'));
  });
});

describe('EntityTypesSection', () => {
  const types = [
    { id: null, name: 'Individual', built_in: true, individuals_allowed: true, entity_count: 4 },
    { id: 7, name: 'LLC', built_in: false, individuals_allowed: true, entity_count: 2 },
    { id: 8, name: 'Estate', built_in: false, individuals_allowed: false, entity_count: 0 },
  ];

  it('lists types with their use; adds one, refusing a built-in name before sending; deletes an unused one', async () => {
    const api = stubApi({
      'GET /api/entity_types/usage': () => json(200, types),
      'POST /api/entity_types': (body) => json(200, { id: 9, built_in: false, entity_count: 0, ...body }),
      'DELETE /api/entity_types/8': noContent,
    });
    const user = userEvent.setup();
    renderWithProviders(<EntityTypesSection />);
    const table = await screen.findByRole('table', { name: 'Entity types' });
    expect(within(table).getByText('Built-in')).toBeInTheDocument();
    expect(within(table).getByText('Cannot be deleted')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Add entity type' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add entity type' });
    const name = within(dialog).getByRole('textbox', { name: /Entity type name/ });
    await user.type(name, 'trust');
    await user.click(within(dialog).getByRole('button', { name: 'Add' }));
    expect(await within(dialog).findByText('Trust is a built-in entity type')).toBeInTheDocument();
    await user.clear(name);
    await user.type(name, 'Foundation');
    await user.click(within(dialog).getByRole('checkbox', { name: /Individuals allowed/ }));
    await user.click(within(dialog).getByRole('button', { name: 'Add' }));
    await waitFor(() =>
      expect(api.bodyOf('POST /api/entity_types')).toEqual({ name: 'Foundation', individuals_allowed: false }),
    );

    await user.click(screen.getByRole('button', { name: 'Delete LLC' }));
    expect(
      await screen.findByText('This entity type is used by 2 entities. Change their entity type first.'),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Delete Estate' }));
    const confirm = await screen.findByRole('dialog', { name: 'Delete entity type' });
    await user.click(within(confirm).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(api.keys()).toContain('DELETE /api/entity_types/8'));
  });
});

describe('GlossarySection', () => {
  const entry = {
    id: 4,
    key_words: 'AGI',
    description: 'Income after adjustments.',
    created_at: '2026-01-01T00:00:00Z',
  };

  it('says what to do when empty, and adds an entry after checking it', async () => {
    const api = stubApi({
      'GET /api/firm_vocabs': () => json(200, []),
      'POST /api/firm_vocabs': (body) => json(200, { id: 5, created_at: entry.created_at, ...body }),
    });
    const user = userEvent.setup();
    renderWithProviders(<GlossarySection />);
    expect(await screen.findByText('No glossary entries yet')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Add entry' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add glossary entry' });
    await user.click(within(dialog).getByRole('button', { name: 'Add' }));
    expect(await within(dialog).findByText('Key words are required')).toBeInTheDocument();
    expect(within(dialog).getByText('A description is required')).toBeInTheDocument();
    await user.type(within(dialog).getByRole('textbox', { name: /Key words/ }), 'AGI ,MAGI');
    await user.type(within(dialog).getByRole('textbox', { name: /Description/ }), 'Income after adjustments.');
    await user.click(within(dialog).getByRole('button', { name: 'Add' }));
    await waitFor(() =>
      expect(api.bodyOf('POST /api/firm_vocabs')).toEqual({
        key_words: 'AGI, MAGI',
        description: 'Income after adjustments.',
      }),
    );
    expect(await screen.findByText('Updated')).toBeInTheDocument();
  });

  it('edits (showing a taken term on the field) and deletes after confirming', async () => {
    const api = stubApi({
      'GET /api/firm_vocabs': () => json(200, [entry]),
      'PATCH /api/firm_vocabs/4': (body) =>
        body.key_words === 'MAGI'
          ? apiError(409, 'conflict', "'MAGI' is already in the glossary", {
              key_words: "'MAGI' is already in the glossary",
            })
          : json(200, { ...entry, ...body }),
      'DELETE /api/firm_vocabs/4': noContent,
    });
    const user = userEvent.setup();
    renderWithProviders(<GlossarySection />);
    await user.click(await screen.findByRole('button', { name: 'Edit AGI' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit glossary entry' });
    const keyWords = within(dialog).getByRole('textbox', { name: /Key words/ });
    expect(keyWords).toHaveValue('AGI');
    await user.clear(keyWords);
    await user.type(keyWords, 'MAGI');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText("'MAGI' is already in the glossary")).toBeInTheDocument();
    await user.clear(keyWords);
    await user.type(keyWords, 'AGI, Adjusted Gross Income');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(api.bodyOf('PATCH /api/firm_vocabs/4')).toMatchObject({ key_words: 'AGI, Adjusted Gross Income' }),
    );

    await user.click(screen.getByRole('button', { name: 'Delete AGI' }));
    const confirm = await screen.findByRole('dialog', { name: 'Delete glossary entry' });
    await user.click(within(confirm).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(api.keys()).toContain('DELETE /api/firm_vocabs/4'));
  });
});
