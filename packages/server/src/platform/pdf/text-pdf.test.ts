import { buffer } from 'node:stream/consumers';
import { describe, expect, it } from 'vitest';
import { pdfSafe, textPdf } from './text-pdf.ts';

describe('textPdf', () => {
  it('writes a real PDF document', async () => {
    const bytes = await buffer(textPdf('Lee LLC: messages', 'All time', [{ heading: 'Ann', body: 'Hello' }]));
    expect(bytes.subarray(0, 5).toString()).toBe('%PDF-');
    expect(bytes.subarray(-6).toString()).toContain('%%EOF');
  });
  it('keeps Windows-1252 text and replaces what the standard fonts cannot show', () => {
    expect(pdfSafe('Café – “quoted” €5')).toBe('Café – “quoted” €5');
    expect(pdfSafe('Done 👍 漢')).toBe('Done ? ?');
  });
});
