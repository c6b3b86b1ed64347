import {
  DEFAULT_AGENT_TASK,
  DEFAULT_NOTE_TEXT,
  DEFAULT_WORKFLOW_TITLE,
  workflowMessages,
  type Workflow,
  type WorkflowRun,
} from '@portal/domain';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { stubApi } from '../../../testing/api-stub';
import { json } from '../../../testing/factories';
import { renderWithProviders } from '../../../testing/render';
import { WorkflowsScreen } from './workflows-screen';

afterEach(() => vi.unstubAllGlobals());

const workflow = (overrides: Partial<Workflow> = {}): Workflow => ({
  id: 1,
  name: 'Organizer received',
  title: 'Organizer received',
  workflow_steps: [],
  status: 'Inactive',
  lastModified: '2026-11-20T10:00:00.000Z',
  steps: [
    { id: 't', stepType: 'trigger', content: 'questionnaire_submitted', position: 0 },
    { id: 'a', stepType: 'add_tag', content: { tag: 'Organizer received' }, position: 1 },
  ],
  agent_steps_blocked: false,
  ...overrides,
});

const run: WorkflowRun = {
  id: 9,
  workflow_id: 1,
  workflow_title: 'Organizer received',
  trigger: 'questionnaire_submitted',
  company_id: 4,
  company_name: 'Lee Household',
  questionnaire_id: 3,
  status: 'failed',
  error: 'Step 2 failed: This entity has no clients to message',
  created_at: '2026-11-20T10:00:00.000Z',
  finished_at: '2026-11-20T10:00:05.000Z',
  steps: [
    {
      position: 1,
      step_type: 'add_tag',
      input: { tag: 'Organizer received' },
      action: 'add_tag',
      result: { tags: ['Organizer received'] },
      status: 'succeeded',
      error: null,
      attempts: 1,
      started_at: '2026-11-20T10:00:01.000Z',
      finished_at: '2026-11-20T10:00:01.000Z',
    },
    {
      position: 2,
      step_type: 'send_message',
      input: { text: 'Thanks' },
      action: 'send_message',
      result: null,
      status: 'failed',
      error: 'This entity has no clients to message',
      attempts: 3,
      started_at: '2026-11-20T10:00:02.000Z',
      finished_at: '2026-11-20T10:00:05.000Z',
    },
  ],
};

const staff = [{ id: 7, name: 'Carla CPA' }];

function setup(routes: Parameters<typeof stubApi>[0] = {}, canEdit = true, agentAvailable = true) {
  const api = stubApi({
    'GET /api/workflows': () => json(200, { workflows: [workflow()], agent_steps_available: agentAvailable }),
    ...routes,
  });
  renderWithProviders(<WorkflowsScreen canEdit={canEdit} staff={staff} templates={[]} />);
  return { api, user: userEvent.setup() };
}

