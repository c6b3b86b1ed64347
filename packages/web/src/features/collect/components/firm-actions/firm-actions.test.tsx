import { firmActionMessages } from '@portal/domain';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiError, stubApi } from '../../../../testing/api-stub';
import { json } from '../../../../testing/factories';
import { renderWithProviders } from '../../../../testing/render';
import { buildQuestionnaire, buildSection, buildSignature } from '../../../../testing/questionnaire.fixtures';
import { CustomStatusesDialog } from './custom-statuses-dialog';
import { RequestItemsDialog } from './request-items-dialog';
import { RequestSignatureDialog } from './request-signature-dialog';
import { SetStatusDialog } from './set-status-dialog';

afterEach(() => vi.unstubAllGlobals());

const ok = (message: string) => () => json(200, { message });
const statuses = [
  {
    id: 1,
    firm_user_display_status: 'Waiting on K-1',
    client_display_status: 'Waiting',
    client_instruction: 'Upload it',
  },
  { id: 2, firm_user_display_status: 'Internal', client_display_status: null, client_instruction: null },
];

describe('RequestItemsDialog', () => {
  it('asks for each item, then sends the rows with their types', async () => {
    const api = stubApi({ 'POST /api/send_open_items': ok(firmActionMessages.additionalItemsRequested) });
    const onClose = vi.fn();
    const user = userEvent.setup();
    renderWithProviders(<RequestItemsDialog questionnaireId={7} onClose={onClose} />);
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByText(firmActionMessages.itemTextRequired)).toBeInTheDocument();
    expect(api.keys()).not.toContain('POST /api/send_open_items');

    await user.type(screen.getByRole('textbox', { name: /Item 1/ }), 'Brokerage 1099');
    await user.click(screen.getByRole('button', { name: 'Add item' }));
    await user.type(screen.getByRole('textbox', { name: /Item 2/ }), 'New address?');
    await user.click(screen.getByRole('combobox', { name: 'Item 2 type' }));
    await user.click((await screen.findAllByRole('option', { name: 'Text answer', hidden: true })).at(-1)!);
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByText(firmActionMessages.additionalItemsRequested)).toBeInTheDocument();
    expect(api.bodyOf('POST /api/send_open_items')).toEqual({
      questionnaire_id: 7,
      items: [
        { text: 'Brokerage 1099', question_type: 'upload' },
        { text: 'New address?', question_type: 'text' },
      ],
    });
    expect(onClose).toHaveBeenCalled();
  });

  it('shows the server’s refusal of a locked questionnaire', async () => {
    stubApi({ 'POST /api/send_open_items': () => apiError(400, 'validation_failed', firmActionMessages.locked) });
    const user = userEvent.setup();
    renderWithProviders(<RequestItemsDialog questionnaireId={7} onClose={vi.fn()} />);
    await user.type(screen.getByRole('textbox', { name: /Item 1/ }), 'W-2');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByText(firmActionMessages.locked)).toBeInTheDocument();
  });
});

