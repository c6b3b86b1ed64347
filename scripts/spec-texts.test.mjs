import { existsSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import {
  ABSENT_FILE,
  checkTexts,
  DEFAULT_SPEC_DIR,
  extractQuotedTexts,
  isInSource,
  productSource,
  QUOTED_TEXTS_FILE,
} from './spec-texts.mjs';

const quoted = JSON.parse(readFileSync(QUOTED_TEXTS_FILE, 'utf8'));
const absent = JSON.parse(readFileSync(ABSENT_FILE, 'utf8'));
const specDir = process.env.SPEC_DIR ?? DEFAULT_SPEC_DIR;

/** Issue 41: every quoted text of specs 000, 001 and 002 is in the source, or the list says why not. */
describe("the spec's quoted texts", () => {
  it('are all in the source, or absent for a reason in scripts/spec-texts/absent.json', () => {
    const { unexplained, stale } = checkTexts(quoted, absent, productSource());
    expect(unexplained.map((q) => `${q.spec} ${q.text}`)).toEqual([]);
    expect(stale).toEqual([]);
    for (const why of Object.values(absent)) expect(why.why.length).toBeGreaterThan(20);
  });

  // The spec lives beside the repository (../shared/spec); where it is, the checked-in list must be its own.
  it.runIf(existsSync(specDir))('are listed as the spec has them (node scripts/spec-texts.mjs --write)', () => {
    expect(quoted).toEqual(extractQuotedTexts(specDir));
  });

  it('finds a text whose placeholders and abbreviations are filled at run time, and no other', () => {
    const src = "const m = (d) => `Must be before the due date: ${d}`; 'Item added', 'Item updated'";
    expect(isInSource('Must be before the due date: {date}', src)).toBe(true);
    expect(isInSource('...before the due date: {date}', src)).toBe(true);
    expect(isInSource('Item added/updated', src)).toBe(true);
    expect(isInSource('Item added/updated/deleted', src)).toBe(false);
    expect(isInSource('Must be after the due date: {date}', src)).toBe(false);
  });

  it('reports a listed reason the source no longer needs, and one whose other form is gone', () => {
    const list = [
      { spec: '001', text: 'Saved' },
      { spec: '001', text: 'Gone' },
    ];
    const { stale } = checkTexts(list, { Saved: { why: 'x' }, Gone: { why: 'x', pattern: 'Gone2' } }, "'Saved'");
    expect(stale).toEqual(['Saved: found in the source, drop it from the list', 'Gone: its pattern Gone2 is gone']);
  });
});
