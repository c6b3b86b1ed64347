import { questionAdminMessages, questionnaireMessages } from '@portal/domain';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { apiError } from '../../../testing/api-stub';
import { json } from '../../../testing/factories';
import { answeredByText } from './answered-by-line';
import { CANT_ANSWER } from './cant-answer-menu';
import { buildQuestion, buildQuestionnaire, changeOf } from '../../../testing/question-test-data';
import { renderQuestions } from './test-harness';

const ROUTE = (id: number) => `POST /api/questionnaires/5/questions/${id}/answer`;
const STAFF = { id: 9, name: 'Pat Partner', from_firm_user: true };
const preview = { mode: 'admin-preview' as const, read_only: true, staff_can_answer: true };
const item = (id: number) => within(document.getElementById(`question${id}`)!);

describe('staff answering in the firm preview (spec 001 §1)', () => {
  it('lets staff answer for the client, says so, and shows who answered', async () => {
    const user = userEvent.setup();
    const employer = buildQuestion({ id: 1, text: 'Employer' });
    const { api, cached } = renderQuestions(
      buildQuestionnaire([employer], preview),
      {
        [ROUTE(1)]: (body: { answer: string | null }) =>
          json(200, changeOf(buildQuestion({ ...employer, answer: body.answer, answered_by: STAFF }))),
      },
      { readOnly: true },
    );
    await user.type(screen.getByLabelText('Employer'), 'Acme');
    expect(await screen.findByText(questionnaireMessages.staffAnswerSaved)).toBeInTheDocument();
    expect(api.keys()).toEqual([ROUTE(1)]);
    expect(cached().questionnaire_questions[0]!.answer).toBe('Acme');
    expect(item(1).getByText(answeredByText('Pat Partner'))).toBeInTheDocument();
  });

  it('rolls back and shows the client-answer failure when the save fails', async () => {
    const user = userEvent.setup();
    const employer = buildQuestion({ id: 1, text: 'Employer', answer: 'Acme' });
    renderQuestions(
      buildQuestionnaire([employer], preview),
      { [ROUTE(1)]: () => apiError(500, 'internal', 'boom') },
      { readOnly: true },
    );
    const input = screen.getByLabelText('Employer');
    await user.clear(input);
    await user.type(input, 'Globex');
    expect(await item(1).findByRole('alert')).toHaveTextContent(questionnaireMessages.saveFailedAdmin);
    expect(input).toHaveValue('Acme');
    expect(screen.queryByText(questionnaireMessages.staffAnswerSaved)).not.toBeInTheDocument();
  });

  it('keeps the preview view-only when the staff member may not answer', () => {
    const employer = buildQuestion({ id: 1, text: 'Employer' });
    renderQuestions(buildQuestionnaire([employer], { ...preview, staff_can_answer: false }), {}, { readOnly: true });
    expect(screen.getByLabelText('Employer')).toBeDisabled();
    expect(screen.queryByRole('button', { name: CANT_ANSWER })).not.toBeInTheDocument();
  });

  it('shows the client the firm’s answers, not their own, as answered by someone', () => {
    const byFirm = buildQuestion({ id: 1, text: 'Employer', answer: 'Acme', answered_by: STAFF });
    const byClient = buildQuestion({
      id: 2,
      text: 'City',
      answer: 'Austin',
      answered_by: { id: 3, name: 'Cam Client', from_firm_user: false },
    });
    renderQuestions(buildQuestionnaire([byFirm, byClient]));
    expect(item(1).getByText(answeredByText('Pat Partner'))).toBeInTheDocument();
    expect(item(2).queryByTestId('answered-by')).not.toBeInTheDocument();
  });

  it('offers Mark completed on an answered question to special advisors only', async () => {
    const user = userEvent.setup();
    const answered = buildQuestion({ id: 1, text: 'Employer', answer: 'Acme' });
    const menuItems = async () => {
      await user.click(item(1).getByRole('button', { name: CANT_ANSWER }));
      const menu = within(await screen.findByRole('menu', { hidden: true }));
      return menu.queryByRole('menuitem', { name: 'Mark completed', hidden: true });
    };
    const first = renderQuestions(buildQuestionnaire([answered], preview), {}, { readOnly: true });
    expect(await menuItems()).toBeNull();
    first.unmount();
    renderQuestions(buildQuestionnaire([answered], { ...preview, special_advisor: true }), {}, { readOnly: true });
    expect(await menuItems()).not.toBeNull();
  });

  it('deletes a question after confirming, with the spec’s toast', async () => {
    const user = userEvent.setup();
    const employer = buildQuestion({ id: 1, text: 'Employer' });
    const city = buildQuestion({ id: 2, text: 'City' });
    const { api } = renderQuestions(
      buildQuestionnaire([employer, city], preview),
      {
        'DELETE /api/questionnaires/5/questions/1': () => json(200, { message: questionAdminMessages.questionDeleted }),
        'GET /api/questionnaires/5': () => json(200, buildQuestionnaire([city], preview)),
      },
      { readOnly: true },
    );
    await user.click(screen.getByRole('button', { name: 'Delete question: Employer' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete Question' });
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText(questionAdminMessages.questionDeleted)).toBeInTheDocument();
    expect(api.keys()).toContain('DELETE /api/questionnaires/5/questions/1');
    await waitFor(() => expect(document.getElementById('question1')).toBeNull());
  });

  it('offers no Delete to the client', () => {
    renderQuestions(buildQuestionnaire([buildQuestion({ id: 1, text: 'Employer' })]));
    expect(screen.queryByRole('button', { name: 'Delete question: Employer' })).not.toBeInTheDocument();
  });
});
