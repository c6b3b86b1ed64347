import { collectMessages } from '@portal/domain';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiError, stubApi } from '../../../../testing/api-stub';
import { json } from '../../../../testing/factories';
import { renderWithProviders } from '../../../../testing/render';
import { REMINDER_PLACEHOLDERS, SendRemindersDialog } from './send-reminders-dialog';

afterEach(() => vi.unstubAllGlobals());

const stored = {
  reminder_email_subject: 'Reminder: {questionnaire_name}',
  reminder_email_message: 'Hi {client_fname}, {number_of_items_left} items left.',
  reminder_in_app_message: 'Items left',
  reminder_sms_message: 'Please finish',
};

function renderDialog(ids: number[], routes: Parameters<typeof stubApi>[0]) {
  const api = stubApi({
    'GET /api/questionnaires/4/reminder_text': () => json(200, stored),
    'POST /api/send_questionnaire_reminders': () => json(200, { message: collectMessages.remindersSent }),
    ...routes,
  });
  const onClose = vi.fn();
  const onSent = vi.fn();
  const user = userEvent.setup();
  renderWithProviders(<SendRemindersDialog opened onClose={onClose} questionnaireIds={ids} onSent={onSent} />);
  return { api, user, onClose, onSent };
}

describe('SendRemindersDialog', () => {
  it("sends each questionnaire's own texts unless customized", async () => {
    const { api, user, onClose, onSent } = renderDialog([4, 5], {});
    expect(screen.queryByRole('textbox', { name: /Email subject/ })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByText(collectMessages.remindersSent)).toBeInTheDocument();
    expect(api.bodyOf('POST /api/send_questionnaire_reminders')).toEqual({
      questionnaire_ids: [4, 5],
      customize: false,
    });
    expect(onSent).toHaveBeenCalled();
    expect(onClose).toHaveBeenCalled();
  });

  it('posts customized texts, starting from the stored ones, and names the placeholders', async () => {
    const { api, user } = renderDialog([4], {});
    await user.click(screen.getByRole('switch', { name: /Customize/ }));
    const subject = await screen.findByRole('textbox', { name: /Email subject/ });
    expect(subject).toHaveValue(stored.reminder_email_subject);
    expect(screen.getByText(/^Placeholders filled in/)).toHaveTextContent(REMINDER_PLACEHOLDERS.join(', '));
    await user.clear(subject);
    await user.type(subject, 'Last call');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    await waitFor(() =>
      expect(api.bodyOf('POST /api/send_questionnaire_reminders')).toEqual({
        questionnaire_ids: [4],
        customize: true,
        ...stored,
        reminder_email_subject: 'Last call',
      }),
    );
  });

  it('asks for a subject before sending customized texts', async () => {
    const { api, user } = renderDialog([4], {});
    await user.click(screen.getByRole('switch', { name: /Customize/ }));
    await user.clear(await screen.findByRole('textbox', { name: /Email subject/ }));
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByText('Please enter a subject')).toBeInTheDocument();
    expect(api.keys()).not.toContain('POST /api/send_questionnaire_reminders');
  });

  it("saves one questionnaire's reminder text, and says when that fails", async () => {
    let fail = false;
    const { api, user } = renderDialog([4], {
      'POST /api/questionnaires/4/reminder_text': () =>
        fail ? apiError(500, 'internal', 'x') : json(200, { message: collectMessages.reminderUpdated }),
    });
    await user.click(screen.getByRole('switch', { name: /Customize/ }));
    await screen.findByRole('textbox', { name: /Email subject/ });
    await user.click(screen.getByRole('button', { name: 'Save reminder text' }));
    expect(await screen.findByText(collectMessages.reminderUpdated)).toBeInTheDocument();
    expect(api.bodyOf('POST /api/questionnaires/4/reminder_text')).toEqual(stored);
    fail = true;
    await user.click(screen.getByRole('button', { name: 'Save reminder text' }));
    expect(await screen.findByText(collectMessages.reminderUpdateFailed)).toBeInTheDocument();
  });
});
