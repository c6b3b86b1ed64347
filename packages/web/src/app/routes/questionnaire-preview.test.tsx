import type { CurrentUserResponse, DocumentItem } from '@portal/domain';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildQuestion, buildQuestionnaire } from '../../testing/questionnaire.fixtures';
import { NO_QUESTIONNAIRE_DOCUMENTS } from '../../features/questionnaire-preview/components/questionnaire-documents-tab';
import { RELATED_TITLE } from '../../features/questionnaire-preview/components/related-questionnaire-statuses';
import { setAccessToken } from '../../lib/session-token';
import { stubApi } from '../../testing/api-stub';
import { buildEntityDetail, buildSession, json } from '../../testing/factories';
import { testQueryClient, testRealtime } from '../../testing/render';
import { AppProviders } from '../provider';
import { createRoutes } from '../router';
import { preloadLazyCode } from '../../testing/preload-lazy-code';

afterEach(() => {
  vi.unstubAllGlobals();
  setAccessToken(null);
});

const recent: DocumentItem = {
  id: 9,
  name: 'bank.pdf',
  type: 'file',
  path: '/2025/bank.pdf',
  folder_path: '/2025',
  size: 2048,
  file_type: 'pdf',
  password_protected: false,
  link: '/api/documents/1/link',
  children: [],
  annotations: 0,
  extracted_document_id: null,
  parent_document_id: null,
  description: null,
  tags: [],
  items_count: null,
  staff_only: false,
  uploaded_by: 'Cam Client',
  uploaded_by_id: 2,
  questionnaire_id: null,
  created_at: '2025-03-02T10:00:00.000Z',
  updated_at: '2025-03-02T10:00:00.000Z',
  deleted_at: null,
};

