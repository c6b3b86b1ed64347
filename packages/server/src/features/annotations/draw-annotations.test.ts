import { PDFDocument, degrees } from 'pdf-lib';
import { getDocument, OPS } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { describe, expect, it } from 'vitest';
import type { AnnotationInput } from '@portal/domain';
import { drawAnnotations } from './draw-annotations.ts';

/**
 * Each text run of each page with where a viewer shows its start: pdf.js's viewport (the page's /Rotate applied),
 * in page units from the top-left corner, and the direction the text reads on screen.
 */
async function shownText(bytes: Uint8Array) {
  const pdf = await getDocument({ data: new Uint8Array(bytes), isEvalSupported: false, verbosity: 0 }).promise;
  const pages = [];
  for (let n = 1; n <= pdf.numPages; n++) {
    const page = await pdf.getPage(n);
    const viewport = page.getViewport({ scale: 1 });
    const content = await page.getTextContent();
    pages.push(
      content.items.flatMap((i) => {
        if (!('str' in i) || !i.str.trim()) return [];
        const [a, b, , , e, f] = i.transform as number[];
        const [x, y] = viewport.convertToViewportPoint(e!, f!) as [number, number];
        const [dx, dy] = viewport.convertToViewportPoint(e! + a!, f! + b!) as [number, number];
        // 0 when the text reads left to right on screen, 90 when it reads downwards, and so on.
        const reads = (Math.round((Math.atan2(dy - y, dx - x) * 180) / Math.PI) + 360) % 360;
        return [{ str: i.str, x, y, reads }];
      }),
    );
  }
  await pdf.destroy();
  return pages;
}

async function pdfWith(rotations: number[], size: [number, number] = [612, 792]) {
  const pdf = await PDFDocument.create();
  for (const r of rotations) pdf.addPage(size).setRotation(degrees(r));
  return pdf;
}

const textbox = (over: Partial<AnnotationInput & { text: string; width: number }>): AnnotationInput => ({
  shape_type: 'textbox',
  page: 1,
  x: 100,
  y: 50,
  color: 'blue',
  rotation: 0,
  text: 'Reviewed by JD',
  width: 200,
  ...over,
});

describe('drawAnnotations', () => {
  it('writes a textbox where the viewer showed it, on pages of every rotation', async () => {
    const pdf = await pdfWith([0, 90, 180, 270]);
    await drawAnnotations(
      pdf,
      [1, 2, 3, 4].map((page) => textbox({ page, text: `Note on page ${page}` })),
    );
    const pages = await shownText(await pdf.save());
    for (const [i, items] of pages.entries()) {
      expect(items).toHaveLength(1);
      const [item] = items;
      expect(item!.str).toBe(`Note on page ${i + 1}`);
      // Padding 4 from the box's left, the baseline 15.5 below its top.
      expect(item!.x).toBeCloseTo(104, 0);
      expect(item!.y).toBeCloseTo(65.5, 0);
      expect(item!.reads).toBe(0);
    }
  });

  it('turns a textbox with its own rotation, around its top-left corner', async () => {
    const pdf = await pdfWith([0, 90]);
    await drawAnnotations(pdf, [textbox({ page: 1, rotation: 90 }), textbox({ page: 2, rotation: 180 })]);
    const [first, second] = await shownText(await pdf.save());
    // Turned a quarter clockwise: reads downwards, the baseline 15.5 to the left of the corner.
    expect(first![0]).toMatchObject({ reads: 90 });
    expect(first![0]!.x).toBeCloseTo(84.5, 0);
    expect(first![0]!.y).toBeCloseTo(54, 0);
    expect(second![0]).toMatchObject({ reads: 180 });
    expect(second![0]!.x).toBeCloseTo(96, 0);
    expect(second![0]!.y).toBeCloseTo(34.5, 0);
  });

  it('wraps text to the textbox width and writes what the font cannot as ?', async () => {
    const pdf = await pdfWith([0]);
    await drawAnnotations(pdf, [textbox({ width: 80, text: 'Missing 1099-INT from bank ✓' })]);
    const [items] = await shownText(await pdf.save());
    expect(items!.map((i) => i.str)).toEqual(['Missing', '1099-INT', 'from bank ?']);
    expect(items!.map((i) => Math.round(i.y))).toEqual([66, 81, 96]);
  });

  it('draws a check as strokes in its colour, skips a page the document lacks, and leaves a PDF without annotations as it was', async () => {
    const pdf = await pdfWith([0]);
    const before = pdf.getPage(0).node.Contents();
    await drawAnnotations(pdf, []);
    expect(pdf.getPage(0).node.Contents()).toBe(before);
    await drawAnnotations(pdf, [
      { shape_type: 'check', page: 1, x: 10, y: 10, color: 'red', rotation: 0 },
      textbox({ page: 7, text: 'Nowhere' }),
    ]);
    const read = await getDocument({ data: await pdf.save(), isEvalSupported: false, verbosity: 0 }).promise;
    const page = await read.getPage(1);
    expect((await page.getTextContent()).items).toEqual([]);
    const ops = await page.getOperatorList();
    // pdf.js 5 hands each path over as constructPath, its first argument the painting operator.
    const strokes = ops.fnArray.filter((fn, i) => fn === OPS.constructPath && ops.argsArray[i]?.[0] === OPS.stroke);
    const colours = ops.fnArray.flatMap((fn, i) => (fn === OPS.setStrokeRGBColor ? [ops.argsArray[i]] : []));
    expect(strokes).toHaveLength(2);
    // pdf.js reports the colour as hex: 0.8 0.05 0.05 is #cc0d0d.
    expect(colours.map(String)).toEqual(['#cc0d0d', '#cc0d0d']);
    await read.destroy();
  });
});
