import { recognisePage } from '@portal/domain';
import { PDFDocument, StandardFonts } from 'pdf-lib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { drawPdfPage, openPdf } from '../pdf/render-pdf-page.ts';
import { createOcrEngine } from './ocr-engine.ts';
import { rgbaToGray } from './page-images.ts';
import {
  BLANK_BELOW_GLYPHS,
  findGlyphs,
  flattenPaper,
  type Gray,
  rotateSmall,
  sharpen,
  shrink,
  skewAngle,
  textDirection,
  turn,
} from './prepare-page.ts';
import { readScan } from './read-scan.ts';

const DPI = 200;

/** A 1099-G drawn as a page of text and rendered at 200 dpi: the picture a scanner would send. */
async function scannedForm(): Promise<Gray> {
  const pdf = await PDFDocument.create();
  const font = await pdf.embedFont(StandardFonts.Helvetica);
  const bold = await pdf.embedFont(StandardFonts.HelveticaBold);
  const page = pdf.addPage([612, 792]);
  const text = (s: string, x: number, y: number, size = 8, f = font) => page.drawText(s, { x, y, size, font: f });
  text("PAYER'S name, street address, city or town, state or province, country, ZIP", 36, 740, 6.5);
  text('STATE OF OREGON EMPLOYMENT DEPARTMENT', 40, 720, 9);
  text('875 Union Street NE, Salem, OR 97311', 40, 708, 9);
  text('1 Unemployment compensation', 320, 740);
  text('$ 6,240.00', 330, 726, 10);
  text('2 State or local income tax refunds, credits, or offsets', 320, 700);
  text('4 Federal income tax withheld', 320, 660);
  text('$ 624.00', 330, 646, 10);
  text('6 Taxable grants', 320, 620);
  text('7 Agriculture payments', 460, 620);
  text('Certain Government Payments', 420, 770, 12, bold);
  text('Form 1099-G', 36, 560, 10, bold);
  text(
    '(Rev. January 2024)   www.irs.gov/Form1099G   Department of the Treasury - Internal Revenue Service',
    110,
    560,
    7,
  );
  for (let i = 0; i < 6; i++)
    text(`Box ${i + 1} shows the amount paid to you this year by the state agency.`, 36, 500 - i * 14);
  const doc = await openPdf(await pdf.save());
  try {
    const { canvas } = await drawPdfPage(await doc.getPage(1), DPI);
    return rgbaToGray(canvas.data(), canvas.width, canvas.height);
  } finally {
    await doc.destroy();
  }
}

/** Grey paper, a darker corner, and speckle (isolated specks of one to two pixels) over a picture. */
function degrade(image: Gray, seed: number, speckle = 0.004): Gray {
  let s = seed;
  const random = () => (s = (s * 1103515245 + 12345) & 0x7fffffff) / 0x7fffffff;
  const data = new Uint8Array(image.data.length);
  for (let y = 0; y < image.height; y++)
    for (let x = 0; x < image.width; x++) {
      const shade = 215 - 40 * (x / image.width) * (y / image.height);
      data[y * image.width + x] = Math.round((image.data[y * image.width + x]! / 255) * shade);
    }
  for (let n = 0; n < image.data.length * speckle; n++) {
    const x = Math.floor(random() * (image.width - 2));
    const y = Math.floor(random() * (image.height - 2));
    const size = random() < 0.5 ? 1 : 2;
    for (let dy = 0; dy < size; dy++) for (let dx = 0; dx < size; dx++) data[(y + dy) * image.width + x + dx] = 40;
  }
  return { data, width: image.width, height: image.height };
}

const glyphsOf = (image: Gray) => findGlyphs(shrink(flattenPaper(image, DPI), 2), DPI / 2);
const page = (gray: Gray) => ({
  page: 1,
  gray,
  scale: DPI / 72,
  width: gray.width / (DPI / 72),
  height: gray.height / (DPI / 72),
});

describe('page preparation before OCR', () => {
  let form: Gray;
  beforeAll(async () => {
    form = await scannedForm();
  });

  it('finds a speckled, grey blank back blank, and a page of print not', () => {
    const blank = degrade(
      { data: new Uint8Array(form.data.length).fill(255), width: form.width, height: form.height },
      7,
    );
    expect(glyphsOf(blank).length).toBeLessThan(BLANK_BELOW_GLYPHS);
    expect(glyphsOf(degrade(form, 7)).length).toBeGreaterThan(10 * BLANK_BELOW_GLYPHS);
  });

  it('tells text running up and down the page from text running across it', () => {
    for (const degrees of [0, 90, 180, 270] as const) {
      const small = shrink(flattenPaper(degrade(turn(form, degrees), 3), DPI), 2);
      expect(textDirection(small, DPI / 2), `turned ${degrees}°`).toBe(degrees % 180 === 0 ? 0 : 90);
    }
  });

  it('measures the skew of a page scanned askew', () => {
    for (const degrees of [-2.5, 1.5, 3]) {
      expect(skewAngle(glyphsOf(rotateSmall(form, degrees))), `${degrees}°`).toBeCloseTo(-degrees, 0);
    }
    expect(skewAngle(glyphsOf(form))).toBe(0);
  });
});

describe('sharpening a blurred scan', () => {
  it('steepens an edge and leaves flat paper and flat ink as they are', () => {
    // Grey paper (200) to a grey stroke (40), blurred over four pixels.
    const row = [200, 200, 200, 160, 120, 80, 40, 40, 40];
    const picture: Gray = { width: row.length, height: 3, data: Uint8Array.from([...row, ...row, ...row]) };
    const sharp = [...sharpen(picture, 1, 1).data.slice(row.length, row.length * 2)];
    expect([sharp[0], sharp[8]]).toEqual([200, 40]);
    // Paper beside the edge lighter, ink beside it darker: the stroke stands apart from the paper.
    expect(sharp[2]).toBeGreaterThan(200);
    expect(sharp[6]).toBeLessThan(40);
  });
});

describe('reading a scan', () => {
  const ocr = createOcrEngine();
  let form: Gray;
  beforeAll(async () => {
    form = await scannedForm();
  });
  afterAll(() => ocr.close());

  it('turns a page scanned on its side or upside down upright, straightens it and reads it', async () => {
    for (const degrees of [90, 180, 270] as const) {
      const scan = await readScan(ocr, page(degrade(rotateSmall(turn(form, degrees), 2), degrees)));
      expect(scan.turned, `scanned at ${degrees}°`).toBe((360 - degrees) % 360);
      expect(Math.abs(scan.skew + 2)).toBeLessThanOrEqual(0.5);
      const read = recognisePage(scan.layout);
      expect(read.form).toBe('1099-G');
      // The payer as printed, give or take a letter OCR misread.
      expect(read.payer?.toUpperCase()).toMatch(/^STATE OF .{5,7} EMPLOYMENT\W{0,2} DEPARTMENT$/);
    }
  }, 120_000);

  it('reads nothing on a speckled blank back', async () => {
    const blank = degrade(
      { data: new Uint8Array(form.data.length).fill(255), width: form.width, height: form.height },
      11,
    );
    const scan = await readScan(ocr, page(blank));
    expect(scan.blank).toBe(true);
    expect(scan.layout.items).toEqual([]);
  }, 60_000);
});
