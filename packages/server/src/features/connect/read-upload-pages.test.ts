import { recognisePage } from '@portal/domain';
import { PDFDocument, StandardFonts } from 'pdf-lib';
import { afterAll, describe, expect, it } from 'vitest';
import { createOcrEngine, type OcrEngine } from '../../platform/ocr/ocr-engine.ts';
import { FIRST_BAND, readUploadPages } from './read-upload-pages.ts';
import { drawFormPage, seededRandom } from './test-set/draw-form.ts';
import { rasterisePages } from './test-set/labelled-set.ts';

/** OCR speed (issue 19 §2): a scan's top is read first, the rest only when the top does not tell the form. */
describe('readUploadPages on scans', () => {
  const engine = createOcrEngine();
  afterAll(() => engine.close());
  const bands: { top: number; bottom: number; height: number }[] = [];
  const counting: OcrEngine = {
    readPage: (image, band) => {
      bands.push({ ...(band ?? { top: 0, bottom: image.pixelHeight }), height: image.pixelHeight });
      return engine.readPage(image, band);
    },
    close: () => Promise.resolve(),
  };

  it('reads only the top of a page whose form its top tells', async () => {
    const pdf = await PDFDocument.create();
    await drawFormPage(pdf, { form: '1098', payer: 'Riverside Credit Union', year: 2025, page: 1 }, seededRandom(4));
    bands.length = 0;
    const [page] = await readUploadPages(await rasterisePages(await pdf.save(), [1]), counting);
    expect(page!.ocr).toBe(true);
    expect(recognisePage(page!.layout)).toMatchObject({ form: '1098', payer: 'Riverside Credit Union' });
    expect(bands).toHaveLength(1);
    expect(bands[0]!.top).toBe(0);
    expect(bands[0]!.bottom / bands[0]!.height).toBeCloseTo(FIRST_BAND, 2);
  }, 120_000);

  it('reads the rest when the form is told lower down, each line once, a line across the cut included', async () => {
    // As on a real W-2, the form's number and title are printed at the foot of the page.
    const pdf = await PDFDocument.create();
    const font = await pdf.embedFont(StandardFonts.Helvetica);
    const page = pdf.addPage([612, 792]);
    const text = (s: string, y: number, size = 10) => page.drawText(s, { x: 40, y, size, font });
    text("c Employer's name, address, and ZIP code", 700);
    text('Globex Corporation', 686);
    // The cut is 40 % down the page: 475 points from its foot. This line straddles it.
    text('1 Wages, tips, other compensation', 471, 11);
    text('2 Federal income tax withheld', 300);
    text('Form W-2 Wage and Tax Statement 2025', 60, 12);
    bands.length = 0;
    const [read] = await readUploadPages(await rasterisePages(await pdf.save(), [1]), counting);
    expect(bands).toHaveLength(2);
    expect(bands[1]!.top).toBeLessThan(bands[0]!.bottom);
    expect(bands[1]!.bottom).toBe(bands[1]!.height);
    const lines = read!.layout.items.map((i) => i.str);
    expect(lines.filter((l) => /Wages, tips/.test(l))).toHaveLength(1);
    expect(lines.filter((l) => /Globex Corporation/.test(l))).toHaveLength(1);
    expect(recognisePage(read!.layout)).toMatchObject({ form: 'W-2', payer: 'Globex Corporation', tax_year: 2025 });
  }, 120_000);
});
