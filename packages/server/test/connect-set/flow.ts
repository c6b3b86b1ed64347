import type { Color, FontKey, Sheet } from './sheet.ts';

/**
 * Running text in columns, as the backs of IRS forms print it: paragraphs whose first words are bold
 * ("Box 1. Shows taxable interest ..."), flowing down one column and on into the next.
 */

/** A paragraph: `lead` in bold, then `text`; a `head` is a bold heading on its own line. */
export interface Para {
  lead?: string;
  text: string;
  head?: boolean;
}

export interface FlowOpts {
  size: number;
  font?: FontKey;
  bold?: FontKey;
  tz?: number;
  color?: Color;
  lead?: number;
  gap?: number;
  /** Column gutter. */
  gutter?: number;
}

/** Lays `paras` into `cols` columns of the box; returns how many paragraphs fitted. */
export function flowColumns(
  s: Sheet,
  paras: readonly Para[],
  x: number,
  y: number,
  w: number,
  h: number,
  cols: number,
  o: FlowOpts,
): number {
  const gutter = o.gutter ?? 14;
  const cw = (w - gutter * (cols - 1)) / cols;
  const lead = o.lead ?? o.size * 1.18;
  const gap = o.gap ?? o.size * 0.55;
  const font = o.font ?? 'H';
  const bold = o.bold ?? 'HB';
  let col = 0;
  let cy = y + o.size;
  let placed = 0;
  for (const p of paras) {
    const words: { t: string; f: FontKey }[] = [];
    const add = (text: string, f: FontKey) =>
      text
        .split(/\s+/)
        .filter(Boolean)
        .forEach((t) => words.push({ t, f }));
    if (p.head) add(p.text, bold);
    else {
      if (p.lead) add(p.lead, bold);
      add(p.text, font);
    }
    const lines = layoutWords(s, words, cw, { size: o.size, tz: o.tz });
    for (const line of lines) {
      if (cy > y + h) {
        col++;
        cy = y + o.size;
        if (col >= cols) return placed;
      }
      const lx = x + col * (cw + gutter);
      let cx = lx;
      for (const word of line) {
        s.text(word.t, cx, cy, { font: word.f, size: p.head ? o.size + 0.6 : o.size, tz: o.tz, color: o.color });
        cx += s.width(`${word.t} `, { font: word.f, size: o.size, tz: o.tz });
      }
      cy += lead;
    }
    cy += gap;
    placed++;
  }
  return placed;
}

function layoutWords(s: Sheet, words: { t: string; f: FontKey }[], width: number, o: { size: number; tz?: number }) {
  const lines: { t: string; f: FontKey }[][] = [];
  let line: { t: string; f: FontKey }[] = [];
  let lw = 0;
  for (const word of words) {
    const ww = s.width(word.t, { font: word.f, size: o.size, tz: o.tz });
    const space = s.width(' ', { font: word.f, size: o.size, tz: o.tz });
    if (line.length && lw + space + ww > width) {
      lines.push(line);
      line = [];
      lw = 0;
    }
    lw += (line.length ? space : 0) + ww;
    line.push(word);
  }
  if (line.length) lines.push(line);
  return lines;
}
