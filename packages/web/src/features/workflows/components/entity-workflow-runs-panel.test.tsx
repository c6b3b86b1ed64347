import { workflowMessages, type WorkflowRun } from '@portal/domain';
import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { stubApi } from '../../../testing/api-stub';
import { json } from '../../../testing/factories';
import { renderWithProviders } from '../../../testing/render';
import { EntityWorkflowRunsPanel } from './entity-workflow-runs-panel';

afterEach(() => vi.unstubAllGlobals());

const run: WorkflowRun = {
  id: 5,
  workflow_id: 1,
  workflow_title: 'Welcome',
  trigger: 'new_client_added',
  company_id: 4,
  company_name: 'Lee Partners',
  questionnaire_id: null,
  status: 'succeeded',
  error: null,
  created_at: '2026-11-20T10:00:00.000Z',
  finished_at: '2026-11-20T10:00:02.000Z',
  steps: [
    {
      position: 1,
      step_type: 'agent',
      input: { company_id: 4, tag: 'New' },
      action: 'add_tag',
      result: { tags: ['New'] },
      status: 'succeeded',
      error: null,
      attempts: 1,
      started_at: '2026-11-20T10:00:01.000Z',
      finished_at: '2026-11-20T10:00:01.000Z',
    },
    {
      position: 1,
      step_type: 'agent',
      input: { company_id: 99, tag: 'x' },
      action: 'add_tag',
      result: null,
      status: 'refused',
      error: 'Refused: entity 99 is not the entity this run is about',
      attempts: 1,
      started_at: '2026-11-20T10:00:01.000Z',
      finished_at: '2026-11-20T10:00:01.000Z',
    },
  ],
};

describe('EntityWorkflowRunsPanel', () => {
  it("lists the entity's runs with each step, refusals included", async () => {
    const api = stubApi({ 'GET /api/workflow_runs': () => json(200, { runs: [run] }) });
    renderWithProviders(<EntityWorkflowRunsPanel companyId={4} canRerun />);
    const steps = await screen.findByRole('list', { name: 'Steps of run 5' });
    const items = within(steps).getAllByRole('listitem');
    expect(items[0]).toHaveTextContent('succeeded');
    expect(items[1]).toHaveTextContent('refused');
    expect(items[1]).toHaveTextContent('Refused: entity 99 is not the entity this run is about');
    expect(screen.getByRole('button', { name: 'Run again: run 5' })).toBeInTheDocument();
    expect(api.calls[0]!.url.searchParams.get('company_id')).toBe('4');
  });

  it('says so when the entity has no runs', async () => {
    stubApi({ 'GET /api/workflow_runs': () => json(200, { runs: [] }) });
    renderWithProviders(<EntityWorkflowRunsPanel companyId={4} canRerun={false} />);
    expect(await screen.findByText(workflowMessages.noRuns)).toBeInTheDocument();
  });
});
