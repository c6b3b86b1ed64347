import type { MantineColorsTuple } from '@mantine/core';
import { adjustThemeColour, DEFAULT_THEME_COLOURS, parseHexColour, toHexColour, type Rgb } from '@portal/domain';

/** Mantine draws filled buttons, links and focus rings with shade 6 of the primary colour (light scheme). */
export const PRIMARY_SHADE = 6;

/** How far each shade sits from the base colour: toward white below shade 6, toward black above it. */
const TINTS = [0.9, 0.78, 0.6, 0.42, 0.26, 0.12];
const SHADES = [0.16, 0.32, 0.48];

const mix = (a: Rgb, b: Rgb, amount: number): Rgb => ({
  r: a.r + (b.r - a.r) * amount,
  g: a.g + (b.g - a.g) * amount,
  b: a.b + (b.b - a.b) * amount,
});

/**
 * Ten shades around a colour for Mantine, lightest first, with the colour itself at shade 6 — so a filled
 * button shows exactly the (adjusted) theme colour. @mantine/colors-generator is not installed; mixing
 * with white and black is enough for the tints Mantine uses (light variants, hovers, borders).
 */
export function shadesAround(hex: string): MantineColorsTuple {
  const base = parseHexColour(hex);
  if (!base) throw new Error(`Not a colour: ${hex}`);
  const white = { r: 255, g: 255, b: 255 };
  const black = { r: 0, g: 0, b: 0 };
  return [
    ...TINTS.map((t) => toHexColour(mix(base, white, t))),
    toHexColour(base),
    ...SHADES.map((s) => toHexColour(mix(base, black, s))),
  ] as unknown as MantineColorsTuple;
}

export interface ThemeColours {
  primary: string;
  secondary: string;
  accent: string;
}

const DEFAULTS = DEFAULT_THEME_COLOURS;

/**
 * The firm's colours as drawn: each adjusted so white text on it stays readable (spec 002 §9), and a
 * colour that is missing or not a colour falls back to the portal's default.
 */
export function drawnColours(theme: Partial<ThemeColours> | null | undefined): ThemeColours {
  return {
    primary: adjustThemeColour(theme?.primary ?? DEFAULTS.primary, DEFAULTS.primary),
    secondary: adjustThemeColour(theme?.secondary ?? DEFAULTS.secondary, DEFAULTS.secondary),
    accent: adjustThemeColour(theme?.accent ?? DEFAULTS.accent, DEFAULTS.accent),
  };
}
