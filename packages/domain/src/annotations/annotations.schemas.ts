import { z } from 'zod';

/**
 * Annotations on a document's PDF (spec 001 §3 Annotation, §4 modes, §5 rules), drawn by staff in the viewer
 * when the firm has annotation_enabled. Positions are in page units (PDF points at scale 1) of the page as the
 * viewer shows it, i.e. after the page's own rotation: x from the left edge, y from the top edge, to the
 * annotation's top-left corner, around which the annotation's own rotation turns it.
 */
export const ANNOTATION_MODES = ['view', 'move', 'check', 'textbox'] as const;
export type AnnotationMode = (typeof ANNOTATION_MODES)[number];

export const ANNOTATION_SHAPES = ['check', 'textbox'] as const;
export type AnnotationShape = (typeof ANNOTATION_SHAPES)[number];

export const ANNOTATION_COLORS = ['black', 'red', 'green', 'blue'] as const;
export type AnnotationColor = (typeof ANNOTATION_COLORS)[number];

export const ANNOTATION_ROTATIONS = [0, 90, 180, 270] as const;
export type AnnotationRotation = (typeof ANNOTATION_ROTATIONS)[number];

/** Spec 001 §5: text max 32, width clamped 80 to 400 units, default font size 12, rotation step 90 degrees. */
export const ANNOTATION_TEXT_MAX = 32;
export const ANNOTATION_WIDTH_MIN = 80;
export const ANNOTATION_WIDTH_MAX = 400;
export const ANNOTATION_DEFAULT_WIDTH = 160;
export const ANNOTATION_FONT_SIZE = 12;
export const ANNOTATION_ROTATION_STEP = 90;
/** A check mark is a square of this many units. */
export const ANNOTATION_CHECK_SIZE = 20;
/** Inner space of a textbox around its text, and its line height. */
export const ANNOTATION_PADDING = 4;
export const ANNOTATION_LINE_HEIGHT = 15;
/** The largest PDF page is 14,400 units a side; nothing is placed beyond it. */
export const ANNOTATION_MAX_COORDINATE = 14_400;
/** More than any page would hold; keeps one save bounded. */
export const ANNOTATIONS_MAX_PER_DOCUMENT = 500;

export const annotationMessages = {
  saved: 'Annotation updated successfully',
  disabled: 'Annotations are not enabled for this firm',
  notPdf: 'Only PDF documents can be annotated',
  textRequired: 'Enter the text first',
  textTooLong: `Text can be at most ${ANNOTATION_TEXT_MAX} characters`,
  width: `Width must be between ${ANNOTATION_WIDTH_MIN} and ${ANNOTATION_WIDTH_MAX}`,
  color: 'Colour must be black, red, green or blue',
  rotation: 'Rotation must be 0, 90, 180 or 270 degrees',
  page: 'Page must be a page of the document',
  position: 'Position must be on the page',
  shape: 'Annotation must be a check or a textbox',
  tooMany: `A document can have at most ${ANNOTATIONS_MAX_PER_DOCUMENT} annotations`,
  unsavedTitle: 'Discard unsaved annotations?',
  unsavedMessage: 'Your annotations have not been saved. If you leave now, they are lost.',
  unsavedConfirm: 'Discard',
  saveFailed: 'The annotations could not be saved.',
  unreadable: 'The PDF could not be read, so its annotations cannot be drawn on it.',
} as const;

const coordinate = z
  .number({ error: annotationMessages.position })
  .min(0, { error: annotationMessages.position })
  .max(ANNOTATION_MAX_COORDINATE, { error: annotationMessages.position });

const common = {
  page: z
    .number({ error: annotationMessages.page })
    .int({ error: annotationMessages.page })
    .min(1, { error: annotationMessages.page })
    .max(100_000, { error: annotationMessages.page }),
  x: coordinate,
  y: coordinate,
  color: z.enum(ANNOTATION_COLORS, { error: annotationMessages.color }),
  rotation: z
    .number({ error: annotationMessages.rotation })
    .refine((r): r is AnnotationRotation => (ANNOTATION_ROTATIONS as readonly number[]).includes(r), {
      error: annotationMessages.rotation,
    }) as z.ZodType<AnnotationRotation, number>,
};

export const annotationTextSchema = z
  .string({ error: annotationMessages.textRequired })
  .trim()
  .min(1, { error: annotationMessages.textRequired })
  .max(ANNOTATION_TEXT_MAX, { error: annotationMessages.textTooLong });

export const annotationWidthSchema = z
  .number({ error: annotationMessages.width })
  .min(ANNOTATION_WIDTH_MIN, { error: annotationMessages.width })
  .max(ANNOTATION_WIDTH_MAX, { error: annotationMessages.width });

export const checkAnnotationSchema = z.object({ shape_type: z.literal('check'), ...common });
export const textboxAnnotationSchema = z.object({
  shape_type: z.literal('textbox'),
  ...common,
  text: annotationTextSchema,
  width: annotationWidthSchema,
});

/** One annotation as the form edits it and the server stores it. */
export const annotationInputSchema = z.discriminatedUnion(
  'shape_type',
  [checkAnnotationSchema, textboxAnnotationSchema],
  {
    error: annotationMessages.shape,
  },
);
export type AnnotationInput = z.infer<typeof annotationInputSchema>;
export type TextboxAnnotation = z.infer<typeof textboxAnnotationSchema>;
export type CheckAnnotation = z.infer<typeof checkAnnotationSchema>;

/** PUT /api/documents/{id}/annotations: the whole list, which replaces the stored one (spec 001 §5). */
export const saveAnnotationsSchema = z.object({
  annotations: z.array(annotationInputSchema).max(ANNOTATIONS_MAX_PER_DOCUMENT, { error: annotationMessages.tooMany }),
});
export type SaveAnnotationsInput = z.infer<typeof saveAnnotationsSchema>;

/** A stored annotation, as the API answers it. */
export const annotationSchema = z.discriminatedUnion('shape_type', [
  checkAnnotationSchema.extend({ id: z.number().int(), created_at: z.string(), updated_at: z.string() }),
  textboxAnnotationSchema.extend({ id: z.number().int(), created_at: z.string(), updated_at: z.string() }),
]);
export type Annotation = z.infer<typeof annotationSchema>;

export const annotationListSchema = z.object({ annotations: z.array(annotationSchema) });
export type AnnotationList = z.infer<typeof annotationListSchema>;
