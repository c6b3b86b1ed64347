import {
  beginText,
  closePath,
  concatTransformationMatrix,
  endText,
  fill,
  lineTo,
  moveTo,
  popGraphicsState,
  pushGraphicsState,
  rectangle,
  setCharacterSqueeze,
  setDashPattern,
  setFillingGrayscaleColor,
  setFillingRgbColor,
  setFontAndSize,
  setLineWidth,
  setStrokingGrayscaleColor,
  setStrokingRgbColor,
  setTextMatrix,
  showText,
  StandardFonts,
  stroke,
  type PDFDocument,
  type PDFFont,
  type PDFName,
  type PDFOperator,
  type PDFPage,
} from 'pdf-lib';

/**
 * Drawing on a pdf-lib page in the terms a form designer uses: points from the top-left corner, text by its
 * baseline, the standard 14 fonts only (no system fonts, so every machine draws the same bytes), condensed text
 * through the PDF `Tz` operator. Every string drawn is kept, so the set can list the secrets a page prints.
 */

export type FontKey = 'H' | 'HB' | 'HO' | 'HBO' | 'T' | 'TB' | 'TI' | 'TBI' | 'C' | 'CB' | 'CO' | 'CBO' | 'Z';
/** Grey level 0 (black) to 1 (white), or RGB in 0..1. */
export type Color = number | readonly [number, number, number];

const STANDARD: Record<FontKey, StandardFonts> = {
  H: StandardFonts.Helvetica,
  HB: StandardFonts.HelveticaBold,
  HO: StandardFonts.HelveticaOblique,
  HBO: StandardFonts.HelveticaBoldOblique,
  T: StandardFonts.TimesRoman,
  TB: StandardFonts.TimesRomanBold,
  TI: StandardFonts.TimesRomanItalic,
  TBI: StandardFonts.TimesRomanBoldItalic,
  C: StandardFonts.Courier,
  CB: StandardFonts.CourierBold,
  CO: StandardFonts.CourierOblique,
  CBO: StandardFonts.CourierBoldOblique,
  Z: StandardFonts.ZapfDingbats,
};

/** The standard fonts of one PDF, embedded when first used. */
export class FontSet {
  private readonly fonts = new Map<FontKey, PDFFont>();
  constructor(private readonly doc: PDFDocument) {}

  async load(): Promise<this> {
    for (const key of Object.keys(STANDARD) as FontKey[]) this.fonts.set(key, await this.doc.embedFont(STANDARD[key]));
    return this;
  }

  get(key: FontKey): PDFFont {
    return this.fonts.get(key)!;
  }
}

export interface TextOpts {
  font?: FontKey;
  size?: number;
  /** Horizontal scaling in percent (the `Tz` operator); below 100 condenses. */
  tz?: number;
  color?: Color;
  align?: 'left' | 'center' | 'right';
  /** Degrees counter-clockwise around the text's origin. */
  rotate?: number;
}

/** Characters the standard fonts' WinAnsi encoding has; anything else is replaced rather than thrown on. */
function winAnsi(s: string): string {
  return s
    .replace(/[\u2010-\u2012]/g, '-')
    .replace(/[\u2190-\u21ff\u2713\u2714]/g, '>')
    .replace(/[^\x20-\x7e\u00a0-\u00ff\u2013\u2014\u2018\u2019\u201c\u201d\u2022\u2026\u2020\u2021\u2122\u20ac]/g, '?');
}

export class Sheet {
  /** Every string drawn, in order (the page's printed text, to find the secrets it shows). */
  readonly printed: string[] = [];
  private readonly keys = new Map<FontKey, PDFName>();
  private readonly ops: PDFOperator[] = [];

  /**
   * `w` and `h` are the page as its reader sees it. `matrix` maps that upright space onto the page's media box
   * when the page is turned by /Rotate (the content drawn sideways so a viewer shows it upright).
   */
  constructor(
    readonly page: PDFPage,
    readonly fonts: FontSet,
    readonly w: number,
    readonly h: number,
    matrix?: readonly [number, number, number, number, number, number],
  ) {
    this.ops.push(pushGraphicsState());
    if (matrix) this.ops.push(concatTransformationMatrix(...matrix));
  }

  /** Writes the drawing into the page's content stream. */
  finish(): void {
    this.ops.push(popGraphicsState());
    this.page.pushOperators(...this.ops);
    this.ops.length = 0;
  }

  font(key: FontKey): PDFFont {
    return this.fonts.get(key);
  }

  width(s: string, o: TextOpts = {}): number {
    const size = o.size ?? 10;
    return this.font(o.font ?? 'H').widthOfTextAtSize(winAnsi(s), size) * ((o.tz ?? 100) / 100);
  }

