import { questionnaireMessages, type Question, type QuestionNote } from '@portal/domain';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { json } from '../../../testing/factories';
import { buildQuestion, buildQuestionnaire, changeOf } from '../../../testing/question-test-data';
import { renderQuestions } from './test-harness';

afterEach(() => vi.unstubAllGlobals());

const field = (id: number, text: string, entry: number, answer: string | null = null) =>
  buildQuestion({ id, text, parent_question_id: 10, entry_number: entry, answer, order: 100 + id });

describe('entries questions', () => {
  const dependents = buildQuestion({ id: 10, text: 'Dependents', question_type: 'entries', answer: '2' });
  const fields = [
    field(11, 'Name', 0),
    field(12, 'Amount', 0),
    field(13, 'Name', 1, 'Alice'),
    field(14, 'Amount', 1, '5'),
    field(15, 'Name', 2, 'Bob'),
    field(16, 'Amount', 2),
  ];
  const withFields = (list: Question[], count: number) => changeOf({ ...dependents, answer: String(count) }, ...list);

  it('shows the count, saves changed fields together, adds and removes entries', async () => {
    const user = userEvent.setup();
    const { api } = renderQuestions(buildQuestionnaire([dependents, ...fields]), {
      'POST /api/questionnaires/5/entries': () => json(200, withFields([{ ...fields[5]!, answer: '7' }], 2)),
      'POST /api/questionnaires/5/questions/10/entries': () =>
        json(200, withFields([...fields, field(17, 'Name', 3), field(18, 'Amount', 3)], 3)),
      'DELETE /api/questionnaires/5/questions/10/entries/1': () =>
        json(200, withFields([fields[0]!, fields[1]!, fields[4]!, fields[5]!], 1)),
    });
    expect(screen.getByText('2 entries')).toBeInTheDocument();
    // Entry fields are not questions of their own.
    expect(screen.queryByLabelText('Name')).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Edit entries: Dependents' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Entries: Dependents' }));
    expect(within(dialog.getByRole('group', { name: 'Entry 1' })).getByLabelText('Name')).toHaveValue('Alice');
    const save = dialog.getByRole('button', { name: 'Save' });
    expect(save).toBeDisabled();

    await user.type(within(dialog.getByRole('group', { name: 'Entry 2' })).getByLabelText('Amount'), '7');
    // No autosave inside the dialog.
    await new Promise((r) => setTimeout(r, 600));
    expect(api.keys()).toEqual([]);
    await user.click(save);
    await waitFor(() =>
      expect(api.bodyOf('POST /api/questionnaires/5/entries')).toEqual({ questions: [{ id: 16, answer: '7' }] }),
    );

    await user.click(dialog.getByRole('button', { name: 'Add entry' }));
    expect(await dialog.findByRole('group', { name: 'Entry 3' })).toBeInTheDocument();
    expect(screen.getByText('3 entries')).toBeInTheDocument();

    await user.click(dialog.getByRole('button', { name: 'Remove entry 1' }));
    const confirm = await screen.findByRole('dialog', { name: 'Remove entry' });
    await user.click(within(confirm).getByRole('button', { name: 'Remove' }));
    await waitFor(() => expect(dialog.queryByRole('group', { name: 'Entry 1' })).not.toBeInTheDocument());
    expect(api.keys()).toContain('DELETE /api/questionnaires/5/questions/10/entries/1');
    expect(screen.getByText('1 entry')).toBeInTheDocument();
  });
});

describe('notes', () => {
  const note = (id: number, text: string, extra: Partial<QuestionNote> = {}): QuestionNote => ({
    id,
    question_id: 1,
    text,
    removed: false,
    from_firm_user: false,
    is_mine: true,
    created_at: '2026-01-02T10:00:00.000Z',
    ...extra,
  });
  const q = buildQuestion({
    id: 1,
    text: 'Employer',
    filtered_questionnaire_comments: [note(1, 'Pat: first'), note(2, 'Pat: gone', { removed: true })],
  });

  it('adds a note and deletes one of mine, with their toasts; deleted notes stay hidden from clients', async () => {
    const user = userEvent.setup();
    const { api } = renderQuestions(buildQuestionnaire([q]), {
      'POST /api/questionnaires/5/questions/1/notes': (body: { text: string }) =>
        json(200, note(3, `Pat: ${body.text}`)),
      'POST /api/questionnaires/5/notes/1/toggle-removal': () => json(200, note(1, 'Pat: first', { removed: true })),
    });
    await user.click(screen.getByRole('button', { name: 'Notes (1) for: Employer' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Notes' }));
    expect(dialog.getByText('Pat: first')).toBeInTheDocument();
    expect(dialog.queryByText('Pat: gone')).not.toBeInTheDocument();

    const send = dialog.getByRole('button', { name: 'Send' });
    expect(send).toBeDisabled();
    await user.type(dialog.getByLabelText('New note'), 'Hello');
    await user.click(send);
    expect(await screen.findByText(questionnaireMessages.noteAdded)).toBeInTheDocument();
    expect(api.bodyOf('POST /api/questionnaires/5/questions/1/notes')).toEqual({ text: 'Hello' });
    expect(dialog.getByText('Pat: Hello')).toBeInTheDocument();
    expect(dialog.getByLabelText('New note')).toHaveValue('');

    await user.click(dialog.getAllByRole('button', { name: 'Delete note' })[0]!);
    expect(await screen.findByText(questionnaireMessages.noteDeleted)).toBeInTheDocument();
    await waitFor(() => expect(dialog.queryByText('Pat: first')).not.toBeInTheDocument());
    expect(screen.getByRole('button', { name: 'Notes (1) for: Employer' })).toBeInTheDocument();
  });

  it('lets the firm see and restore deleted notes in a read-only preview; none in a template preview', async () => {
    const user = userEvent.setup();
    const { api, unmount } = renderQuestions(
      buildQuestionnaire([q], { mode: 'admin-preview', read_only: true }),
      { 'POST /api/questionnaires/5/notes/2/toggle-removal': () => json(200, note(2, 'Pat: gone')) },
      { readOnly: true },
    );
    expect(screen.getByLabelText('Employer')).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Notes (1) for: Employer' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Notes' }));
    expect(dialog.getByText('Pat: gone')).toBeInTheDocument();
    await user.click(dialog.getByRole('button', { name: 'Restore' }));
    await waitFor(() => expect(api.keys()).toEqual(['POST /api/questionnaires/5/notes/2/toggle-removal']));
    expect(await screen.findByRole('button', { name: 'Notes (2) for: Employer' })).toBeInTheDocument();
    unmount();

    renderQuestions(buildQuestionnaire([q], { mode: 'admin-template' }), {}, { readOnly: true });
    expect(screen.queryByRole('button', { name: /Notes/ })).not.toBeInTheDocument();
  });
});
