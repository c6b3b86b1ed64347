import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { DEFAULT_SUBMIT_AGREEMENT, type QuestionnaireDetail } from '@portal/domain';
import { afterEach, describe, expect, it, onTestFinished, vi } from 'vitest';
import { stubApi } from '../../../../testing/api-stub';
import { json } from '../../../../testing/factories';
import { LocationProbe } from '../../../../testing/location-probe';
import { createQueryClient } from '../../../../lib/query-client';
import { renderWithProviders, testQueryClient } from '../../../../testing/render';
import { buildQuestionnaire, buildSection, noChange } from '../../../../testing/questionnaire.fixtures';
import { QuestionnaireScreen } from './questionnaire-screen';
import { SUBMIT_TEXTS } from './submit-dialogs';
import { VIEW_ONLY_REASONS } from './view-only-banner';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

type Routes = Parameters<typeof stubApi>[0];

function renderPage(
  q: QuestionnaireDetail,
  { route = '/questionnaire/abc?questionnaireId=5', routes = {} as Routes, queryClient = testQueryClient() } = {},
) {
  const api = stubApi({
    'GET /api/questionnaires/5': () => json(200, q),
    'POST /api/questionnaires/5/sections/1': () => json(200, noChange(q)),
    'POST /api/questionnaires/5/sections/2': () => json(200, noChange(q)),
    'POST /api/questionnaires/5/sections/4': () => json(200, noChange(q)),
    ...routes,
  });
  const result = renderWithProviders(
    <>
      <QuestionnaireScreen
        questionnaireId={5}
        companyHash="abc"
        back={() => ({ to: '/', label: 'Back to Dashboard' })}
        profileDefaults={{ email: 'cam@example.com', phone: '' }}
      />
      <LocationProbe />
    </>,
    { route, queryClient },
  );
  return { api, user: userEvent.setup(), ...result };
}

const nav = () => within(screen.getByRole('navigation', { name: 'Sections' }));
const location = () => screen.getByTestId('location').textContent;

describe('QuestionnairePage navigation', () => {
  it('lists the visible sections with their statuses and the completed count', async () => {
    const q = buildQuestionnaire({
      sections: [
        buildSection({ id: 1, name: 'Income' }),
        buildSection({ id: 2, name: 'Expenses' }),
        // A follow-up section whose trigger is not answered is not listed.
        buildSection({ id: 3, name: 'Rentals', trigger_question_id: 101, trigger_answer: 'Yes' }),
        buildSection({ id: 4, name: 'Review and Submit', section_type: 4, section_key: 'review_and_submit' }),
      ],
    });
    renderPage(q);
    expect(await screen.findByRole('heading', { level: 1, name: '2025 Tax Organizer' })).toBeInTheDocument();
    expect(
      nav()
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['Income', 'Expenses1 answer needed', 'Review and Submit']);
    // The count says what it counts.
    expect(nav().getByText('1 / 3 sections completed')).toBeInTheDocument();
    expect(
      within(nav().getByRole('button', { name: /Income/ })).getByRole('img', { name: 'Completed' }),
    ).toBeInTheDocument();
    expect(screen.getByText('Your progress is saved automatically.', { exact: false })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'send us a message' })).toHaveAttribute('href', '/inbox/abc');
  });

  it("counts only the client's progress: a welcome section completed on entry is not counted (issue 38 §3)", async () => {
    const q = buildQuestionnaire({
      sections: [
        buildSection({ id: 1, name: 'Welcome', section_type: 0, section_key: 'custom', marked_completed: true }),
        buildSection({ id: 2, name: 'Expenses' }),
        buildSection({ id: 4, name: 'Review and Submit', section_type: 4, section_key: 'review_and_submit' }),
      ],
    });
    renderPage(q);
    await screen.findByRole('navigation', { name: 'Sections' });
    expect(nav().getByText('0 / 2 sections completed')).toBeInTheDocument();
    expect(
      within(nav().getByRole('button', { name: /Welcome/ })).getByRole('img', { name: 'Completed' }),
    ).toBeVisible();
  });

  it('records the section entered, moves with Next and Previous and keeps sectionId in the address', async () => {
    const { api, user } = renderPage(buildQuestionnaire());
    await screen.findByRole('heading', { level: 2, name: 'Income' });
    await waitFor(() => expect(location()).toBe('/questionnaire/abc?questionnaireId=5&sectionId=1'));
    await waitFor(() => expect(api.bodyOf('POST /api/questionnaires/5/sections/1')).toEqual({ current: true }));
    expect(screen.getByRole('button', { name: 'Previous' })).toBeDisabled();

    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByRole('heading', { level: 2, name: 'Expenses' })).toBeInTheDocument();
    expect(location()).toBe('/questionnaire/abc?questionnaireId=5&sectionId=2');
    await waitFor(() => expect(api.keys()).toContain('POST /api/questionnaires/5/sections/2'));

    await user.click(screen.getByRole('button', { name: 'Previous' }));
    expect(await screen.findByRole('heading', { level: 2, name: 'Income' })).toBeInTheDocument();
  });

  it('shows Submit instead of Next on the review step', async () => {
    renderPage(buildQuestionnaire(), { route: '/questionnaire/abc?questionnaireId=5&sectionId=2' });
    await screen.findByRole('heading', { level: 2, name: 'Expenses' });
    expect(screen.getByRole('button', { name: 'Next' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Submit' })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByRole('button', { name: 'Submit' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Next' })).not.toBeInTheDocument();
  });

  it('collapses the navigation into a section picker on phones', async () => {
    const original = window.matchMedia;
    onTestFinished(() => {
      window.matchMedia = original;
    });
    window.matchMedia = vi.fn(
      (query: string) =>
        ({
          matches: true,
          media: query,
          onchange: null,
          addListener: vi.fn(),
          removeListener: vi.fn(),
          addEventListener: vi.fn(),
          removeEventListener: vi.fn(),
          dispatchEvent: vi.fn(),
        }) as MediaQueryList,
    );
    renderPage(buildQuestionnaire());
    const picker = await screen.findByDisplayValue('Income (Completed)');
    expect(picker).toHaveAccessibleName('Section');
    expect(screen.queryByRole('navigation', { name: 'Sections' })).not.toBeInTheDocument();
    expect(picker).toHaveAccessibleDescription('1 / 3 sections completed');
  });

  it('opens the section of a #question anchor and scrolls to the question', async () => {
    const scrolled = vi.fn();
    vi.spyOn(window.HTMLElement.prototype, 'scrollIntoView').mockImplementation(function (this: HTMLElement) {
      scrolled(this.id);
    });
    renderPage(buildQuestionnaire(), { route: '/questionnaire/abc?questionnaireId=5#question101' });
    expect(await screen.findByRole('heading', { level: 2, name: 'Expenses' })).toBeInTheDocument();
    await waitFor(() => expect(scrolled).toHaveBeenCalledWith('question101'));
    await waitFor(() => expect(location()).toBe('/questionnaire/abc?questionnaireId=5&sectionId=2'));
  });

  it('blocks leaving the first section when the firm requires it', async () => {
    const q = buildQuestionnaire();
    const { user } = renderPage({ ...q, preferences: { ...q.preferences, first_section_required: true } });
    await screen.findByRole('heading', { level: 2, name: 'Income' });
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Please complete the first section before proceeding.');
    expect(screen.getByRole('heading', { level: 2, name: 'Income' })).toBeInTheDocument();
  });
});

