import { execFileSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { expect, it } from 'vitest';

/**
 * In a process of its own: test files share their workers' module caches, so whether pdf.js was already loaded (and
 * how) would depend on the files that ran before this one.
 */
it('leaves the engine’s own JSON.stringify, JSON.parse and Array.prototype.push in place once pdf.js has loaded', () => {
  const pdfjs = fileURLToPath(new URL('./pdfjs.ts', import.meta.url));
  const script = `
    const engine = { stringify: JSON.stringify, parse: JSON.parse, push: Array.prototype.push };
    const { getDocument } = await import(${JSON.stringify(pdfjs)});
    // pdf.js's legacy build replaced them as it loaded (core-js's polyfills); pdfjs.ts put the engine's back.
    await import('pdfjs-dist/legacy/build/pdf.mjs');
    console.log(JSON.stringify({
      loaded: typeof getDocument === 'function',
      stringify: JSON.stringify === engine.stringify,
      parse: JSON.parse === engine.parse,
      push: Array.prototype.push === engine.push,
    }));`;
  const out = execFileSync(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', script], {
    cwd: fileURLToPath(new URL('.', import.meta.url)),
    encoding: 'utf8',
  });
  expect(JSON.parse(out.trim().split('\n').at(-1)!)).toEqual({
    loaded: true,
    stringify: true,
    parse: true,
    push: true,
  });
}, 60_000);
