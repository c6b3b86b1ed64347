import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { questionnaireMessages, type QuestionnaireCard } from '@portal/domain';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { getCookie } from '../../../../lib/cookies';
import { stubApi } from '../../../../testing/api-stub';
import { json } from '../../../../testing/factories';
import { renderWithProviders } from '../../../../testing/render';
import { showMoreCookieName } from './card-sections';
import { ClientDashboard, NO_QUESTIONNAIRES_HINT } from './client-dashboard';

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2026-03-10T12:00:00.000Z'));
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

function card(overrides: Partial<QuestionnaireCard> = {}): QuestionnaireCard {
  const id = overrides.id ?? 1;
  return {
    id,
    hash_id: `q${id}`,
    company_id: 1,
    company_hash: 'abc',
    company_name: 'Cam LLC',
    name: `Questionnaire ${id}`,
    description: null,
    tax_year: 2025,
    due_date: null,
    locked: false,
    completed: false,
    in_progress: false,
    opened: null,
    created_at: '2026-01-01T00:00:00.000Z',
    read_only: false,
    progress: 0,
    sections: [],
    ...overrides,
  };
}

function renderDashboard(
  questionnaires: QuestionnaireCard[],
  hasTaxReturns = false,
  companyHash: string | null = 'abc',
) {
  const api = stubApi({
    'GET /api/client/questionnaires': () => json(200, { questionnaires, has_tax_returns: hasTaxReturns }),
  });
  renderWithProviders(<ClientDashboard companyHash={companyHash} />);
  return { api, user: userEvent.setup() };
}

const cardTitles = () => screen.getAllByRole('article').map((a) => within(a).getByRole('heading').textContent);

