import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { barrelExports, importedNames, starExports } from './first-screen-chunks';

describe('first-screen-chunks (issue 22 §4)', () => {
  it('reads the names a screen imports or re-exports from a package, not from another or by default', () => {
    const code = `import { Button, TextInput as Field } from "@mantine/core";
      import React from 'react';
      import { useQuery } from '@tanstack/react-query';
      export { Badge } from '@mantine/core';`;
    expect(importedNames(code, '@mantine/core')).toEqual(['Button', 'TextInput', 'Badge']);
    expect(importedNames(code, '@tanstack/react-query')).toEqual(['useQuery']);
    expect(importedNames(code, 'react')).toEqual([]);
  });

  it('maps a barrel’s exports to their modules, re-exported directly or through a local import', () => {
    const barrel = '/lib/index.mjs';
    const code = `import { a as localA } from './a.mjs';
      export { b, c as see } from './bc.mjs';
      export { localA as a };`;
    expect(barrelExports(code, barrel)).toEqual(
      new Map([
        ['b', '/lib/bc.mjs'],
        ['see', '/lib/bc.mjs'],
        ['a', '/lib/a.mjs'],
      ]),
    );
  });

  it('names the modules a barrel re-exports whole', () => {
    const code = `export * from './common/errors.ts';\nexport * from "./firm/firm.schemas.ts";\nexport { x } from './y.ts';`;
    expect(starExports(code, '/domain/src/index.ts')).toEqual([
      '/domain/src/common/errors.ts',
      '/domain/src/firm/firm.schemas.ts',
    ]);
  });

  it('still finds Mantine’s components through its installed index (the build merges nothing if it cannot)', () => {
    const index = createRequire(import.meta.url)
      .resolve('@mantine/core')
      .replace(/cjs[\\/]index\.cjs$/, 'esm/index.mjs');
    const exports = barrelExports(readFileSync(index, 'utf8'), index);
    expect(exports.get('Button')).toBe(path.join(path.dirname(index), 'components/Button/Button.mjs'));
  });
});
