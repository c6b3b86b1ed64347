import { annotationBox } from './annotations.rules.ts';
import type { AnnotationInput, AnnotationPosition, AnnotationRotation } from './annotations.schemas.ts';

/** A page's size as the viewer shows it (after its own rotation), in page units. */
export interface PageSize {
  width: number;
  height: number;
}

const round = (n: number) => Math.round(n * 100) / 100;

/**
 * Spec 001 §3 position_data of an annotation: the box it covers on the page as shown, measured from the page's
 * bottom-left corner. Ours is its top-left corner before its rotation (it turns clockwise around that corner), so
 * a turned annotation's box lies left of (90), left of and above (180) or above (270) that corner. `lines` is how
 * many lines a textbox's text wraps to.
 */
export function positionDataOf(annotation: AnnotationInput, lines: number, page: PageSize): AnnotationPosition {
  const { width: w, height: h } = annotationBox(annotation, lines);
  const turned = annotation.rotation === 90 || annotation.rotation === 270;
  const boxWidth = turned ? h : w;
  const boxHeight = turned ? w : h;
  const left = annotation.rotation === 90 || annotation.rotation === 180 ? annotation.x - boxWidth : annotation.x;
  const top = annotation.rotation === 180 || annotation.rotation === 270 ? annotation.y - boxHeight : annotation.y;
  return {
    left: round(left),
    bottom: round(page.height - top - boxHeight),
    width: round(boxWidth),
    height: round(boxHeight),
    pageWidth: round(page.width),
    pageHeight: round(page.height),
  };
}

/**
 * The other way: our x, y (and a textbox's width along its text) from a position_data sent in a save. Its
 * pageWidth and pageHeight give its units; against the page's real size (when the PDF could be read) it is scaled
 * to page units, so a viewer may send what it measured on its own zoomed page.
 */
export function fromPositionData(
  position: AnnotationPosition,
  rotation: AnnotationRotation,
  page: PageSize | null,
): { x: number; y: number; width: number } {
  const sx = page ? page.width / position.pageWidth : 1;
  const sy = page ? page.height / position.pageHeight : 1;
  const pageHeight = page ? page.height : position.pageHeight;
  const boxWidth = position.width * sx;
  const boxHeight = position.height * sy;
  const left = position.left * sx;
  const top = pageHeight - (position.bottom + position.height) * sy;
  const x = rotation === 90 || rotation === 180 ? left + boxWidth : left;
  const y = rotation === 180 || rotation === 270 ? top + boxHeight : top;
  const width = rotation === 90 || rotation === 270 ? boxHeight : boxWidth;
  return { x: round(x), y: round(y), width: round(width) };
}
