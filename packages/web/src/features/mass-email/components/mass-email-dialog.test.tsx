import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { massEmailMessages, type MassEmailStatus } from '@portal/domain';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiError, stubApi } from '../../../testing/api-stub';
import { buildEntityRow, json } from '../../../testing/factories';
import { renderWithProviders } from '../../../testing/render';
import { MassEmailDialog } from './mass-email-dialog';

afterEach(() => vi.unstubAllGlobals());

const USERS = 'GET /api/v2/users';
const TEST = 'POST /api/advisors/send_test_mass_message';
const SEND = 'POST /api/advisors/send_mass_message';
const STATUS = 'GET /api/advisors/mass_messages/5';

const client = (id: number, name: string) => ({
  id,
  uid: `u-${id}`,
  fname: name.split(' ')[0],
  lname: name.split(' ')[1] ?? '',
  full_name: name,
  email: `${name.split(' ')[0]!.toLowerCase()}${id}@example.com`,
  phone_number: null,
  is_advisor: false,
  firm_access: null,
  group_id: null,
  paying: true,
  readonly_access: false,
  assigned_advisor_id: null,
  entity_count: 1,
  contact_tags: [],
  updated_at: '2026-01-01T00:00:00.000Z',
  created_at: '2026-01-01T00:00:00.000Z',
  deleted_at: null,
});
const few = [client(1, 'Ann Lee'), client(2, 'Bob Stone'), client(3, 'Ann Moss')];
const many = Array.from({ length: 12 }, (_, i) => client(i + 1, `Client ${i + 1}`));
const status = (over: Partial<MassEmailStatus>): MassEmailStatus => ({
  id: 5,
  subject: 'Hello',
  status: 'queued',
  total: 2,
  sent: 0,
  failed: 0,
  created_at: '2026-01-01T00:00:00.000Z',
  ...over,
});

function renderDialog(routes: Parameters<typeof stubApi>[0], users = few) {
  const api = stubApi({ [USERS]: () => json(200, { users, total: users.length }), ...routes });
  const onClose = vi.fn();
  renderWithProviders(<MassEmailDialog opened onClose={onClose} />);
  return { api, onClose, user: userEvent.setup() };
}

const dialog = () => screen.getByRole('dialog', { name: 'Send Mass Email' });

