import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { json } from '../../../testing/factories';
import { QUESTION_NEEDS_ANSWER } from './question-status-icon';
import { buildQuestion, buildQuestionnaire, changeOf } from '../../../testing/question-test-data';
import { renderQuestions } from './test-harness';

afterEach(() => vi.unstubAllGlobals());

/** An answer route that stores the answer as the server would and answers the change. */
const echo =
  (question: Parameters<typeof buildQuestion>[0]) => (body: { answer: string | null; answer_by?: string | null }) =>
    json(200, changeOf(buildQuestion({ ...question, answer: body.answer, answer_by: body.answer_by ?? null })));

const numberOf = (id: number) =>
  document.getElementById(`question${id}`)?.querySelector('[data-question-number]')?.textContent;

describe('QuestionList', () => {
  const moved = buildQuestion({ id: 1, text: 'Did you move?', question_type: 'boolean' });
  const where = buildQuestion({
    id: 2,
    text: 'Where to?',
    follow_up_question_id: 1,
    trigger_for_follow_up_question: 'Yes',
  });
  const when = buildQuestion({
    id: 3,
    text: 'Moving date',
    question_type: 'date',
    follow_up_question_id: 2,
    trigger_for_follow_up_question: 'Abroad',
  });
  const income = buildQuestion({ id: 4, text: 'Any income?', question_type: 'boolean' });
  const entryField = buildQuestion({ id: 5, text: 'Hidden field', parent_question_id: 99, entry_number: 0 });

  it('numbers the top-level questions, nests follow-ups when their trigger matches and hides them otherwise', async () => {
    const user = userEvent.setup();
    renderQuestions(buildQuestionnaire([moved, where, when, income, entryField]), {
      'POST /api/questionnaires/5/questions/1/answer': echo(moved),
      'POST /api/questionnaires/5/questions/2/answer': echo(where),
    });
    expect(numberOf(1)).toBe('1.');
    expect(numberOf(4)).toBe('2.');
    expect(screen.queryByLabelText('Where to?')).not.toBeInTheDocument();
    expect(screen.queryByText('Hidden field')).not.toBeInTheDocument();

    await user.click(within(document.getElementById('question1')!).getAllByRole('radio', { name: 'Yes' })[0]!);
    const followUp = await screen.findByLabelText('Where to?');
    expect(numberOf(2)).toBe('1.1');
    // Nested inside its trigger's item.
    expect(document.getElementById('question1')).toContainElement(followUp);

    await user.type(followUp, 'Abroad');
    expect(await screen.findByLabelText('Moving date', {}, { timeout: 8000 })).toBeInTheDocument();
    expect(numberOf(3)).toBe('1.1.1');

    await user.click(within(document.getElementById('question1')!).getAllByRole('radio', { name: 'No' })[0]!);
    await waitFor(() => expect(screen.queryByLabelText('Where to?')).not.toBeInTheDocument());
    expect(screen.queryByLabelText('Moving date')).not.toBeInTheDocument();
  });

  it('shows the error form of unanswered required questions after a submit attempt', () => {
    renderQuestions(
      buildQuestionnaire([income, buildQuestion({ id: 6, optional: true })]),
      {},
      { submitAttempted: true },
    );
    expect(screen.getAllByText(QUESTION_NEEDS_ANSWER)).toHaveLength(1);
    expect(within(document.getElementById('question4')!).getByText(QUESTION_NEEDS_ANSWER)).toBeInTheDocument();
  });

  it('shows the hint, last year and the document link, and disables inputs when read-only', () => {
    renderQuestions(
      buildQuestionnaire([
        buildQuestion({
          id: 7,
          text: 'Salary',
          hint: '<b>Gross</b> pay<script>alert(1)</script>',
          prior_year_value: '50,000',
          document_link: 'https://example.com/w2.pdf',
        }),
      ]),
      {},
      { readOnly: true },
    );
    expect(screen.getByText('Gross')).toBeInTheDocument();
    expect(document.querySelector('script')).toBeNull();
    expect(screen.getByText('Last year: 50,000')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Open the related document' })).toHaveAttribute(
      'href',
      'https://example.com/w2.pdf',
    );
    expect(screen.getByLabelText('Salary')).toBeDisabled();
    expect(screen.queryByRole('button', { name: 'Not Applicable' })).not.toBeInTheDocument();
  });
});

