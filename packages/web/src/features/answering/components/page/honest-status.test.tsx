import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { questionnaireMessages, type QuestionnaireDetail } from '@portal/domain';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { stubApi } from '../../../../testing/api-stub';
import { json } from '../../../../testing/factories';
import { LocationProbe } from '../../../../testing/location-probe';
import { renderWithProviders, testQueryClient } from '../../../../testing/render';
import { buildQuestion, buildQuestionnaire, buildSection, noChange } from '../../../../testing/questionnaire.fixtures';
import { QuestionnaireScreen } from './questionnaire-screen';
import { CONFIRM_SUBMIT_TEXTS } from './confirm-submit-dialog';
import { SUBMIT_TEXTS } from './submit-dialogs';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

/**
 * The demo's trap: the Dependents question counts one entry (a green check) while that entry's date of
 * birth is blank, and every other question is answered, so the section is incomplete for that one field.
 */
function withBlankBirthDate(): QuestionnaireDetail {
  const field = (id: number, text: string, entry: number, answer: string | null) =>
    buildQuestion({ id, text, section_id: 1, parent_question_id: 110, entry_number: entry, answer, order: id });
  return buildQuestionnaire({
    sections: [
      buildSection({ id: 1, name: 'General Information' }),
      buildSection({ id: 2, name: 'Expenses' }),
      buildSection({ id: 4, name: 'Review and Submit', section_type: 4, section_key: 'review_and_submit' }),
    ],
    questionnaire_questions: [
      buildQuestion({ id: 100, section_id: 1, text: 'Occupation', answer: 'Teacher' }),
      buildQuestion({ id: 110, section_id: 1, text: 'Dependents', question_type: 'entries', answer: '1' }),
      field(111, 'Name', 0, null),
      field(112, 'Date of birth', 0, null),
      field(113, 'Name', 1, 'Ann'),
      field(114, 'Date of birth', 1, null),
      buildQuestion({ id: 101, section_id: 2, text: 'Rent', answer: '100' }),
    ],
  });
}

function renderPage(q: QuestionnaireDetail, route: string, routes: Parameters<typeof stubApi>[0] = {}) {
  const api = stubApi({
    'GET /api/questionnaires/5': () => json(200, q),
    'POST /api/questionnaires/5/sections/1': () => json(200, noChange(q)),
    'POST /api/questionnaires/5/sections/2': () => json(200, noChange(q)),
    'POST /api/questionnaires/5/sections/4': () => json(200, noChange(q)),
    ...routes,
  });
  renderWithProviders(
    <>
      <QuestionnaireScreen
        questionnaireId={5}
        companyHash="abc"
        back={() => ({ to: '/', label: 'Back to Dashboard' })}
        profileDefaults={{ email: 'cam@example.com', phone: '' }}
      />
      <LocationProbe />
    </>,
    { route, queryClient: testQueryClient() },
  );
  return { api, user: userEvent.setup() };
}

const nav = () => within(screen.getByRole('navigation', { name: 'Sections' }));
const location = () => screen.getByTestId('location').textContent;

