import { degrees, PDFDocument } from 'pdf-lib';
import { describe, expect, it } from 'vitest';
import { renderPdfPages } from './render-pdf-page.ts';

/** A PNG's size, from its IHDR chunk. */
const pngSize = (png: Buffer) => ({ width: png.readUInt32BE(16), height: png.readUInt32BE(20) });

describe('renderPdfPages', () => {
  it('draws a page turned for display as its content stands, or as a viewer shows it when asked', async () => {
    const pdf = await PDFDocument.create();
    pdf.addPage([612, 792]).setRotation(degrees(90));
    const bytes = await pdf.save();
    const [upright] = await renderPdfPages(bytes, [1], 72);
    expect(pngSize(upright!.png)).toEqual({ width: 612, height: 792 });
    const [shown] = await renderPdfPages(bytes, [1], 72, { asShown: true });
    expect(pngSize(shown!.png)).toEqual({ width: 792, height: 612 });
    expect(shown).toMatchObject({ width: 612, height: 792 });
  });
});
