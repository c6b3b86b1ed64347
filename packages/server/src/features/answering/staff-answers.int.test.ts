import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { questionnaireMessages, submitMessages, type Question, type QuestionnaireDetail } from '@portal/domain';
import { activityLogs, questionnaires } from '../../db/schema/index.ts';
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts';
import { buildFirm, buildStaff, signInAs } from '../../test/factories.ts';
import { questionnaireFixture } from '../questionnaires/questionnaire-fixture.ts';

/** Staff answering for the client from the preview (spec 001 §1, §4, §8; spec 002 §7 Update question). */
describe('staff answers for the client', () => {
  let t: TestApp;
  beforeAll(async () => {
    // The fixed clock reads 2026-03-02 15:00 UTC; the sample questionnaire is due 2026-04-15.
    t = await buildTestApp({ clock: 'fixed' });
  });
  afterAll(() => t.close());

  const find = (questions: Question[], id: number) => questions.find((q) => q.id === id)!;

  it('saves the answer as the staff member’s, logs it as theirs, and shows the client who answered', async () => {
    const f = await questionnaireFixture(t);
    const q = await f.detail();
    const occupation = f.question(q, 'Occupation').id;
    const status = f.question(q, 'Filing status').id;
    const preview: QuestionnaireDetail = (await f.staffCall('GET', `/api/questionnaires/${f.id}`)).json();
    expect(preview).toMatchObject({ mode: 'admin-preview', staff_can_answer: true, special_advisor: true });

    const url = (id: number) => `/api/questionnaires/${f.id}/questions/${id}/answer`;
    const res = await f.staffCall('POST', url(occupation), { answer: 'Teacher' });
    expect(res.statusCode).toBe(200);
    const staffName = `${f.staff.fname} ${f.staff.lname}`;
    expect(find(res.json().questions, occupation)).toMatchObject({
      answer: 'Teacher',
      answered_by: { id: f.staff.id, name: staffName, from_firm_user: true },
    });
    // The named call of spec 001 §7 takes the same path.
    const named = await f.staffCall('POST', '/api/answer_question', { questionId: status, answer: 'Single' });
    expect(named.statusCode).toBe(200);

    const client = await f.detail();
    expect(f.question(client, 'Occupation')).toMatchObject({
      answer: 'Teacher',
      status: 'completed',
      answered_by: { name: staffName, from_firm_user: true },
    });
    expect(f.question(client, 'Filing status').answered_by?.from_firm_user).toBe(true);
    // Answering for the client does not open the questionnaire in the client's name.
    const [row] = await f.db.select().from(questionnaires).where(eq(questionnaires.id, f.id));
    expect(row!.openedAt).toBeNull();

    const logs = await f.db
      .select()
      .from(activityLogs)
      .where(and(eq(activityLogs.firmId, f.firm.id), eq(activityLogs.questionnaireId, f.id)));
    expect(logs.map((l) => [l.title, l.description, l.actorUserId])).toEqual(
      expect.arrayContaining([
        [questionnaireMessages.staffAnswerSaved, 'Occupation: Teacher', f.staff.id],
        [questionnaireMessages.staffAnswerSaved, 'Filing status: Single', f.staff.id],
      ]),
    );

    // The client answering again makes it theirs: no firm line any more, and no staff activity.
    const mine = await f.answer(occupation, 'Nurse');
    expect(find(mine.json().questions, occupation).answered_by).toEqual({
      id: f.client.id,
      name: `${f.client.fname} ${f.client.lname}`.trim(),
      from_firm_user: false,
    });
    const after = await f.db.select().from(activityLogs).where(eq(activityLogs.questionnaireId, f.id));
    expect(after).toHaveLength(logs.length);
  });

  it('sets special answers for the client; only special advisors mark an answered question completed', async () => {
    const f = await questionnaireFixture(t);
    const q = await f.detail();
    const occupation = f.question(q, 'Occupation').id;
    const url = `/api/questionnaires/${f.id}/questions/${occupation}/answer`;
    const na = await f.staffCall('POST', url, { answer: 'Not Applicable' });
    expect(find(na.json().questions, occupation)).toMatchObject({ answer: 'Not Applicable', status: 'completed' });
    expect((await f.staffCall('POST', url, { answer: null, answer_by: '2026-03-09' })).statusCode).toBe(200);
    expect(find((await f.detail()).questionnaire_questions, occupation).answer_by).toBe('2026-03-09');

    await f.answer(occupation, 'Teacher');
    const full = await buildStaff(f.db, f.firm, { access: 'full' });
    const asFull = (await signInAs(f.db, full)).headers;
    const fullView = await t.app.inject({ method: 'GET', url: `/api/questionnaires/${f.id}`, headers: asFull });
    expect(fullView.json()).toMatchObject({ staff_can_answer: true, special_advisor: false });
    const refused = await t.app.inject({
      method: 'POST',
      url,
      headers: asFull,
      payload: { answer: 'Marked Completed' },
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().error.message).toBe(questionnaireMessages.markCompletedNotOffered);
    const marked = await f.staffCall('POST', url, { answer: 'Marked Completed' });
    expect(marked.statusCode).toBe(200);
    expect(find(marked.json().questions, occupation).answer).toBe('Marked Completed');
  });

  it('answers 401, 400, 403 and 404 as the rules say', async () => {
    const f = await questionnaireFixture(t);
    const q = await f.detail();
    const occupation = f.question(q, 'Occupation').id;
    const url = `/api/questionnaires/${f.id}/questions/${occupation}/answer`;
    const post = (headers: Record<string, string>, payload: object = { answer: 'Teacher' }) =>
      t.app.inject({ method: 'POST', url, headers, payload });

    expect((await post({})).statusCode).toBe(401);
    const bad = await f.staffCall(
      'POST',
      `/api/questionnaires/${f.id}/questions/${f.question(q, 'Filing status').id}/answer`,
      {
        answer: 'Married',
      },
    );
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.message).toBe(questionnaireMessages.notAnOption);
    expect((await post(f.asStaff, { answer: 42 })).statusCode).toBe(400);

    const other = await buildStaff(f.db, await buildFirm(f.db));
    expect((await post((await signInAs(f.db, other)).headers)).statusCode).toBe(404);

    const readonly = await buildStaff(f.db, f.firm, { access: 'full', readonlyAccess: true });
    const asReadonly = (await signInAs(f.db, readonly)).headers;
    expect((await post(asReadonly)).statusCode).toBe(403);
    const view = await t.app.inject({ method: 'GET', url: `/api/questionnaires/${f.id}`, headers: asReadonly });
    expect(view.json().staff_can_answer).toBe(false);

    await f.db.update(questionnaires).set({ locked: true }).where(eq(questionnaires.id, f.id));
    const locked = await post(f.asStaff);
    expect(locked.statusCode).toBe(403);
    expect(locked.json().error.message).toBe(submitMessages.locked);
    await f.db.update(questionnaires).set({ locked: false, completed: true }).where(eq(questionnaires.id, f.id));
    expect((await post(f.asStaff)).statusCode).toBe(403);
    expect(find((await f.detail()).questionnaire_questions, occupation).answer).not.toBe('Teacher');
  });
});