describe('widget encodings', () => {
  const ROUTE = (id: number) => `POST /api/questionnaires/5/questions/${id}/answer`;

  it('sends Yes/No, a select option, multiple options joined with &!& and a YYYY-MM-DD date', async () => {
    const user = userEvent.setup();
    const bool = buildQuestion({ id: 1, text: 'Married?', question_type: 'boolean' });
    const select = buildQuestion({
      id: 2,
      text: 'Filing status',
      question_type: 'select',
      options: ['Single', 'Joint'],
    });
    const multi = buildQuestion({
      id: 3,
      text: 'Income kinds',
      question_type: 'multiple',
      options: ['W-2', '1099', 'K-1'],
    });
    const date = buildQuestion({ id: 4, text: 'Birth date', question_type: 'date' });
    const { api } = renderQuestions(buildQuestionnaire([bool, select, multi, date]), {
      [ROUTE(1)]: echo(bool),
      [ROUTE(2)]: echo(select),
      [ROUTE(3)]: echo(multi),
      [ROUTE(4)]: echo(date),
    });

    await user.click(screen.getByRole('radio', { name: 'No' }));
    await waitFor(() => expect(api.bodyOf(ROUTE(1))).toEqual({ answer: 'No', answer_by: null }));

    await user.click(screen.getByRole('combobox', { name: 'Filing status' }));
    await user.click(await screen.findByRole('option', { name: 'Joint', hidden: true }));
    await waitFor(() => expect(api.bodyOf(ROUTE(2))).toEqual({ answer: 'Joint', answer_by: null }));

    await user.click(screen.getByRole('checkbox', { name: 'K-1' }));
    await waitFor(() => expect(api.bodyOf(ROUTE(3))).toEqual({ answer: 'K-1', answer_by: null }));
    await user.click(screen.getByRole('checkbox', { name: 'W-2' }));
    await waitFor(() => expect(api.bodyOf(ROUTE(3))).toEqual({ answer: 'W-2&!&K-1', answer_by: null }));
    expect(screen.getByRole('checkbox', { name: 'K-1' })).toBeChecked();

    await user.type(screen.getByLabelText('Birth date'), '2025-03-10');
    await waitFor(() => expect(api.bodyOf(ROUTE(4))).toEqual({ answer: '2025-03-10', answer_by: null }));
  });

  it('counts characters of a limited text and saves text, textarea and password after typing stops', async () => {
    const user = userEvent.setup();
    const text = buildQuestion({ id: 1, text: 'Employer', number_of_characters: 10 });
    const area = buildQuestion({ id: 2, text: 'Anything else?', question_type: 'textarea' });
    const secret = buildQuestion({ id: 3, text: 'Portal password', question_type: 'password' });
    const { api } = renderQuestions(buildQuestionnaire([text, area, secret]), {
      [ROUTE(1)]: echo(text),
      [ROUTE(2)]: echo(area),
      [ROUTE(3)]: echo(secret),
    });
    expect(screen.getByText('0/10')).toBeInTheDocument();
    await user.type(screen.getByLabelText('Employer'), 'Acme');
    expect(screen.getByText('4/10')).toBeInTheDocument();
    await user.type(screen.getByLabelText('Anything else?'), 'No');
    await user.type(screen.getByLabelText('Portal password'), 's3cret');
    expect(screen.getByLabelText('Portal password')).toHaveAttribute('type', 'password');
    await waitFor(() => expect(api.bodyOf(ROUTE(3))).toEqual({ answer: 's3cret', answer_by: null }));
    expect(api.bodyOf(ROUTE(1))).toEqual({ answer: 'Acme', answer_by: null });
    expect(api.bodyOf(ROUTE(2))).toEqual({ answer: 'No', answer_by: null });
    // One save per field: the debounce waited for the typing to stop.
    expect(api.keys().filter((k) => k === ROUTE(1))).toHaveLength(1);
  });
});
