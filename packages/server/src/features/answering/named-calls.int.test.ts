import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts';
import { buildClient, buildFirm, buildStaff, signInAs } from '../../test/factories.ts';
import { questionnaireFixture } from '../questionnaires/questionnaire-fixture.ts';

/**
 * The questionnaire calls of spec 001 §7 under the spec's names and fields: a client answers, adds and
 * removes entries, comments, completes a section, signs and submits with them alone; the firm's preview,
 * another firm and another client are refused as on the REST paths.
 */
describe('questionnaire named calls (spec 001 §7)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({ clock: 'fixed' });
  });
  afterAll(() => t.close());

  it('answers, comments, saves entries, signs and submits with the spec’s names', async () => {
    const f = await questionnaireFixture(t);
    const q = await f.detail();
    const companyId = f.company.id;
    const call = (url: string, payload: object) => f.clientCall('POST', url, payload);
    const byText = (text: string) => f.question(q, text).id;

    const answered = await call('/api/answer_question', {
      questionId: byText('Occupation'),
      answer: 'Teacher',
      isAsync: true,
    });
    expect(answered.statusCode).toBe(200);
    expect(answered.json().questions.find((x: { id: number }) => x.id === byText('Occupation')).answer).toBe('Teacher');
    const later = await call('/api/answer_question', {
      questionId: byText('Filing status'),
      answer: null,
      answerBy: '2026-03-20',
    });
    expect(later.statusCode).toBe(200);
    expect(f.question(await f.detail(), 'Filing status').answer_by).toBe('2026-03-20');

    const dependents = byText('Dependents');
    const added = await call('/api/add_new_entry', { companyId, questionId: dependents });
    expect(added.statusCode).toBe(200);
    const name = added
      .json()
      .questions.find(
        (x: { parent_question_id: number | null; text: string; entry_number: number }) =>
          x.parent_question_id === dependents && x.entry_number === 1 && x.text === 'Name',
      );
    const saved = await call('/api/save_entries', {
      questionnaireId: f.id,
      companyId,
      questions: [{ id: name.id, answer: 'Ava' }],
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.json().questions.find((x: { id: number }) => x.id === dependents).answer).toBe('1');
    const removed = await call('/api/remove_entry', { companyId, questionnaireQuestionId: dependents, entryNumber: 1 });
    expect(removed.json().questions.find((x: { id: number }) => x.id === dependents).answer).toBe('0');

    const note = await call('/api/add_comment', {
      questionId: byText('Occupation'),
      text: 'Part time',
      userId: f.client.id,
      companyId,
    });
    expect(note.statusCode).toBe(200);
    expect(note.json().text).toContain('Part time');
    const toggled = await call('/api/toggle_comment_removal', {
      noteId: note.json().id,
      companyId,
      questionId: byText('Occupation'),
    });
    expect(toggled.json().removed).toBe(true);
    const otherAuthor = await call('/api/add_comment', {
      questionId: byText('Occupation'),
      text: 'x',
      userId: f.staff.id,
      companyId,
    });
    expect(otherAuthor.statusCode).toBe(403);

    for (const [text, value] of [
      ['Did you move during the year?', 'No'],
      ['Filing status', 'Single'],
      ['Which of these did you receive?', 'Wages'],
      ['Date of birth', '1980-05-01'],
      ['Dependents', 'Not Applicable'],
      ['Did you own a rental property?', 'No'],
      ['W-2 forms', 'Provided Elsewhere'],
    ] as const)
      expect((await call('/api/answer_question', { questionId: byText(text), answer: value })).statusCode).toBe(200);
    const review = f.section(q, 'Review and Submit');
    const section = await call('/api/save_section', { companyId, id: f.id, setId: review.id, markedCompleted: true });
    expect(section.statusCode).toBe(200);
    expect(section.json().sections.find((s: { id: number }) => s.id === review.id).marked_completed).toBe(true);
    const letter = f.section(q, 'Engagement Letter');
    const signed = await call('/api/sign_agreement', {
      questionnaireId: f.id,
      companyId,
      signatureId: letter.engagement_signatures[0]!.id,
      signature: 'Casey Client',
    });
    expect(signed.statusCode).toBe(200);
    expect(
      signed.json().sections.find((s: { id: number }) => s.id === letter.id).engagement_signatures[0],
    ).toMatchObject({ signature: 'Casey Client' });
    const submitted = await call('/api/submit_questionnaire', { questionnaireId: f.id, companyId });
    expect(submitted.statusCode).toBe(200);
    expect(await f.detail()).toMatchObject({ completed: true });
  });

  it('answers 401, 400, 403 for the firm’s preview and 404 across firms, clients and entities', async () => {
    const f = await questionnaireFixture(t);
    const q = await f.detail();
    const companyId = f.company.id;
    const occupation = f.question(q, 'Occupation').id;
    const bodies: Record<string, object> = {
      '/api/answer_question': { questionId: occupation, answer: 'x' },
      '/api/save_entries': { questionnaireId: f.id, companyId, questions: [{ id: occupation, answer: 'x' }] },
      '/api/add_new_entry': { companyId, questionId: f.question(q, 'Dependents').id },
      '/api/remove_entry': { companyId, questionnaireQuestionId: f.question(q, 'Dependents').id, entryNumber: 1 },
      '/api/save_section': { companyId, id: f.id, setId: f.section(q, 'Welcome').id, markedCompleted: true },
      '/api/sign_agreement': {
        questionnaireId: f.id,
        companyId,
        signatureId: f.section(q, 'Engagement Letter').engagement_signatures[0]!.id,
        signature: 'A',
      },
      '/api/submit_questionnaire': { questionnaireId: f.id, companyId },
      '/api/create_checkout_session': { questionnaireId: f.id, companyId },
      '/api/verify_checkout_session': { questionnaireId: f.id, companyId, session_id: 'cs_test_x' },
      '/api/add_comment': { questionId: occupation, text: 'x', companyId },
    };
    const otherFirm = await buildFirm(f.db);
    const outsiders = [
      (await signInAs(f.db, await buildStaff(f.db, otherFirm))).headers,
      (await signInAs(f.db, await buildClient(f.db, f.firm))).headers,
      (await signInAs(f.db, await buildClient(f.db, otherFirm))).headers,
    ];
    // Notes, and answers from the preview (staff answer for the client, spec 001 §1), are the firm's too.
    const clientOnly = Object.keys(bodies).filter(
      (url) => url !== '/api/add_comment' && url !== '/api/answer_question',
    );
    for (const [url, payload] of Object.entries(bodies)) {
      expect((await t.app.inject({ method: 'POST', url, payload })).statusCode, url).toBe(401);
      expect((await f.clientCall('POST', url, { ...payload, [Object.keys(payload)[0]!]: 'one' })).statusCode, url).toBe(
        400,
      );
      for (const headers of outsiders)
        expect((await t.app.inject({ method: 'POST', url, payload, headers })).statusCode, url).toBe(404);
      if (url !== '/api/answer_question' && url !== '/api/add_new_entry' && url !== '/api/remove_entry') {
        const wrongEntity = await f.clientCall('POST', url, { ...payload, companyId: companyId + 100_000 });
        expect(wrongEntity.statusCode, url).toBe(404);
      }
      if (clientOnly.includes(url)) expect((await f.staffCall('POST', url, payload)).statusCode, url).toBe(403);
    }
    const wrongEntity = await f.clientCall('POST', '/api/add_new_entry', {
      companyId: companyId + 100_000,
      questionId: f.question(q, 'Dependents').id,
    });
    expect(wrongEntity.statusCode).toBe(404);
  });

  it('restores a deleted questionnaire by questionnaire_id (restore)', async () => {
    const f = await questionnaireFixture(t);
    expect((await f.staffCall('POST', '/api/delete_questionnaire', { questionnaire_id: f.id })).statusCode).toBe(200);
    expect((await f.clientCall('GET', `/api/questionnaires/${f.id}`)).statusCode).toBe(404);
    expect(
      (await t.app.inject({ method: 'POST', url: '/api/restore', payload: { questionnaire_id: f.id } })).statusCode,
    ).toBe(401);
    expect((await f.staffCall('POST', '/api/restore', { questionnaire_id: 'x' })).statusCode).toBe(400);
    expect((await f.clientCall('POST', '/api/restore', { questionnaire_id: f.id })).statusCode).toBe(403);
    const otherFirm = await buildFirm(f.db);
    const stranger = (await signInAs(f.db, await buildStaff(f.db, otherFirm))).headers;
    const across = await t.app.inject({
      method: 'POST',
      url: '/api/restore',
      payload: { questionnaire_id: f.id },
      headers: stranger,
    });
    expect(across.statusCode).toBe(404);
    expect((await f.staffCall('POST', '/api/restore', { questionnaire_id: f.id })).statusCode).toBe(200);
    expect((await f.clientCall('GET', `/api/questionnaires/${f.id}`)).statusCode).toBe(200);
  });
});