describe('WorkflowsScreen', () => {
  it("says 'No workflows to display.' when there are none", async () => {
    setup({ 'GET /api/workflows': () => json(200, { workflows: [], agent_steps_available: true }) });
    expect(await screen.findByText(workflowMessages.empty)).toBeInTheDocument();
  });

  it('shows Name, Status, Last Modified and Actions, and activates, duplicates and deletes after confirming', async () => {
    const { api, user } = setup({
      'POST /api/workflows/1/activate': () => json(200, workflow({ status: 'Active' })),
      'POST /api/workflows/1/duplicate': () => json(200, workflow({ id: 2 })),
      'DELETE /api/workflows/1': () => new Response(null, { status: 204 }),
    });
    const table = await screen.findByRole('table', { name: 'Workflows' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['Name', 'Status', 'Last Modified', 'Actions']);
    const row = within(table).getByText('Organizer received').closest('tr')!;
    expect(within(row).getByText('Inactive')).toBeInTheDocument();
    expect(within(row).getByText('Nov 20, 2026')).toBeInTheDocument();

    await user.click(within(row).getByRole('button', { name: 'Activate Organizer received' }));
    expect(await screen.findByText(workflowMessages.activated)).toBeInTheDocument();
    await user.click(within(row).getByRole('button', { name: 'Duplicate Organizer received' }));
    expect(await screen.findByText(workflowMessages.duplicated)).toBeInTheDocument();

    await user.click(within(row).getByRole('button', { name: 'Delete Organizer received' }));
    const confirm = await screen.findByRole('dialog', { name: 'Delete workflow' });
    expect(within(confirm).getByText(workflowMessages.confirmDelete)).toBeInTheDocument();
    expect(api.keys()).not.toContain('DELETE /api/workflows/1');
    await user.click(within(confirm).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText(workflowMessages.deleted)).toBeInTheDocument();
    expect(api.keys()).toContain('DELETE /api/workflows/1');
  });

  it('creates a workflow from the default title and a built-in step, checking it with the shared schema', async () => {
    const { api, user } = setup({
      'POST /api/workflows': (body) => json(200, workflow({ id: 3, name: body.title, title: body.title })),
    });
    await user.click(await screen.findByRole('button', { name: 'Create Workflow' }));
    const dialog = await screen.findByRole('dialog', { name: 'Create Workflow' });
    const title = within(dialog).getByRole('textbox', { name: /^Title/ });
    expect(title).toHaveValue(DEFAULT_WORKFLOW_TITLE);
    // A built-in step, which runs without an AI service (issue 38 §8).
    expect(within(dialog).getByRole('textbox', { name: 'Step 1: note' })).toHaveValue(DEFAULT_NOTE_TEXT);

    await user.clear(title);
    await user.click(within(dialog).getByRole('button', { name: 'Create' }));
    expect(await within(dialog).findByText(workflowMessages.titleRequired)).toBeInTheDocument();
    expect(api.keys()).not.toContain('POST /api/workflows');

    await user.type(title, 'Organizer received');
    await user.click(within(dialog).getByRole('button', { name: 'Add step' }));
    await user.click(within(dialog).getByRole('combobox', { name: 'Step 2: kind' }));
    // Step 1's list of kinds is in the page too: the last one opened is step 2's.
    await user.click((await screen.findAllByRole('option', { name: 'Add a tag', hidden: true })).at(-1)!);
    await user.click(within(dialog).getByRole('button', { name: 'Create' }));
    expect(await within(dialog).findByText(workflowMessages.tagRequired)).toBeInTheDocument();
    await user.type(within(dialog).getByRole('textbox', { name: 'Step 2: tag' }), 'Organizer received');
    await user.click(within(dialog).getByRole('button', { name: 'Move Step 2 up' }));
    await user.click(within(dialog).getByRole('button', { name: 'Create' }));

    expect(await screen.findByText(workflowMessages.saved)).toBeInTheDocument();
    const body = api.bodyOf('POST /api/workflows') as {
      title: string;
      steps: { stepType: string; position: number }[];
    };
    expect(body.title).toBe('Organizer received');
    expect(body.steps).toEqual([
      expect.objectContaining({ stepType: 'trigger', content: 'questionnaire_submitted', position: 0 }),
      expect.objectContaining({ stepType: 'add_tag', content: { tag: 'Organizer received' }, position: 1 }),
      expect.objectContaining({ stepType: 'create_note', content: { text: DEFAULT_NOTE_TEXT }, position: 2 }),
    ]);
  });

  it('without an AI service, says how to configure one, offers no agent step and keeps a blocked workflow off (issue 38 §8)', async () => {
    const blocked = workflow({
      id: 5,
      name: 'Agent review',
      title: 'Agent review',
      workflow_steps: [],
      steps: [
        { id: 't', stepType: 'trigger', content: 'questionnaire_submitted', position: 0 },
        { id: 'g', stepType: 'agent', content: DEFAULT_AGENT_TASK, position: 1 },
      ],
      agent_steps_blocked: true,
    });
    const { user } = setup(
      { 'GET /api/workflows': () => json(200, { workflows: [workflow(), blocked], agent_steps_available: false }) },
      true,
      false,
    );
    expect(await screen.findByText(/set AI_API_KEY, and AI_BASE_URL for any OpenAI-compatible server/)).toBeVisible();
    const row = (await screen.findByText('Agent review')).closest('tr')!;
    expect(within(row).getByText('Agent step cannot run')).toBeInTheDocument();
    const activate = within(row).getByRole('button', { name: 'Activate Agent review' });
    expect(activate).toBeDisabled();
    expect(activate).toHaveAccessibleDescription('Agent step cannot run');

    await user.click(screen.getByRole('button', { name: 'Create Workflow' }));
    const dialog = await screen.findByRole('dialog', { name: 'Create Workflow' });
    await user.click(within(dialog).getByRole('combobox', { name: 'Step 1: kind' }));
    expect(await screen.findByRole('option', { name: 'Create a note', hidden: true })).toBeInTheDocument();
    expect(screen.queryByRole('option', { name: 'Agent task', hidden: true })).toBeNull();
  });

  it('lets other staff view the table and run history, without controls to change anything', async () => {
    const { user } = setup({ 'GET /api/workflows/1/runs': () => json(200, { runs: [run] }) }, false);
    const row = (await screen.findByText('Organizer received')).closest('tr')!;
    expect(screen.queryByRole('button', { name: 'Create Workflow' })).toBeNull();
    for (const name of ['Edit', 'Activate', 'Duplicate', 'Delete'])
      expect(within(row).queryByRole('button', { name: `${name} Organizer received` })).toBeNull();
    await user.click(within(row).getByRole('button', { name: 'Run history of Organizer received' }));
    const dialog = await screen.findByRole('dialog', { name: 'Run history: Organizer received' });
    const steps = await within(dialog).findByRole('list', { name: 'Steps of run 9' });
    const items = within(steps)
      .getAllByRole('listitem')
      .map((li) => li.textContent);
    expect(items[0]).toContain('Add a tag');
    expect(items[1]).toContain('This entity has no clients to message');
    expect(items[1]).toContain('(3 attempts)');
    expect(within(dialog).getByText(run.error!)).toBeInTheDocument();
    expect(within(dialog).queryByRole('button', { name: /Run again/ })).toBeNull();
  });

  it('runs a workflow again from its history', async () => {
    const { api, user } = setup({
      'GET /api/workflows/1/runs': () => json(200, { runs: [run] }),
      'POST /api/workflow_runs/9/rerun': () => json(200, { ...run, id: 10, status: 'queued', steps: [] }),
    });
    await user.click(await screen.findByRole('button', { name: 'Run history of Organizer received' }));
    const dialog = await screen.findByRole('dialog', { name: 'Run history: Organizer received' });
    await user.click(await within(dialog).findByRole('button', { name: 'Run again: run 9' }));
    await waitFor(() => expect(api.keys()).toContain('POST /api/workflow_runs/9/rerun'));
    expect(await screen.findByText(workflowMessages.rerun)).toBeInTheDocument();
  });
});
