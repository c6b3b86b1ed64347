import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { stubApi } from '../../../testing/api-stub';
import { json } from '../../../testing/factories';
import { renderWithProviders } from '../../../testing/render';
import { EntityQuestionnairesPanel, NO_ENTITY_QUESTIONNAIRES } from './entity-questionnaires-panel';

afterEach(() => vi.unstubAllGlobals());

// The dialog is built elsewhere: a stand-in shows what the panel hands it and can report a send.
vi.mock('./send-questionnaire-dialog', () => ({
  SendQuestionnaireDialog: (p: { opened: boolean; companyIds?: number[]; onSent?: () => void }) =>
    p.opened ? (
      <div role="dialog" aria-label="Send Questionnaire">
        <span>companies {p.companyIds?.join(',')}</span>
        <button onClick={p.onSent}>Fake send</button>
      </div>
    ) : null,
}));

describe('EntityQuestionnairesPanel', () => {
  it("lists the entity's questionnaires with a preview link", async () => {
    stubApi({
      'GET /api/companies/9/questionnaires': () =>
        json(200, {
          items: [
            {
              id: 5,
              hash_id: 'q5',
              company_id: 9,
              name: '2025 Organizer',
              tax_year: 2025,
              due_date: '2026-04-15',
              status_label: 'In Progress',
              locked: false,
              completed: false,
              submitted_at: null,
              deleted_at: null,
              documents_cell: 'Documents needed',
              progress: 40,
            },
          ],
        }),
    });
    renderWithProviders(<EntityQuestionnairesPanel companyId={9} />);
    expect(await screen.findByRole('link', { name: 'Preview 2025 Organizer' })).toHaveAttribute(
      'href',
      '/preview/9/questionnaire/5',
    );
    expect(screen.getByText('Apr 15, 2026')).toBeInTheDocument();
    expect(screen.getByText('In Progress')).toBeInTheDocument();
    expect(screen.getByText('Documents needed')).toBeInTheDocument();
  });

  it('says when none were sent', async () => {
    stubApi({ 'GET /api/companies/9/questionnaires': () => json(200, { items: [] }) });
    renderWithProviders(<EntityQuestionnairesPanel companyId={9} />);
    expect(await screen.findByText(NO_ENTITY_QUESTIONNAIRES)).toBeInTheDocument();
  });

  it('opens Send Questionnaire for this entity and reads the list again after a send', async () => {
    const api = stubApi({ 'GET /api/companies/9/questionnaires': () => json(200, { items: [] }) });
    const user = userEvent.setup();
    renderWithProviders(<EntityQuestionnairesPanel companyId={9} />);
    await screen.findByText(NO_ENTITY_QUESTIONNAIRES);
    await user.click(screen.getByRole('button', { name: 'Send Questionnaire' }));
    expect(screen.getByRole('dialog', { name: 'Send Questionnaire' })).toHaveTextContent('companies 9');
    const before = api.keys().length;
    await user.click(screen.getByRole('button', { name: 'Fake send' }));
    await waitFor(() => expect(api.keys().length).toBeGreaterThan(before));
  });
});
