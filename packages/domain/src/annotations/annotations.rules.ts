import {
  ANNOTATION_CHECK_SIZE,
  ANNOTATION_LINE_HEIGHT,
  ANNOTATION_PADDING,
  ANNOTATION_ROTATION_STEP,
  ANNOTATION_WIDTH_MAX,
  ANNOTATION_WIDTH_MIN,
  type AnnotationInput,
  type AnnotationRotation,
} from './annotations.schemas.ts';

/** Spec 001 §5: a textbox's width is clamped to 80–400 units (a width typed or dragged out of range). */
export function clampAnnotationWidth(width: number): number {
  if (!Number.isFinite(width)) return ANNOTATION_WIDTH_MIN;
  return Math.min(ANNOTATION_WIDTH_MAX, Math.max(ANNOTATION_WIDTH_MIN, Math.round(width)));
}

/** The next rotation a quarter turn clockwise (spec 001 §5: rotation step 90 degrees). */
export function rotateQuarter(rotation: AnnotationRotation): AnnotationRotation {
  return ((rotation + ANNOTATION_ROTATION_STEP) % 360) as AnnotationRotation;
}

/** The unrotated box an annotation takes on its page, in page units. */
export function annotationBox(annotation: AnnotationInput, lines = 1): { width: number; height: number } {
  if (annotation.shape_type === 'check') return { width: ANNOTATION_CHECK_SIZE, height: ANNOTATION_CHECK_SIZE };
  return { width: annotation.width, height: ANNOTATION_PADDING * 2 + ANNOTATION_LINE_HEIGHT * Math.max(1, lines) };
}

/**
 * Where a point of the annotation's own frame (a to the right, b down, before its rotation) lands on the page
 * as shown: the annotation turns clockwise around its top-left corner.
 */
export function annotationPoint(
  annotation: Pick<AnnotationInput, 'x' | 'y' | 'rotation'>,
  a: number,
  b: number,
): { x: number; y: number } {
  const r = (annotation.rotation * Math.PI) / 180;
  const cos = Math.round(Math.cos(r));
  const sin = Math.round(Math.sin(r));
  return { x: annotation.x + a * cos - b * sin, y: annotation.y + a * sin + b * cos };
}

/** Keeps a position on the page (0..limit), e.g. after a drag or an arrow key past its edge. */
export function clampCoordinate(value: number, limit: number): number {
  return Math.min(Math.max(0, limit), Math.max(0, Math.round(value * 10) / 10));
}
