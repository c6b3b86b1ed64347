import type { PageLayout } from '../../signatures/field-proposals.ts';
import { phrase, phraseScore } from '../fuzzy-phrase.ts';
import { lineBelow, pageLines, type TextLine, wordsOf } from '../page-lines.ts';
import type { FieldSpec, FormTable } from './form-fields.ts';
import { parseMoney } from './money.ts';
import { amountsOf, type Figure, fractionOf, type ReadField } from './page-figures.ts';

/** A heading or row caption matched at least this well (both ways: the caption in the words, the words in it). */
const MATCH = 0.6;

/** A column's heading on the page: how far it reaches across and where its first line sits. */
interface Head {
  id: string;
  left: number;
  right: number;
  y: number;
  score: number;
}

/** A row's caption on the page: the line its figures print on. */
interface Row {
  id: string;
  line: TextLine;
  score: number;
}

/**
 * The lines carrying on a heading or caption wrapped in its cell: each starting about where it starts, close under
 * it (within a line's height: a table's next row sits further down).
 */
function wrapped(lines: readonly TextLine[], line: TextLine, most: number): TextLine[] {
  const out = [line];
  let last = line;
  while (out.length < most) {
    const next = lineBelow(lines, last);
    if (!next || last.y - (next.y + next.height) > last.height * 0.8) break;
    out.push(next);
    last = next;
  }
  return out;
}

/** How well a run of words is a caption: the caption shown in the words, and the words nearly all the caption's. */
function matchBoth(caption: string, words: readonly string[]): number {
  const wanted = phrase(caption);
  const shown = phrase(words.join(' '));
  const there = phraseScore(wanted, words);
  const own = phraseScore(shown, wanted.words);
  return Math.min(there, own);
}

/**
 * A line cut in two at each space, both parts kept: OCR may run two columns' headings set close together into one
 * line ("Wash Sale Loss Net Gain or Loss (-)"); each part is placed by its share of the line's letters.
 */
function splits(line: TextLine): TextLine[] {
  const words = line.text.split(' ');
  if (words.length < 2 || words.length > 12) return [];
  const part = (text: string, from: number): TextLine => ({
    ...line,
    text,
    tokens: wordsOf(text),
    x: line.x + (line.width * from) / line.text.length,
    width: (line.width * text.length) / line.text.length,
  });
  return words.slice(1).flatMap((_, i) => {
    const left = words.slice(0, i + 1).join(' ');
    return [part(left, 0), part(words.slice(i + 1).join(' '), left.length + 1)];
  });
}

/** Each column's heading, the best-matched line (with the lines its heading wraps to) for each, none shared. */
function findHeads(table: FormTable, lines: readonly TextLine[]): Head[] {
  const candidates: (Head & { line: TextLine })[] = [];
  for (const line of [...lines, ...lines.flatMap(splits)]) {
    const run = wrapped(lines, line, 3);
    for (const column of table.columns) {
      // The heading may wrap to fewer lines than the run holds: the best of its first one, two or three lines.
      let best = 0;
      let used = 1;
      for (let k = 1; k <= run.length; k++) {
        const score = matchBoth(
          column.caption,
          run.slice(0, k).flatMap((l) => l.tokens),
        );
        if (score > best) [best, used] = [score, k];
      }
      if (best < MATCH) continue;
      const part = run.slice(0, used);
      candidates.push({
        id: column.id,
        line,
        left: Math.min(...part.map((l) => l.x)),
        right: Math.max(...part.map((l) => l.x + l.width)),
        y: line.y,
        score: best,
      });
    }
  }
  candidates.sort((a, b) => b.score - a.score || b.y - a.y);
  const heads: Head[] = [];
  const usedLines = new Set<TextLine>();
  for (const c of candidates) {
    if (heads.some((h) => h.id === c.id) || usedLines.has(c.line)) continue;
    usedLines.add(c.line);
    heads.push({ id: c.id, left: c.left, right: c.right, y: c.y, score: c.score });
  }
  return heads;
}

/** Each row's caption left of the columns and below their headings, the first (topmost) of each. */
function findRows(table: FormTable, lines: readonly TextLine[], heads: readonly Head[]): Row[] {
  const left = Math.min(...heads.map((h) => h.left));
  const below = Math.min(...heads.map((h) => h.y));
  const rows: Row[] = [];
  // A caption's wrapped line starts no row of its own.
  const carried = new Set<TextLine>();
  for (const line of lines) {
    if (line.y >= below || line.x >= left || carried.has(line)) continue;
    let id: string | null = null;
    let score = 0;
    if (table.tell) {
      const run = wrapped(lines, line, 2);
      id = table.tell(run.flatMap((l) => l.tokens));
      score = 1;
      if (id) run.slice(1).forEach((l) => carried.add(l));
    } else {
      for (const row of table.rows) {
        const s = matchBoth(
          row.caption,
          line.tokens.filter((t) => !/^\d+$/.test(t)),
        );
        if (s >= 0.8 && s > score) [id, score] = [row.id, s];
      }
    }
    if (id && !rows.some((r) => r.id === id)) rows.push({ id, line, score });
  }
  return rows;
}

/** The column a figure stands in: the heading above it it overlaps most. */
function columnOf(figure: Figure, heads: readonly Head[]): Head | null {
  let best: Head | null = null;
  let most = 0;
  for (const head of heads) {
    const overlap = Math.min(figure.x + figure.width, head.right + 4) - Math.max(figure.x, head.left - 4);
    if (overlap > most) [best, most] = [head, overlap];
  }
  return best;
}

/**
 * Reads a form's table (issue 42 §1: the 1095-A's monthly coverage, a 1099-B summary) off a page: each column found
 * by its heading, each row by its caption, and a figure is the cell's where it prints on the row's line under the
 * column's heading. A table shows at least two of its headings; an empty cell (a month without coverage) is no figure.
 */
export function readTable(table: FormTable, specs: readonly FieldSpec[], page: PageLayout, n: number): ReadField[] {
  const lines = pageLines(page);
  const heads = findHeads(table, lines);
  if (heads.length < 2) return [];
  const rows = findRows(table, lines, heads);
  if (!rows.length) return [];
  const left = Math.min(...heads.map((h) => h.left));
  const figures = amountsOf(page).filter((f) => !f.wordy && f.x + f.width > left - 4);
  const read = new Map<string, ReadField>();
  for (const row of rows) {
    for (const figure of figures) {
      if (Math.abs(figure.y - row.line.y) > row.line.height * 0.6) continue;
      const head = columnOf(figure, heads);
      const spec = head && specs.find((s) => s.cell?.row === row.id && s.cell.column === head.id);
      if (!spec || read.has(spec.key)) continue;
      read.set(spec.key, {
        key: spec.key,
        value: parseMoney(figure.text)!,
        confidence: Math.round(Math.min(row.score, head.score) * (figure.confidence / 100) * 100) / 100,
        page: n,
        box: fractionOf(page, figure),
      });
    }
  }
  return [...read.values()];
}