describe('a section incomplete for a blank field inside an entry', () => {
  it('names the field in the navigation and links it to its question', async () => {
    const scrolled = vi.fn();
    vi.spyOn(window.HTMLElement.prototype, 'scrollIntoView').mockImplementation(function (this: HTMLElement) {
      scrolled(this.id);
    });
    const { user } = renderPage(withBlankBirthDate(), '/questionnaire/abc?questionnaireId=5&sectionId=1');
    await screen.findByRole('heading', { level: 2, name: 'General Information' });
    expect(nav().getByRole('button', { name: /General Information/ })).toHaveTextContent('1 answer needed');
    const needed = nav().getByRole('list', { name: 'Still needed in General Information' });
    const link = within(needed).getByRole('link', { name: 'Needed: Date of birth (Dependents, entry 1)' });
    expect(link).toHaveAttribute('href', '/questionnaire/abc?questionnaireId=5&sectionId=1#question110');
    await user.click(link);
    await waitFor(() => expect(scrolled).toHaveBeenCalledWith('question110'));
    expect(location()).toBe('/questionnaire/abc?questionnaireId=5&sectionId=1');
    // The question itself says the same, and opens the entry at the field.
    expect(
      within(document.getElementById('question110')!).getByRole('button', { name: 'Entry 1: Date of birth is blank' }),
    ).toBeInTheDocument();
  });

  it('on Review, links the incomplete sections and names what they need', async () => {
    renderPage(withBlankBirthDate(), '/questionnaire/abc?questionnaireId=5&sectionId=4');
    const summary = within((await screen.findByRole('heading', { name: 'Summary' })).closest('section') as HTMLElement);
    expect(summary.getByRole('link', { name: 'General Information — Incomplete' })).toHaveAttribute(
      'href',
      '/questionnaire/abc?questionnaireId=5&sectionId=1',
    );
    expect(summary.queryByRole('link', { name: /Expenses/ })).not.toBeInTheDocument();
    expect(summary.getByText('Expenses — Completed')).toBeInTheDocument();
    expect(summary.getByRole('link', { name: 'Needed: Date of birth (Dependents, entry 1)' })).toHaveAttribute(
      'href',
      '/questionnaire/abc?questionnaireId=5&sectionId=1#question110',
    );
  });

  it('says in the confirmation which sections need attention, and holds a gap inside an entry as the firm does', async () => {
    const q = withBlankBirthDate();
    q.sections[2]!.marked_completed = true;
    const { user, api } = renderPage(q, '/questionnaire/abc?questionnaireId=5&sectionId=4', {
      'POST /api/questionnaires/5/submit': () => json(200, { next: null }),
    });
    await user.click(await screen.findByRole('button', { name: 'Submit' }));
    const confirm = within(await screen.findByRole('dialog', { name: SUBMIT_TEXTS.confirmTitle }));
    expect(confirm.getByText('1 section still needs attention:')).toBeInTheDocument();
    expect(confirm.getByRole('link', { name: 'General Information' })).toHaveAttribute(
      'href',
      '/questionnaire/abc?questionnaireId=5&sectionId=1',
    );
    // The server refuses a blank required field inside an entry (submitMissing): no Submit to fail after.
    expect(confirm.getByText(questionnaireMessages.incomplete)).toBeInTheDocument();
    expect(confirm.queryByText(CONFIRM_SUBMIT_TEXTS.canStill)).not.toBeInTheDocument();
    expect(confirm.queryByRole('button', { name: 'Submit' })).not.toBeInTheDocument();
    expect(api.keys()).not.toContain('POST /api/questionnaires/5/submit');
    // The page's own Submit waits behind the dialog without a spinner that never stops.
    const footerSubmit = screen.getByRole('button', { name: 'Submit', hidden: true });
    expect(footerSubmit).toBeDisabled();
    expect(footerSubmit).not.toHaveAttribute('data-loading');
  });

  it('offers Submit once the blank field inside the entry is filled', async () => {
    const q = withBlankBirthDate();
    q.sections[2]!.marked_completed = true;
    q.questionnaire_questions = q.questionnaire_questions.map((x) =>
      x.text === 'Date of birth' && x.entry_number === 1 ? { ...x, answer: '2015-04-01' } : x,
    );
    const { user, api } = renderPage(q, '/questionnaire/abc?questionnaireId=5&sectionId=4', {
      'POST /api/questionnaires/5/submit': () => json(200, { next: null }),
    });
    await user.click(await screen.findByRole('button', { name: 'Submit' }));
    const confirm = within(await screen.findByRole('dialog', { name: SUBMIT_TEXTS.confirmTitle }));
    expect(confirm.queryByText(/still needs? attention/)).not.toBeInTheDocument();
    await user.click(confirm.getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(api.keys()).toContain('POST /api/questionnaires/5/submit'));
  });

  it('says what the firm will refuse before the client confirms, and offers no Submit then', async () => {
    const q = withBlankBirthDate();
    q.sections[2]!.marked_completed = true;
    q.questionnaire_questions = q.questionnaire_questions.map((x) => (x.id === 101 ? { ...x, answer: null } : x));
    const { user, api } = renderPage(q, '/questionnaire/abc?questionnaireId=5&sectionId=4');
    await user.click(await screen.findByRole('button', { name: 'Submit' }));
    const confirm = within(await screen.findByRole('dialog', { name: SUBMIT_TEXTS.confirmTitle }));
    expect(confirm.getByText('2 sections still need attention:')).toBeInTheDocument();
    expect(confirm.getByRole('link', { name: 'Expenses' })).toBeInTheDocument();
    expect(confirm.getByText(questionnaireMessages.incomplete)).toBeInTheDocument();
    expect(confirm.queryByRole('button', { name: 'Submit' })).not.toBeInTheDocument();
    await user.click(confirm.getByRole('link', { name: 'Expenses' }));
    expect(await screen.findByRole('heading', { level: 2, name: 'Expenses' })).toBeInTheDocument();
    expect(api.keys()).not.toContain('POST /api/questionnaires/5/submit');
  });

  it('confirms without that sentence when every section is complete', async () => {
    const q = withBlankBirthDate();
    q.questionnaire_questions = q.questionnaire_questions.map((x) =>
      x.id === 114 ? { ...x, answer: '2015-04-01' } : x,
    );
    q.sections[2]!.marked_completed = true;
    const { user } = renderPage(q, '/questionnaire/abc?questionnaireId=5&sectionId=4');
    await user.click(await screen.findByRole('button', { name: 'Submit' }));
    const confirm = await screen.findByRole('dialog', { name: SUBMIT_TEXTS.confirmTitle });
    expect(confirm).toHaveTextContent(SUBMIT_TEXTS.confirmMessage);
    expect(confirm).not.toHaveTextContent('attention');
    expect(screen.getByText('3 / 3 sections completed')).toBeInTheDocument();
  });
});
