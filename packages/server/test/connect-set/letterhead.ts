import type { Org } from './people.ts';
import type { Rng } from './random.ts';
import type { Color, FontKey, Sheet } from './sheet.ts';

/**
 * Letterheads: the payer's name and address printed as a company prints them at the top of a statement or a
 * letter (a logo mark and a brand, a coloured band, or a centred name), never in a form's box.
 */

export type LetterheadStyle = 'logo-left' | 'band' | 'centered' | 'plain';

export interface Letterhead {
  style: LetterheadStyle;
  color: Color;
  font: FontKey;
  mark: 'square' | 'circle' | 'diamond' | 'bars' | 'none';
}

const BRAND_COLORS: readonly (readonly [number, number, number])[] = [
  [0.0, 0.28, 0.55],
  [0.72, 0.08, 0.12],
  [0.0, 0.45, 0.3],
  [0.35, 0.16, 0.5],
  [0.85, 0.45, 0.0],
  [0.1, 0.1, 0.1],
  [0.0, 0.5, 0.6],
];

export function letterheadFor(rng: Rng): Letterhead {
  return {
    style: rng.pick(['logo-left', 'logo-left', 'band', 'centered', 'plain'] as const),
    color: rng.pick(BRAND_COLORS),
    font: rng.pick(['HB', 'HB', 'TB', 'HBO'] as const),
    mark: rng.pick(['square', 'circle', 'diamond', 'bars', 'none'] as const),
  };
}

function mark(s: Sheet, kind: Letterhead['mark'], x: number, y: number, size: number, color: Color): number {
  switch (kind) {
    case 'square':
      s.rect(x, y, size, size, { fill: color, stroke: null });
      s.rect(x + size * 0.28, y + size * 0.28, size * 0.44, size * 0.44, { fill: 1, stroke: null });
      return size + 8;
    case 'circle': {
      const pts: [number, number][] = [];
      for (let i = 0; i < 24; i++)
        pts.push([
          x + size / 2 + (Math.cos((i / 24) * Math.PI * 2) * size) / 2,
          y + size / 2 + (Math.sin((i / 24) * Math.PI * 2) * size) / 2,
        ]);
      s.poly(pts, color);
      return size + 8;
    }
    case 'diamond':
      s.poly(
        [
          [x + size / 2, y],
          [x + size, y + size / 2],
          [x + size / 2, y + size],
          [x, y + size / 2],
        ],
        color,
      );
      return size + 8;
    case 'bars':
      for (let i = 0; i < 4; i++)
        s.rect(x + i * (size / 4), y + size * (0.6 - i * 0.15), size / 5, size * (0.4 + i * 0.15), {
          fill: color,
          stroke: null,
        });
      return size + 8;
    case 'none':
      return 0;
  }
}

/** Draws the letterhead across the top of the page; returns the y below it. */
export function drawLetterhead(
  s: Sheet,
  org: Org,
  lh: Letterhead,
  o: { y?: number; withPhone?: boolean } = {},
): number {
  const top = o.y ?? 36;
  const brand = org.brand ?? org.name;
  const addr = `${org.street}, ${org.city}, ${org.state} ${org.zip}`;
  switch (lh.style) {
    case 'band': {
      s.rect(0, top - 36, s.w, 58, { fill: lh.color, stroke: null });
      s.text(brand, 40, top + 4, { font: lh.font, size: 20, color: 1 });
      s.text(org.web ?? '', s.w - 40, top + 4, { size: 8, color: 1, align: 'right' });
      s.text(org.name, 40, top + 36, { font: 'HB', size: 8.5 });
      s.text(addr, 40, top + 46, { size: 8 });
      if (o.withPhone !== false) s.text(org.phone, 40, top + 56, { size: 8 });
      return top + 66;
    }
    case 'centered': {
      s.text(brand, s.w / 2, top + 10, { font: lh.font, size: 18, color: lh.color, align: 'center' });
      if (brand !== org.name) s.text(org.name, s.w / 2, top + 24, { font: 'H', size: 8.5, align: 'center' });
      s.text(addr + (o.withPhone !== false ? `  •  ${org.phone}` : ''), s.w / 2, top + 35, {
        size: 8,
        align: 'center',
      });
      s.line(40, top + 42, s.w - 40, top + 42, { lw: 0.8, color: lh.color });
      return top + 54;
    }
    case 'plain': {
      s.text(org.name, 40, top + 6, { font: 'HB', size: 11 });
      s.text(org.street, 40, top + 18, { size: 8.5 });
      s.text(`${org.city}, ${org.state} ${org.zip}`, 40, top + 28, { size: 8.5 });
      if (o.withPhone !== false) s.text(org.phone, 40, top + 38, { size: 8.5 });
      return top + 50;
    }
    case 'logo-left':
    default: {
      const dx = mark(s, lh.mark, 40, top - 6, 24, lh.color);
      s.text(brand, 40 + dx, top + 12, { font: lh.font, size: 17, color: lh.color });
      s.text(org.name, s.w - 40, top, { font: 'HB', size: 8, align: 'right' });
      s.text(org.street, s.w - 40, top + 10, { size: 7.5, align: 'right' });
      s.text(`${org.city}, ${org.state} ${org.zip}`, s.w - 40, top + 20, { size: 7.5, align: 'right' });
      if (o.withPhone !== false) s.text(org.phone, s.w - 40, top + 30, { size: 7.5, align: 'right' });
      return top + 42;
    }
  }
}

/** A recipient's address block placed for a window envelope. */
export function addressBlock(
  s: Sheet,
  lines: string[],
  x: number,
  y: number,
  o: { font?: FontKey; size?: number } = {},
): number {
  lines.forEach((l, i) => s.text(l, x, y + i * ((o.size ?? 9.5) + 2), { font: o.font ?? 'H', size: o.size ?? 9.5 }));
  return y + lines.length * ((o.size ?? 9.5) + 2);
}