describe('QuestionnairePage submit', () => {
  const onReview = '/questionnaire/abc?questionnaireId=5&sectionId=4';

  it('blocks submitting while I Agree is not checked and shows errors in the navigation', async () => {
    const { user, api } = renderPage(buildQuestionnaire(), { route: onReview });
    await user.click(await screen.findByRole('button', { name: 'Submit' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Please check I Agree before submitting.');
    expect(
      within(nav().getByRole('button', { name: /Expenses/ })).getByRole('img', { name: 'Needs attention' }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(api.keys()).not.toContain('POST /api/questionnaires/5/submit');
  });

  it("says what I Agree agrees to: the firm's disclaimer, or what submitting means (issue 38 §3)", async () => {
    renderPage(buildQuestionnaire(), { route: onReview });
    const agree = await screen.findByRole('checkbox', { name: 'I Agree' });
    expect(screen.getByRole('heading', { name: 'What you agree to' })).toBeInTheDocument();
    expect(agree).toHaveAccessibleDescription(DEFAULT_SUBMIT_AGREEMENT);
  });

  it("describes I Agree with the firm's disclaimer when the template has one", async () => {
    const disclaimer = 'I confirm these figures are mine and complete.';
    renderPage(buildQuestionnaire({ disclaimer }), { route: onReview });
    const agree = await screen.findByRole('checkbox', { name: 'I Agree' });
    expect(screen.getByRole('heading', { name: 'Disclaimer' })).toBeInTheDocument();
    expect(agree).toHaveAccessibleDescription(disclaimer);
  });

  it('blocks submitting and I Agree while the deposit is unpaid', async () => {
    const { user } = renderPage(buildQuestionnaire({ deposit_status: 'unpaid', deposit_amount: 25000 }), {
      route: onReview,
    });
    expect(await screen.findByRole('checkbox', { name: 'I Agree' })).toBeDisabled();
    expect(screen.getByText('$250.00')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Pay deposit' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Please pay the deposit before submitting.');
  });

  it('checks I Agree by marking the review section completed', async () => {
    const q = buildQuestionnaire();
    const review = { ...q.sections[2]!, marked_completed: true };
    const { user, api } = renderPage(q, {
      route: onReview,
      routes: {
        'POST /api/questionnaires/5/sections/4': (body: { marked_completed?: boolean }) =>
          json(200, noChange(q, body.marked_completed ? [review] : [])),
      },
    });
    await user.click(await screen.findByRole('checkbox', { name: 'I Agree' }));
    await waitFor(() => expect(screen.getByRole('checkbox', { name: 'I Agree' })).toBeChecked());
    expect(api.bodyOf('POST /api/questionnaires/5/sections/4')).toEqual({ marked_completed: true });
  });

  it('confirms, submits and offers the next questionnaire', async () => {
    const q = buildQuestionnaire();
    q.sections[2]!.marked_completed = true;
    // Every section complete: nothing the server would refuse.
    q.questionnaire_questions[1]!.answer = 'Rent';
    const { user, api } = renderPage(q, {
      route: onReview,
      routes: {
        'POST /api/questionnaires/5/submit': () =>
          json(200, { next: { name: 'Payroll', hash_id: 'def', questionnaire_id: 9 } }),
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Submit' }));
    const confirm = await screen.findByRole('dialog', { name: SUBMIT_TEXTS.confirmTitle });
    await user.click(within(confirm).getByRole('button', { name: 'Submit' }));
    const done = await screen.findByRole('dialog', { name: SUBMIT_TEXTS.successTitle });
    expect(within(done).getByRole('link', { name: 'Start next questionnaire' })).toHaveAttribute(
      'href',
      '/questionnaire/def?questionnaireId=9',
    );
    expect(within(done).getByRole('link', { name: 'Back to Dashboard' })).toHaveAttribute('href', '/');
    expect(api.keys()).toContain('POST /api/questionnaires/5/submit');
  });

  it("toasts the server's message and closes the dialogs when submitting fails", async () => {
    const q = buildQuestionnaire();
    q.sections[2]!.marked_completed = true;
    q.questionnaire_questions[1]!.answer = 'Rent';
    const { user } = renderPage(q, {
      route: onReview,
      queryClient: createQueryClient(),
      routes: {
        'POST /api/questionnaires/5/submit': () =>
          json(422, {
            error: { code: 'invalid', message: 'Please complete every required question before submitting.' },
          }),
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Submit' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText('Please complete every required question before submitting.')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('asks to confirm the profile first when the firm requests it', async () => {
    const q = buildQuestionnaire({ update_profile_section: true });
    q.sections[2]!.marked_completed = true;
    const { user, api } = renderPage(q, {
      route: onReview,
      routes: { 'POST /api/questionnaires/5/confirm-profile': () => json(200, { ok: true }) },
    });
    await user.click(await screen.findByRole('button', { name: 'Submit' }));
    const profile = await screen.findByRole('dialog', { name: 'Confirm this information' });
    await user.click(within(profile).getByRole('checkbox', { name: 'SMS contact' }));
    await user.click(within(profile).getByRole('button', { name: 'Confirm' }));
    expect(await within(profile).findByText('A phone number is needed for SMS')).toBeInTheDocument();
    await user.type(within(profile).getByRole('textbox', { name: 'Phone' }), '5551234567');
    expect(within(profile).getByRole('textbox', { name: 'Phone' })).toHaveValue('(555) 123-4567');
    await user.click(within(profile).getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByRole('dialog', { name: SUBMIT_TEXTS.confirmTitle })).toBeInTheDocument();
    expect(api.bodyOf('POST /api/questionnaires/5/confirm-profile')).toEqual({
      email: 'cam@example.com',
      phone: '(555) 123-4567',
      sms_contact: true,
    });
  });
});

describe('QuestionnairePage view only', () => {
  it('says why a locked questionnaire is view only, offers no Submit and records nothing', async () => {
    const { api } = renderPage(buildQuestionnaire({ locked: true, read_only: true }), {
      route: '/questionnaire/abc?questionnaireId=5&sectionId=4',
    });
    expect(await screen.findByText(VIEW_ONLY_REASONS.locked)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Submit' })).not.toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: 'I Agree' })).toBeDisabled();
    expect(screen.queryByText('Your progress is saved automatically.', { exact: false })).not.toBeInTheDocument();
    expect(api.keys().filter((k) => k.startsWith('POST'))).toEqual([]);
  });

  it("shows the firm's preview banner and nothing to submit", async () => {
    renderPage(buildQuestionnaire({ mode: 'admin-preview', read_only: true }));
    expect(await screen.findByText(VIEW_ONLY_REASONS.preview('Cam LLC'))).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Submit' })).not.toBeInTheDocument();
  });

  it('leaves out the message link when communication is disabled', async () => {
    const q = buildQuestionnaire();
    renderPage({ ...q, preferences: { ...q.preferences, communication_disabled: true } });
    await screen.findByRole('heading', { level: 1 });
    expect(screen.queryByRole('link', { name: 'send us a message' })).not.toBeInTheDocument();
  });
});
