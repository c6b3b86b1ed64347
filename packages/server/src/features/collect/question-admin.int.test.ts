import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { questionAdminMessages, submitMessages } from '@portal/domain';
import { activityLogs, questionnaires } from '../../db/schema/index.ts';
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts';
import { buildFirm, buildStaff, signInAs } from '../../test/factories.ts';
import { questionnaireFixture } from '../questionnaires/questionnaire-fixture.ts';

/** Delete Question and the engagement letter update (spec 001 §2, §7, §8), from the firm's preview. */
describe('the firm edits a client questionnaire', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({ clock: 'fixed' });
  });
  afterAll(() => t.close());

  const as = (headers: Record<string, string>) => (method: 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) =>
    t.app.inject({ method, url, payload, headers });

  it('deletes a question with its follow-ups, by the REST path and the named call', async () => {
    const f = await questionnaireFixture(t);
    const q = await f.detail();
    const moved = f.question(q, 'Did you move during the year?');
    const res = await f.staffCall('DELETE', `/api/questionnaires/${f.id}/questions/${moved.id}`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: questionAdminMessages.questionDeleted });
    const after = await f.detail();
    const texts = after.questionnaire_questions.map((x) => x.text);
    expect(texts).not.toContain('Did you move during the year?');
    expect(texts).not.toContain('Did you move for work?');
    expect(texts).not.toContain('How many miles farther is the new job?');
    expect(texts).toContain('Occupation');

    const occupation = f.question(after, 'Occupation').id;
    const named = await f.staffCall('POST', '/api/delete_question', {
      questionId: occupation,
      companyId: f.company.id,
    });
    expect(named.json()).toEqual({ message: questionAdminMessages.questionDeleted });
    expect((await f.detail()).questionnaire_questions.some((x) => x.id === occupation)).toBe(false);
    const logs = await f.db
      .select()
      .from(activityLogs)
      .where(eq(activityLogs.questionnaireId, f.id))
      .orderBy(activityLogs.id);
    expect(logs.filter((l) => l.title === 'Question deleted').map((l) => [l.description, l.actorUserId])).toEqual([
      ['Did you move during the year?', f.staff.id],
      ['Occupation', f.staff.id],
    ]);
  });

  it('answers delete_question with 401, 400, 403 and 404 as the rules say', async () => {
    const f = await questionnaireFixture(t);
    const q = await f.detail();
    const occupation = f.question(q, 'Occupation').id;
    const url = `/api/questionnaires/${f.id}/questions/${occupation}`;
    expect((await as({})('DELETE', url)).statusCode).toBe(401);
    expect((await as({})('POST', '/api/delete_question', { questionId: occupation })).statusCode).toBe(401);
    expect((await f.staffCall('POST', '/api/delete_question', { questionId: 'x' })).statusCode).toBe(400);
    expect((await f.clientCall('DELETE', url)).statusCode).toBe(403);
    const other = (await signInAs(f.db, await buildStaff(f.db, await buildFirm(f.db)))).headers;
    expect((await as(other)('DELETE', url)).statusCode).toBe(404);
    expect((await as(other)('POST', '/api/delete_question', { questionId: occupation })).statusCode).toBe(404);
    const wrongEntity = await f.staffCall('POST', '/api/delete_question', { questionId: occupation, companyId: 1 });
    expect(wrongEntity.statusCode).toBe(404);
    const entryField = q.questionnaire_questions.find((x) => x.entry_number === 0)!;
    expect((await f.staffCall('DELETE', `/api/questionnaires/${f.id}/questions/${entryField.id}`)).statusCode).toBe(
      404,
    );
    const readonly = await buildStaff(f.db, f.firm, { access: 'full', readonlyAccess: true });
    expect((await as((await signInAs(f.db, readonly)).headers)('DELETE', url)).statusCode).toBe(403);
    await f.db.update(questionnaires).set({ locked: true }).where(eq(questionnaires.id, f.id));
    const locked = await f.staffCall('DELETE', url);
    expect(locked.statusCode).toBe(403);
    expect(locked.json().error.message).toBe(submitMessages.locked);
    expect((await f.detail()).questionnaire_questions.some((x) => x.id === occupation)).toBe(true);
  });

  it('updates an unsigned engagement letter, refuses a signed one, a question section and bad input', async () => {
    const f = await questionnaireFixture(t);
    const q = await f.detail();
    const letter = f.section(q, 'Engagement Letter');
    const url = (sectionId: number) => `/api/questionnaires/${f.id}/sections/${sectionId}/engagement_letter`;
    const text = '<p>We will prepare your 2025 returns.</p>';
    expect((await as({})('PUT', url(letter.id), { instruction: text })).statusCode).toBe(401);
    const empty = await as(f.asStaff)('PUT', url(letter.id), { instruction: '  ' });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().error.message).toBe(questionAdminMessages.letterRequired);
    expect((await as(f.asClient)('PUT', url(letter.id), { instruction: text })).statusCode).toBe(403);
    const other = (await signInAs(f.db, await buildStaff(f.db, await buildFirm(f.db)))).headers;
    expect((await as(other)('PUT', url(letter.id), { instruction: text })).statusCode).toBe(404);
    const notLetter = await as(f.asStaff)('PUT', url(f.section(q, 'General Information').id), { instruction: text });
    expect(notLetter.json().error.message).toBe(questionAdminMessages.notALetter);

    const ok = await as(f.asStaff)('PUT', url(letter.id), { instruction: text });
    expect(ok.json()).toEqual({ message: questionAdminMessages.engagementLetterUpdated });
    expect(f.section(await f.detail(), 'Engagement Letter').instruction).toBe(text);

    const signature = letter.engagement_signatures[0]!.id;
    await f.clientCall('POST', `/api/questionnaires/${f.id}/signatures/${signature}/sign`, {
      signature: 'Cam Client',
      signature_type: 'typed',
      client_time: '2026-03-02 10:00',
    });
    const signed = await as(f.asStaff)('PUT', url(letter.id), { instruction: '<p>Changed</p>' });
    expect(signed.statusCode).toBe(409);
    expect(signed.json().error.message).toBe(questionAdminMessages.letterSigned);
    expect(f.section(await f.detail(), 'Engagement Letter').instruction).toBe(text);
  });
});
