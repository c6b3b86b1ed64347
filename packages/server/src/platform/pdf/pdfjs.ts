import { builtinsBeforePdfjs } from './builtins-before-pdfjs.ts';
import * as pdfjs from 'pdfjs-dist/legacy/build/pdf.mjs';

/**
 * pdf.js, loaded for the whole server from here. Its legacy build (the one for Node) installs core-js polyfills as
 * it loads, and on Node 20 three of them replace built-ins every request uses: JSON.stringify, JSON.parse and
 * Array.prototype.push become slower JavaScript functions (issue 22 §2: every answer is serialised and every
 * database result parsed through them). pdf.js needs none of them, so the engine's own are put back as soon as it has
 * loaded. (core-js also makes its functions print as `[native code]`, so only identity tells them apart.)
 */
JSON.stringify = builtinsBeforePdfjs.stringify;
JSON.parse = builtinsBeforePdfjs.parse;
Array.prototype.push = builtinsBeforePdfjs.push;

export const { getDocument, OPS } = pdfjs;
