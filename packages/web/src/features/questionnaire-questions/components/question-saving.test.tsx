import { answerLaterMessages, questionnaireMessages, SPECIAL_ANSWERS } from '@portal/domain';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiError } from '../../../testing/api-stub';
import { json } from '../../../testing/factories';
import { CANT_ANSWER } from './cant-answer-menu';
import { DOCUMENTS_CONFIRM_TEXT } from './use-special-answers';
import { buildQuestion, buildQuestionnaire, changeOf } from '../../../testing/question-test-data';
import { renderQuestions } from './test-harness';

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

const ROUTE = (id: number) => `POST /api/questionnaires/5/questions/${id}/answer`;
const echo =
  (question: Parameters<typeof buildQuestion>[0]) => (body: { answer: string | null; answer_by?: string | null }) =>
    json(200, changeOf(buildQuestion({ ...question, answer: body.answer, answer_by: body.answer_by ?? null })));
const item = (id: number) => within(document.getElementById(`question${id}`)!);
type User = ReturnType<typeof userEvent.setup>;
/** Opens a question's "Can't answer?" menu and answers its items. */
async function cantAnswer(user: User, id = 1) {
  await user.click(item(id).getByRole('button', { name: CANT_ANSWER }));
  // Mantine's menu is still in its opening transition here (happy-dom), so it is found with hidden ones.
  return within(await screen.findByRole('menu', { hidden: true }));
}
const choose = async (user: User, name: string, id = 1) =>
  user.click((await cantAnswer(user, id)).getByRole('menuitem', { name, hidden: true }));

describe('autosave', () => {
  it('shows the saved check after a save and hides it about a second later', async () => {
    const user = userEvent.setup();
    const employer = buildQuestion({ id: 1, text: 'Employer' });
    const { api, cached } = renderQuestions(buildQuestionnaire([employer]), { [ROUTE(1)]: echo(employer) });
    await user.type(screen.getByLabelText('Employer'), 'Acme');
    expect(api.keys()).toEqual([]);
    expect(await screen.findByText(questionnaireMessages.saved)).toBeInTheDocument();
    expect(api.keys()).toEqual([ROUTE(1)]);
    expect(cached().questionnaire_questions[0]!.answer).toBe('Acme');
    await waitFor(() => expect(screen.queryByText(questionnaireMessages.saved)).not.toBeInTheDocument(), {
      timeout: 3000,
    });
  });

  it('reverts to the saved answer and says why when the save fails, keeping the other answers', async () => {
    const user = userEvent.setup();
    const employer = buildQuestion({ id: 1, text: 'Employer', answer: 'Acme' });
    const city = buildQuestion({ id: 2, text: 'City', answer: 'Austin' });
    renderQuestions(buildQuestionnaire([employer, city]), { [ROUTE(1)]: () => apiError(500, 'internal', 'boom') });
    const input = screen.getByLabelText('Employer');
    await user.clear(input);
    await user.type(input, 'Globex');
    expect(await item(1).findByRole('alert')).toHaveTextContent(questionnaireMessages.saveFailedClient);
    expect(input).toHaveValue('Acme');
    expect(screen.getByLabelText('City')).toHaveValue('Austin');
    expect(screen.queryByText(questionnaireMessages.saved)).not.toBeInTheDocument();
  });
});

