import { z } from 'zod';
import { specAlias } from '../common/spec-alias.ts';

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

const colorSchema = z.enum(ANNOTATION_COLORS, { error: annotationMessages.color });
const rotationSchema = z
  .number({ error: annotationMessages.rotation })
  .refine((r): r is AnnotationRotation => (ANNOTATION_ROTATIONS as readonly number[]).includes(r), {
    error: annotationMessages.rotation,
  }) as z.ZodType<AnnotationRotation, number>;
const pageSchema = z
  .number({ error: annotationMessages.page })
  .int({ error: annotationMessages.page })
  .min(1, { error: annotationMessages.page })
  .max(100_000, { error: annotationMessages.page });

const common = { page: pageSchema, x: coordinate, y: coordinate, color: colorSchema, rotation: rotationSchema };

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

/** One annotation as the viewer edits it and the server stores it (our fields: x and y from the top-left). */
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

/**
 * Spec 001 §3 Annotation position_data: the box the annotation covers on its page as shown (after the page's own
 * rotation and the annotation's), in page units (PDF points at scale 1): left from the page's left edge, bottom from
 * its bottom edge; and the page's size. Null when the page's size is not known (a PDF that could not be read).
 */
export const annotationPositionSchema = z.object({
  left: z.number(),
  bottom: z.number(),
  width: z.number(),
  height: z.number(),
  pageWidth: z.number(),
  pageHeight: z.number(),
});
export type AnnotationPosition = z.infer<typeof annotationPositionSchema>;

const boxSize = z
  .number({ error: annotationMessages.position })
  .min(0, { error: annotationMessages.position })
  .max(ANNOTATION_MAX_COORDINATE, { error: annotationMessages.position });
const pageSize = z
  .number({ error: annotationMessages.position })
  .positive({ error: annotationMessages.position })
  .max(ANNOTATION_MAX_COORDINATE * 10, { error: annotationMessages.position });

/**
 * position_data as a save may send it. Its pageWidth and pageHeight say what units it is in: a viewer that drew
 * the page 1.5 times larger sends pixels and the page's size in pixels, and the server scales it to the page.
 */
export const annotationPositionInputSchema = z.object(
  { left: coordinate, bottom: coordinate, width: boxSize, height: boxSize, pageWidth: pageSize, pageHeight: pageSize },
  { error: annotationMessages.position },
);

const STYLE_PATTERN = /^\s*color\s*:\s*([a-z]+)\s*;?\s*$/i;

/** The colour named in a spec style ('color: red'), or null when it names none of ours. */
export function styleColor(style: string): AnnotationColor | null {
  const name = STYLE_PATTERN.exec(style)?.[1]?.toLowerCase();
  return (ANNOTATION_COLORS as readonly string[]).includes(name ?? '') ? (name as AnnotationColor) : null;
}
export const styleOf = (color: AnnotationColor) => `color: ${color}`;

/** Spec 001 §3 Annotation style: 'color: {name}', the name one of ours. */
export const annotationStyleSchema = z
  .string({ error: annotationMessages.color })
  .max(40, { error: annotationMessages.color })
  .refine((s) => styleColor(s) !== null, { error: annotationMessages.color });

const spec = { style: annotationStyleSchema.optional(), position_data: annotationPositionInputSchema.optional() };
const saveCommon = {
  page: pageSchema,
  x: coordinate.optional(),
  y: coordinate.optional(),
  color: colorSchema.optional(),
  rotation: rotationSchema.optional(),
  ...spec,
};

/**
 * One annotation of a save: our fields or the spec's (style for color; position_data for x, y and a textbox's
 * width). Where both are sent the spec's win, so an integration that reads a list, changes position_data and sends
 * the list back moves the annotation. Rotation is 0 unless sent.
 */
export const annotationSaveItemSchema = z
  .discriminatedUnion(
    'shape_type',
    [
      z.object({ shape_type: z.literal('check'), ...saveCommon }),
      z.object({
        shape_type: z.literal('textbox'),
        ...saveCommon,
        text: annotationTextSchema,
        width: annotationWidthSchema.optional(),
      }),
    ],
    { error: annotationMessages.shape },
  )
  .superRefine((a, ctx) => {
    if (a.position_data === undefined && (a.x === undefined || a.y === undefined))
      ctx.addIssue({ code: 'custom', message: annotationMessages.position, path: ['position_data'] });
    if (a.style === undefined && a.color === undefined)
      ctx.addIssue({ code: 'custom', message: annotationMessages.color, path: ['style'] });
    if (a.shape_type === 'textbox' && a.position_data === undefined && a.width === undefined)
      ctx.addIssue({ code: 'custom', message: annotationMessages.width, path: ['width'] });
  });
export type AnnotationSaveItem = z.infer<typeof annotationSaveItemSchema>;

/** PUT /api/documents/{id}/annotations: the whole list, which replaces the stored one (spec 001 §5). */
export const saveAnnotationsSchema = z.object({
  annotations: z
    .array(annotationSaveItemSchema)
    .max(ANNOTATIONS_MAX_PER_DOCUMENT, { error: annotationMessages.tooMany }),
});
export type SaveAnnotationsInput = z.infer<typeof saveAnnotationsSchema>;

const stored = {
  id: z.number().int(),
  /** Spec 001 §3: 'color: {name}'. */
  style: z.string(),
  position_data: annotationPositionSchema.nullable(),
  created_at: z.string(),
  updated_at: z.string(),
};
const inPosition = 'position_data';
const answered = {
  ...common,
  x: specAlias(coordinate, inPosition, 'our left: position_data.left'),
  y: specAlias(coordinate, inPosition, 'our top, from the top edge of the unrotated annotation'),
  color: specAlias(colorSchema, 'style', 'the colour named in it'),
};

/** A stored annotation, as the API answers it: the spec's fields, and ours beside them. */
export const annotationSchema = z.discriminatedUnion('shape_type', [
  z.object({ shape_type: z.literal('check'), ...answered, ...stored }),
  z.object({
    shape_type: z.literal('textbox'),
    ...answered,
    text: annotationTextSchema,
    width: specAlias(annotationWidthSchema, inPosition, 'along the text, before the annotation’s rotation'),
    ...stored,
  }),
]);
export type Annotation = z.infer<typeof annotationSchema>;

export const annotationListSchema = z.object({ annotations: z.array(annotationSchema) });
export type AnnotationList = z.infer<typeof annotationListSchema>;

/** An answered annotation as the viewer edits it: our fields only (the spec's are worked out from them). */
export function annotationInputOf(a: Annotation): AnnotationInput {
  const base = { page: a.page, x: a.x, y: a.y, color: a.color, rotation: a.rotation };
  return a.shape_type === 'check'
    ? { shape_type: 'check', ...base }
    : { shape_type: 'textbox', ...base, text: a.text, width: a.width };
}
