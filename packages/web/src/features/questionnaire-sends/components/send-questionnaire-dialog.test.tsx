import { alreadySentWarning, defaultTaxYear, sendMessages, sendTaxYears, temporaryEmail } from '@portal/domain';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiError, stubApi } from '../../../testing/api-stub';
import { buildEntityRow, buildPickerEntity, json } from '../../../testing/factories';
import { renderWithProviders } from '../../../testing/render';
import { SendQuestionnaireDialog } from './send-questionnaire-dialog';

afterEach(() => vi.unstubAllGlobals());

const SEND = 'POST /api/send_questionnaires';
const options = (patch: Record<string, unknown> = {}) => ({
  tax_years: sendTaxYears(new Date()),
  default_tax_year: defaultTaxYear(new Date()),
  payments_ready: true,
  document_drop_off_enabled: true,
  entity_types: ['Individual', 'Trust'],
  ...patch,
});
const template = {
  id: 3,
  name: 'Individual organizer',
  description: null,
  section_count: 2,
  question_count: 9,
  updated_at: '2026-01-01T00:00:00.000Z',
  built_in: false,
};

function setup({
  companyIds,
  routes = {},
  sendOptions = options(),
}: {
  companyIds?: number[];
  routes?: Parameters<typeof stubApi>[0];
  sendOptions?: ReturnType<typeof options>;
} = {}) {
  const api = stubApi({
    'GET /api/send_options': () => json(200, sendOptions),
    'GET /api/questionnaire_templates': () => json(200, { items: [template] }),
    'GET /api/v2/entities': (_body, url) => {
      const filters = JSON.parse(url.searchParams.get('filters') ?? '{}') as { ids?: number[] };
      const rows = (filters.ids ?? []).map((id) => buildEntityRow({ id }));
      return json(200, { entities: rows, total: rows.length });
    },
    'GET /api/v2/entities/picker': () =>
      json(200, {
        entities: [buildPickerEntity({ id: 41, name: 'Acme LLC' }), buildPickerEntity({ id: 42, name: 'Acorn Trust' })],
      }),
    ...routes,
  });
  const onClose = vi.fn();
  const onSent = vi.fn();
  const user = userEvent.setup();
  renderWithProviders(<SendQuestionnaireDialog opened companyIds={companyIds} onClose={onClose} onSent={onSent} />);
  return { api, user, onClose, onSent };
}

async function chooseTemplate(user: ReturnType<typeof userEvent.setup>) {
  const dialog = within(await screen.findByRole('dialog', { name: 'Send Questionnaire' }));
  await user.click(await dialog.findByRole('combobox', { name: /^Template/ }));
  await user.click(await screen.findByRole('option', { name: 'Individual organizer', hidden: true }));
  return dialog;
}

