import { expect, it } from 'vitest';
import { builtinsBeforePdfjs } from './builtins-before-pdfjs.ts';
import { getDocument } from './pdfjs.ts';

it('leaves the engine’s own JSON.stringify, JSON.parse and Array.prototype.push in place once pdf.js has loaded', async () => {
  expect(typeof getDocument).toBe('function');
  // pdf.js's legacy build replaced them as it loaded (core-js's polyfills); pdfjs.ts put the ones before it back.
  await import('pdfjs-dist/legacy/build/pdf.mjs');
  expect(JSON.stringify).toBe(builtinsBeforePdfjs.stringify);
  expect(JSON.parse).toBe(builtinsBeforePdfjs.parse);
  expect(Array.prototype.push).toBe(builtinsBeforePdfjs.push);
  expect(JSON.parse(JSON.stringify({ a: [1, 'b'] }))).toEqual({ a: [1, 'b'] });
});