describe('RequestSignatureDialog', () => {
  const detail = buildQuestionnaire({
    id: 7,
    sections: [
      buildSection({
        id: 3,
        name: 'Engagement Letter',
        section_type: 2,
        section_key: 'agreement_signature',
        engagement_signatures: [
          buildSignature({ id: 40, section_id: 3, user_name: 'Casey Jones', signature: null }),
          buildSignature({ id: 41, section_id: 3, user_name: 'Alex Jones', signature: 'Alex Jones' }),
        ],
      }),
      buildSection({ id: 4, name: 'General' }),
    ],
  });
  const render = (routes = {}) => {
    const api = stubApi({
      'GET /api/questionnaires/7': () => json(200, detail),
      'GET /api/questionnaires/7/signers': () =>
        json(200, { items: [{ id: 9, full_name: 'Sam Jones', email: 'sam@example.test' }] }),
      'POST /api/add_signature_request': ok(firmActionMessages.signatureRequested),
      'POST /api/remove_signature': ok(firmActionMessages.signatureRemoved),
      ...routes,
    });
    const user = userEvent.setup();
    renderWithProviders(<RequestSignatureDialog questionnaireId={7} onClose={vi.fn()} />);
    return { api, user };
  };

  it('requests a signature from an owner on the engagement letter', async () => {
    const { api, user } = render();
    await user.click(await screen.findByRole('combobox', { name: /Signer/ }));
    await user.click(await screen.findByRole('option', { name: /Sam Jones/, hidden: true }));
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByText(firmActionMessages.signatureRequested)).toBeInTheDocument();
    expect(api.bodyOf('POST /api/add_signature_request')).toEqual({ questionnaire_id: 7, section_id: 3, user_id: 9 });
  });

  it('says when the request fails', async () => {
    const { user } = render({
      'POST /api/add_signature_request': () => apiError(409, 'conflict', firmActionMessages.alreadyRequested),
    });
    await user.click(await screen.findByRole('combobox', { name: /Signer/ }));
    await user.click(await screen.findByRole('option', { name: /Sam Jones/, hidden: true }));
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByText(firmActionMessages.signatureRequestFailed)).toBeInTheDocument();
  });

  it("says 'Error fetching entity users' when the signers cannot be loaded (spec 001 §8)", async () => {
    render({
      'GET /api/questionnaires/7/signers': () => apiError(403, 'forbidden', 'You do not have permission to do that'),
    });
    expect(await screen.findByRole('alert')).toHaveTextContent('Error fetching entity users');
    expect(screen.queryByRole('combobox', { name: /Signer/ })).toBeNull();
  });

  it('removes a pending request after confirming, and never offers removing a signed one', async () => {
    const { api, user } = render();
    const list = await screen.findByRole('list', { name: 'Signatures requested' });
    expect(within(list).getAllByRole('button', { name: /Remove/ })).toHaveLength(1);
    await user.click(within(list).getByRole('button', { name: 'Remove Casey Jones from Engagement Letter' }));
    const confirm = await screen.findByRole('dialog', { name: 'Remove Signature Confirmation' });
    await user.click(within(confirm).getByRole('button', { name: 'Remove' }));
    expect(await screen.findByText(firmActionMessages.signatureRemoved)).toBeInTheDocument();
    expect(api.bodyOf('POST /api/remove_signature')).toEqual({ questionnaire_id: 7, signature_id: 40 });
  });
});

