import { describe, expect, it } from 'vitest';
import { annotationPoint, clampAnnotationWidth, clampCoordinate, rotateQuarter } from './annotations.rules.ts';
import { annotationInputSchema, annotationMessages, saveAnnotationsSchema } from './annotations.schemas.ts';

const textbox = { shape_type: 'textbox', page: 1, x: 10, y: 20, color: 'red', rotation: 0, text: 'Hello', width: 120 };
const check = { shape_type: 'check', page: 2, x: 5, y: 6, color: 'black', rotation: 90 };

/** The message of the first problem zod finds in `value`, or null when it is valid. */
const problem = (value: unknown) => {
  const parsed = annotationInputSchema.safeParse(value);
  return parsed.success ? null : parsed.error.issues[0]!.message;
};

describe('annotation schema (spec 001 §3, §5)', () => {
  it('accepts a check and a textbox, and trims the text', () => {
    expect(problem(check)).toBeNull();
    const parsed = annotationInputSchema.parse({ ...textbox, text: '  Paid  ' });
    expect(parsed).toMatchObject({ shape_type: 'textbox', text: 'Paid' });
  });

  it('needs text on a textbox: required after trimming, at most 32 characters', () => {
    expect(problem({ ...textbox, text: '   ' })).toBe(annotationMessages.textRequired);
    expect(problem({ ...textbox, text: undefined })).toBe(annotationMessages.textRequired);
    expect(problem({ ...textbox, text: 'x'.repeat(32) })).toBeNull();
    expect(problem({ ...textbox, text: 'x'.repeat(33) })).toBe(annotationMessages.textTooLong);
    expect(annotationMessages.textTooLong).toBe('Text can be at most 32 characters');
  });

  it('keeps a textbox 80 to 400 units wide', () => {
    expect(problem({ ...textbox, width: 80 })).toBeNull();
    expect(problem({ ...textbox, width: 400 })).toBeNull();
    expect(problem({ ...textbox, width: 79 })).toBe(annotationMessages.width);
    expect(problem({ ...textbox, width: 401 })).toBe(annotationMessages.width);
  });

  it('allows only the four colours', () => {
    for (const color of ['black', 'red', 'green', 'blue']) expect(problem({ ...check, color })).toBeNull();
    expect(problem({ ...check, color: 'yellow' })).toBe(annotationMessages.color);
  });

  it('turns only in 90 degree steps', () => {
    for (const rotation of [0, 90, 180, 270]) expect(problem({ ...check, rotation })).toBeNull();
    expect(problem({ ...check, rotation: 45 })).toBe(annotationMessages.rotation);
    expect(problem({ ...check, rotation: 360 })).toBe(annotationMessages.rotation);
  });

  it('places it on a page, in page units that are not negative', () => {
    expect(problem({ ...check, page: 0 })).toBe(annotationMessages.page);
    expect(problem({ ...check, page: 1.5 })).toBe(annotationMessages.page);
    expect(problem({ ...check, x: -1 })).toBe(annotationMessages.position);
    expect(problem({ ...check, y: 14_401 })).toBe(annotationMessages.position);
    expect(problem({ ...check, x: 12.5, y: 700.25 })).toBeNull();
  });

  it('knows only checks and textboxes', () => {
    expect(problem({ ...check, shape_type: 'circle' })).toBe(annotationMessages.shape);
  });

  it('saves a whole list, bounded', () => {
    expect(saveAnnotationsSchema.safeParse({ annotations: [] }).success).toBe(true);
    const many = saveAnnotationsSchema.safeParse({ annotations: Array(501).fill(check) });
    expect(many.success ? null : many.error.issues[0]!.message).toBe(annotationMessages.tooMany);
  });
});

describe('annotation rules', () => {
  it('clamps a width to 80–400', () => {
    expect(clampAnnotationWidth(10)).toBe(80);
    expect(clampAnnotationWidth(1000)).toBe(400);
    expect(clampAnnotationWidth(150.4)).toBe(150);
    expect(clampAnnotationWidth(Number.NaN)).toBe(80);
  });

  it('rotates a quarter turn at a time, back to 0 after 270', () => {
    expect(rotateQuarter(0)).toBe(90);
    expect(rotateQuarter(90)).toBe(180);
    expect(rotateQuarter(180)).toBe(270);
    expect(rotateQuarter(270)).toBe(0);
  });

  it('turns points of the annotation clockwise around its top-left corner', () => {
    const at = { x: 100, y: 50 };
    expect(annotationPoint({ ...at, rotation: 0 }, 10, 2)).toEqual({ x: 110, y: 52 });
    expect(annotationPoint({ ...at, rotation: 90 }, 10, 2)).toEqual({ x: 98, y: 60 });
    expect(annotationPoint({ ...at, rotation: 180 }, 10, 2)).toEqual({ x: 90, y: 48 });
    expect(annotationPoint({ ...at, rotation: 270 }, 10, 2)).toEqual({ x: 102, y: 40 });
  });

  it('keeps a moved annotation on the page', () => {
    expect(clampCoordinate(-5, 600)).toBe(0);
    expect(clampCoordinate(650, 600)).toBe(600);
    expect(clampCoordinate(12.34, 600)).toBe(12.3);
  });
});