describe('SendQuestionnaireDialog', () => {
  it('refuses to send without a template, naming the field, and posts nothing', async () => {
    const { api, user } = setup({ companyIds: [1] });
    const dialog = within(await screen.findByRole('dialog', { name: 'Send Questionnaire' }));
    expect(await dialog.findByText('Entity 1')).toBeInTheDocument();
    expect(dialog.getByRole('radio', { name: 'Document Drop Off' })).toBeInTheDocument();
    await user.click(dialog.getByRole('button', { name: 'Send' }));
    expect(await dialog.findByText(sendMessages.template)).toBeInTheDocument();
    expect(dialog.getByRole('combobox', { name: /^Template/ })).toHaveFocus();
    expect(api.keys()).not.toContain(SEND);
  });

  it('disables entity types once an entity is picked from the server search', async () => {
    const { api, user } = setup();
    const dialog = within(await screen.findByRole('dialog', { name: 'Send Questionnaire' }));
    const types = await dialog.findByRole('combobox', { name: /^Entity types/ });
    expect(types).toBeEnabled();
    await user.click(dialog.getByRole('combobox', { name: /^Entities/ }));
    await user.type(dialog.getByRole('combobox', { name: /^Entities/ }), 'Ac');
    await waitFor(() => expect(api.calls.some((c) => c.url.searchParams.get('search') === 'Ac')).toBe(true));
    await user.click(await screen.findByRole('option', { name: /^Acme LLC/, hidden: true }));
    await waitFor(() => expect(types).toBeDisabled());
  });

  it('hides entities that cannot answer (read-only, non-paying) and labels one without an email (spec 000 §5)', async () => {
    const { api, user } = setup({
      routes: {
        'GET /api/v2/entities/picker': () => {
          const rows = [
            buildPickerEntity({ id: 41, name: 'Acme LLC' }),
            buildPickerEntity({ id: 43, name: 'Ace Read Only', readonly_access: true }),
            buildPickerEntity({ id: 44, name: 'Ace Not Paying', paying: false }),
            buildPickerEntity({ id: 45, name: 'Ace Inactive', inactive: true }),
            buildPickerEntity({ id: 46, name: 'Ace No Address', primary_contact_email: temporaryEmail('u46') }),
          ];
          return json(200, { entities: rows });
        },
      },
    });
    const dialog = within(await screen.findByRole('dialog', { name: 'Send Questionnaire' }));
    const entities = await dialog.findByRole('combobox', { name: /^Entities/ });
    await user.click(entities);
    await user.type(entities, 'Ac');
    await waitFor(() => expect(api.calls.some((c) => c.url.searchParams.get('search') === 'Ac')).toBe(true));
    expect(await screen.findByRole('option', { name: /^Acme LLC/, hidden: true })).toBeInTheDocument();
    const noEmail = await screen.findByRole('option', { name: /Ace No Address/, hidden: true });
    expect(noEmail).toHaveTextContent('No email');
    for (const hiddenName of ['Ace Read Only', 'Ace Not Paying', 'Ace Inactive'])
      expect(screen.queryByRole('option', { name: new RegExp(hiddenName), hidden: true })).toBeNull();
  });

  it('asks before sending to 12 entities, then posts them and reports the accepted send', async () => {
    const ids = Array.from({ length: 12 }, (_, i) => i + 1);
    const { api, user, onSent, onClose } = setup({
      companyIds: ids,
      routes: { [SEND]: () => json(202, { message: sendMessages.sent, send_id: null, scheduled_send_id: null }) },
    });
    const dialog = await chooseTemplate(user);
    await user.click(dialog.getByRole('button', { name: 'Send' }));
    expect(await dialog.findByText(sendMessages.confirmMany(12))).toBeInTheDocument();
    expect(api.keys()).not.toContain(SEND);
    await user.click(dialog.getByRole('button', { name: 'Confirm send' }));
    expect(await screen.findByText(sendMessages.sent)).toBeInTheDocument();
    expect(api.bodyOf(SEND)).toMatchObject({ kind: 'template', questionnaire_template_id: 3, company_ids: ids });
    expect(onSent).toHaveBeenCalledTimes(1);
    expect(onClose).toHaveBeenCalled();
  });

  it('follows a batch until it is done, then Done closes and reports it', async () => {
    let polls = 0;
    const { user, onSent, onClose } = setup({
      companyIds: [1],
      routes: {
        [SEND]: () => json(202, { message: sendMessages.sent, send_id: 77, scheduled_send_id: null }),
        'GET /api/questionnaire_send_batches/77': () =>
          json(200, {
            id: 77,
            status: ++polls === 1 ? 'running' : 'done',
            total: 12,
            done: polls === 1 ? 5 : 11,
            failed: polls === 1 ? 0 : 1,
            is_draft: false,
          }),
      },
    });
    const dialog = await chooseTemplate(user);
    await user.click(dialog.getByRole('button', { name: 'Send' }));
    expect(await dialog.findByText('Sending 5 of 12…')).toBeInTheDocument();
    expect(dialog.getByRole('progressbar', { name: 'Send progress' })).toHaveAttribute('aria-valuenow', '42');
    expect(await dialog.findByText('Sent to 11 entities')).toBeInTheDocument();
    expect(dialog.getByText('1 entity could not be sent.')).toBeInTheDocument();
    expect(onSent).not.toHaveBeenCalled();
    await user.click(dialog.getByRole('button', { name: 'Done' }));
    expect(onSent).toHaveBeenCalledTimes(1);
    expect(onClose).toHaveBeenCalled();
  });

  it("shows the server's 400 message on the form and on its field, keeping what was typed", async () => {
    const { api, user } = setup({
      companyIds: [1],
      routes: { [SEND]: () => apiError(400, 'validation', sendMessages.dueDate, { due_date: sendMessages.dueDate }) },
    });
    const dialog = await chooseTemplate(user);
    await user.click(dialog.getByRole('button', { name: 'Add question' }));
    await user.type(dialog.getByRole('textbox', { name: 'Question 1' }), 'Any new dependents?');
    await user.click(dialog.getByRole('button', { name: 'Send' }));
    // Once above the form, once on the Due date field.
    expect(await dialog.findAllByText(sendMessages.dueDate)).toHaveLength(2);
    expect(dialog.getByRole('textbox', { name: /^Due date/ })).toHaveAttribute('aria-invalid', 'true');
    expect(dialog.getByRole('combobox', { name: /^Template/ })).toHaveValue('Individual organizer');
    expect(dialog.getByRole('textbox', { name: 'Question 1' })).toHaveValue('Any new dependents?');
    expect(api.bodyOf(SEND)).toMatchObject({
      questions_to_create: [{ text: 'Any new dependents?', question_type: 'text', options: [] }],
    });
  });

  it('asks for Stripe before a deposit when payments are not set up', async () => {
    const { api, user } = setup({ companyIds: [1], sendOptions: options({ payments_ready: false }) });
    const dialog = await chooseTemplate(user);
    await user.click(dialog.getByRole('checkbox', { name: 'Require a deposit' }));
    expect(await dialog.findByText(sendMessages.stripe)).toBeInTheDocument();
    expect(dialog.queryByRole('textbox', { name: /Deposit amount/ })).not.toBeInTheDocument();
    await user.click(dialog.getByRole('button', { name: 'Send' }));
    expect(dialog.getByRole('checkbox', { name: 'Require a deposit' })).toHaveFocus();
    expect(api.keys()).not.toContain(SEND);
  });

  it('offers Custom with its default subject and Drop Off with the warning, drafts saved with a toast', async () => {
    const { api, user, onSent } = setup({
      companyIds: [1],
      routes: { [SEND]: () => json(202, { message: 'ok', send_id: 5, scheduled_send_id: null }) },
    });
    const dialog = within(await screen.findByRole('dialog', { name: 'Send Questionnaire' }));
    await user.click(await dialog.findByRole('radio', { name: 'Document Drop Off' }));
    expect(dialog.getByText(sendMessages.sensitiveWarning)).toBeInTheDocument();
    await user.click(dialog.getByRole('button', { name: 'Send' }));
    expect(await dialog.findByText(sendMessages.itemRequired)).toBeInTheDocument();

    await user.click(dialog.getByRole('radio', { name: 'Custom' }));
    expect(dialog.getByRole('textbox', { name: /^Subject/ })).toHaveValue('Open items regarding');
    await user.type(dialog.getByRole('textbox', { name: 'Item 1' }), 'Send your 1099s');
    await user.click(dialog.getByRole('button', { name: 'Save as draft' }));
    expect(await screen.findByText(sendMessages.drafts)).toBeInTheDocument();
    expect(api.bodyOf(SEND)).toMatchObject({ kind: 'custom', name: 'Open items regarding', is_draft: true });
    expect(onSent).toHaveBeenCalledTimes(1);
  });
  it('schedules a monthly send due 14 days after each send, with no already-sent warning (it repeats by design)', async () => {
    const { api, user, onSent } = setup({
      companyIds: [1],
      routes: {
        [SEND]: () => json(202, { message: 'ok', send_id: null, scheduled_send_id: 4 }),
        'POST /api/send_questionnaires/already_sent': () =>
          json(200, { entities: [{ id: 1, name: 'Entity 1' }], count: 1 }),
      },
    });
    const dialog = await chooseTemplate(user);
    await user.click(dialog.getByRole('switch', { name: /Schedule send/ }));
    expect(dialog.queryByRole('textbox', { name: /^Due date/ })).not.toBeInTheDocument();
    await user.click(dialog.getByRole('combobox', { name: /^Frequency/ }));
    await user.click(await screen.findByRole('option', { name: 'Monthly', hidden: true }));
    await user.click(dialog.getByRole('button', { name: 'Send' }));
    expect(await screen.findByText(sendMessages.scheduled)).toBeInTheDocument();
    expect(api.bodyOf(SEND)).toMatchObject({
      frequency: 'monthly',
      first_scheduled_date: new Date().toISOString().slice(0, 10),
      days_until_due: 14,
      due_date: null,
    });
    expect(onSent).toHaveBeenCalledTimes(1);
  });
});

