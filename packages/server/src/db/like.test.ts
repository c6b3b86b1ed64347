import { describe, expect, it } from 'vitest';
import { containsPattern, hasTrigram, isShortSearch } from './like.ts';

describe('a search term', () => {
  it('is a pattern in which its own % and _ are literal', () => {
    expect(containsPattern('50%_off\\')).toBe('%50\\%\\_off\\\\%');
  });

  it('has a trigram when three letters or digits stand together, in any script', () => {
    for (const term of ['gar', 'garcia trust', 'a 123', 'no. 12b', 'Müller', 'Øst', '東京都'])
      expect(hasTrigram(term)).toBe(true);
    for (const term of ['g', 'ga', 'a b c', '12 34', 'j.r. o', '%_%', '']) expect(hasTrigram(term)).toBe(false);
  });

  it('is a short search when it is given and has no trigram', () => {
    expect(['g', 'ga', 'a b'].map(isShortSearch)).toEqual([true, true, true]);
    expect(['gar', '', null, undefined].map(isShortSearch)).toEqual([false, false, false, false]);
  });
});
