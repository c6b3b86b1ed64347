import { collectMessages } from '@portal/domain';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiError } from '../../../../testing/api-stub';
import { json } from '../../../../testing/factories';
import { LocationProbe } from '../../../../testing/location-probe';
import { COLLECT_SEARCH_DEBOUNCE_MS } from './collect-filters';
import { renderWithProviders } from '../../../../testing/render';
import { buildCollectRow, LIST, listQueries, stubCollect } from './collect.fixtures';
import { COLLECT_NO_MATCH, CollectScreen } from './collect-screen';

afterEach(() => vi.unstubAllGlobals());

// The send dialog is built elsewhere (the questionnaire-sends feature): a stand-in that reports a send.
const SendDialog = (p: { opened: boolean; companyIds?: number[]; onSent?: () => void }) =>
  p.opened ? (
    <div role="dialog" aria-label="Send Questionnaire">
      <span>{p.companyIds ? 'preselected' : 'no entity chosen'}</span>
      <button onClick={p.onSent}>Fake send</button>
    </div>
  ) : null;

function renderCollect(route = '/') {
  const user = userEvent.setup();
  const result = renderWithProviders(
    <>
      <CollectScreen SendDialog={SendDialog} />
      <LocationProbe />
    </>,
    { route },
  );
  return { user, ...result };
}

const openMenu = async (user: ReturnType<typeof userEvent.setup>, label: string) => {
  await user.click(await screen.findByRole('button', { name: `Actions for ${label}` }));
  return screen.findByRole('menu', { hidden: true });
};

const rows = [
  buildCollectRow({ id: 1, status_label: 'In Progress', due_flag: 'Past Due', due_date: '2026-01-10' }),
  buildCollectRow({
    id: 2,
    locked: true,
    status_label: 'Submitted',
    submitted_at: '2026-03-05T10:00:00.000Z',
    due_flag: 'Next Week',
    notes_count: 3,
  }),
  buildCollectRow({ id: 3, deleted_at: '2026-03-02T10:00:00.000Z' }),
];

