import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACTIVITY_TYPES } from '@portal/domain';
import { recordActivity } from '../../platform/audit/activity-log.ts';
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts';
import { questionnaireFixture } from '../questionnaires/questionnaire-fixture.ts';

describe("a questionnaire's activity feed", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(() => t.close());

  it('lists only the questionnaire’s activities, for advisors of its firm', async () => {
    const f = await questionnaireFixture(t);
    const log = (title: string, questionnaireId: number | null) =>
      recordActivity(f.db, {
        firmId: f.firm.id,
        typeId: ACTIVITY_TYPES.detail_change,
        title,
        companyId: f.company.id,
        questionnaireId,
      });
    await log('Answered a question', f.id);
    await log('Uploaded a document', f.id);
    await log('Renamed the entity', null);
    const other = await questionnaireFixture(t);
    const get = (q: string, headers: Record<string, string> = f.asStaff) =>
      t.app.inject({ url: `/api/v2/activity_logs${q}`, headers });

    const res = await get(`?questionnaire_id=${f.id}`);
    expect(res.statusCode).toBe(200);
    expect(res.json().total).toBe(2);
    expect(res.json().activity_logs.map((l: { title: string }) => l.title)).toEqual([
      'Uploaded a document',
      'Answered a question',
    ]);
    expect(res.json().activity_logs[0]).toMatchObject({ questionnaire_id: f.id, company_id: f.company.id });
    expect((await get(`?questionnaire_id=${other.id}`)).statusCode).toBe(404);
    expect((await get('?questionnaire_id=0')).statusCode).toBe(400);
    expect((await get(`?questionnaire_id=${f.id}`, {})).statusCode).toBe(401);
    expect((await get(`?questionnaire_id=${f.id}`, f.asClient)).statusCode).toBe(403);
  });
});
