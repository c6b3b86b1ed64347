import { describe, expect, it } from 'vitest';
import {
  adjustThemeColour,
  contrastRatio,
  detectBrandingImage,
  parseHexColour,
  relativeLuminance,
  themeColourAdjustment,
} from './theme-colours.ts';
import { hexColourSchema, themeUpdateSchema } from './theme-colours.schemas.ts';

const hueOf = (hex: string) => {
  const { r, g, b } = parseHexColour(hex)!;
  const [max, min] = [Math.max(r, g, b), Math.min(r, g, b)];
  if (max === min) return null;
  const d = max - min;
  const h = max === r ? ((g - b) / d) % 6 : max === g ? (b - r) / d + 2 : (r - g) / d + 4;
  return (h * 60 + 360) % 360;
};

describe('relativeLuminance and contrastRatio', () => {
  it.each([
    ['#000000', 0],
    ['#ffffff', 1],
    ['#808080', 0.2159],
    ['#ff0000', 0.2126],
  ])('%s has luminance %f', (hex, luminance) =>
    expect(relativeLuminance(parseHexColour(hex)!)).toBeCloseTo(luminance, 3),
  );

  it('measures the WCAG ratios', () => {
    expect(contrastRatio('#000000', '#ffffff')).toBeCloseTo(21, 5);
    expect(contrastRatio('#ffffff', '#ffffff')).toBe(1);
    expect(contrastRatio('#767676', '#ffffff')).toBeCloseTo(4.54, 2);
    // Order does not matter.
    expect(contrastRatio('#ffffff', '#1c4e80')).toBe(contrastRatio('#1c4e80', '#ffffff'));
  });
});

describe('adjustThemeColour: white button text keeps 4.5:1', () => {
  it.each([
    // [name, colour, adjusted?]
    ['very light yellow', '#f5f5a0', true],
    ['pure yellow', '#ffff00', true],
    ['white', '#ffffff', true],
    ['light grey', '#eeeeee', true],
    ['mid grey', '#808080', true],
    ['pure red', '#ff0000', true],
    ['sky blue', '#0091d5', true],
    ['orange accent', '#ea6a47', true],
    ['pastel pink', '#ffc0cb', true],
    ['the default navy', '#1c4e80', false],
    ['black', '#000000', false],
    ['dark green', '#14532d', false],
    ['the darkest passing grey', '#767676', false],
    ['deep purple', '#5b21b6', false],
  ])('%s (%s)', (_name, colour, adjusted) => {
    const result = themeColourAdjustment(colour);
    expect(result.adjusted).toBe(adjusted);
    expect(result.colour).toMatch(/^#[0-9a-f]{6}$/);
    expect(contrastRatio(result.colour, '#ffffff')).toBeGreaterThanOrEqual(4.5);
    if (!adjusted) expect(result.colour).toBe(colour);
    else {
      // Darkened only as far as needed: not much more contrast than asked for.
      expect(contrastRatio(result.colour, '#ffffff')).toBeLessThan(4.8);
      const [before, after] = [hueOf(colour), hueOf(result.colour)];
      if (before === null) expect(after).toBeNull();
      else expect(Math.abs(after! - before)).toBeLessThan(4);
    }
  });

  it('accepts upper case and #rgb, and answers lower-case #rrggbb', () => {
    expect(adjustThemeColour('#1C4E80')).toBe('#1c4e80');
    expect(adjustThemeColour('#000')).toBe('#000000');
    expect(adjustThemeColour('#fff')).toBe(adjustThemeColour('#ffffff'));
  });

  it('draws something that is not a colour with the fallback, as adjusted', () => {
    expect(themeColourAdjustment('banana')).toEqual({ colour: '#1c4e80', adjusted: true });
    expect(adjustThemeColour('', '#ffff00')).toBe(adjustThemeColour('#ffff00'));
    expect(adjustThemeColour('nope', 'also nope')).toBe('#1c4e80');
  });
});

describe('theme update schema', () => {
  it('takes three #RRGGBB colours', () => {
    expect(themeUpdateSchema.parse({ primary: '#F5F5A0', secondary: '#0091d5', accent: '#ea6a47' })).toEqual({
      primary: '#F5F5A0',
      secondary: '#0091d5',
      accent: '#ea6a47',
    });
  });

  it.each(['red', '#fff', '#12345g', '1c4e80', '#1c4e80ff', ''])('refuses %j with its message', (value) => {
    const result = hexColourSchema.safeParse(value);
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe('Enter a colour as #RRGGBB');
  });

  it('names the missing colour', () => {
    const result = themeUpdateSchema.safeParse({ primary: '#000000', secondary: '#000000' });
    expect(result.error?.issues[0]?.path).toEqual(['accent']);
  });
});

describe('detectBrandingImage', () => {
  const bytes = (...b: number[]) => new Uint8Array([...b, ...new Array(16).fill(0)]);
  it.each([
    ['PNG', bytes(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a), 'png'],
    ['JPEG', bytes(0xff, 0xd8, 0xff, 0xe0), 'jpeg'],
    ['ICO', bytes(0, 0, 1, 0, 1, 0), 'ico'],
    ['empty ICO', bytes(0, 0, 1, 0, 0, 0), null],
    ['SVG', new TextEncoder().encode('<svg xmlns="http://www.w3.org/2000/svg"></svg>'), null],
    ['EXE', bytes(0x4d, 0x5a, 0x90, 0), null],
    ['GIF', new TextEncoder().encode('GIF89a......'), null],
    ['nothing', new Uint8Array(), null],
  ])('%s', (_name, head, type) => expect(detectBrandingImage(head)).toBe(type));
});