  text(s: string, x: number, y: number, o: TextOpts = {}): void {
    const str = winAnsi(s);
    if (!str.trim()) return;
    const key = o.font ?? 'H';
    const size = o.size ?? 10;
    const w = this.width(str, o);
    const dx = o.align === 'center' ? -w / 2 : o.align === 'right' ? -w : 0;
    const font = this.font(key);
    const rot = ((o.rotate ?? 0) * Math.PI) / 180;
    const cos = Math.cos(rot);
    const sin = Math.sin(rot);
    const px = x + dx * cos;
    const py = this.h - y + dx * sin;
    this.ops.push(
      beginText(),
      ...this.fillColor(o.color ?? 0),
      setFontAndSize(this.fontKey(key, font), size),
      setCharacterSqueeze(o.tz ?? 100),
    );
    this.ops.push(
      setTextMatrix(round(cos), round(sin), round(-sin), round(cos), round(px), round(py)),
      showText(font.encodeText(str)),
      endText(),
    );
    this.printed.push(str);
  }

  /** Breaks `s` into lines no wider than `width` (words longer than a line are cut). */
  wrap(s: string, width: number, o: TextOpts = {}): string[] {
    const lines: string[] = [];
    for (const para of s.split('\n')) {
      let line = '';
      for (const word of para.split(/\s+/).filter(Boolean)) {
        const next = line ? `${line} ${word}` : word;
        if (this.width(next, o) <= width || !line) line = next;
        else {
          lines.push(line);
          line = word;
        }
      }
      lines.push(line);
    }
    return lines;
  }

  /** A wrapped paragraph from baseline `y`; returns the baseline after its last line. */
  para(
    s: string,
    x: number,
    y: number,
    width: number,
    o: TextOpts & { lead?: number; justify?: boolean } = {},
  ): number {
    const lead = o.lead ?? (o.size ?? 10) * 1.2;
    const lines = this.wrap(s, width, o);
    lines.forEach((line, i) => {
      const last = i === lines.length - 1;
      if (o.justify && !last && line.includes(' ')) this.justified(line, x, y, width, o);
      else this.text(line, o.align === 'center' ? x + width / 2 : o.align === 'right' ? x + width : x, y, o);
      y += lead;
    });
    return y;
  }

  private justified(line: string, x: number, y: number, width: number, o: TextOpts): void {
    const words = line.split(' ');
    const gap = (width - words.reduce((sum, w) => sum + this.width(w, o), 0)) / (words.length - 1);
    let cx = x;
    for (const word of words) {
      this.text(word, cx, y, { ...o, align: 'left' });
      cx += this.width(word, o) + gap;
    }
  }

  rect(
    x: number,
    y: number,
    w: number,
    h: number,
    o: { lw?: number; stroke?: Color | null; fill?: Color | null } = {},
  ): void {
    if (o.fill !== undefined && o.fill !== null)
      this.ops.push(...this.fillColor(o.fill), rectangle(round(x), round(this.h - y - h), round(w), round(h)), fill());
    if (o.stroke !== null) {
      this.ops.push(
        setLineWidth(o.lw ?? 0.5),
        ...this.strokeColor(o.stroke ?? 0),
        rectangle(round(x), round(this.h - y - h), round(w), round(h)),
        stroke(),
      );
    }
  }

  line(x1: number, y1: number, x2: number, y2: number, o: { lw?: number; color?: Color; dash?: number[] } = {}): void {
    this.ops.push(setLineWidth(o.lw ?? 0.5), ...this.strokeColor(o.color ?? 0));
    if (o.dash) this.ops.push(setDashPattern(o.dash, 0));
    this.ops.push(moveTo(round(x1), round(this.h - y1)), lineTo(round(x2), round(this.h - y2)), stroke());
    if (o.dash) this.ops.push(setDashPattern([], 0));
  }

  /** A filled polygon (logos, arrows, tab shapes). */
  poly(points: readonly (readonly [number, number])[], color: Color): void {
    const [first, ...rest] = points;
    if (!first) return;
    this.ops.push(...this.fillColor(color), moveTo(round(first[0]), round(this.h - first[1])));
    for (const [x, y] of rest) this.ops.push(lineTo(round(x), round(this.h - y)));
    this.ops.push(closePath(), fill());
  }

  /** A small square check box, with an X when checked. */
  checkbox(x: number, y: number, size: number, checked: boolean, o: { lw?: number; mark?: FontKey } = {}): void {
    this.rect(x, y, size, size, { lw: o.lw ?? 0.5 });
    if (checked)
      this.text('X', x + size / 2, y + size * 0.85, { font: o.mark ?? 'HB', size: size * 1.05, align: 'center' });
  }

  private fontKey(key: FontKey, font: PDFFont): PDFName {
    let name = this.keys.get(key);
    if (!name) {
      name = this.page.node.newFontDictionary(font.name, font.ref);
      this.keys.set(key, name);
    }
    return name;
  }

  private fillColor(c: Color): PDFOperator[] {
    return typeof c === 'number' ? [setFillingGrayscaleColor(c)] : [setFillingRgbColor(c[0], c[1], c[2])];
  }

  private strokeColor(c: Color): PDFOperator[] {
    return typeof c === 'number' ? [setStrokingGrayscaleColor(c)] : [setStrokingRgbColor(c[0], c[1], c[2])];
  }
}

function round(n: number): number {
  return Math.round(n * 1000) / 1000;
}
