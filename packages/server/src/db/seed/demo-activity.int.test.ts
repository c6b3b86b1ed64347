import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerJobs } from '../../jobs.ts';
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts';
import { buildClient, buildCompany, buildFirm, buildStaff, signInAs } from '../../test/factories.ts';
import { seedDemoActivity } from './demo-activity.ts';

/** `npm run demo` puts the demo firm to work through the portal's routes and jobs (issue 38 §2). */
describe('the demo firm at work', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({ startJobs: true });
    await registerJobs(t.deps);
  });
  afterAll(() => t.close());

  it('has returns, signature requests, recognised scans and workflows with runs, and its Guide says so', async () => {
    const db = t.deps.database.db;
    const firm = await buildFirm(db, {
      preferences: {
        new_tax_return_delivery_enabled: true,
        signature_requests_enabled: true,
        bulk_upload_processor: true,
        review_and_export_enabled: true,
        workflow_automation_enabled: true,
      },
    });
    const partner = await buildStaff(db, firm);
    await buildStaff(db, firm, { access: 'full' });
    const entities = [];
    for (let i = 0; i < 8; i++)
      entities.push(await buildCompany(db, firm, await buildClient(db, firm), { name: `Entity ${i}` }));

    await seedDemoActivity(t.deps, t.app, firm.id);

    const staff = (await signInAs(db, partner)).headers;
    const get = async (url: string) => (await t.app.inject({ url, headers: staff })).json();
    const returns = (await get('/api/tax_returns')).items as { status: string }[];
    expect(returns.map((r) => r.status).sort()).toEqual(['action_required', 'draft', 'sent', 'sent']);
    const requests = (await get('/api/signature_requests')).items as { status: string }[];
    expect(requests.map((r) => r.status).sort()).toEqual(['action_required', 'sent', 'sent']);
    const workflows = (await get('/api/workflows')).workflows as { id: number; status: string }[];
    expect(workflows).toHaveLength(2);
    expect(workflows.map((w) => w.status)).toEqual(['Active', 'Active']);
    const runs = (await get(`/api/workflows/${Math.min(...workflows.map((w) => w.id))}/runs`)).runs;
    expect(runs.map((r: { status: string }) => r.status)).toEqual(['succeeded', 'succeeded']);
    // A client's scan, split by Connect into its recognised forms.
    const scans = await get(`/api/companies/${entities[5]!.id}/extracted_documents`);
    expect(scans).toHaveLength(1);
    expect(scans[0].status).not.toBe('processing');
    expect(JSON.stringify(scans)).toContain('W-2');
    const guide = (await get('/api/firms/guide')).steps as { key: string; done: boolean }[];
    expect(guide.filter((s) => !s.done).map((s) => s.key)).toEqual(['send_questionnaire']);
  }, 600_000);
});
