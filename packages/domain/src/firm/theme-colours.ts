import { detectFileType } from '../documents/file-types.ts';

/**
 * Firm theme colours (spec 002 §3 Firm theme; §9 "Theme colour is adjusted if too bright or too light").
 *
 * Decision: text on a primary (filled) button is always white, as Mantine draws it. A theme colour is
 * "too bright or too light" when white text on it falls below the 4.5:1 contrast WCAG AA asks of normal
 * text; it is then darkened, keeping its hue and saturation, just until white text reaches 4.5:1. A colour
 * that already passes (every dark colour, black included) is shown exactly as the partner chose it. The
 * partner's choice is stored as given; the adjustment is applied where the colour is shown.
 */
export const BUTTON_TEXT_COLOUR = '#ffffff';
export const MIN_TEXT_CONTRAST = 4.5;

export const themeColourMessages = {
  invalid: 'Enter a colour as #RRGGBB',
};

export interface Rgb {
  r: number;
  g: number;
  b: number;
}

/** #rrggbb or #rgb (older stored themes) as 0-255 channels; null for anything else. */
export function parseHexColour(hex: string): Rgb | null {
  const m = /^#?([0-9a-f]{3}|[0-9a-f]{6})$/i.exec(hex.trim());
  if (!m) return null;
  const digits =
    m[1]!.length === 3
      ? m[1]!
          .split('')
          .map((d) => d + d)
          .join('')
      : m[1]!;
  const n = Number.parseInt(digits, 16);
  return { r: (n >> 16) & 0xff, g: (n >> 8) & 0xff, b: n & 0xff };
}

const clampByte = (v: number) => Math.min(255, Math.max(0, Math.round(v)));

export const toHexColour = ({ r, g, b }: Rgb) =>
  `#${[r, g, b].map((c) => clampByte(c).toString(16).padStart(2, '0')).join('')}`;