describe('special answers', () => {
  it('toggles Not Applicable and Answer Question, and Provided Elsewhere with Undo', async () => {
    const user = userEvent.setup();
    const q = buildQuestion({ id: 1, text: 'Rental income?', question_type: 'boolean' });
    const { api } = renderQuestions(buildQuestionnaire([q]), { [ROUTE(1)]: echo(q) });

    await choose(user, 'Not Applicable');
    expect(await screen.findByText('Marked Not Applicable')).toBeInTheDocument();
    expect(api.bodyOf(ROUTE(1))).toEqual({ answer: SPECIAL_ANSWERS.notApplicable, answer_by: null });
    await user.click(screen.getByRole('button', { name: 'Answer Question' }));
    await waitFor(() => expect(api.bodyOf(ROUTE(1))).toEqual({ answer: '', answer_by: null }));
    await waitFor(() => expect(screen.queryByText('Marked Not Applicable')).not.toBeInTheDocument());

    await choose(user, 'Provided Elsewhere');
    await waitFor(() =>
      expect(api.bodyOf(ROUTE(1))).toEqual({ answer: SPECIAL_ANSWERS.providedElsewhere, answer_by: null }),
    );
    await user.click(await screen.findByRole('button', { name: 'Undo' }));
    await waitFor(() => expect(api.bodyOf(ROUTE(1))).toEqual({ answer: '', answer_by: null }));
  });

  it('asks first when the question has documents, and hides what the question or firm turned off', async () => {
    const user = userEvent.setup();
    const doc = {
      id: 3,
      name: 'w2.pdf',
      folder_path: '/',
      file_type: 'pdf',
      size: 10,
      selected_option: null,
      created_at: '2026-01-01',
    };
    const q = buildQuestion({ id: 1, text: 'W-2', question_type: 'upload', answer: '1', documents: [doc] });
    const locked = buildQuestion({
      id: 2,
      text: 'Plain',
      answer: 'Yes',
      disable_not_applicable: true,
      disable_answer_later: true,
    });
    const { api } = renderQuestions(
      buildQuestionnaire([q, locked], {
        preferences: { ...buildQuestionnaire([]).preferences, disable_provided_elsewhere: true },
      }),
      { [ROUTE(1)]: echo(q) },
    );
    const first = await cantAnswer(user, 1);
    expect(first.queryByRole('menuitem', { name: 'Provided Elsewhere', hidden: true })).not.toBeInTheDocument();
    expect(first.getByRole('menuitem', { name: 'Upload Later', hidden: true })).toBeInTheDocument();
    // Closed again from its button (in happy-dom the opening menu cannot take the focus an Escape needs).
    await user.click(item(1).getByRole('button', { name: CANT_ANSWER }));
    await waitFor(() => expect(screen.queryByRole('menu', { hidden: true })).not.toBeInTheDocument());
    // Nothing left to offer on the second question, where the firm turned every special answer off.
    expect(item(2).queryByRole('button', { name: CANT_ANSWER })).not.toBeInTheDocument();

    await choose(user, 'Not Applicable', 1);
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent(DOCUMENTS_CONFIRM_TEXT);
    expect(api.keys()).toEqual([]);
    await user.click(within(dialog).getByRole('button', { name: 'Continue' }));
    await waitFor(() =>
      expect(api.bodyOf(ROUTE(1))).toEqual({ answer: SPECIAL_ANSWERS.notApplicable, answer_by: null }),
    );
  });

  it('validates the answer-later date, sends it, then Answer Now sends the prior answer back', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-06-10T12:00:00Z'));
    const user = userEvent.setup();
    const q = buildQuestion({ id: 1, text: 'Employer', answer: 'Acme' });
    const { api } = renderQuestions(buildQuestionnaire([q], { due_date: '2026-06-15' }), { [ROUTE(1)]: echo(q) });

    await choose(user, 'Answer Later');
    const dialog = within(await screen.findByRole('dialog'));
    // The form (with its date picker) loads on the dialog's first opening.
    const date = await dialog.findByLabelText('Answer by');
    const confirm = dialog.getByRole('button', { name: 'Confirm' });
    // The default, 7 days ahead, falls after the due date.
    expect(dialog.getByText(answerLaterMessages.beforeDue('answer', '2026-06-15'))).toBeInTheDocument();
    expect(confirm).toBeDisabled();

    await user.clear(date);
    await user.type(date, '2026-06-01');
    expect(await dialog.findByText(answerLaterMessages.future('answer'))).toBeInTheDocument();
    expect(confirm).toBeDisabled();

    await user.clear(date);
    await user.type(date, '2026-06-12');
    await waitFor(() => expect(confirm).toBeEnabled());
    await user.click(confirm);
    await waitFor(() => expect(api.bodyOf(ROUTE(1))).toEqual({ answer: 'Acme', answer_by: '2026-06-12' }));
    expect(await screen.findByText(/Answer Later: by Jun 12, 2026/)).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Answer Now' }));
    await waitFor(() => expect(api.bodyOf(ROUTE(1))).toEqual({ answer: 'Acme', answer_by: null }));
  });

  it('disables Answer Later with the reason once the due date has passed', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-06-10T12:00:00Z'));
    const user = userEvent.setup();
    renderQuestions(buildQuestionnaire([buildQuestion({ id: 1 })], { due_date: '2026-06-01' }));
    const menu = await cantAnswer(user);
    const later = menu.getByRole('menuitem', { name: 'Answer Later', hidden: true });
    expect(later).toBeDisabled();
    // The reason is said inside the item (a menu holds only items), as its description.
    expect(later).toHaveAccessibleDescription(answerLaterMessages.pastDue);
  });

  it('offers Mark completed on an unanswered question and sends the special answer', async () => {
    const user = userEvent.setup();
    const q = buildQuestion({ id: 1, text: 'Anything else?' });
    const { api } = renderQuestions(buildQuestionnaire([q]), { [ROUTE(1)]: echo(q) });
    await choose(user, 'Mark completed');
    await waitFor(() =>
      expect(api.bodyOf(ROUTE(1))).toEqual({ answer: SPECIAL_ANSWERS.markedCompleted, answer_by: null }),
    );
    expect(await screen.findByRole('button', { name: 'Mark incomplete' })).toBeInTheDocument();
  });
});
