import { temporaryEmail } from '@portal/domain';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { stubApi } from '../../testing/api-stub';
import { buildPickerEntity, json } from '../../testing/factories';
import { renderWithProviders } from '../../testing/render';
import { entityOwnersLine } from './entity-option-label';
import { EntityPicker } from './entity-picker';

afterEach(() => vi.unstubAllGlobals());

describe('EntityPicker (spec 000 §5 entity selector rules)', () => {
  it("lists inactive entities disabled and labelled 'Inactive', and labels one without an email 'No email'", async () => {
    const api = stubApi({
      'GET /api/v2/entities/picker': () =>
        json(200, {
          entities: [
            buildPickerEntity({ id: 1, name: 'Quill Household' }),
            buildPickerEntity({ id: 2, name: 'Quill Closed LLC', inactive: true }),
            buildPickerEntity({ id: 3, name: 'Quill Trust', primary_contact_email: temporaryEmail('u3') }),
          ],
        }),
    });
    const onChange = vi.fn();
    const user = userEvent.setup();
    renderWithProviders(<EntityPicker id="entity" value={null} onChange={onChange} />);
    await user.type(screen.getByRole('combobox', { name: /Entity/ }), 'Quill');
    await waitFor(() => expect(api.calls.some((c) => c.url.searchParams.get('search') === 'Quill')).toBe(true));

    const inactive = await screen.findByRole('option', { name: /Quill Closed LLC/, hidden: true });
    expect(inactive).toHaveTextContent('Inactive');
    expect(inactive).toHaveAttribute('aria-disabled', 'true');
    const noEmail = screen.getByRole('option', { name: /Quill Trust/, hidden: true });
    expect(noEmail).toHaveTextContent('No email');
    expect(noEmail).not.toHaveAttribute('aria-disabled', 'true');

    await user.click(inactive);
    expect(onChange).not.toHaveBeenCalled();
    await user.click(noEmail);
    expect(onChange).toHaveBeenCalledWith({ id: 3, name: 'Quill Trust' });
  });
});

describe('EntityPicker finds people (issue 38 §4)', () => {
  const patel = buildPickerEntity({
    id: 9,
    name: 'Patel Partnership Co.',
    external_entity_id: 'DRAKE-4471',
    owners: [
      { id: 1, name: 'Ann Okafor', email: 'ann@okafor.example' },
      { id: 2, name: 'Ben Patel', email: 'ben.patel@example.com' },
    ],
  });

  it.each([
    ['Ben', 'an owner’s first name'],
    ['ben.patel@example.com', 'an owner’s email'],
  ])('typing %s (%s) offers the entity, with its owners under its name', async (search) => {
    // The server matches owners' names and emails (entity-picker.int.test.ts); the picker asks it and shows who.
    const api = stubApi({
      'GET /api/v2/entities/picker': (_b, url) =>
        json(200, { entities: url.searchParams.get('search') === search ? [patel] : [] }),
    });
    const onChange = vi.fn();
    const user = userEvent.setup();
    renderWithProviders(<EntityPicker id="entity" value={null} onChange={onChange} />);
    await user.type(screen.getByRole('combobox', { name: /Entity/ }), search);
    await waitFor(() => expect(api.calls.some((c) => c.url.searchParams.get('search') === search)).toBe(true));
    const option = await screen.findByRole('option', { name: /Patel Partnership Co\./, hidden: true });
    expect(option).toHaveTextContent(
      'Ann Okafor · ann@okafor.example, Ben Patel · ben.patel@example.com, ID DRAKE-4471',
    );
    await user.click(option);
    expect(onChange).toHaveBeenCalledWith({ id: 9, name: 'Patel Partnership Co.' });
  });

  it('names an owner without a real address by name only', () => {
    expect(
      entityOwnersLine({
        external_entity_id: null,
        owners: [{ id: 1, name: 'Cam Doe', email: temporaryEmail('u1') }],
      }),
    ).toBe('Cam Doe');
  });
});
