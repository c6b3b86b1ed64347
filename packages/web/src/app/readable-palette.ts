import { darken, toRgba, type MantineTheme } from '@mantine/core';
import { readableAgainst, toHexColour } from '@portal/domain';

type CssVariables = Record<`--${string}`, string>;

const WHITE = '#ffffff';
/** Mantine's dark-scheme page (dark-7), under outlines and text in a colour. */
const DARK_BODY = '#242424';

const hex = (colour: string) => {
  const { r, g, b } = toRgba(colour);
  return toHexColour({ r, g, b });
};

/**
 * Every colour's badge, button and text variables, made to pass WCAG AA (4.5:1) in both schemes (issue 38 §7).
 * Mantine draws a filled badge with white text on shade 6, which is 2.5:1 for teal, green, lime, yellow, orange
 * and cyan; its light badge puts shade 9 on shade 1, 4.4:1 for teal ('Completed', 'Done'). Each colour keeps its
 * hue: a fill is the first of shades 6–9 that white text reads on (else shade 9 darkened until it does), the light
 * badge's text is shade 9 darkened just enough for its tint, and outlines and coloured text use the fill. In the
 * dark scheme the light text and outlines are lightened against their backgrounds instead.
 */
export function readablePaletteVariables(theme: MantineTheme): { light: CssVariables; dark: CssVariables } {
  const light: Record<string, string> = {};
  const dark: Record<string, string> = {};
  for (const [name, shades] of Object.entries(theme.colors)) {
    const s = shades.map(hex);
    const fill =
      s.slice(6).find((c) => readableAgainst(c, WHITE, 'darker') === c) ?? readableAgainst(s[9]!, WHITE, 'darker');
    const fillHover = readableAgainst(hex(darken(fill, 0.1)), WHITE, 'darker');
    Object.assign(light, {
      [`--mantine-color-${name}-filled`]: fill,
      [`--mantine-color-${name}-filled-hover`]: fillHover,
      [`--mantine-color-${name}-outline`]: fill,
      [`--mantine-color-${name}-text`]: fill,
      [`--mantine-color-${name}-light-color`]: readableAgainst(s[9]!, s[1]!, 'darker'),
    });
    const darkFill = readableAgainst(s[8]!, WHITE, 'darker');
    const darkTint = hex(darken(s[9]!, 0.5));
    const darkOutline = readableAgainst(s[4]!, DARK_BODY, 'lighter');
    Object.assign(dark, {
      [`--mantine-color-${name}-filled`]: darkFill,
      [`--mantine-color-${name}-filled-hover`]: readableAgainst(hex(darken(darkFill, 0.1)), WHITE, 'darker'),
      [`--mantine-color-${name}-outline`]: darkOutline,
      [`--mantine-color-${name}-text`]: darkOutline,
      [`--mantine-color-${name}-light-color`]: readableAgainst(s[0]!, darkTint, 'lighter'),
    });
  }
  return { light, dark };
}
