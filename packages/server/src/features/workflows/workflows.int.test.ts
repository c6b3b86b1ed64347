import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_WORKFLOW_TITLE, saveWorkflowSchema, workflowMessages, type SaveWorkflowInput } from '@portal/domain';
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts';
import { buildClient, buildCompany, buildFirm, buildStaff, signInAs } from '../../test/factories.ts';
import { insertWorkflow } from './workflows.repo.ts';

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

const body: SaveWorkflowInput = {
  title: 'Organizer received',
  steps: [
    { id: 't', stepType: 'trigger', content: 'questionnaire_submitted', position: 0 },
    { id: 'a', stepType: 'add_tag', content: { tag: 'Organizer received' }, position: 1 },
  ],
};

describe('workflows routes (spec 002 §3, §7)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(() => t.close());

  async function setup() {
    const db = t.deps.database.db;
    const firm = await buildFirm(db, { preferences: { workflow_automation_enabled: true } });
    const as = async (u: { id: number; firmId: number }) => (await signInAs(db, u)).headers;
    const partner = await as(await buildStaff(db, firm));
    const admin = await as(await buildStaff(db, firm, { access: 'admin' }));
    const full = await as(await buildStaff(db, firm, { access: 'full' }));
    const clientUser = await buildClient(db, firm);
    const company = await buildCompany(db, firm, clientUser);
    const client = await as(clientUser);
    const otherFirm = await buildFirm(db, { preferences: { workflow_automation_enabled: true } });
    const stranger = await as(await buildStaff(db, otherFirm));
    const offFirm = await buildFirm(db);
    const offPartner = await as(await buildStaff(db, offFirm));
    const call = (method: Method, url: string, headers: Record<string, string> = {}, payload?: object) =>
      t.app.inject({ method, url, headers, payload });
    const create = async (headers = partner, payload: object = body) => {
      const res = await call('POST', '/api/workflows', headers, payload);
      expect(res.statusCode, res.body).toBe(200);
      return res.json() as { id: number; status: string; name: string };
    };
    return { db, firm, partner, admin, full, client, company, stranger, offPartner, call, create };
  }

  it('creates, lists, saves, activates, deactivates, duplicates and deletes a workflow', async () => {
    const f = await setup();
    expect((await f.call('GET', '/api/workflows', f.partner)).json()).toEqual({
      workflows: [],
      agent_steps_available: false,
    });
    const created = await f.create(f.admin);
    expect(created).toMatchObject({ name: 'Organizer received', title: 'Organizer received', status: 'Inactive' });

    const saved = await f.call('PUT', `/api/workflows/${created.id}`, f.partner, {
      title: DEFAULT_WORKFLOW_TITLE,
      steps: [
        { id: 'n', stepType: 'create_note', content: { text: 'Received' }, position: 9 },
        { id: 't', stepType: 'trigger', content: 'new_client_added', position: 2 },
      ],
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().steps).toEqual([
      { id: 't', stepType: 'trigger', content: 'new_client_added', position: 0 },
      { id: 'n', stepType: 'create_note', content: { text: 'Received' }, position: 1 },
    ]);

    expect((await f.call('POST', `/api/workflows/${created.id}/activate`, f.partner)).json().status).toBe('Active');
    const copy = (await f.call('POST', `/api/workflows/${created.id}/duplicate`, f.partner)).json();
    expect(copy).toMatchObject({ name: `${DEFAULT_WORKFLOW_TITLE} (copy)`, status: 'Inactive' });
    expect((await f.call('POST', `/api/workflows/${created.id}/deactivate`, f.admin)).json().status).toBe('Inactive');

    // Staff who do not edit still see the table.
    const listed = (await f.call('GET', '/api/workflows', f.full)).json().workflows;
    expect(listed.map((w: { id: number }) => w.id).sort()).toEqual([created.id, copy.id].sort());
    expect(listed[0]).toHaveProperty('lastModified');

    expect((await f.call('DELETE', `/api/workflows/${created.id}`, f.partner)).statusCode).toBe(204);
    expect((await f.call('GET', '/api/workflows', f.partner)).json().workflows).toHaveLength(1);
    expect((await f.call('DELETE', `/api/workflows/${created.id}`, f.partner)).statusCode).toBe(404);
  });

  it('refuses a body the domain schema refuses (400) with its message', async () => {
    const f = await setup();
    const bad = async (payload: object) => {
      const res = await f.call('POST', '/api/workflows', f.partner, payload);
      expect(res.statusCode, res.body).toBe(400);
      return res.json().error.message as string;
    };
    expect(await bad({ ...body, title: ' ' })).toContain(workflowMessages.titleRequired);
    expect(await bad({ ...body, steps: [body.steps[1]] })).toContain(workflowMessages.triggerFirst);
    expect(await bad({ ...body, steps: [body.steps[0]] })).toContain(workflowMessages.stepRequired);
    expect(
      await bad({ ...body, steps: [body.steps[0], { id: 'x', stepType: 'agent', content: '', position: 1 }] }),
    ).toContain(workflowMessages.taskRequired);
    expect(
      await bad({ ...body, steps: [body.steps[0], { id: 'x', stepType: 'drop_tables', content: {}, position: 1 }] }),
    ).toBeTruthy();
    const { id } = await f.create();
    expect((await f.call('PUT', `/api/workflows/${id}`, f.partner, { title: 'x', steps: [] })).statusCode).toBe(400);
    expect((await f.call('POST', '/api/workflows/abc/activate', f.partner)).statusCode).toBe(400);
    expect((await f.call('GET', '/api/workflow_runs?company_id=x', f.partner)).statusCode).toBe(400);
  });

  it('answers 401 without a session on every route', async () => {
    const f = await setup();
    const { id } = await f.create();
    for (const [method, url] of routes(id, f.company.id))
      expect((await f.call(method, url, {}, body)).statusCode, `${method} ${url}`).toBe(401);
  });

  it('lets partners and admins edit, other staff only view, clients nothing, and a firm without the feature nothing (403)', async () => {
    const f = await setup();
    const { id } = await f.create();
    const run = { method: 'POST' as const, url: '/api/workflow_runs/1/rerun' };
    for (const [method, url] of routes(id, f.company.id)) {
      const edits = method !== 'GET';
      if (edits) expect((await f.call(method, url, f.full, body)).statusCode, `${method} ${url} as full`).toBe(403);
      else expect((await f.call(method, url, f.full)).statusCode, `${method} ${url} as full`).toBe(200);
      expect((await f.call(method, url, f.client, body)).statusCode, `${method} ${url} as client`).toBe(403);
      const off = await f.call(method, url, f.offPartner, body);
      expect(off.statusCode, `${method} ${url} without the feature`).toBe(403);
    }
    expect((await f.call(run.method, run.url, f.full)).statusCode).toBe(403);
    const off = await f.call('GET', '/api/workflows', f.offPartner);
    expect(off.json().error.message).toBe(workflowMessages.disabled);
  });

  it("answers 404 for another firm's workflow, run and entity", async () => {
    const f = await setup();
    const { id } = await f.create();
    for (const [method, url] of routes(id, f.company.id).filter(([, u]) => u !== '/api/workflows'))
      expect((await f.call(method, url, f.stranger, body)).statusCode, `${method} ${url}`).toBe(404);
    expect((await f.call('POST', '/api/workflow_runs/2147483647/rerun', f.partner)).statusCode).toBe(404);
    // The other firm's list does not show it.
    expect((await f.call('GET', '/api/workflows', f.stranger)).json().workflows).toEqual([]);
  });
});

