import { documentMessages, questionnaireMessages, type QuestionDocument } from '@portal/domain';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FakeXhr } from '../../../lib/upload-with-progress.fake';
import { json } from '../../../testing/factories';
import { buildQuestion, buildQuestionnaire, changeOf } from '../../../testing/question-test-data';
import { renderQuestions } from './test-harness';

beforeEach(() => FakeXhr.install());
afterEach(() => vi.unstubAllGlobals());

const doc = (id: number, name: string, option: string | null = 'W-2'): QuestionDocument => ({
  id,
  name,
  folder_path: '/',
  file_type: 'pdf',
  size: 10,
  selected_option: option,
  created_at: '2026-01-01T00:00:00.000Z',
});
const pdf = (name: string) => new File(['%PDF'], name, { type: 'application/pdf' });
const question = buildQuestion({ id: 1, text: 'Wage statements', question_type: 'upload', options: ['W-2', '1099'] });

describe('upload questions', () => {
  it('needs a document option first, then uploads each file with its option and progress', async () => {
    const user = userEvent.setup();
    renderQuestions(buildQuestionnaire([question]));
    const input = await screen.findByLabelText('Upload files for: Wage statements');

    await user.upload(input, pdf('a.pdf'));
    expect(await screen.findByText(questionnaireMessages.chooseOption)).toBeInTheDocument();
    expect(FakeXhr.instances).toHaveLength(0);

    await user.click(screen.getByRole('combobox', { name: 'Document' }));
    await user.click(await screen.findByRole('option', { name: 'W-2', hidden: true }));
    await user.upload(input, pdf('a.pdf'));
    await waitFor(() => expect(FakeXhr.instances).toHaveLength(1));
    const xhr = FakeXhr.last();
    expect(xhr.url).toBe('/api/questionnaires/5/questions/1/documents');
    expect(xhr.formEntries()).toEqual([
      ['selected_option', 'W-2'],
      ['file', 'a.pdf'],
    ]);
    act(() => xhr.progress(50, 100));
    expect(screen.getByRole('progressbar', { name: 'Upload progress for a.pdf' })).toHaveAttribute(
      'aria-valuenow',
      '50',
    );

    act(() =>
      xhr.respond(200, {
        document: doc(3, 'a.pdf'),
        is_duplicate: false,
        error: null,
        change: changeOf({ ...question, answer: '1', documents: [doc(3, 'a.pdf')] }),
      }),
    );
    const uploaded = within(await screen.findByRole('list', { name: 'Uploaded documents' }));
    expect(uploaded.getByText('a.pdf')).toBeInTheDocument();
    expect(uploaded.getByText('W-2')).toBeInTheDocument();
    // Listed once: the finished upload leaves the progress list for the uploaded one.
    expect(screen.getAllByText('a.pdf')).toHaveLength(1);
  });

  it("shows the duplicate message and the server's invalid-file message", async () => {
    const user = userEvent.setup();
    const withDoc = { ...question, options: [], documents: [doc(3, 'a.pdf', null)] };
    FakeXhr.autoRespond = (xhr) => {
      const name = xhr.formEntries().find(([k]) => k === 'file')?.[1];
      return {
        status: 200,
        body: {
          document: null,
          is_duplicate: name === 'a.pdf',
          error: name === 'a.pdf' ? null : documentMessages.invalidFiles,
          change: changeOf(withDoc),
        },
      };
    };
    renderQuestions(buildQuestionnaire([withDoc]));
    await user.upload(await screen.findByLabelText('Upload files for: Wage statements'), [
      pdf('a.pdf'),
      pdf('bad.pdf'),
    ]);
    expect(await screen.findByText(questionnaireMessages.duplicate('a.pdf'))).toBeInTheDocument();
    expect(await screen.findByText(documentMessages.invalidFiles)).toBeInTheDocument();
    // No option to choose: only the file is sent.
    expect(FakeXhr.instances[0]!.formEntries()).toEqual([['file', 'a.pdf']]);
  });

  it("says 'An error occurred while uploading the document(s).' when a request fails (spec 001 §8)", async () => {
    const user = userEvent.setup();
    renderQuestions(buildQuestionnaire([{ ...question, options: [] }]));
    await user.upload(await screen.findByLabelText('Upload files for: Wage statements'), pdf('a.pdf'));
    await waitFor(() => expect(FakeXhr.instances).toHaveLength(1));
    act(() => FakeXhr.last().fail());
    expect(await screen.findByText(documentMessages.uploadFailed)).toBeInTheDocument();
    expect(await screen.findByText('An error occurred while uploading the document(s).')).toBeInTheDocument();
  });

  it('removes an uploaded document after confirming', async () => {
    const user = userEvent.setup();
    const withDoc = { ...question, answer: '1', documents: [doc(3, 'a.pdf')] };
    const { api } = renderQuestions(buildQuestionnaire([withDoc]), {
      'DELETE /api/questionnaires/5/questions/1/documents/3': () =>
        json(200, changeOf({ ...question, answer: '0', documents: [] })),
    });
    await user.click(screen.getByRole('button', { name: 'Remove a.pdf' }));
    expect(api.keys()).toEqual([]);
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Remove' }));
    await waitFor(() => expect(screen.queryByRole('list', { name: 'Uploaded documents' })).not.toBeInTheDocument());
    expect(api.keys()).toEqual(['DELETE /api/questionnaires/5/questions/1/documents/3']);
  });

  it('hides the uploaded list when the firm says so, but still takes uploads', async () => {
    const withDoc = { ...question, documents: [doc(3, 'a.pdf')] };
    renderQuestions(
      buildQuestionnaire([withDoc], {
        preferences: { ...buildQuestionnaire([]).preferences, hide_document_uploads_within_sections: true },
      }),
    );
    expect(screen.queryByText('a.pdf')).not.toBeInTheDocument();
    expect(await screen.findByLabelText('Upload files for: Wage statements')).toBeEnabled();
  });
});
