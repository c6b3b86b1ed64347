import type { Question } from '@portal/domain';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { json } from '../../../testing/factories';
import { CANT_ANSWER } from './cant-answer-menu';
import { BIRTH_YEARS_BACK } from './date-picker-start';
import { buildQuestion, buildQuestionnaire, changeOf } from '../../../testing/question-test-data';
import { renderQuestions } from './test-harness';

afterEach(() => vi.unstubAllGlobals());

const item = (id: number) => document.getElementById(`question${id}`)!;
/** What Tab stops on, in order (the browser's rule, which happy-dom does not apply for us). */
const tabStops = (root: HTMLElement) =>
  [...root.querySelectorAll<HTMLElement>('input, button, select, textarea, a[href], [tabindex]')].filter(
    (el) =>
      el.tabIndex >= 0 &&
      !(el as HTMLButtonElement).disabled &&
      !(el instanceof HTMLInputElement && el.type === 'hidden') &&
      // A radio group is one stop.
      !(el instanceof HTMLInputElement && el.type === 'radio' && !el.checked && el !== firstRadio(el)),
  );
const firstRadio = (el: HTMLInputElement) =>
  el.form?.querySelector(`input[name="${el.name}"]`) ?? document.querySelector(`input[name="${el.name}"]`);

describe('a question on a phone', () => {
  const questions = [
    buildQuestion({ id: 1, text: 'Did you move?', question_type: 'boolean' }),
    buildQuestion({ id: 2, text: 'Occupation' }),
    buildQuestion({ id: 3, text: 'Filing status', question_type: 'select', options: ['Single', 'Joint'] }),
    buildQuestion({ id: 4, text: 'Anything else?', question_type: 'textarea' }),
  ];

  it('shows its answer control first and keeps the special answers behind one "Can\'t answer?" button', () => {
    renderQuestions(buildQuestionnaire(questions));
    for (const q of questions) {
      const stops = tabStops(item(q.id));
      // The answer control comes first, then the question's toolbar.
      expect(stops[0]!.tagName).toMatch(/INPUT|TEXTAREA/);
      expect(stops[1]).toHaveAccessibleName(CANT_ANSWER);
    }
    expect(screen.queryByRole('button', { name: 'Not Applicable' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Provided Elsewhere' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Answer Later' })).not.toBeInTheDocument();
    expect(screen.getAllByRole('button', { name: CANT_ANSWER })).toHaveLength(4);
    // Notes: a small icon button with a name.
    expect(screen.getByRole('button', { name: 'Notes (0) for: Occupation' })).toBeInTheDocument();
  });

  it('takes two Tab stops a question; the arrow keys move between its own buttons', async () => {
    const user = userEvent.setup();
    renderQuestions(buildQuestionnaire(questions));
    const list = screen.getByRole('list', { name: 'General questions' });
    expect(tabStops(list)).toHaveLength(questions.length * 2);

    const toolbar = within(item(2)).getByRole('toolbar', { name: 'Other answers to: Occupation' });
    const cant = within(toolbar).getByRole('button', { name: CANT_ANSWER });
    const notes = within(toolbar).getByRole('button', { name: 'Notes (0) for: Occupation' });
    expect(notes).toHaveAttribute('tabindex', '-1');
    cant.focus();
    await user.keyboard('{ArrowRight}');
    expect(notes).toHaveFocus();
    expect(cant).toHaveAttribute('tabindex', '-1');
    await user.keyboard('{ArrowRight}');
    expect(cant).toHaveFocus();
  });

  it('keeps a status region in the page and says Saved in it after an autosave', async () => {
    const user = userEvent.setup();
    const q = buildQuestion({ id: 2, text: 'Occupation' });
    renderQuestions(buildQuestionnaire([q]), {
      'POST /api/questionnaires/5/questions/2/answer': () => json(200, changeOf({ ...q, answer: 'Teacher' })),
    });
    const region = within(item(2)).getByRole('status');
    expect(region).toBeEmptyDOMElement();
    await user.type(screen.getByLabelText('Occupation'), 'Teacher');
    await waitFor(() => expect(region).toHaveTextContent('Saved'));
  });
});

describe('an entries question with a blank field inside an entry', () => {
  const field = (
    id: number,
    text: string,
    entry: number,
    answer: string | null,
    type: Question['question_type'] = 'text',
  ) => buildQuestion({ id, text, question_type: type, parent_question_id: 10, entry_number: entry, answer, order: id });
  const dependents = buildQuestion({ id: 10, text: 'Dependents', question_type: 'entries', answer: '1' });
  const all = [
    dependents,
    field(11, 'Name', 0, null),
    field(12, 'Date of birth', 0, null, 'date'),
    field(13, 'Name', 1, 'Ann'),
    field(14, 'Date of birth', 1, null, 'date'),
  ];

  it('does not show a green check: it names the blank field, which opens the entry at that field', async () => {
    const user = userEvent.setup();
    renderQuestions(buildQuestionnaire(all));
    expect(within(item(10)).queryByText('Answered')).not.toBeInTheDocument();
    expect(within(item(10)).getByText('Not answered yet')).toBeInTheDocument();
    const missing = within(item(10)).getByRole('button', { name: 'Entry 1: Date of birth is blank' });
    await user.click(missing);
    const dialog = within(await screen.findByRole('dialog', { name: 'Entries: Dependents' }));
    // The date picker loads when first drawn.
    const birth = await within(dialog.getByRole('group', { name: 'Entry 1' })).findByLabelText('Date of birth');
    await waitFor(() => expect(birth).toHaveFocus());
  });

  it('shows the check once every field of its entries is answered', () => {
    renderQuestions(buildQuestionnaire(all.map((q) => (q.id === 14 ? { ...q, answer: '2015-04-01' } : q))));
    expect(within(item(10)).getByText('Answered')).toBeInTheDocument();
    expect(within(item(10)).queryByRole('button', { name: /is blank/ })).not.toBeInTheDocument();
  });
});

describe('the date-of-birth picker', () => {
  it('opens on the decades around forty years back, and its buttons have names', async () => {
    const user = userEvent.setup();
    renderQuestions(buildQuestionnaire([buildQuestion({ id: 4, text: 'Date of birth', question_type: 'date' })]));
    await user.click(screen.getByLabelText('Date of birth'));
    const year = new Date().getFullYear() - BIRTH_YEARS_BACK;
    expect(await screen.findByRole('button', { name: String(year), hidden: true })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Previous decade', hidden: true })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Next decade', hidden: true })).toBeInTheDocument();
    // A dialog named by its field (whose input keeps its label).
    // (happy-dom computes no name while the dialog is still in its opening transition: read the reference.)
    const picker = screen.getByRole('dialog', { hidden: true });
    expect(document.getElementById(picker.getAttribute('aria-labelledby')!)).toHaveTextContent('Date of birth');
    expect(screen.getByRole('textbox', { name: 'Date of birth' })).not.toHaveAttribute('aria-expanded');
  });

  it('opens other dates on the current month, with named buttons', async () => {
    const user = userEvent.setup();
    renderQuestions(buildQuestionnaire([buildQuestion({ id: 5, text: 'Moving date', question_type: 'date' })]));
    await user.click(screen.getByLabelText('Moving date'));
    expect(await screen.findByRole('button', { name: 'Previous month', hidden: true })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Next month', hidden: true })).toBeInTheDocument();
  });
});
