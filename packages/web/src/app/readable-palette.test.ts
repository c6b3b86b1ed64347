import {
  defaultCssVariablesResolver,
  defaultVariantColorsResolver,
  DEFAULT_THEME,
  mergeMantineTheme,
  toRgba,
  type MantineColorScheme,
  type MantineTheme,
} from '@mantine/core';
import { contrastRatio, MIN_TEXT_CONTRAST, type Rgb } from '@portal/domain';
import { describe, expect, it } from 'vitest';
import { buildTheme, cssVariablesResolver } from './theme';

type Scheme = Exclude<MantineColorScheme, 'auto'>;

/** The CSS variables a scheme ends up with: Mantine's own, then the portal's over them (as MantineProvider does). */
function variablesOf(theme: MantineTheme, scheme: Scheme): Map<string, string> {
  const mantine = defaultCssVariablesResolver(theme);
  const ours = cssVariablesResolver(theme);
  return new Map(
    Object.entries({ ...mantine.variables, ...mantine[scheme], ...ours.variables, ...ours[scheme] }) as [
      string,
      string,
    ][],
  );
}

/** A value with its var() references followed to a colour. */
function resolve(value: string, vars: Map<string, string>): string {
  const ref = /^var\((--[\w-]+)\)$/.exec(value.trim());
  if (!ref) return value;
  const next = vars.get(ref[1]!);
  if (next === undefined) throw new Error(`no ${ref[1]}`);
  return resolve(next, vars);
}

/** A colour over the page (alpha composited), as the eye sees it. */
function seen(colour: string, page: Rgb): Rgb {
  if (colour === 'transparent') return page;
  const { r, g, b, a } = toRgba(colour);
  return { r: r * a + page.r * (1 - a), g: g * a + page.g * (1 - a), b: b * a + page.b * (1 - a) };
}

const VARIANTS = ['filled', 'light', 'outline'] as const;

/** Each badge colour and variant's text against its background, in one theme and scheme. */
function badgeContrasts(theme: MantineTheme, scheme: Scheme) {
  const vars = variablesOf(theme, scheme);
  const page = toRgba(resolve('var(--mantine-color-body)', vars));
  return Object.keys(theme.colors).flatMap((color) =>
    VARIANTS.map((variant) => {
      const drawn = defaultVariantColorsResolver({ color, theme, variant });
      const background = seen(resolve(drawn.background!, vars), page);
      const text = seen(resolve(drawn.color!, vars), background);
      return {
        badge: `${color} ${variant} (${scheme})`,
        ratio: Math.round(contrastRatio(text, background) * 100) / 100,
      };
    }),
  );
}

const themes = {
  'the portal theme': buildTheme(),
  // A firm's colours, one of them light (a yellow the firm typed): adjusted, then every shade around it.
  "a firm's theme": buildTheme({ primary: '#f5c518', secondary: '#7fdbff', accent: '#2ecc40' }),
};

describe('badge colours pass WCAG AA (issue 38 §7)', () => {
  for (const [name, overrides] of Object.entries(themes)) {
    for (const scheme of ['light', 'dark'] as const) {
      it(`in ${name}, ${scheme} scheme: every colour, filled, light and outline`, () => {
        const theme = mergeMantineTheme(DEFAULT_THEME, overrides);
        const failing = badgeContrasts(theme, scheme).filter((c) => c.ratio < MIN_TEXT_CONTRAST);
        expect(failing).toEqual([]);
      });
    }
  }

  it('keeps each colour recognisable: a passing shade is used as it is', () => {
    const theme = mergeMantineTheme(DEFAULT_THEME, buildTheme());
    const light = variablesOf(theme, 'light');
    // Red's shade 6 is 3.3:1 under white text: its fill moves to the first shade that reads (8).
    expect(resolve('var(--mantine-color-red-filled)', light)).toBe(theme.colors.red[8]);
    // The portal's own navy passes and stays exactly itself.
    expect(resolve('var(--mantine-color-portal-filled)', light)).toBe(theme.colors.portal![6]);
  });
});