describe('ClientDashboard', () => {
  it('orders open cards first, by due date, then completed, then locked', async () => {
    const { api } = renderDashboard([
      card({ id: 1, name: 'Locked one', locked: true, due_date: '2026-03-11' }),
      card({ id: 2, name: 'Done', completed: true, due_date: '2026-03-11' }),
      card({ id: 3, name: 'Later', due_date: '2026-04-01' }),
      card({ id: 4, name: 'Sooner', due_date: '2026-03-20' }),
    ]);
    expect(await screen.findByRole('heading', { level: 1, name: 'Questionnaires' })).toBeInTheDocument();
    expect(cardTitles()).toEqual(['Sooner', 'Later', 'Done', 'Locked one']);
    expect(api.calls[0]!.url.searchParams.get('companyHash')).toBe('abc');
  });

  it('reads Questionnaires & Tax Returns when the firm also delivers tax returns', async () => {
    renderDashboard([card()], true);
    expect(await screen.findByRole('heading', { level: 1, name: 'Questionnaires & Tax Returns' })).toBeInTheDocument();
  });

  it('shows the empty state with what to do next', async () => {
    renderDashboard([]);
    expect(await screen.findByText('No questionnaires found')).toBeInTheDocument();
    expect(screen.getByText(NO_QUESTIONNAIRES_HINT)).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Questionnaires' })).toBeInTheDocument();
  });

  it('with tax returns and no questionnaire, heads the page Tax Returns and shows the returns instead', async () => {
    renderDashboard([], true);
    expect(await screen.findByRole('heading', { level: 1, name: 'Tax Returns' })).toBeInTheDocument();
    expect(screen.queryByText('No questionnaires found')).not.toBeInTheDocument();
  });

  it('reads the list again when a tax return is delivered meanwhile: the heading and empty state follow', async () => {
    let hasReturns = false;
    stubApi({
      'GET /api/client/questionnaires': () => json(200, { questionnaires: [], has_tax_returns: hasReturns }),
    });
    const { realtime } = renderWithProviders(<ClientDashboard companyHash="abc" />);
    expect(await screen.findByText(questionnaireMessages.noQuestionnaires)).toBeInTheDocument();
    hasReturns = true;
    act(() => realtime.dispatch({ type: 'tax_return_updated', tax_return_id: 7 }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Tax Returns' })).toBeInTheDocument();
    expect(screen.queryByText(questionnaireMessages.noQuestionnaires)).not.toBeInTheDocument();
  });

  it('labels the buttons Start, Continue and View and links them to the questionnaire', async () => {
    renderDashboard([
      card({ id: 1, name: 'New' }),
      card({ id: 2, name: 'Opened', opened: '2026-03-01T00:00:00.000Z', company_hash: 'def' }),
      card({ id: 3, name: 'Read only', read_only: true }),
    ]);
    const link = (name: string) => within(screen.getByRole('article', { name })).getByRole('link');
    expect(await screen.findByRole('article', { name: 'New' })).toBeInTheDocument();
    expect(link('New')).toHaveTextContent('Start');
    expect(link('New')).toHaveAttribute('href', '/questionnaire/abc?questionnaireId=1');
    expect(link('Opened')).toHaveTextContent('Continue');
    expect(link('Opened')).toHaveAttribute('href', '/questionnaire/def?questionnaireId=2');
    expect(link('Read only')).toHaveTextContent('View');
  });

  it("styles 'Due Today!' as danger and shows status and progress", async () => {
    renderDashboard([card({ id: 1, name: 'Today', due_date: '2026-03-10', in_progress: true, progress: 40 })]);
    const article = await screen.findByRole('article', { name: 'Today' });
    const due = within(article).getByText('Due Today!');
    expect(due.closest('.mantine-Badge-root')).toHaveAttribute('data-variant', 'filled');
    expect(within(article).getByText('In Progress')).toBeInTheDocument();
    expect(within(article).getByRole('progressbar', { name: 'Today progress' })).toHaveAttribute('aria-valuenow', '40');
  });

  it('shows no due badge beside Completed or Locked: nothing is due from the client (issue 38 §3)', async () => {
    renderDashboard([
      card({ id: 1, name: 'Open', due_date: '2026-03-24', in_progress: true }),
      card({ id: 2, name: 'Submitted', due_date: '2026-03-24', completed: true, progress: 100 }),
      card({ id: 3, name: 'Closed', due_date: '2026-03-24', locked: true }),
    ]);
    const open = await screen.findByRole('article', { name: 'Open' });
    expect(within(open).getByText('Due in 14 days')).toBeInTheDocument();
    const submitted = screen.getByRole('article', { name: 'Submitted' });
    expect(within(submitted).getByText('Completed')).toBeInTheDocument();
    expect(within(submitted).queryByText(/Due|Overdue/)).not.toBeInTheDocument();
    expect(within(screen.getByRole('article', { name: 'Closed' })).queryByText(/Due|Overdue/)).not.toBeInTheDocument();
  });

  it('shows 3 sections and remembers Show More in a cookie', async () => {
    const sections = [1, 2, 3, 4, 5].map((i) => ({ id: i, name: `Part ${i}`, status: 'incomplete' as const }));
    const { user } = renderDashboard([card({ id: 7, name: 'Long', sections })]);
    const article = await screen.findByRole('article', { name: 'Long' });
    expect(within(article).getAllByRole('listitem')).toHaveLength(3);
    await user.click(within(article).getByRole('button', { name: 'Show More' }));
    expect(within(article).getAllByRole('listitem')).toHaveLength(5);
    expect(getCookie(showMoreCookieName(7))).toBe('1');
    await user.click(within(article).getByRole('button', { name: 'Show Less' }));
    expect(within(article).getAllByRole('listitem')).toHaveLength(3);
    expect(getCookie(showMoreCookieName(7))).toBe('0');
  });

  it('opens expanded when the cookie says so', async () => {
    document.cookie = `${showMoreCookieName(8)}=1; path=/`;
    const sections = [1, 2, 3, 4].map((i) => ({ id: i, name: `Part ${i}`, status: 'completed' as const }));
    renderDashboard([card({ id: 8, name: 'Remembered', sections })]);
    const article = await screen.findByRole('article', { name: 'Remembered' });
    expect(within(article).getAllByRole('listitem')).toHaveLength(4);
    expect(within(article).getByRole('button', { name: 'Show Less' })).toHaveAttribute('aria-expanded', 'true');
  });
});
