import { describe, expect, it } from 'vitest';
import { markTopLevelPure } from './pure-schemas.ts';

describe('markTopLevelPure', () => {
  it('wraps each top-level const made by a call, and leaves literals, functions and inner code alone', () => {
    const code = [
      "import { z } from 'zod';",
      "export const messages = { invalid: 'Enter a colour' };",
      'export const colourSchema = z.string().trim().regex(/^#[0-9a-f]{6}$/, messages.invalid);',
      'export const themeSchema = z.object({ primary: colourSchema }) satisfies unknown;',
      'const shape = themeSchema.shape;',
      'export const pick = (v: string) => colourSchema.parse(v);',
      'export function check(v: string) {',
      '  const inner = colourSchema.safeParse(v);',
      '  return inner.success;',
      '}',
    ].join('\n');
    expect(markTopLevelPure(code)!.split('\n')).toEqual([
      "import { z } from 'zod';",
      "export const messages = { invalid: 'Enter a colour' };",
      'export const colourSchema = /* @__PURE__ */ (() => (z.string().trim().regex(/^#[0-9a-f]{6}$/, messages.invalid)))();',
      'export const themeSchema = /* @__PURE__ */ (() => (z.object({ primary: colourSchema }) satisfies unknown))();',
      'const shape = /* @__PURE__ */ (() => (themeSchema.shape))();',
      'export const pick = (v: string) => colourSchema.parse(v);',
      'export function check(v: string) {',
      '  const inner = colourSchema.safeParse(v);',
      '  return inner.success;',
      '}',
    ]);
  });

  it('answers null for a module with nothing to mark', () => {
    expect(markTopLevelPure('export const a = 1;\nlet b = f();\nexport const c = () => f();')).toBeNull();
  });
});
