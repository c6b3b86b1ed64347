/**
 * The built-ins pdf.js's legacy build replaces as it loads (see pdfjs.ts), taken before it loads: pdfjs.ts imports
 * this module first, and imports are evaluated in order.
 */
export const builtinsBeforePdfjs = {
  stringify: JSON.stringify,
  parse: JSON.parse,
  push: Array.prototype.push,
};