describe('SendQuestionnaireDialog, a second send of the same template and year (issue 21 §8)', () => {
  const ALREADY = 'POST /api/send_questionnaires/already_sent';
  const accepted = () => json(202, { message: sendMessages.sent, send_id: null, scheduled_send_id: null });

  it('warns which entities already have it, and sends only after Send again', async () => {
    const found = { entities: [{ id: 1, name: 'Lee LLC' }], count: 1 };
    const { api, user } = setup({
      companyIds: [1, 2],
      routes: { [ALREADY]: () => json(200, found), [SEND]: accepted },
    });
    const dialog = await chooseTemplate(user);
    const year = defaultTaxYear(new Date());
    const warning = alreadySentWarning(found, year);
    expect(await dialog.findByText(warning)).toBeInTheDocument();
    expect(warning).toContain('Lee LLC');
    expect(api.bodyOf(ALREADY)).toEqual({
      questionnaire_template_id: 3,
      tax_year: year,
      company_ids: [1, 2],
      company_types: [],
    });
    await user.click(dialog.getByRole('button', { name: 'Send' }));
    expect(await dialog.findByRole('button', { name: 'Confirm send' })).toHaveTextContent('Send again');
    expect(dialog.getByText(warning)).toBeInTheDocument();
    expect(api.keys()).not.toContain(SEND);
    await user.click(dialog.getByRole('button', { name: 'Confirm send' }));
    expect(await screen.findByText(sendMessages.sent)).toBeInTheDocument();
    expect(api.keys()).toContain(SEND);
  });

  it('sends at once when none of the entities has it yet', async () => {
    const { api, user } = setup({
      companyIds: [1],
      routes: { [ALREADY]: () => json(200, { entities: [], count: 0 }), [SEND]: accepted },
    });
    const dialog = await chooseTemplate(user);
    await waitFor(() => expect(api.keys()).toContain(ALREADY));
    await user.click(dialog.getByRole('button', { name: 'Send' }));
    expect(await screen.findByText(sendMessages.sent)).toBeInTheDocument();
    expect(screen.queryByText(/Already sent/)).not.toBeInTheDocument();
  });
});

describe('SendQuestionnaireDialog for a firm with no clients (issue 21 §3)', () => {
  it('says there are no clients yet and offers to add one', async () => {
    setup({ routes: { 'GET /api/v2/entities/picker': () => json(200, { entities: [] }) } });
    const dialog = within(await screen.findByRole('dialog', { name: 'Send Questionnaire' }));
    expect(await dialog.findByText('You have no clients yet')).toBeInTheDocument();
    expect(dialog.getByRole('link', { name: 'Add a client' })).toHaveAttribute('href', '/clients?create=1');
  });

  it('says nothing of the kind when the firm has entities', async () => {
    setup();
    const dialog = within(await screen.findByRole('dialog', { name: 'Send Questionnaire' }));
    await dialog.findByLabelText('Entities');
    await waitFor(() => expect(screen.queryByText('You have no clients yet')).not.toBeInTheDocument());
  });
});
