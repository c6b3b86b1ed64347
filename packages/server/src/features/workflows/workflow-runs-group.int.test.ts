import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { firmGroups, workflowRuns } from '../../db/schema/index.ts';
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts';
import { buildClient, buildCompany, buildFirm, buildStaff, signInAs } from '../../test/factories.ts';

/** A workflow's run history, read by staff limited to a group: only the runs on their group's entities. */
describe('workflow run history and group-limited staff', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(() => t.close());

  it("lists the runs on the caller's group's entities, and all of them for unlimited staff", async () => {
    const db = t.deps.database.db;
    const firm = await buildFirm(db, { preferences: { workflow_automation_enabled: true } });
    const [north, south] = await db
      .insert(firmGroups)
      .values([
        { firmId: firm.id, name: 'North' },
        { firmId: firm.id, name: 'South' },
      ])
      .returning();
    const partner = (await signInAs(db, await buildStaff(db, firm))).headers;
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/workflows',
      headers: partner,
      payload: {
        title: 'Thank them',
        steps: [
          { id: 't', stepType: 'trigger', content: 'new_client_added', position: 0 },
          { id: 'n', stepType: 'create_note', content: { text: 'Welcome call' }, position: 1 },
        ],
      },
    });
    expect(created.statusCode, created.body).toBe(200);
    const workflowId = created.json().id as number;
    const entityIn = async (groupId: number) =>
      buildCompany(db, firm, await buildClient(db, firm, { groupId }), { name: `Entity of group ${groupId}` });
    const northEntity = await entityIn(north!.id);
    const southEntity = await entityIn(south!.id);
    await db.insert(workflowRuns).values(
      [northEntity, southEntity].map((c) => ({
        firmId: firm.id,
        workflowId,
        title: 'Thank them',
        steps: [],
        trigger: 'new_client_added',
        companyId: c.id,
        status: 'succeeded',
      })),
    );
    const runsSeenBy = async (headers: Record<string, string>) => {
      const res = await t.app.inject({ url: `/api/workflows/${workflowId}/runs`, headers });
      expect(res.statusCode, res.body).toBe(200);
      return (res.json().runs as { company_id: number }[]).map((r) => r.company_id).sort();
    };
    const groupStaff = async (groupId: number | null) =>
      (await signInAs(db, await buildStaff(db, firm, { access: 'group', groupId }))).headers;

    expect(await runsSeenBy(partner)).toEqual([northEntity.id, southEntity.id].sort());
    expect(await runsSeenBy(await groupStaff(north!.id))).toEqual([northEntity.id]);
    expect(await runsSeenBy(await groupStaff(south!.id))).toEqual([southEntity.id]);
    expect(await runsSeenBy(await groupStaff(null))).toEqual([]);
  });
});
