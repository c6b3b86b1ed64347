import { describe, expect, it } from 'vitest';
import { questionCounts } from './progress.ts';

describe('questionCounts (Collect progress column)', () => {
  it('counts answered questions out of those given', () => {
    expect(questionCounts([])).toEqual({ answered: 0, total: 0 });
    expect(
      questionCounts([
        { answer: 'Yes' },
        { answer: '' },
        { answer: null },
        { answer: '0' },
        { answer: 'Not Applicable' },
        { answer: 'Later', answer_by: '2026-12-01' },
      ]),
    ).toEqual({ answered: 2, total: 6 });
  });
});
