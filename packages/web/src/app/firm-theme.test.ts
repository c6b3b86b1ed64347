import { contrastRatio } from '@portal/domain';
import { describe, expect, it } from 'vitest';
import { drawnColours, PRIMARY_SHADE, shadesAround } from './firm-theme';
import { buildTheme, theme } from './theme';

const luminanceOrder = (shades: readonly string[]) =>
  shades.map((s) => contrastRatio(s, '#ffffff')).every((c, i, all) => i === 0 || c >= all[i - 1]!);

describe('shadesAround', () => {
  it.each(['#7a7a0d', '#1c4e80', '#000000', '#767676', '#ee0000', '#5b21b6'])(
    'makes ten shades of %s, lightest first, with the colour itself at shade 6',
    (hex) => {
      const shades = shadesAround(hex);
      expect(shades).toHaveLength(10);
      expect(shades[PRIMARY_SHADE]).toBe(hex);
      for (const s of shades) expect(s).toMatch(/^#[0-9a-f]{6}$/);
      expect(luminanceOrder(shades)).toBe(true);
      // The lightest tint is a pale background, the darkest close to black.
      expect(contrastRatio(shades[0], '#ffffff')).toBeLessThan(1.3);
      expect(contrastRatio(shades[9], '#000000')).toBeLessThan(contrastRatio(hex, '#000000') + 0.01);
    },
  );

  it('refuses something that is not a colour', () => {
    expect(() => shadesAround('blue')).toThrow('Not a colour: blue');
  });
});

describe('drawnColours and buildTheme', () => {
  it('keeps the portal look for a firm without branding', () => {
    expect(buildTheme({ primary: '#1c4e80', secondary: '#0091d5', accent: '#ea6a47' }).colors!.portal).toEqual(
      theme.colors!.portal,
    );
    expect(buildTheme(null).colors!.portal).toEqual(theme.colors!.portal);
    expect(theme.primaryColor).toBe('portal');
  });

  it('draws a too-light primary darker, so white button text stays readable', () => {
    const drawn = drawnColours({ primary: '#f5f5a0', secondary: '#ffffff', accent: '#14532d' });
    expect(drawn).toEqual({ primary: '#7a7a0d', secondary: '#767676', accent: '#14532d' });
    const portal = buildTheme(drawn).colors!.portal!;
    expect(portal[PRIMARY_SHADE]).toBe('#7a7a0d');
    expect(contrastRatio(portal[PRIMARY_SHADE], '#ffffff')).toBeGreaterThanOrEqual(4.5);
  });

  it('falls back to the defaults for missing or broken colours', () => {
    expect(drawnColours({ primary: 'nope' })).toEqual(drawnColours(null));
    expect(drawnColours(undefined).primary).toBe('#1c4e80');
  });
});
