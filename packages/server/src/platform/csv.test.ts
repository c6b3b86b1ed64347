import { describe, expect, it } from 'vitest';
import { csvLine } from './csv.ts';

describe('csvLine', () => {
  it('quotes commas, quotes and line breaks', () => {
    expect(csvLine(['a,b', 'say "hi"', 'two\nlines', 3, null])).toBe('"a,b","say ""hi""","two\nlines",3,\r\n');
  });
  it('defuses spreadsheet formulas', () => {
    expect(csvLine(['=HYPERLINK("http://x")', '+1', '-2', '@SUM(A1)'])).toBe(
      `"'=HYPERLINK(""http://x"")",'+1,'-2,'@SUM(A1)\r\n`,
    );
  });
});
