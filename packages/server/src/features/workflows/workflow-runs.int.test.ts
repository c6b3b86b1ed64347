import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WORKFLOW_ACTIONS, type SaveWorkflowInput, type WorkflowRun } from '@portal/domain';
import {
  companies,
  companyEntityTags,
  companyNotes,
  entityTags,
  messages,
  questionnaireQuestions,
  questionnaires,
  questionnaireSections,
  questionnaireTemplates,
} from '../../db/schema/index.ts';
import { registerJobs } from '../../jobs.ts';
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts';
import { buildClient, buildCompany, buildFirm, buildStaff, signInAs } from '../../test/factories.ts';
import { until } from '../../test/poll.ts';
import { createQuestionnaire } from '../questionnaires/index.ts';
import { workflowActionMessages } from './workflow-actions.ts';
import { agentMessages } from './agent-step.ts';

interface ChatRequest {
  messages: { role: string; content: string | null; tool_call_id?: string }[];
  tools: { type: string; function: { name: string } }[];
}

/**
 * A real OpenAI-compatible chat completions server: on a new task it calls the tools `plan(entityId)`
 * names (the entity read from the instructions, as a model would), then, once told the outcomes, answers.
 */
function fakeModel() {
  const requests: ChatRequest[] = [];
  let plan: (entityId: number) => { name: string; args: object }[] | 'fail' = () => [];
  const server = http.createServer((req, res) => {
    let raw = '';
    req.on('data', (c) => (raw += c));
    req.on('end', () => {
      const body = JSON.parse(raw) as ChatRequest;
      requests.push(body);
      const entityId = Number(/entity (\d+)/.exec(body.messages[0]!.content ?? '')?.[1]);
      const answered = body.messages.some((m) => m.role === 'tool');
      const planned = answered ? [] : plan(entityId);
      if (planned === 'fail') {
        res.writeHead(500, { 'content-type': 'application/json' }).end('{"error":{"message":"model overloaded"}}');
        return;
      }
      const calls = planned;
      const message = calls.length
        ? {
            role: 'assistant',
            content: null,
            tool_calls: calls.map((c, i) => ({
              id: `call_${i}`,
              type: 'function',
              function: { name: c.name, arguments: JSON.stringify(c.args) },
            })),
          }
        : { role: 'assistant', content: 'Tagged the entity.' };
      res.writeHead(200, { 'content-type': 'application/json' }).end(
        JSON.stringify({
          id: 'c1',
          object: 'chat.completion',
          created: 1,
          model: 'test-model',
          choices: [{ index: 0, finish_reason: calls.length ? 'tool_calls' : 'stop', message }],
        }),
      );
    });
  });
  return {
    requests,
    setPlan: (p: typeof plan) => (plan = p),
    async listen() {
      await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
      return `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1`;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

describe('workflow runs (spec 002 §4 triggers, agent steps, run history)', () => {
  let t: TestApp;
  const model = fakeModel();
  beforeAll(async () => {
    const baseURL = await model.listen();
    t = await buildTestApp({
      startJobs: true,
      env: { AI_API_KEY: 'sk-test', AI_BASE_URL: baseURL, AI_MODEL: 'test-model' },
    });
    await registerJobs(t.deps);
  });
  afterAll(async () => {
    await t.close();
    await model.close();
  });

  async function setup() {
    const db = t.deps.database.db;
    const firm = await buildFirm(db, { preferences: { workflow_automation_enabled: true } });
    const partnerUser = await buildStaff(db, firm);
    const cpa = await buildStaff(db, firm, { access: 'full', fname: 'Carla', lname: 'CPA' });
    const partner = (await signInAs(db, partnerUser)).headers;
    const call = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) =>
      t.app.inject({ method, url, payload, headers: partner });
    const activeWorkflow = async (w: SaveWorkflowInput) => {
      const created = await call('POST', '/api/workflows', w);
      expect(created.statusCode, created.body).toBe(200);
      const { id } = created.json();
      expect((await call('POST', `/api/workflows/${id}/activate`)).statusCode).toBe(200);
      return id as number;
    };
    const finishedRuns = async (url: string, count = 1) =>
      (
        await until(
          async () => (await call('GET', url)).json().runs as WorkflowRun[],
          (runs) => runs.length >= count && runs.every((r) => r.status === 'succeeded' || r.status === 'failed'),
          30_000,
        )
      ).slice(0, count);
    return { db, firm, partnerUser, cpa, call, activeWorkflow, finishedRuns };
  }

  /** A client who submits a one-section questionnaire through the API. */
  async function submittedQuestionnaire(f: Awaited<ReturnType<typeof setup>>) {
    const clientUser = await buildClient(f.db, f.firm);
    const company = await buildCompany(f.db, f.firm, clientUser);
    const id = await createQuestionnaire(f.db, {
      firmId: f.firm.id,
      companyId: company.id,
      name: 'Tax Organizer',
      taxYear: 2025,
      sections: [
        { name: 'General', type: 3, key: 'questionnaire', questions: [] },
        { name: 'Review and Submit', type: 4, key: 'review_and_submit' },
      ],
    });
    await f.db
      .update(questionnaireSections)
      .set({ markedCompleted: true })
      .where(eq(questionnaireSections.questionnaireId, id));
    const client = (await signInAs(f.db, clientUser)).headers;
    const submit = () => t.app.inject({ method: 'POST', url: `/api/questionnaires/${id}/submit`, headers: client });
    return { clientUser, company, id, submit };
  }

  const tagsOf = (companyId: number) =>
    t.deps.database.db
      .select({ name: entityTags.name })
      .from(companyEntityTags)
      .innerJoin(entityTags, eq(entityTags.id, companyEntityTags.tagId))
      .where(eq(companyEntityTags.companyId, companyId))
      .then((rows) => rows.map((r) => r.name));

  it('runs every built-in step when a questionnaire is submitted, as the owner, and records each one', async () => {
    const f = await setup();
    const workflowId = await f.activeWorkflow({
      title: 'Organizer received',
      steps: [
        { id: 't', stepType: 'trigger', content: 'questionnaire_submitted', position: 0 },
        { id: '1', stepType: 'add_tag', content: { tag: 'Organizer received' }, position: 1 },
        { id: '2', stepType: 'send_message', content: { text: 'Thank you for your organizer!' }, position: 2 },
        { id: '3', stepType: 'assign_firm_user', content: { role: 'cpa', user_id: f.cpa.id }, position: 3 },
        { id: '4', stepType: 'create_note', content: { text: 'Organizer in; review next.' }, position: 4 },
        { id: '5', stepType: 'request_additional_items', content: { items: ['Your 1099-B'] }, position: 5 },
      ],
    });
    const q = await submittedQuestionnaire(f);
    const submitted = await q.submit();
    expect(submitted.statusCode, submitted.body).toBe(200);

    const [run] = await f.finishedRuns(`/api/workflows/${workflowId}/runs`);
    expect(run, JSON.stringify(run)).toMatchObject({
      status: 'succeeded',
      trigger: 'questionnaire_submitted',
      company_id: q.company.id,
      company_name: q.company.name,
      questionnaire_id: q.id,
      error: null,
    });
    expect(run!.steps.map((s) => [s.position, s.action, s.status, s.attempts])).toEqual([
      [1, 'add_tag', 'succeeded', 1],
      [2, 'send_message', 'succeeded', 1],
      [3, 'assign_firm_user', 'succeeded', 1],
      [4, 'create_note', 'succeeded', 1],
      [5, 'request_additional_items', 'succeeded', 1],
    ]);
    expect(run!.steps[0]).toMatchObject({
      input: { tag: 'Organizer received' },
      result: { tags: ['Organizer received'] },
    });
    expect(run!.steps.every((s) => s.started_at && s.finished_at)).toBe(true);

    // Each action happened, through its feature, on the triggering entity only.
    expect(await tagsOf(q.company.id)).toEqual(['Organizer received']);
    const sent = await f.db.select().from(messages).where(eq(messages.firmId, f.firm.id));
    expect(sent.map((m) => [m.plainText, m.userId])).toEqual([['Thank you for your organizer!', f.partnerUser.id]]);
    const [company] = await f.db.select().from(companies).where(eq(companies.id, q.company.id));
    expect(company!.cpaId).toBe(f.cpa.id);
    const notes = await f.db.select().from(companyNotes).where(eq(companyNotes.companyId, q.company.id));
    expect(notes.map((n) => [n.text, n.authorId])).toEqual([['Organizer in; review next.', f.partnerUser.id]]);
    const asked = await f.db
      .select()
      .from(questionnaireQuestions)
      .where(eq(questionnaireQuestions.questionnaireId, q.id));
    expect(asked.map((x) => x.text)).toContain('Your 1099-B');
    const [reopened] = await f.db.select().from(questionnaires).where(eq(questionnaires.id, q.id));
    expect(reopened!.completed).toBe(false);

    // The entity's own history shows the same run.
    const forEntity = (await f.call('GET', `/api/workflow_runs?company_id=${q.company.id}`)).json().runs;
    expect(forEntity.map((r: WorkflowRun) => r.id)).toEqual([run!.id]);
  });

  it('sends a questionnaire from a template when a client is added through the create-client path', async () => {
    const f = await setup();
    const [template] = await f.db
      .insert(questionnaireTemplates)
      .values({
        firmId: f.firm.id,
        name: 'Welcome Organizer',
        definition: [{ name: 'General', type: 3, questions: [{ text: 'Occupation', type: 'text' }] }],
      })
      .returning();
    const workflowId = await f.activeWorkflow({
      title: 'Welcome',
      steps: [
        { id: 't', stepType: 'trigger', content: 'new_client_added', position: 0 },
        {
          id: '1',
          stepType: 'send_questionnaire',
          content: { questionnaire_template_id: template!.id, days_until_due: 30 },
          position: 1,
        },
      ],
    });
    const created = await f.call('POST', '/api/users/create_client_from_api', {
      fname: 'Ann',
      lname: 'Lee',
      assigned_advisor_id: -1,
      entity_type: 'Partnership',
      entity_name: 'Lee Partners',
    });
    expect(created.statusCode, created.body).toBe(200);
    const companyId = created.json().company_id as number;
    const [run] = await f.finishedRuns(`/api/workflows/${workflowId}/runs`);
    expect(run).toMatchObject({ status: 'succeeded', trigger: 'new_client_added', company_id: companyId });
    expect(run!.steps[0]).toMatchObject({ action: 'send_questionnaire', status: 'succeeded' });
    const sent = await until(
      () => f.db.select().from(questionnaires).where(eq(questionnaires.companyId, companyId)),
      (rows) => rows.length > 0,
    );
    expect(sent.map((x) => x.name)).toEqual(['Welcome Organizer']);
  });

  it('retries a failing step, then shows it failed with its reason and stops; a re-run runs it again', async () => {
    const f = await setup();
    const workflowId = await f.activeWorkflow({
      title: 'Needs a questionnaire',
      steps: [
        { id: 't', stepType: 'trigger', content: 'new_client_added', position: 0 },
        { id: '1', stepType: 'request_additional_items', content: { items: ['ID'] }, position: 1 },
        { id: '2', stepType: 'add_tag', content: { tag: 'Never' }, position: 2 },
      ],
    });
    const created = await f.call('POST', '/api/users/create_client_from_api', {
      fname: 'Bo',
      lname: 'Ng',
      assigned_advisor_id: -1,
      entity_type: 'Partnership',
      entity_name: 'Ng LLC',
    });
    const companyId = created.json().company_id as number;
    const [run] = await f.finishedRuns(`/api/workflows/${workflowId}/runs`);
    expect(run).toMatchObject({
      status: 'failed',
      error: `Step 1 failed: ${workflowActionMessages.needsQuestionnaire}`,
    });
    expect(run!.steps).toHaveLength(1);
    expect(run!.steps[0]).toMatchObject({
      action: 'request_additional_items',
      status: 'failed',
      attempts: 3,
      error: workflowActionMessages.needsQuestionnaire,
    });
    expect(await tagsOf(companyId)).toEqual([]);

    const again = await f.call('POST', `/api/workflow_runs/${run!.id}/rerun`);
    expect(again.statusCode, again.body).toBe(200);
    expect(again.json()).toMatchObject({ status: 'queued', company_id: companyId, steps: [] });
    const runs = await f.finishedRuns(`/api/workflows/${workflowId}/runs`, 2);
    expect(runs.map((r) => r.id)).toEqual([again.json().id, run!.id]);
  }, 60_000);

  it("runs an agent step with the portal's actions as its only tools, refusing a call on another firm's entity", async () => {
    const f = await setup();
    const otherFirm = await buildFirm(f.db, { preferences: { workflow_automation_enabled: true } });
    const foreign = await buildCompany(f.db, otherFirm, await buildClient(f.db, otherFirm));
    model.setPlan((entityId) => [
      { name: 'add_tag', args: { company_id: entityId, tag: 'Reviewed by agent' } },
      { name: 'add_tag', args: { company_id: foreign.id, tag: 'Hijacked' } },
      { name: 'delete_entity', args: { company_id: entityId } },
    ]);
    const workflowId = await f.activeWorkflow({
      title: 'Agent review',
      steps: [
        { id: 't', stepType: 'trigger', content: 'questionnaire_submitted', position: 0 },
        { id: '1', stepType: 'agent', content: 'Tag the entity as reviewed.', position: 1 },
      ],
    });
    const q = await submittedQuestionnaire(f);
    expect((await q.submit()).statusCode).toBe(200);
    const [run] = await f.finishedRuns(`/api/workflows/${workflowId}/runs`);
    expect(run!.status).toBe('succeeded');
    expect(run!.steps.map((s) => [s.step_type, s.action, s.status, s.error])).toEqual([
      ['agent', 'add_tag', 'succeeded', null],
      ['agent', 'add_tag', 'refused', agentMessages.otherEntity(foreign.id)],
      ['agent', 'delete_entity', 'refused', agentMessages.unknownTool('delete_entity')],
      ['agent', null, 'succeeded', null],
    ]);
    expect(run!.steps[1]!.input).toEqual({ company_id: foreign.id, tag: 'Hijacked' });
    expect(run!.steps[3]!.result).toEqual({ text: 'Tagged the entity.', turns: 2 });
    expect(await tagsOf(q.company.id)).toEqual(['Reviewed by agent']);
    expect(await tagsOf(foreign.id)).toEqual([]);
    const otherFirmTags = await f.db
      .select()
      .from(entityTags)
      .where(and(eq(entityTags.firmId, otherFirm.id)));
    expect(otherFirmTags).toEqual([]);

    // The model was offered exactly the fixed set of actions, and was told of each refusal.
    const [first, second] = model.requests.slice(-2);
    expect(first!.tools.map((x) => x.function.name)).toEqual([...WORKFLOW_ACTIONS]);
    expect(first!.messages[1]!.content).toBe('Tag the entity as reviewed.');
    expect(second!.messages.filter((m) => m.role === 'tool').map((m) => m.content)).toEqual([
      expect.stringContaining('Reviewed by agent'),
      agentMessages.otherEntity(foreign.id),
      agentMessages.unknownTool('delete_entity'),
    ]);
  });

  it('retries an agent step whose AI service fails, then shows it failed with the reason', async () => {
    const f = await setup();
    model.setPlan(() => 'fail');
    const workflowId = await f.activeWorkflow({
      title: 'Agent down',
      steps: [
        { id: 't', stepType: 'trigger', content: 'questionnaire_submitted', position: 0 },
        { id: '1', stepType: 'agent', content: 'Tag the entity as reviewed.', position: 1 },
      ],
    });
    const before = model.requests.length;
    const q = await submittedQuestionnaire(f);
    expect((await q.submit()).statusCode).toBe(200);
    const [run] = await f.finishedRuns(`/api/workflows/${workflowId}/runs`);
    expect(run).toMatchObject({ status: 'failed', error: expect.stringContaining('model overloaded') });
    expect(run!.steps).toEqual([
      expect.objectContaining({ step_type: 'agent', action: null, status: 'failed', attempts: 3 }),
    ]);
    // Three attempts, each asked once more by the adapter.
    expect(model.requests.length - before).toBe(6);
    expect(await tagsOf(q.company.id)).toEqual([]);
  }, 60_000);

  it('does not run an inactive workflow', async () => {
    const f = await setup();
    const created = await f.call('POST', '/api/workflows', {
      title: 'Off',
      steps: [
        { id: 't', stepType: 'trigger', content: 'questionnaire_submitted', position: 0 },
        { id: '1', stepType: 'add_tag', content: { tag: 'x' }, position: 1 },
      ],
    });
    const q = await submittedQuestionnaire(f);
    expect((await q.submit()).statusCode).toBe(200);
    await t.deps.events.settled();
    expect((await f.call('GET', `/api/workflows/${created.json().id}/runs`)).json().runs).toEqual([]);
  });
});
