import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { QuestionnaireChange } from '@portal/domain';
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts';
import { questionnaireFixture } from '../questionnaires/questionnaire-fixture.ts';

/**
 * Saves in flight at once may answer out of order. Each change carries the questionnaire's revision, taken
 * under the row's lock before the change is read, so the highest revision holds every answer.
 */
describe('answer revisions', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({ clock: 'fixed' });
  });
  afterAll(() => t.close());

  it('numbers concurrent saves in order, the highest holding every answer', async () => {
    const f = await questionnaireFixture(t);
    const before = await f.detail();
    const answers: [string, string][] = [
      ['Occupation', 'Teacher'],
      ['Filing status', 'Single'],
      ['Did you move during the year?', 'No'],
      ['Dependents', 'Not Applicable'],
    ];
    const changes: QuestionnaireChange[] = await Promise.all(
      answers.map(async ([text, answer]) => {
        const res = await f.answer(f.question(before, text).id, answer);
        expect(res.statusCode).toBe(200);
        return res.json();
      }),
    );
    const revisions = changes.map((c) => c.revision);
    expect(new Set(revisions).size).toBe(answers.length);
    expect(Math.min(...revisions)).toBeGreaterThan(before.revision);
    const newest = changes.find((c) => c.revision === Math.max(...revisions))!;
    for (const [text, answer] of answers)
      expect(newest.questions.find((q) => q.text === text && q.parent_question_id === null)?.answer).toBe(answer);
    expect((await f.detail()).revision).toBe(Math.max(...revisions));
  });
});
