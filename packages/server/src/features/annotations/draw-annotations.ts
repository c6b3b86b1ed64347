import { degrees, rgb, StandardFonts, type PDFDocument, type PDFFont, type PDFPage, type RGB } from 'pdf-lib';
import {
  ANNOTATION_FONT_SIZE,
  ANNOTATION_LINE_HEIGHT,
  ANNOTATION_PADDING,
  annotationPoint,
  type AnnotationColor,
  type AnnotationInput,
} from '@portal/domain';

const COLORS: Record<AnnotationColor, RGB> = {
  black: rgb(0, 0, 0),
  red: rgb(0.8, 0.05, 0.05),
  green: rgb(0.05, 0.5, 0.15),
  blue: rgb(0.05, 0.2, 0.8),
};

/** The check mark's strokes, in the annotation's own frame (a 20-unit square). */
const CHECK_STROKES: [number, number][][] = [
  [
    [3, 11],
    [8, 16],
  ],
  [
    [8, 16],
    [17, 4],
  ],
];

/** From the text's top to the first line's baseline (Helvetica's ascent at 12 points, in a 15-unit line). */
const BASELINE = 11.5;

/**
 * Draws annotations onto a PDF's pages (spec 001 §3; issue 19 §5 "shown in exports"): checks as strokes and
 * textboxes as text, where the viewer showed them. Positions are of the page as shown, so a page with its own
 * /Rotate gets them where staff put them, and text reading the way it did on screen. Annotations of a page the
 * document does not have are skipped. Pure: it changes only `pdf`, and returns it.
 */
export async function drawAnnotations(pdf: PDFDocument, annotations: readonly AnnotationInput[]): Promise<PDFDocument> {
  if (annotations.length === 0) return pdf;
  const pages = pdf.getPages();
  let font: PDFFont | undefined;
  for (const annotation of annotations) {
    const page = pages[annotation.page - 1];
    if (!page) continue;
    const frame = pageFrame(page);
    if (annotation.shape_type === 'check') {
      for (const [from, to] of CHECK_STROKES) {
        page.drawLine({
          start: frame.toPdf(annotationPoint(annotation, from![0], from![1])),
          end: frame.toPdf(annotationPoint(annotation, to![0], to![1])),
          thickness: 2.5,
          color: COLORS[annotation.color],
          lineCap: 1,
        });
      }
      continue;
    }
    font ??= await pdf.embedFont(StandardFonts.Helvetica);
    const text = encodable(font, annotation.text);
    const lines = wrapLines(font, text, annotation.width - ANNOTATION_PADDING * 2);
    lines.forEach((line, i) => {
      const at = annotationPoint(
        annotation,
        ANNOTATION_PADDING,
        ANNOTATION_PADDING + BASELINE + i * ANNOTATION_LINE_HEIGHT,
      );
      page.drawText(line, {
        ...frame.toPdf(at),
        font,
        size: ANNOTATION_FONT_SIZE,
        color: COLORS[annotation.color],
        rotate: degrees(frame.rotation - annotation.rotation),
      });
    });
  }
  return pdf;
}

/**
 * The map from a point of the page as shown (x right, y down, from the top-left corner, after the page's
 * /Rotate turns it clockwise) to PDF user space (y up, unrotated), over the page's visible box.
 */
export function pageFrame(page: PDFPage) {
  const rotation = (((page.getRotation().angle % 360) + 360) % 360) as 0 | 90 | 180 | 270;
  const { x: x0, y: y0, width: w, height: h } = page.getCropBox();
  const toPdf = ({ x, y }: { x: number; y: number }): { x: number; y: number } => {
    switch (rotation) {
      case 90:
        return { x: x0 + y, y: y0 + x };
      case 180:
        return { x: x0 + w - x, y: y0 + y };
      case 270:
        return { x: x0 + w - y, y: y0 + h - x };
      default:
        return { x: x0 + x, y: y0 + h - y };
    }
  };
  return { rotation, toPdf };
}

/** Characters the standard font cannot write (emoji, most scripts) become '?', so one never breaks a download. */
export function encodable(font: PDFFont, text: string): string {
  return [...text]
    .map((ch) => {
      try {
        font.encodeText(ch);
        return ch;
      } catch {
        return '?';
      }
    })
    .join('');
}

/** Words wrapped onto lines no wider than `width`; a word longer than a line is cut. */
export function wrapLines(font: PDFFont, text: string, width: number): string[] {
  const fits = (s: string) => font.widthOfTextAtSize(s, ANNOTATION_FONT_SIZE) <= width;
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(/\s+/).filter(Boolean)) {
    const candidate = line ? `${line} ${word}` : word;
    if (fits(candidate)) {
      line = candidate;
      continue;
    }
    if (line) lines.push(line);
    let rest = word;
    while (!fits(rest) && rest.length > 1) {
      let cut = rest.length - 1;
      while (cut > 1 && !fits(rest.slice(0, cut))) cut--;
      lines.push(rest.slice(0, cut));
      rest = rest.slice(cut);
    }
    line = rest;
  }
  if (line) lines.push(line);
  return lines;
}
