import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { QuestionnaireDetail } from '@portal/domain';
import { companies, firmGroups, questionnaires, users } from '../../db/schema/index.ts';
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts';
import { buildClient, buildCompany, buildStaff, signInAs } from '../../test/factories.ts';
import { createQuestionnaire } from './create-questionnaire.ts';
import { questionnaireFixture } from './questionnaire-fixture.ts';
import { sampleOrganizer } from './sample-questionnaire.ts';

/**
 * spec 001 §3 parent_entity_relevant_questionnaire_statuses and its preference: a questionnaire shows staff where
 * the same tax year's questionnaires of its parent entity and the parent's other entities stand.
 */
describe('GET /api/questionnaires/{id}: parent_entity_relevant_questionnaire_statuses', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(() => t.close());

  /**
   * A couple's Individual entity (the fixture's, its client the primary contact, a spouse on it), her partnership,
   * his trust, and another client's Individual and partnership; questionnaires of 2025 (and others that must not
   * show) on each.
   */
  async function family(preference: boolean) {
    const f = await questionnaireFixture(t, {
      preferences: { parent_entity_relevant_questionnaire_statuses_enabled: preference },
    });
    const db = f.db;
    const spouse = await buildClient(db, f.firm);
    await db.update(companies).set({ spouseUserId: spouse.id }).where(eq(companies.id, f.company.id));
    const partnership = await buildCompany(db, f.firm, f.client, { entityType: 'Partnership', name: 'A Partners LP' });
    const trust = await buildCompany(db, f.firm, spouse, { entityType: 'Trust', name: 'B Family Trust' });
    const stranger = await buildClient(db, f.firm);
    const strangersOwn = await buildCompany(db, f.firm, stranger, { name: 'C Stranger' });
    const strangersLlc = await buildCompany(db, f.firm, stranger, { entityType: 'Partnership', name: 'D Stranger LP' });
    const send = (companyId: number, name: string, extra: { taxYear?: number; isDraft?: boolean } = {}) =>
      createQuestionnaire(
        db,
        sampleOrganizer({ firmId: f.firm.id, companyId, taxYear: 2025, name, ...extra }, [f.client.id]),
      );
    const lp = await send(partnership.id, 'Partnership Organizer');
    await db.update(questionnaires).set({ completed: true }).where(eq(questionnaires.id, lp));
    const trustQ = await send(trust.id, 'Trust Organizer');
    await db.update(questionnaires).set({ inProgress: true }).where(eq(questionnaires.id, trustQ));
    await send(partnership.id, 'Draft', { isDraft: true });
    await send(partnership.id, 'Last year', { taxYear: 2024 });
    const gone = await send(partnership.id, 'Deleted');
    await db.update(questionnaires).set({ deletedAt: new Date() }).where(eq(questionnaires.id, gone));
    await send(strangersOwn.id, 'Stranger Organizer');
    await send(strangersLlc.id, 'Stranger LP Organizer');
    const detail = async (id: number, headers: Record<string, string>) =>
      t.app.inject({ method: 'GET', url: `/api/questionnaires/${id}`, headers });
    const statuses = async (id: number, headers = f.asStaff) => {
      const res = await detail(id, headers);
      expect(res.statusCode).toBe(200);
      return (res.json() as QuestionnaireDetail).parent_entity_relevant_questionnaire_statuses;
    };
    return { ...f, spouse, partnership, trust, lp, trustQ, detail, statuses };
  }

  it('401, 400, another firm’s questionnaire 404, a client gets none, then the related entities’ statuses', async () => {
    const f = await family(true);
    expect((await f.detail(f.id, {})).statusCode).toBe(401);
    expect((await f.detail(0, f.asStaff)).statusCode).toBe(400);
    const other = await family(true);
    expect((await f.detail(other.id, f.asStaff)).statusCode).toBe(404);
    expect(await f.statuses(f.id, f.asClient)).toEqual([]);

    // On the parent (the couple's Individual entity): her partnership's and his trust's questionnaires.
    expect(await f.statuses(f.id)).toEqual([
      {
        id: f.lp,
        name: 'Partnership Organizer',
        company_id: f.partnership.id,
        company_name: 'A Partners LP',
        completed: true,
        locked: false,
        status_label: 'Completed',
      },
      {
        id: f.trustQ,
        name: 'Trust Organizer',
        company_id: f.trust.id,
        company_name: 'B Family Trust',
        completed: false,
        locked: false,
        status_label: 'In Progress',
      },
    ]);
    // On a child: the parent's and the other child's, not its own.
    expect((await f.statuses(f.lp)).map((s) => s.company_id)).toEqual([f.trust.id, f.company.id]);
    expect((await f.statuses(f.trustQ)).map((s) => s.id)).toEqual([f.lp, f.id]);
  });

  it('staff limited to a group see only their group’s entities', async () => {
    const f = await family(true);
    const [group] = await f.db.insert(firmGroups).values({ firmId: f.firm.id, name: 'North' }).returning();
    await f.db.update(users).set({ groupId: group!.id }).where(eq(users.id, f.client.id));
    const grouped = await buildStaff(f.db, f.firm, { access: 'group', groupId: group!.id });
    const headers = (await signInAs(f.db, grouped)).headers;
    // The trust's primary contact (the spouse) is in no group: it is not shown.
    expect((await f.statuses(f.id, headers)).map((s) => s.id)).toEqual([f.lp]);
  });

  it('nothing without the preference; a partner turns it on in the firm preferences (400 on a wrong value)', async () => {
    const f = await family(false);
    expect(await f.statuses(f.id)).toEqual([]);
    const patch = (payload: object) =>
      t.app.inject({ method: 'PATCH', url: '/api/firms/preferences', headers: f.asStaff, payload });
    const wrong = await patch({ parent_entity_relevant_questionnaire_statuses_enabled: 'yes' });
    expect(wrong.statusCode).toBe(400);
    const on = await patch({ parent_entity_relevant_questionnaire_statuses_enabled: true });
    expect(on.statusCode).toBe(200);
    expect(on.json().parent_entity_relevant_questionnaire_statuses_enabled).toBe(true);
    const firm = await t.app.inject({ method: 'GET', url: '/api/firms/current_user_firm', headers: f.asStaff });
    expect(firm.json().preferences.parent_entity_relevant_questionnaire_statuses_enabled).toBe(true);
    expect((await f.statuses(f.id)).map((s) => s.id)).toEqual([f.lp, f.trustQ]);
  });

  it('an entity whose primary contact has no Individual entity has no parent, so none', async () => {
    const f = await family(true);
    const loner = await buildClient(f.db, f.firm);
    const llc = await buildCompany(f.db, f.firm, loner, { entityType: 'C-Corporation' });
    const q = await createQuestionnaire(
      f.db,
      sampleOrganizer({ firmId: f.firm.id, companyId: llc.id, taxYear: 2025, name: 'Corp' }, [loner.id]),
    );
    expect(await f.statuses(q)).toEqual([]);
  });
});