function renderPreview(
  path: string,
  q = buildQuestionnaire({ mode: 'admin-preview', read_only: true }),
  extra: Parameters<typeof stubApi>[0] = {},
) {
  const session: CurrentUserResponse = buildSession();
  const api = stubApi({
    'POST /api/sessions/refresh': () => json(200, { access_token: 'a', expires_at: '2030-01-01T00:00:00.000Z' }),
    'GET /api/sessions/current_user': () => json(200, session),
    'GET /api/live_config': () => json(200, { global_alert: { show: false, text: '' } }),
    'GET /api/v2/conversations': () => json(200, { conversations: [], total: 0, unseen_total: 0 }),
    'GET /api/questionnaires/5': () => json(200, q),
    'GET /api/v2/activity_logs': () =>
      json(200, {
        activity_logs: [
          {
            id: 1,
            type_id: 2,
            title: 'Questionnaire submitted',
            description: '',
            company_id: 1,
            questionnaire_id: 5,
            actor_name: 'Cam Client',
            created_at: '2025-03-01T10:00:00.000Z',
          },
        ],
        total: 1,
      }),
    'GET /api/companies/1/documents/recent': () => json(200, [recent]),
    ...extra,
  });
  const queryClient = testQueryClient();
  const router = createMemoryRouter(createRoutes(queryClient), { initialEntries: [path] });
  render(
    <AppProviders queryClient={queryClient} realtime={testRealtime()}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return { api, router };
}

// The shells and homes load lazily: load them once, not within a test's wait.
beforeAll(preloadLazyCode, 60_000);

describe('the questionnaire preview tabs', () => {
  it('switches between Sections, Documents, Activities and Unattached, keeping the tab in the address', async () => {
    const user = userEvent.setup();
    const q = buildQuestionnaire({
      mode: 'admin-preview',
      read_only: true,
      questionnaire_questions: [
        buildQuestion({
          id: 100,
          text: 'Upload your W-2',
          question_type: 'upload',
          documents: [
            {
              id: 7,
              name: 'w2.pdf',
              folder_path: '/2025/Organizer',
              file_type: 'pdf',
              size: 10,
              selected_option: 'W-2',
              created_at: '2025-02-03T10:00:00.000Z',
            },
          ],
        }),
      ],
    });
    const { api, router } = renderPreview('/preview/1/questionnaire/5', q);
    const tabs = await screen.findByRole('tablist', { name: 'Questionnaire preview' });
    expect(within(tabs).getByRole('tab', { name: 'Sections' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('heading', { level: 1, name: '2025 Tax Organizer' })).toBeInTheDocument();

    await user.click(within(tabs).getByRole('tab', { name: 'Documents' }));
    expect(new URLSearchParams(router.state.location.search).get('tab')).toBe('documents');
    const doc = await screen.findByRole('link', { name: 'w2.pdf' });
    expect(doc).toHaveAttribute('href', '/admin/abc/documents?path=%2F2025%2FOrganizer&file=w2.pdf');
    expect(screen.getByText('Upload your W-2')).toBeInTheDocument();
    expect(screen.getByText('W-2 · Uploaded Feb 3, 2025')).toBeInTheDocument();

    await user.click(within(tabs).getByRole('tab', { name: 'Activities' }));
    expect(await screen.findByText('Questionnaire submitted')).toBeInTheDocument();
    const call = api.calls.find((c) => c.key === 'GET /api/v2/activity_logs');
    expect(call?.url.searchParams.get('questionnaire_id')).toBe('5');

    await user.click(within(tabs).getByRole('tab', { name: 'Unattached' }));
    expect(await screen.findByRole('link', { name: 'bank.pdf' })).toHaveAttribute(
      'href',
      '/admin/abc/documents?path=%2F2025&file=bank.pdf',
    );
    const recentCall = api.calls.find((c) => c.key === 'GET /api/companies/1/documents/recent');
    expect(recentCall?.url.searchParams.get('from3MonthsAgo')).toBe('true');

    await user.click(within(tabs).getByRole('tab', { name: 'Sections' }));
    expect(await screen.findByRole('heading', { level: 1, name: '2025 Tax Organizer' })).toBeInTheDocument();
    expect(new URLSearchParams(router.state.location.search).has('tab')).toBe(false);
  });

  it('attaches an unattached document to an upload question, naming which document it is', async () => {
    const user = userEvent.setup();
    const q = buildQuestionnaire({
      mode: 'admin-preview',
      read_only: true,
      questionnaire_questions: [
        buildQuestion({ id: 100, text: 'Occupation', question_type: 'text' }),
        buildQuestion({ id: 101, text: 'Bank statements', question_type: 'upload', options: ['Checking', 'Savings'] }),
      ],
    });
    let attached = false;
    const { api } = renderPreview('/preview/1/questionnaire/5?tab=unattached', q, {
      'GET /api/companies/1/documents/recent': () => json(200, attached ? [] : [recent]),
      'POST /api/documents/attach_to_questionnaire': () => {
        attached = true;
        return json(200, { questions: [], sections: [], in_progress: false, status: null });
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Attach bank.pdf' }));
    const dialog = await screen.findByRole('dialog', { name: 'Attach to questionnaire' });
    // Only upload questions can take a document; one with options asks which document it is.
    await user.click(within(dialog).getByRole('button', { name: 'Attach' }));
    expect(within(dialog).getByRole('alert')).toHaveTextContent('Choose the question the document answers');
    await user.click(within(dialog).getByRole('combobox', { name: 'Question' }));
    expect(within(dialog).queryByRole('option', { name: 'Occupation', hidden: true })).not.toBeInTheDocument();
    await user.click(await within(dialog).findByRole('option', { name: 'Bank statements', hidden: true }));
    await user.click(within(dialog).getByRole('combobox', { name: 'Document' }));
    await user.click(await within(dialog).findByRole('option', { name: 'Savings', hidden: true }));
    await user.click(within(dialog).getByRole('button', { name: 'Attach' }));
    expect(await screen.findByText('bank.pdf attached to "Bank statements"')).toBeInTheDocument();
    expect(api.bodyOf('POST /api/documents/attach_to_questionnaire')).toEqual({
      questionnaire_id: 5,
      question_id: 101,
      document_id: 9,
      selected_option: 'Savings',
    });
    expect(
      await screen.findByText('Nothing was uploaded outside questionnaires in the last 3 months.'),
    ).toBeInTheDocument();
  });

  it('lists the related entities’ questionnaires of the year with their status, each linking to its preview', async () => {
    const q = buildQuestionnaire({
      mode: 'admin-preview',
      read_only: true,
      parent_entity_relevant_questionnaire_statuses: [
        {
          id: 41,
          name: 'Partnership Organizer',
          company_id: 8,
          company_name: 'A Partners LP',
          completed: true,
          locked: true,
          status_label: 'Completed',
        },
        {
          id: 42,
          name: 'Trust Organizer',
          company_id: 9,
          company_name: 'B Family Trust',
          completed: false,
          locked: false,
          status_label: 'In Progress',
        },
      ],
    });
    const { router } = renderPreview('/preview/1/questionnaire/5', q);
    const related = await screen.findByRole('region', { name: RELATED_TITLE });
    expect(within(related).getByText(`${RELATED_TITLE} (2025)`)).toBeInTheDocument();
    const rows = within(related).getAllByRole('listitem');
    expect(rows.map((r) => r.textContent)).toEqual([
      'A Partners LP: Partnership OrganizerCompleted',
      'B Family Trust: Trust OrganizerIn Progress',
    ]);
    expect(within(rows[0]!).getByLabelText('Locked')).toBeInTheDocument();
    expect(within(rows[1]!).queryByLabelText('Locked')).not.toBeInTheDocument();
    await userEvent.setup().click(within(related).getByRole('link', { name: 'Trust Organizer' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/preview/9/questionnaire/42'));
  });

  it('shows no related list when there is none (the preference off, or no related entity)', async () => {
    renderPreview('/preview/1/questionnaire/5');
    expect(await screen.findByRole('tablist', { name: 'Questionnaire preview' })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: RELATED_TITLE })).not.toBeInTheDocument();
  });

  it('opens the tab named in the address, with an empty state when nothing was uploaded', async () => {
    renderPreview('/preview/1/questionnaire/5?tab=documents');
    expect(await screen.findByRole('tab', { name: 'Documents' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByText(NO_QUESTIONNAIRE_DOCUMENTS)).toBeInTheDocument();
  });
});

describe('the preview entry /preview/{companyId}?questionnaireId&sectionId (spec 001 §2)', () => {
  it('opens that questionnaire’s preview at the section named', async () => {
    const { router } = renderPreview('/preview/1?questionnaireId=5&sectionId=12');
    await waitFor(() => expect(router.state.location.pathname).toBe('/preview/1/questionnaire/5'));
    expect(router.state.location.search).toBe('?sectionId=12');
    expect(await screen.findByRole('tablist', { name: 'Questionnaire preview' })).toBeInTheDocument();
  });

  it('opens the entity’s dashboard when no questionnaire is named', async () => {
    const { router } = renderPreview('/preview/1', undefined, {
      'GET /api/companies/1': () => json(200, buildEntityDetail({ id: 1, hash_id: 'h1' })),
      'GET /api/companies/get_company_by_hash_id': () => json(200, buildEntityDetail({ id: 1, hash_id: 'h1' })),
    });
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/h1'));
  });

  it('answers an entity the firm cannot see, or a malformed id, with not found', async () => {
    renderPreview('/preview/2', undefined, {
      'GET /api/companies/2': () => json(404, { error: { code: 'not_found', message: 'Entity not found' } }),
    });
    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeInTheDocument();
  });
});
