import { temporaryEmail } from '@portal/domain';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { stubApi } from '../../testing/api-stub';
import { buildEntityRow, json } from '../../testing/factories';
import { renderWithProviders } from '../../testing/render';
import { EntityPicker } from './entity-picker';

afterEach(() => vi.unstubAllGlobals());

describe('EntityPicker (spec 000 §5 entity selector rules)', () => {
  it("lists inactive entities disabled and labelled 'Inactive', and labels one without an email 'No email'", async () => {
    const api = stubApi({
      'GET /api/v2/entities': () =>
        json(200, {
          entities: [
            buildEntityRow({ id: 1, name: 'Quill Household' }),
            buildEntityRow({ id: 2, name: 'Quill Closed LLC', inactive: true }),
            buildEntityRow({ id: 3, name: 'Quill Trust', primary_contact_email: temporaryEmail('u3') }),
          ],
          total: 3,
        }),
    });
    const onChange = vi.fn();
    const user = userEvent.setup();
    renderWithProviders(<EntityPicker id="entity" value={null} onChange={onChange} />);
    await user.type(screen.getByRole('combobox', { name: /Entity/ }), 'Quill');
    await waitFor(() => expect(api.calls.some((c) => c.url.searchParams.get('search') === 'Quill')).toBe(true));
    // Inactive ones are asked for too: the picker shows them, disabled.
    expect(api.calls.at(-1)!.url.searchParams.get('filters') ?? '').not.toContain('inactive');

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