describe('MassEmailDialog', () => {
  it('loads every client (rows_per_page -1) and selects all that the filter matches', async () => {
    const { api, user } = renderDialog({});
    const recipients = await screen.findByRole('group', { name: /Recipients/ });
    expect(
      await within(recipients).findByRole('checkbox', { name: 'Bob Stone (bob2@example.com)' }),
    ).toBeInTheDocument();
    expect(api.calls[0]!.url.searchParams.get('rows_per_page')).toBe('-1');

    await user.type(within(recipients).getByRole('searchbox', { name: 'Filter recipients' }), 'ann');
    await waitFor(() => expect(within(recipients).queryByRole('checkbox', { name: /Bob Stone/ })).toBeNull());
    await user.click(within(recipients).getByRole('button', { name: 'Select all 2 matching' }));
    expect(within(recipients).getByRole('checkbox', { name: /Ann Lee/ })).toBeChecked();
    expect(within(recipients).getByRole('checkbox', { name: /Ann Moss/ })).toBeChecked();
    expect(recipients).toHaveAccessibleDescription(/2 of 3 clients selected/);
    await user.click(within(recipients).getByRole('button', { name: 'Clear' }));
    expect(within(recipients).getByRole('checkbox', { name: /Ann Lee/ })).not.toBeChecked();
  });

  it('filters recipients by tag, entity type and assigned firm user, and selects all that match', async () => {
    const vip = { id: 7, name: 'VIP' };
    const people = [
      { ...client(1, 'Ann Lee'), contact_tags: [vip], assigned_advisor_id: 50 },
      { ...client(2, 'Bob Stone'), contact_tags: [vip], assigned_advisor_id: null },
      { ...client(3, 'Cy Moss'), contact_tags: [], assigned_advisor_id: 50 },
    ];
    const staff = [{ ...client(50, 'Pat Partner'), is_advisor: true }];
    const { user } = renderDialog({
      [USERS]: (_b, url) => {
        const advisors = url.searchParams.get('filters')?.includes('is_advisor');
        const users = advisors ? staff : people;
        return json(200, { users, total: users.length });
      },
      'GET /api/v2/entities': () =>
        json(200, {
          entities: [
            buildEntityRow({ id: 1, entity_type: 'Trust', user_id: 1, owners: [] }),
            buildEntityRow({ id: 2, entity_type: 'Individual', user_id: 2, owners: [] }),
            buildEntityRow({
              id: 3,
              entity_type: 'Trust',
              user_id: 9,
              owners: [{ id: 3, uid: 'u-3', full_name: 'Cy' }],
            }),
          ],
          total: 3,
        }),
    });
    const recipients = await screen.findByRole('group', { name: /Recipients/ });
    await within(recipients).findByRole('checkbox', { name: /Cy Moss/ });
    const pick = async (label: string, option: string) => {
      await user.click(within(recipients).getByRole('combobox', { name: label }));
      await user.click(await screen.findByRole('option', { name: option, hidden: true }));
      await user.keyboard('{Escape}');
    };

    await pick('Tags', 'VIP');
    await waitFor(() => expect(within(recipients).queryByRole('checkbox', { name: /Cy Moss/ })).toBeNull());
    await pick('Entity type', 'Trust');
    await waitFor(() => expect(within(recipients).queryByRole('checkbox', { name: /Bob Stone/ })).toBeNull());
    expect(within(recipients).getByRole('checkbox', { name: /Ann Lee/ })).toBeInTheDocument();
    await pick('Assigned firm user', 'Pat Partner');
    await user.click(within(recipients).getByRole('button', { name: 'Select all 1 matching' }));
    expect(recipients).toHaveAccessibleDescription(/1 of 3 clients selected/);
    expect(within(recipients).getByRole('checkbox', { name: /Ann Lee/ })).toBeChecked();
  });

  it('says when no client has the chosen assigned firm user', async () => {
    const { user } = renderDialog({});
    const recipients = await screen.findByRole('group', { name: /Recipients/ });
    await within(recipients).findByRole('checkbox', { name: /Ann Lee/ });
    await user.click(within(recipients).getByRole('combobox', { name: 'Assigned firm user' }));
    // The stub answers the staff list with the same people: Bob Stone is offered as a firm user.
    await user.click(await screen.findByRole('option', { name: 'Bob Stone', hidden: true }));
    expect(await within(recipients).findByText('No clients match the filters')).toBeInTheDocument();
  });

  it('inserts a variable at the cursor of the field being written', async () => {
    const { user } = renderDialog({});
    const body = within(dialog()).getByRole('textbox', { name: /Message/ });
    await user.type(body, 'Dear , thanks');
    (body as HTMLTextAreaElement).setSelectionRange(5, 5);
    await user.click(within(dialog()).getByRole('button', { name: '{{client_fname}}' }));
    expect(body).toHaveValue('Dear {{client_fname}}, thanks');

    const subject = within(dialog()).getByRole('textbox', { name: /Subject/ });
    await user.click(subject);
    expect(within(dialog()).getByText('Insert a variable into the subject')).toBeInTheDocument();
    await user.click(within(dialog()).getByRole('button', { name: '{{assigned_firm_user_name}}' }));
    expect(subject).toHaveValue('{{assigned_firm_user_name}}');
  });

  it('needs a subject and a message for a test, then toasts what the server says', async () => {
    const { api, user } = renderDialog({ [TEST]: () => json(200, { message: massEmailMessages.testSent }) });
    await user.click(within(dialog()).getByRole('button', { name: 'Send test' }));
    expect(await screen.findByText(massEmailMessages.subjectRequired)).toBeInTheDocument();
    expect(screen.getByText(massEmailMessages.bodyRequired)).toBeInTheDocument();
    expect(api.keys()).not.toContain(TEST);

    await user.type(within(dialog()).getByRole('textbox', { name: /Subject/ }), 'Hello');
    await user.type(within(dialog()).getByRole('textbox', { name: /Message/ }), 'Hi {{{{client_fname}}');
    await user.click(within(dialog()).getByRole('button', { name: 'Send test' }));
    expect(await screen.findByText('Test email was sent your email address.')).toBeInTheDocument();
    expect(api.bodyOf(TEST)).toEqual({ subject: 'Hello', body: 'Hi {{client_fname}}' });
  });

  it('needs a recipient, sends, and follows the progress until it completes', async () => {
    let polls = 0;
    const { api, user } = renderDialog({
      [SEND]: () => json(200, { message: massEmailMessages.queued, mass_email: status({}) }),
      [STATUS]: () => {
        polls += 1;
        return json(200, polls < 2 ? status({ status: 'sending', sent: 1 }) : status({ status: 'completed', sent: 2 }));
      },
    });
    await user.type(within(dialog()).getByRole('textbox', { name: /Subject/ }), 'Hello');
    await user.type(within(dialog()).getByRole('textbox', { name: /Message/ }), 'Body');
    await user.click(within(dialog()).getByRole('button', { name: 'Send' }));
    expect(await screen.findByText(massEmailMessages.recipientsRequired)).toBeInTheDocument();
    expect(api.keys()).not.toContain(SEND);

    await user.click(await within(dialog()).findByRole('checkbox', { name: /Ann Lee/ }));
    await user.click(within(dialog()).getByRole('checkbox', { name: /Bob Stone/ }));
    await user.click(within(dialog()).getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(api.bodyOf(SEND)).toEqual({ subject: 'Hello', body: 'Body', client_ids: [1, 2] }));
    expect(await screen.findByRole('progressbar', { name: 'Mass email progress' })).toBeInTheDocument();
    expect(await screen.findByText('Sending… 1 of 2 processed.', {}, { timeout: 3000 })).toBeInTheDocument();
    expect(await screen.findByText('Completed: 2 of 2 sent.', {}, { timeout: 3000 })).toBeInTheDocument();
    expect(await screen.findByText(massEmailMessages.queued)).toBeInTheDocument();
    const pollsAtEnd = polls;
    await new Promise((r) => setTimeout(r, 1200));
    expect(polls).toBe(pollsAtEnd);
  });

  it('asks first from 10 recipients on, and shows a refusal', async () => {
    const { api, user } = renderDialog(
      { [SEND]: () => apiError(404, 'not_found', 'Some recipients were not found') },
      many,
    );
    await user.type(within(dialog()).getByRole('textbox', { name: /Subject/ }), 'Hello');
    await user.type(within(dialog()).getByRole('textbox', { name: /Message/ }), 'Body');
    await user.click(await within(dialog()).findByRole('button', { name: 'Select all' }));
    await user.click(within(dialog()).getByRole('button', { name: 'Send' }));
    const confirm = await screen.findByRole('dialog', { name: 'Confirm mass email' });
    expect(confirm).toHaveTextContent('Send this email to 12 clients?');
    expect(api.keys()).not.toContain(SEND);
    await user.click(within(confirm).getByRole('button', { name: 'Send' }));
    expect(await screen.findByText('Some recipients were not found')).toBeInTheDocument();
    expect((api.bodyOf(SEND) as { client_ids: number[] }).client_ids).toHaveLength(12);
  });
});
