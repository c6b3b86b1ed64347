import { describe, expect, it } from 'vitest';
import { fromPositionData, positionDataOf } from './annotation-position.ts';
import type { AnnotationInput, AnnotationRotation } from './annotations.schemas.ts';

const letter = { width: 612, height: 792 };
const textbox = (rotation: AnnotationRotation): AnnotationInput => ({
  shape_type: 'textbox',
  page: 1,
  x: 100,
  y: 200,
  color: 'red',
  rotation,
  text: 'Signed copy needed',
  width: 180,
});

describe('position_data (spec 001 §3 Annotation)', () => {
  it('is the box on the page as shown, from the bottom-left corner, with the page’s size', () => {
    // One line: 4 + 15 + 4 = 23 units high.
    expect(positionDataOf(textbox(0), 1, letter)).toEqual({
      left: 100,
      bottom: 792 - 200 - 23,
      width: 180,
      height: 23,
      pageWidth: 612,
      pageHeight: 792,
    });
    expect(positionDataOf(textbox(0), 2, letter).height).toBe(38);
    const check: AnnotationInput = { shape_type: 'check', page: 1, x: 20, y: 30, color: 'green', rotation: 0 };
    expect(positionDataOf(check, 1, letter)).toMatchObject({ left: 20, bottom: 742, width: 20, height: 20 });
  });

  it('covers where a turned annotation lies: left of, above, or both, its corner', () => {
    expect(positionDataOf(textbox(90), 1, letter)).toMatchObject({ left: 77, bottom: 412, width: 23, height: 180 });
    expect(positionDataOf(textbox(180), 1, letter)).toMatchObject({ left: -80, bottom: 592, width: 180, height: 23 });
    expect(positionDataOf(textbox(270), 1, letter)).toMatchObject({ left: 100, bottom: 592, width: 23, height: 180 });
  });

  it('turns back into our corner and width, for every rotation', () => {
    for (const rotation of [0, 90, 180, 270] as const) {
      const position = positionDataOf(textbox(rotation), 1, letter);
      expect(fromPositionData(position, rotation, letter)).toEqual({ x: 100, y: 200, width: 180 });
      expect(fromPositionData(position, rotation, null)).toEqual({ x: 100, y: 200, width: 180 });
    }
  });

  it('scales a box measured on a zoomed page to page units', () => {
    // The viewer drew the page at 150%: 918 × 1188 pixels.
    const zoomed = { left: 150, bottom: 1188 - 300 - 34.5, width: 270, height: 34.5, pageWidth: 918, pageHeight: 1188 };
    expect(fromPositionData(zoomed, 0, letter)).toEqual({ x: 100, y: 200, width: 180 });
  });
});
