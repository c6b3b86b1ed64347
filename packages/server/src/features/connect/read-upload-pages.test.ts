import { recognisePage } from '@portal/domain';
import { PDFDocument } from 'pdf-lib';
import { afterAll, describe, expect, it } from 'vitest';
import { createOcrEngine, type OcrEngine } from '../../platform/ocr/ocr-engine.ts';
import { readUploadPages } from './read-upload-pages.ts';
import { drawBlankPage, drawFormPage, seededRandom } from '../../db/seed/draw-form.ts';
import { rasterisePages } from '../../../test/connect-fixture/rasterise.ts';

describe('readUploadPages', () => {
  const engine = createOcrEngine();
  afterAll(() => engine.close());
  let reads = 0;
  const counting: OcrEngine = {
    readPage: (image) => {
      reads++;
      return engine.readPage(image);
    },
    close: () => Promise.resolve(),
  };

  it('reads text pages as they are, scans by OCR, and leaves empty pages unread', async () => {
    const pdf = await PDFDocument.create();
    await drawFormPage(pdf, { form: '1098', payer: 'Riverside Credit Union', year: 2025, page: 1 }, seededRandom(4));
    await drawFormPage(pdf, { form: 'W-2', payer: 'Globex Corporation', year: 2025, page: 1 }, seededRandom(5));
    drawBlankPage(pdf);
    // Page 2 becomes a picture of itself (a scan), page 3 a picture of nothing (a scanned blank back).
    const bytes = await rasterisePages(await pdf.save(), [2, 3]);
    reads = 0;
    const pages = await readUploadPages(bytes, counting);
    expect(pages.map((p) => [p.ocr, p.blank])).toEqual([
      [false, false],
      [true, false],
      [true, true],
    ]);
    expect(recognisePage(pages[0]!.layout)).toMatchObject({ form: '1098', payer: 'Riverside Credit Union' });
    expect(recognisePage(pages[1]!.layout)).toMatchObject({ form: 'W-2', payer: 'Globex Corporation', tax_year: 2025 });
    // The scan is read once, plus a strip of it both ways up: read well, a W-2 page without the captions of the boxes
    // Connect reads is not read again for them (issue 42); the blank back is never read.
    expect(reads).toBe(3);
  }, 120_000);
});
