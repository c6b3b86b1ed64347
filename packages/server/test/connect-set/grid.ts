import type { Color, FontKey, Sheet } from './sheet.ts';

/**
 * Ruled box grids the way the IRS draws its information returns: a tree of rows and columns sized by weights,
 * whose leaves are boxes with a bold number, a caption wrapped across two or three lines in 6–7 pt, a "$" and the
 * amount. Forms are written as such trees (irs-*.ts), so one engine draws every grid at any size.
 */

export interface Rect {
  x: number;
  y: number;
  w: number;
  h: number;
}

export interface GridStyle {
  capFont: FontKey;
  numFont: FontKey;
  capSize: number;
  /** Horizontal scaling of captions (`Tz`). */
  tz: number;
  valFont: FontKey;
  valSize: number;
  lw: number;
  ink: Color;
  valInk: Color;
  shade: Color;
}

export type Draw = (s: Sheet, r: Rect, st: GridStyle) => void;
export type Node =
  { kind: 'row' | 'col'; f: number; kids: Node[] } | { kind: 'cell'; f: number; draw: Draw; border: boolean };

export const row = (f: number, ...kids: Node[]): Node => ({ kind: 'row', f, kids });
export const col = (f: number, ...kids: Node[]): Node => ({ kind: 'col', f, kids });
export const cell = (f: number, draw: Draw, border = true): Node => ({ kind: 'cell', f, draw, border });

export function drawGrid(s: Sheet, node: Node, r: Rect, st: GridStyle): void {
  if (node.kind === 'cell') {
    node.draw(s, r, st);
    if (node.border) s.rect(r.x, r.y, r.w, r.h, { lw: st.lw, stroke: st.ink });
    return;
  }
  const total = node.kids.reduce((sum, k) => sum + k.f, 0);
  let at = 0;
  for (const kid of node.kids) {
    const part = kid.f / total;
    const kr =
      node.kind === 'row'
        ? { x: r.x + r.w * at, y: r.y, w: r.w * part, h: r.h }
        : { x: r.x, y: r.y + r.h * at, w: r.w, h: r.h * part };
    drawGrid(s, kid, kr, st);
    at += part;
  }
}

export interface BoxOpts {
  money?: boolean;
  shade?: boolean;
  /** A check box drawn at the right of the caption; `value` "X" checks it. */
  check?: boolean;
  /** The value printed as several lines (addresses, descriptions). */
  lines?: string[];
  /** Caption in capitals bold, as the IRS prints party captions ("PAYER'S TIN"). */
  boldCaption?: boolean;
}

/** Caption lines drawn from the top of the box; returns the baseline below the last one. */
export function caption(
  s: Sheet,
  r: Rect,
  st: GridStyle,
  num: string,
  text: string,
  o: { bold?: boolean } = {},
): number {
  const pad = Math.max(1.5, st.capSize * 0.3);
  const size = st.capSize;
  const numW = num ? s.width(`${num} `, { font: st.numFont, size, tz: st.tz }) : 0;
  const width = r.w - pad * 2 - numW;
  let y = r.y + size + pad * 0.4;
  if (num) s.text(num, r.x + pad, y, { font: st.numFont, size, tz: st.tz, color: st.ink });
  const font = o.bold ? st.numFont : st.capFont;
  const lines = width > 8 ? s.wrap(text, width, { font, size, tz: st.tz }) : [];
  for (const line of lines) {
    s.text(line, r.x + pad + numW, y, { font, size, tz: st.tz, color: st.ink });
    y += size * 1.08;
  }
  return y - size * 1.08;
}

/** A numbered box: "4 Federal income tax withheld  $ 1,234.56". */
export function box(f: number, num: string, text: string, value?: string, o: BoxOpts = {}): Node {
  return cell(f, (s, r, st) => {
    if (o.shade) s.rect(r.x, r.y, r.w, r.h, { fill: st.shade, stroke: null });
    const below = caption(s, r, st, num, text, { bold: o.boldCaption });
    const pad = Math.max(2, st.capSize * 0.4);
    if (o.check) {
      const size = Math.min(7, st.capSize + 1);
      s.checkbox(r.x + r.w - pad - size, r.y + r.h - size - pad, size, value === 'X', { lw: st.lw });
      return;
    }
    if (o.lines) {
      const lead = st.valSize * 1.18;
      let y = Math.max(below + st.valSize * 1.25, r.y + r.h - pad - lead * (o.lines.length - 1) - 1);
      if (y + lead * (o.lines.length - 1) > r.y + r.h) y = below + st.valSize * 1.05;
      for (const line of o.lines) {
        s.text(line, r.x + pad + 2, y, {
          font: st.valFont,
          size: st.valSize,
          tz: fitTz(s, line, r.w - pad * 2 - 2, st),
          color: st.valInk,
        });
        y += lead;
      }
      return;
    }
    const baseline = Math.max(below + st.valSize * 1.1, r.y + r.h - pad - 0.5);
    if (o.money)
      s.text('$', r.x + pad, Math.min(baseline, r.y + r.h - pad), {
        font: st.capFont,
        size: st.capSize + 1,
        color: st.ink,
      });
    if (value) {
      const x = o.money ? r.x + r.w - pad - 2 : r.x + pad + 3;
      const room = r.w - pad * 2 - (o.money ? 8 : 3);
      const tz = fitTz(s, value, room, st);
      s.text(value, x, Math.min(baseline, r.y + r.h - pad), {
        font: st.valFont,
        size: st.valSize,
        tz,
        color: st.valInk,
        align: o.money ? 'right' : 'left',
      });
    }
  });
}

/** A party box: "PAYER'S name, street address, ..." with the name and address under it. */
export function party(f: number, text: string, lines: string[], o: { boldCaption?: boolean } = {}): Node {
  return cell(f, (s, r, st) => {
    const below = caption(s, r, st, '', text, { bold: o.boldCaption });
    let y = below + st.valSize * 1.35;
    for (const line of lines) {
      if (y > r.y + r.h - 1) break;
      s.text(line, r.x + 5, y, {
        font: st.valFont,
        size: st.valSize,
        tz: fitTz(s, line, r.w - 7, st),
        color: st.valInk,
      });
      y += st.valSize * 1.2;
    }
  });
}

/** A box drawn by hand (title blocks, copy notices). */
export const custom = (f: number, draw: Draw, border = true): Node => cell(f, draw, border);

/** An empty box, optionally shaded (boxes the IRS leaves blank). */
export const empty = (f: number, shade = false): Node =>
  cell(f, (s, r, st) => {
    if (shade) s.rect(r.x, r.y, r.w, r.h, { fill: st.shade, stroke: null });
  });

/** Squeezes a value that would run past its box, as payers' print software does. */
function fitTz(s: Sheet, value: string, room: number, st: GridStyle): number {
  const w = s.width(value, { font: st.valFont, size: st.valSize });
  return w <= room ? 100 : Math.max(55, Math.floor((room / w) * 100));
}
