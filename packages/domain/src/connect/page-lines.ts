import type { PageLayout, PageText } from '../signatures/field-proposals.ts';

/**
 * A line of a page as a reader sees it: the runs printed on one baseline close enough to be one phrase. Runs
 * farther apart than a couple of letters stay separate lines, so the captions of two boxes side by side (or two
 * columns of a grid) are never read as one sentence.
 */
export interface TextLine {
  text: string;
  /** Lower-case words and numbers (see `wordsOf`). */
  tokens: string[];
  /** Left edge and baseline, in points from the page's bottom-left corner. */
  x: number;
  y: number;
  width: number;
  height: number;
  /** The least sure OCR was of its words (0–100); 100 for text the PDF carries. */
  confidence: number;
}

/** Lower-case letters and digits; everything else separates words ("Employer's" → "employer", "s"). */
export const wordsOf = (text: string): string[] =>
  text
    .toLowerCase()
    .replace(/[’‘`´]/g, "'")
    .split(/[^a-z0-9]+/)
    .filter(Boolean);

/** Words of a sentence: a line with several of them is prose, however short (a narrow column of instructions). */
const PROSE_WORDS = new Set(
  'the of to and you your is are on in if or by this that with be may see it as was were any not only'.split(' '),
);
export const isProse = (line: Pick<TextLine, 'tokens'>) => line.tokens.filter((t) => PROSE_WORDS.has(t)).length >= 2;

/** Two runs on one line further apart than this many times their height are separate phrases. */
const PHRASE_GAP = 1.1;

/** The page's runs as lines, top to bottom, left to right. */
export function pageLines(page: PageLayout): TextLine[] {
  const items = page.items.filter((i) => i.str.trim() !== '' && i.height > 0);
  items.sort((a, b) => b.y - a.y || a.x - b.x);
  const rows: PageText[][] = [];
  for (const item of items) {
    const row = rows.find((r) => {
      const first = r[0]!;
      return Math.abs(first.y - item.y) <= 0.35 * Math.min(first.height, item.height);
    });
    if (row) row.push(item);
    else rows.push([item]);
  }
  const lines: TextLine[] = [];
  for (const row of rows) {
    row.sort((a, b) => a.x - b.x);
    let current: PageText[] = [];
    const flush = () => {
      if (!current.length) return;
      const x = current[0]!.x;
      const right = Math.max(...current.map((i) => i.x + i.width));
      const text = current.map((i) => i.str.trim()).join(' ');
      lines.push({
        text,
        tokens: wordsOf(text),
        x,
        y: Math.min(...current.map((i) => i.y)),
        width: right - x,
        height: Math.max(...current.map((i) => i.height)),
        confidence: Math.min(...current.map((i) => i.confidence ?? 100)),
      });
      current = [];
    };
    for (const item of row) {
      const last = current.at(-1);
      if (last && item.x - (last.x + last.width) > PHRASE_GAP * Math.max(last.height, item.height)) flush();
      current.push(item);
    }
    flush();
  }
  return lines.sort((a, b) => b.y - a.y || a.x - b.x);
}

/**
 * The line that carries on `line` below it: a caption wrapped in its box (or a value under its caption) starts
 * at about the same left edge, within a line and a half below. Null when none does.
 */
export function lineBelow(lines: readonly TextLine[], line: TextLine): TextLine | null {
  let best: TextLine | null = null;
  for (const other of lines) {
    if (other === line || other.y >= line.y) continue;
    const gap = line.y - (other.y + other.height);
    if (gap > 1.6 * line.height || gap < -0.5 * line.height) continue;
    const indent = other.x - line.x;
    if (indent < -Math.max(4, line.height) || indent > Math.max(12, 2.5 * line.height)) continue;
    if (!best || other.y > best.y) best = other;
  }
  return best;
}

/** The page's text in reading order, a line each (for the AI service and for logs of what a page said). */
export const linesText = (lines: readonly TextLine[]) => lines.map((l) => l.text).join('\n');