describe('CollectScreen', () => {
  it('lists questionnaires with their label, due flag, lock icon and links', async () => {
    const api = stubCollect(rows);
    renderCollect();
    expect(screen.getByRole('heading', { name: 'Collect' })).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: 'Entity 1' })).toHaveAttribute('href', '/admin/hash1');
    const table = screen.getByRole('table', { name: 'Questionnaires' });
    const first = within(table).getByRole('link', { name: 'Entity 1' }).closest('tr')!;
    expect(within(first).getByRole('link', { name: '2025 Organizer' })).toHaveAttribute(
      'href',
      '/preview/11/questionnaire/1',
    );
    expect(within(first).getByText('In Progress')).toBeInTheDocument();
    expect(within(first).getByText('Past Due')).toBeInTheDocument();
    expect(within(first).getByText('Jan 10, 2026')).toBeInTheDocument();
    expect(within(first).queryByRole('img', { name: 'Locked' })).not.toBeInTheDocument();
    const second = within(table).getByRole('link', { name: 'Entity 2' }).closest('tr')!;
    expect(within(second).getByRole('img', { name: 'Locked' })).toBeInTheDocument();
    expect(within(second).getByText('Next Week')).toBeInTheDocument();
    expect(within(second).getByText('3')).toBeInTheDocument();
    expect(screen.getByRole('switch', { name: 'Reminders for 2025 Organizer (Entity 1)' })).toBeChecked();
    expect(listQueries(api)[0]).toEqual({
      page: '1',
      per_page: '25',
      sort_by: 'created_at',
      descending: 'true',
      status: 'all',
    });
  });

  it('filters by status and sorts by a clicked header on the server, keeping both in the address', async () => {
    const api = stubCollect(rows);
    const { user } = renderCollect();
    await screen.findByRole('link', { name: 'Entity 1' });
    await user.selectOptions(screen.getByRole('combobox', { name: 'Status' }), 'submitted');
    await waitFor(() => expect(listQueries(api).at(-1)).toMatchObject({ status: 'submitted', page: '1' }));

    const header = screen.getByRole('columnheader', { name: /Entity/ });
    expect(header).toHaveAttribute('aria-sort', 'none');
    await user.click(within(header).getByRole('button'));
    await waitFor(() =>
      expect(listQueries(api).at(-1)).toMatchObject({ sort_by: 'company_name', descending: 'false' }),
    );
    expect(header).toHaveAttribute('aria-sort', 'ascending');
    expect(screen.getByTestId('location')).toHaveTextContent('status=submitted');
    expect(screen.getByTestId('location')).toHaveTextContent('sort_by=company_name');
  });

  it('reads its filters back from the address and searches after a pause in typing', async () => {
    const api = stubCollect(rows);
    const { user } = renderCollect('/overview?status=in_progress&tax_year=2024&due=past_due&per_page=50');
    await waitFor(() =>
      expect(listQueries(api)[0]).toMatchObject({
        status: 'in_progress',
        tax_year: '2024',
        due: 'past_due',
        per_page: '50',
      }),
    );
    expect(screen.getByRole('combobox', { name: 'Tax year' })).toHaveValue('2024');
    await user.type(screen.getByRole('searchbox', { name: 'Search' }), 'lee');
    await waitFor(() => expect(listQueries(api).at(-1)).toMatchObject({ search_term: 'lee' }));
    expect(listQueries(api).filter((q) => 'search_term' in q)).toHaveLength(1);
  });

  it('applies a search as soon as the box is left, and no late change follows (a click elsewhere is not undone)', async () => {
    const api = stubCollect(rows);
    const { user } = renderCollect();
    await waitFor(() => expect(listQueries(api)).toHaveLength(1));
    await user.type(screen.getByRole('searchbox', { name: 'Search' }), 'lee');
    await user.tab();
    // At once, not after the pause.
    expect(screen.getByTestId('location')).toHaveTextContent('search=lee');
    await new Promise((r) => setTimeout(r, COLLECT_SEARCH_DEBOUNCE_MS + 100));
    await waitFor(() => expect(listQueries(api).at(-1)).toMatchObject({ search_term: 'lee' }));
    expect(listQueries(api).filter((q) => 'search_term' in q)).toHaveLength(1);
  });

  it('offers the tax years of spec 002 §9, 2018 to 2025, whatever the date', async () => {
    vi.useFakeTimers({ now: new Date('2026-11-27T12:00:00Z'), toFake: ['Date'] });
    try {
      stubCollect(rows);
      renderCollect();
      const year = screen.getByRole('combobox', { name: 'Tax year' });
      const options = within(year)
        .getAllByRole('option')
        .map((o) => o.textContent);
      expect(options).toEqual(['All years', '2025', '2024', '2023', '2022', '2021', '2020', '2019', '2018']);
    } finally {
      vi.useRealTimers();
    }
  });

  it('asks before locking, then locks', async () => {
    const api = stubCollect(rows, {
      'POST /api/lock_questionnaires': () => json(200, { message: collectMessages.locked }),
    });
    const { user } = renderCollect();
    const menu = await openMenu(user, '2025 Organizer (Entity 1)');
    await user.click(within(menu).getByRole('menuitem', { name: 'Lock', hidden: true }));
    const dialog = await screen.findByRole('dialog', { name: 'Lock Questionnaire' });
    expect(dialog).toHaveTextContent(collectMessages.confirmLock);
    expect(api.keys()).not.toContain('POST /api/lock_questionnaires');
    await user.click(within(dialog).getByRole('button', { name: 'Lock' }));
    expect(await screen.findByText(collectMessages.locked)).toBeInTheDocument();
    expect(api.bodyOf('POST /api/lock_questionnaires')).toEqual({ questionnaireIds: [1] });
  });

  it("sends a draft with 'Send to user' (spec 001 §4)", async () => {
    const draft = buildCollectRow({ id: 7, is_draft: true, status_label: 'Draft' });
    const api = stubCollect([draft], {
      'POST /api/questionnaires/send_drafts': () => json(200, { message: collectMessages.draftsSent }),
    });
    const { user } = renderCollect();
    const menu = await openMenu(user, '2025 Organizer (Entity 7)');
    expect(within(menu).queryByRole('menuitem', { name: 'Send draft', hidden: true })).toBeNull();
    await user.click(within(menu).getByRole('menuitem', { name: 'Send to user', hidden: true }));
    expect(await screen.findByText(collectMessages.draftsSent)).toBeInTheDocument();
    expect(api.bodyOf('POST /api/questionnaires/send_drafts')).toEqual({ questionnaire_ids: [7] });
  });

  it('sends sign-in links from a sent questionnaire, not from a draft (spec 001 §2)', async () => {
    const draft = buildCollectRow({ id: 7, is_draft: true, status_label: 'Draft' });
    stubCollect([rows[0]!, draft], {
      'GET /api/questionnaires/1/entity_users': () =>
        json(200, [
          { id: 11, full_name: 'Cam Client', email: 'cam@example.test', is_taxpayer: true, is_spouse: false },
        ]),
    });
    const { user } = renderCollect();
    const drafted = await openMenu(user, '2025 Organizer (Entity 7)');
    expect(within(drafted).queryByRole('menuitem', { name: 'Send sign-in links', hidden: true })).toBeNull();
    await user.keyboard('{Escape}');
    const menu = await openMenu(user, '2025 Organizer (Entity 1)');
    await user.click(within(menu).getByRole('menuitem', { name: 'Send sign-in links', hidden: true }));
    const dialog = await screen.findByRole('dialog', { name: 'Send sign-in links' });
    expect(await within(dialog).findByRole('checkbox', { name: 'Cam Client' })).toBeInTheDocument();
  });

  it('unlocks a locked questionnaire at once', async () => {
    const api = stubCollect(rows, {
      'PATCH /api/questionnaires/2': () => json(200, { message: collectMessages.unlocked }),
    });
    const { user } = renderCollect();
    const menu = await openMenu(user, '2025 Organizer (Entity 2)');
    expect(within(menu).getByRole('menuitem', { name: 'Unsubmit', hidden: true })).toBeInTheDocument();
    await user.click(within(menu).getByRole('menuitem', { name: 'Unlock', hidden: true }));
    expect(await screen.findByText(collectMessages.unlocked)).toBeInTheDocument();
    expect(api.bodyOf('PATCH /api/questionnaires/2')).toEqual({ locked: false });
  });

  it('offers only Restore under the Deleted filter', async () => {
    const api = stubCollect(rows, {
      'POST /api/restore_questionnaires': () => json(200, { message: collectMessages.restored }),
    });
    const { user } = renderCollect('/?status=deleted');
    expect(await screen.findByText('Deleted', { selector: '.mantine-Badge-label' })).toBeInTheDocument();
    const menu = await openMenu(user, '2025 Organizer (Entity 3)');
    const items = within(menu).getAllByRole('menuitem', { hidden: true });
    expect(items.map((i) => i.textContent)).toEqual(['Restore']);
    await user.click(items[0]!);
    expect(await screen.findByText(collectMessages.restored)).toBeInTheDocument();
    expect(api.bodyOf('POST /api/restore_questionnaires')).toEqual({ questionnaire_ids: [3] });
  });

  it('says so when a restore fails', async () => {
    stubCollect(rows, {
      'POST /api/restore_questionnaires': () => apiError(500, 'internal', 'Something went wrong'),
    });
    const { user } = renderCollect('/?status=deleted');
    await user.click(await screen.findByRole('checkbox', { name: 'Select 2025 Organizer (Entity 3)' }));
    await user.click(screen.getByRole('button', { name: 'Restore' }));
    expect(await screen.findByText(collectMessages.restoreFailed)).toBeInTheDocument();
  });

  it('turns reminders off with the toggle', async () => {
    const api = stubCollect(rows, {
      'POST /api/questionnaires/reminders_disabled': () => json(200, { message: collectMessages.reminderUpdated }),
    });
    const { user } = renderCollect();
    await user.click(await screen.findByRole('switch', { name: 'Reminders for 2025 Organizer (Entity 1)' }));
    expect(await screen.findByText(collectMessages.reminderUpdated)).toBeInTheDocument();
    expect(api.bodyOf('POST /api/questionnaires/reminders_disabled')).toEqual({
      reminders_disabled: true,
      questionnaire_ids: [1],
    });
  });

  it('copies the client link', async () => {
    const api = stubCollect(rows, {
      'POST /api/generate_questionnaire_link': () =>
        json(200, { link: 'http://x/questionnaire/hash1?questionnaireId=1' }),
    });
    const { user } = renderCollect();
    // After userEvent.setup(), which puts its own clipboard in place.
    const writeText = vi.fn(() => Promise.resolve());
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    const menu = await openMenu(user, '2025 Organizer (Entity 1)');
    await user.click(within(menu).getByRole('menuitem', { name: 'Copy link', hidden: true }));
    expect(await screen.findByText(collectMessages.linkCopied)).toBeInTheDocument();
    expect(writeText).toHaveBeenCalledWith('http://x/questionnaire/hash1?questionnaireId=1');
    expect(api.bodyOf('POST /api/generate_questionnaire_link')).toEqual({ companyId: 11, questionnaireId: 1 });
  });

  it('says nothing matches the filters and offers to reset them, then offers a first send', async () => {
    const api = stubCollect([]);
    const { user } = renderCollect('/?status=locked');
    expect(await screen.findByText(collectMessages.empty)).toBeInTheDocument();
    expect(screen.getByText(COLLECT_NO_MATCH)).toBeInTheDocument();
    expect(screen.queryByText(collectMessages.emptyHint)).not.toBeInTheDocument();
    expect(screen.getAllByRole('button', { name: 'Send Questionnaire' })).toHaveLength(1);
    await user.click(screen.getByRole('button', { name: 'Reset filters' }));
    await waitFor(() => expect(listQueries(api).at(-1)).toMatchObject({ status: 'all' }));
    expect(await screen.findByText(collectMessages.emptyHint)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Reset filters' })).not.toBeInTheDocument();
    expect(screen.getAllByRole('button', { name: 'Send Questionnaire' })).toHaveLength(2);
  });

  it('unselects the rows a search hides, keeping those it still shows', async () => {
    stubCollect(rows, {
      [LIST]: (_b, url) => {
        const search = url.searchParams.get('search_term');
        const live = rows.filter((r) => r.deleted_at === null);
        const items = search ? live.filter((r) => r.company.name.endsWith(search)) : live;
        return json(200, { items, count: items.length });
      },
    });
    const { user } = renderCollect();
    await user.click(await screen.findByRole('checkbox', { name: 'Select 2025 Organizer (Entity 1)' }));
    await user.click(screen.getByRole('checkbox', { name: 'Select 2025 Organizer (Entity 2)' }));
    expect(screen.getByText('2 selected')).toBeInTheDocument();
    await user.type(screen.getByRole('searchbox', { name: 'Search' }), '2');
    await waitFor(() => expect(screen.queryByRole('link', { name: 'Entity 1' })).not.toBeInTheDocument());
    expect(await screen.findByText('1 selected')).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: 'Select 2025 Organizer (Entity 2)' })).toBeChecked();
  });

  it('shows how many questions are answered on each row', async () => {
    stubCollect([buildCollectRow({ id: 1, questions_answered: 3, questions_total: 9 })]);
    renderCollect();
    const table = await screen.findByRole('table', { name: 'Questionnaires' });
    expect(within(table).getByRole('columnheader', { name: 'Answered' })).toBeInTheDocument();
    expect(await within(table).findByText('3 of 9')).toBeInTheDocument();
  });

  it('offers a retry when the list fails to load', async () => {
    let fail = true;
    stubCollect(rows, {
      'GET /api/v2/questionnaires': () =>
        fail ? apiError(500, 'internal', 'Server down') : json(200, { items: [rows[0]], count: 1 }),
    });
    const { user } = renderCollect();
    expect(await screen.findByText('Server down')).toBeInTheDocument();
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('link', { name: 'Entity 1' })).toBeInTheDocument();
  });

  it('locks the selected questionnaires together after asking, and offers bulk reminders and export', async () => {
    const api = stubCollect(rows, {
      'POST /api/lock_questionnaires': () => json(200, { message: collectMessages.locked }),
    });
    const { user } = renderCollect();
    await user.click(await screen.findByRole('checkbox', { name: 'Select 2025 Organizer (Entity 1)' }));
    await user.click(screen.getByRole('checkbox', { name: 'Select 2025 Organizer (Entity 2)' }));
    expect(screen.getByText('2 selected')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Send reminders' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Export' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Lock' }));
    const dialog = await screen.findByRole('dialog', { name: 'Lock Questionnaire' });
    await user.click(within(dialog).getByRole('button', { name: 'Lock' }));
    expect(await screen.findByText(collectMessages.locked)).toBeInTheDocument();
    expect(api.bodyOf('POST /api/lock_questionnaires')).toEqual({ questionnaireIds: [1, 2] });
    await waitFor(() => expect(screen.queryByText('2 selected')).not.toBeInTheDocument());
  });

  it('reads the list again at once and 3 s after a send', async () => {
    const api = stubCollect(rows);
    const { user } = renderCollect();
    await screen.findByRole('link', { name: 'Entity 1' });
    await user.click(screen.getByRole('button', { name: 'Send Questionnaire' }));
    expect(screen.getByRole('dialog', { name: 'Send Questionnaire' })).toHaveTextContent('no entity chosen');
    const before = listQueries(api).length;
    await user.click(screen.getByRole('button', { name: 'Fake send' }));
    await waitFor(() => expect(listQueries(api)).toHaveLength(before + 1));
    await waitFor(() => expect(listQueries(api)).toHaveLength(before + 2), { timeout: 4500 });
  });

  it('pages on the server with 10 to 100 rows, and leaves a page past the end', async () => {
    const api = stubCollect(rows);
    const { user } = renderCollect('/?page=9');
    await waitFor(() => expect(listQueries(api).at(-1)).toMatchObject({ page: '1' }));
    expect(listQueries(api)[0]).toMatchObject({ page: '9' });
    await user.selectOptions(await screen.findByRole('combobox', { name: 'Rows per page' }), '100');
    await waitFor(() => expect(listQueries(api).at(-1)).toMatchObject({ per_page: '100', page: '1' }));
    expect(screen.getByText('1–2 of 2')).toBeInTheDocument();
  });
});
