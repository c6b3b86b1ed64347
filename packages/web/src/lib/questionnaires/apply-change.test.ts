import { describe, expect, it } from 'vitest';
import { buildQuestion, buildQuestionnaire, changeOf } from '../../testing/question-test-data';
import { applyChange } from './apply-change';

describe('applyChange', () => {
  const question = buildQuestion({ id: 1 });
  it('takes the newer change and ignores an older one that answers after it', () => {
    const older = changeOf({ ...question, answer: 'Teacher' });
    const newer = changeOf({ ...question, answer: 'Not Applicable' });
    const q = applyChange(buildQuestionnaire([question]), newer);
    expect(q.revision).toBe(newer.revision);
    expect(q.questionnaire_questions[0]!.answer).toBe('Not Applicable');
    expect(applyChange(q, older)).toBe(q);
  });
});