describe('SetStatusDialog', () => {
  const render = () => {
    const api = stubApi({
      'GET /api/firm_custom_statuses': () => json(200, { items: statuses }),
      'PATCH /api/questionnaires/7/custom_status': ok(firmActionMessages.statusSet),
      'POST /api/send_custom_status_change': ok(firmActionMessages.notificationsUpdated),
    });
    const user = userEvent.setup();
    renderWithProviders(<SetStatusDialog questionnaireId={7} currentStatusId={null} onClose={vi.fn()} />);
    return { api, user };
  };
  const choose = async (user: ReturnType<typeof userEvent.setup>, name: string) => {
    await user.click(await screen.findByRole('combobox', { name: 'Status' }));
    await user.click(await screen.findByRole('option', { name, hidden: true }));
  };

  it('sets a status without telling the client', async () => {
    const { api, user } = render();
    await choose(user, 'Internal');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(firmActionMessages.statusSet)).toBeInTheDocument();
    expect(api.bodyOf('PATCH /api/questionnaires/7/custom_status')).toEqual({ firm_custom_status_id: 2 });
    expect(api.keys()).not.toContain('POST /api/send_custom_status_change');
  });

  it('shows an error when the status has nothing for the client', async () => {
    const { user } = render();
    await choose(user, 'Internal');
    await user.click(screen.getByRole('checkbox', { name: 'Notify the client' }));
    expect(screen.getByRole('alert')).toHaveTextContent(firmActionMessages.statusLacksClientText);
    expect(screen.getByRole('button', { name: 'Save and notify' })).toBeDisabled();
  });

  it('requires subject, body and the SMS text when SMS is checked, then notifies', async () => {
    const { api, user } = render();
    await choose(user, 'Waiting on K-1');
    await user.click(screen.getByRole('checkbox', { name: 'Notify the client' }));
    await user.click(screen.getByRole('checkbox', { name: 'Also send a text message' }));
    await user.click(screen.getByRole('button', { name: 'Save and notify' }));
    expect(await screen.findByText(firmActionMessages.subjectRequired)).toBeInTheDocument();
    expect(screen.getByText(firmActionMessages.messageRequired)).toBeInTheDocument();
    expect(screen.getByText(firmActionMessages.smsRequired)).toBeInTheDocument();
    await user.type(screen.getByRole('textbox', { name: /Email subject/ }), 'Update');
    await user.type(screen.getByRole('textbox', { name: /Email message/ }), 'Hi');
    await user.type(screen.getByRole('textbox', { name: /SMS message/ }), 'Text');
    await user.click(screen.getByRole('button', { name: 'Save and notify' }));
    expect(await screen.findByText(firmActionMessages.notificationsUpdated)).toBeInTheDocument();
    expect(api.bodyOf('POST /api/send_custom_status_change')).toEqual({
      questionnaireIds: [7],
      customEmailSubject: 'Update',
      customEmailMessage: 'Hi',
      customSmsMessage: 'Text',
    });
  });
});

describe('CustomStatusesDialog', () => {
  it('lists, adds, edits and deletes (after confirming) statuses', async () => {
    const api = stubApi({
      'GET /api/firm_custom_statuses': () => json(200, { items: statuses }),
      'POST /api/firm_custom_statuses': (body) => json(201, { id: 3, ...body }),
      'PATCH /api/firm_custom_statuses/1': (body) => json(200, { ...statuses[0], ...body }),
      'DELETE /api/firm_custom_statuses/2': ok(firmActionMessages.statusDeleted),
    });
    const user = userEvent.setup();
    renderWithProviders(<CustomStatusesDialog onClose={vi.fn()} />);
    expect(await screen.findByText('Waiting on K-1')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Add status' }));
    await user.click(screen.getByRole('button', { name: 'Save status' }));
    expect(await screen.findByText(firmActionMessages.statusNameRequired)).toBeInTheDocument();
    await user.type(screen.getByRole('textbox', { name: /Status name/ }), 'Ready');
    await user.type(screen.getByRole('textbox', { name: 'Client display status' }), 'In progress');
    await user.click(screen.getByRole('button', { name: 'Save status' }));
    expect(await screen.findByText(firmActionMessages.statusAdded)).toBeInTheDocument();
    expect(api.bodyOf('POST /api/firm_custom_statuses')).toEqual({
      firm_user_display_status: 'Ready',
      client_display_status: 'In progress',
      client_instruction: '',
    });

    await user.click(screen.getByRole('button', { name: 'Edit Waiting on K-1' }));
    const instruction = screen.getByRole('textbox', { name: 'Client instruction' });
    await user.clear(instruction);
    await user.type(instruction, 'Send it');
    await user.click(screen.getByRole('button', { name: 'Save status' }));
    await waitFor(() =>
      expect(api.bodyOf('PATCH /api/firm_custom_statuses/1')).toMatchObject({ client_instruction: 'Send it' }),
    );

    await user.click(screen.getByRole('button', { name: 'Delete Internal' }));
    const confirm = await screen.findByRole('dialog', { name: 'Delete status' });
    await user.click(within(confirm).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText(firmActionMessages.statusDeleted)).toBeInTheDocument();
    expect(api.keys()).toContain('DELETE /api/firm_custom_statuses/2');
  });
});