/** WCAG 2 relative luminance of an sRGB colour (0 black to 1 white). */
export function relativeLuminance({ r, g, b }: Rgb): number {
  const lin = (c: number) => {
    const s = c / 255;
    return s <= 0.04045 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * lin(r) + 0.7152 * lin(g) + 0.0722 * lin(b);
}

/** WCAG 2 contrast ratio between two colours, from 1 (same) to 21 (black on white). */
export function contrastRatio(a: Rgb | string, b: Rgb | string): number {
  const rgb = (c: Rgb | string) => (typeof c === 'string' ? parseHexColour(c) : c);
  const [ca, cb] = [rgb(a), rgb(b)];
  if (!ca || !cb) return 1;
  const [la, lb] = [relativeLuminance(ca), relativeLuminance(cb)];
  return (Math.max(la, lb) + 0.05) / (Math.min(la, lb) + 0.05);
}

interface Hsl {
  h: number;
  s: number;
  l: number;
}

function toHsl({ r, g, b }: Rgb): Hsl {
  const [rs, gs, bs] = [r / 255, g / 255, b / 255];
  const max = Math.max(rs, gs, bs);
  const min = Math.min(rs, gs, bs);
  const l = (max + min) / 2;
  const d = max - min;
  if (d === 0) return { h: 0, s: 0, l };
  const s = d / (1 - Math.abs(2 * l - 1));
  const h = max === rs ? ((gs - bs) / d) % 6 : max === gs ? (bs - rs) / d + 2 : (rs - gs) / d + 4;
  return { h: (h * 60 + 360) % 360, s, l };
}

function fromHsl({ h, s, l }: Hsl): Rgb {
  const c = (1 - Math.abs(2 * l - 1)) * s;
  const x = c * (1 - Math.abs(((h / 60) % 2) - 1));
  const m = l - c / 2;
  const [r, g, b] =
    h < 60
      ? [c, x, 0]
      : h < 120
        ? [x, c, 0]
        : h < 180
          ? [0, c, x]
          : h < 240
            ? [0, x, c]
            : h < 300
              ? [x, 0, c]
              : [c, 0, x];
  return { r: clampByte((r + m) * 255), g: clampByte((g + m) * 255), b: clampByte((b + m) * 255) };
}

export const DEFAULT_THEME_PRIMARY = '#1c4e80';
/** The portal's own colours, for a firm that has not chosen its own. */
export const DEFAULT_THEME_COLOURS = {
  primary: DEFAULT_THEME_PRIMARY,
  secondary: '#0091d5',
  accent: '#ea6a47',
} as const;

export interface ThemeColourAdjustment {
  /** The colour to draw with, as #rrggbb. */
  colour: string;
  /** True when the chosen colour was darkened (or unreadable and replaced) for readable button text. */
  adjusted: boolean;
}

/**
 * The colour a theme colour is drawn with, and whether it had to change: white text on it keeps at least
 * 4.5:1 contrast. A colour that is not a hex colour at all is replaced by `fallback`.
 */
export function themeColourAdjustment(hex: string, fallback = DEFAULT_THEME_PRIMARY): ThemeColourAdjustment {
  const parsed = parseHexColour(hex);
  if (!parsed) {
    const usable = parseHexColour(fallback) ? fallback : DEFAULT_THEME_PRIMARY;
    return { colour: themeColourAdjustment(usable).colour, adjusted: true };
  }
  if (contrastRatio(parsed, BUTTON_TEXT_COLOUR) >= MIN_TEXT_CONTRAST)
    return { colour: toHexColour(parsed), adjusted: false };
  return { colour: readableAgainst(parsed, BUTTON_TEXT_COLOUR, 'darker'), adjusted: true };
}

/**
 * `colour` made just dark (or light) enough that it and `against` reach `ratio` (4.5:1 by default), keeping its hue
 * and saturation; unchanged when they already do. Text on a badge's tint, a fill under white text and a theme
 * colour under a button's label are all found this way.
 */
export function readableAgainst(
  colour: Rgb | string,
  against: Rgb | string,
  direction: 'darker' | 'lighter',
  ratio = MIN_TEXT_CONTRAST,
): string {
  const parsed = typeof colour === 'string' ? parseHexColour(colour) : colour;
  if (!parsed) throw new Error(`Not a colour: ${String(colour)}`);
  const readable = (c: Rgb) => contrastRatio(c, against) >= ratio;
  if (readable(parsed)) return toHexColour(parsed);
  // Lightness in HSL moves every channel together, so hue and saturation stay; luminance follows lightness, so
  // the readable lightness nearest the colour's own is found by bisection.
  const hsl = toHsl(parsed);
  const limit = direction === 'darker' ? 0 : 1;
  let [good, bad] = [limit, hsl.l];
  for (let i = 0; i < 24; i++) {
    const mid = (good + bad) / 2;
    if (readable(fromHsl({ ...hsl, l: mid }))) good = mid;
    else bad = mid;
  }
  let result = fromHsl({ ...hsl, l: good });
  // Rounding to whole channel values could cost the last hundredth of contrast: step on until it holds.
  const step = direction === 'darker' ? -0.002 : 0.002;
  while (!readable(result) && good !== limit) {
    good = Math.min(1, Math.max(0, good + step));
    result = fromHsl({ ...hsl, l: good });
  }
  return toHexColour(result);
}

/** The colour a theme colour is shown with (see themeColourAdjustment). */
export const adjustThemeColour = (hex: string, fallback = DEFAULT_THEME_PRIMARY) =>
  themeColourAdjustment(hex, fallback).colour;

/** Branding images (spec 002 §1): the logo is a PNG or JPEG of at most 2 MB; the favicon also an ICO. */
export const MAX_LOGO_BYTES = 2 * 1024 * 1024;
export const MAX_FAVICON_BYTES = 512 * 1024;
export type BrandingImageType = 'png' | 'jpeg' | 'ico';
export const brandingImageMime: Record<BrandingImageType, string> = {
  png: 'image/png',
  jpeg: 'image/jpeg',
  ico: 'image/x-icon',
};

export const brandingMessages = {
  logoType: 'The logo must be a PNG or JPEG image',
  logoSize: 'The logo must be 2 MB or smaller',
  faviconType: 'The favicon must be a PNG, JPEG or ICO image',
  faviconSize: 'The favicon must be 512 KB or smaller',
  missingFile: 'Choose an image file to upload',
};

/** The type of a branding image from its first bytes (never its name or declared type), or null. */
export function detectBrandingImage(head: Uint8Array): BrandingImageType | null {
  const type = detectFileType(head);
  if (type === 'png' || type === 'jpeg') return type;
  // ICONDIR: reserved 0, type 1 (icon), then at least one image.
  const isIco = head.length >= 6 && head[0] === 0 && head[1] === 0 && head[2] === 1 && head[3] === 0;
  if (isIco && head[4]! + head[5]! * 256 > 0) return 'ico';
  return null;
}