function routes(id: number, companyId: number): [Method, string][] {
  return [
    ['GET', '/api/workflows'],
    ['POST', '/api/workflows'],
    ['PUT', `/api/workflows/${id}`],
    ['POST', `/api/workflows/${id}/activate`],
    ['POST', `/api/workflows/${id}/deactivate`],
    ['POST', `/api/workflows/${id}/duplicate`],
    ['GET', `/api/workflows/${id}/runs`],
    ['GET', `/api/workflow_runs?company_id=${companyId}`],
    ['DELETE', `/api/workflows/${id}`],
  ];
}

describe('workflows without an AI service (issue 38 §8)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(() => t.close());

  const agentStep = { id: 'g', stepType: 'agent', content: 'Tag the entity as reviewed.', position: 2 } as const;

  it('adds no agent step, and does not switch on a workflow whose agent step cannot run', async () => {
    const db = t.deps.database.db;
    const firm = await buildFirm(db, { preferences: { workflow_automation_enabled: true } });
    const staff = await buildStaff(db, firm);
    const partner = (await signInAs(db, staff)).headers;
    const call = (method: Method, url: string, payload?: object) =>
      t.app.inject({ method, url, headers: partner, payload });

    const refused = await call('POST', '/api/workflows', { ...body, steps: [...body.steps, agentStep] });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().error.message).toBe(workflowMessages.agentNeedsAi);
    expect(refused.json().error.message).toMatch(/AI_API_KEY.*AI_BASE_URL.*OpenAI-compatible/);

    // One saved while the portal had an AI service: listed as blocked, kept on save, never switched on.
    const [stored] = await insertWorkflow(db, firm.id, {
      title: 'Agent review',
      steps: saveWorkflowSchema.parse({ ...body, steps: [...body.steps, agentStep] }).steps,
      trigger: 'questionnaire_submitted',
      ownerId: staff.id,
      active: false,
      now: new Date(),
    }).then((w) => [w]);
    const listed = (await call('GET', '/api/workflows')).json();
    expect(listed.agent_steps_available).toBe(false);
    expect(listed.workflows[0]).toMatchObject({ id: stored!.id, agent_steps_blocked: true });
    const activate = await call('POST', `/api/workflows/${stored!.id}/activate`);
    expect(activate.statusCode).toBe(400);
    expect(activate.json().error.message).toBe(workflowMessages.agentNeedsAi);
    const kept = await call('PUT', `/api/workflows/${stored!.id}`, {
      title: 'Renamed',
      steps: [...body.steps, agentStep],
    });
    expect(kept.statusCode, kept.body).toBe(200);
    const more = await call('PUT', `/api/workflows/${stored!.id}`, {
      title: 'Renamed',
      steps: [...body.steps, agentStep, { ...agentStep, id: 'h', position: 3 }],
    });
    expect(more.statusCode).toBe(400);
    // Without its agent step it runs, so it may be switched on.
    expect((await call('PUT', `/api/workflows/${stored!.id}`, body)).json().agent_steps_blocked).toBe(false);
    expect((await call('POST', `/api/workflows/${stored!.id}/activate`)).json().status).toBe('Active');
  });

  it('with an AI service, agent steps are offered and run', async () => {
    const ai = await buildTestApp({ env: { AI_API_KEY: 'sk-test', AI_BASE_URL: 'http://127.0.0.1:9/v1' } });
    try {
      const db = ai.deps.database.db;
      const firm = await buildFirm(db, { preferences: { workflow_automation_enabled: true } });
      const partner = (await signInAs(db, await buildStaff(db, firm))).headers;
      const created = await ai.app.inject({
        method: 'POST',
        url: '/api/workflows',
        headers: partner,
        payload: { ...body, steps: [...body.steps, agentStep] },
      });
      expect(created.statusCode, created.body).toBe(200);
      expect(created.json().agent_steps_blocked).toBe(false);
      const list = await ai.app.inject({ method: 'GET', url: '/api/workflows', headers: partner });
      expect(list.json().agent_steps_available).toBe(true);
      const on = await ai.app.inject({
        method: 'POST',
        url: `/api/workflows/${created.json().id}/activate`,
        headers: partner,
      });
      expect(on.json().status).toBe('Active');
    } finally {
      await ai.close();
    }
  });
});
