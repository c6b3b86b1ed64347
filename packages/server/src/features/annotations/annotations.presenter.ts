import {
  ANNOTATION_DEFAULT_WIDTH,
  ANNOTATION_PADDING,
  positionDataOf,
  styleOf,
  type Annotation,
  type AnnotationInput,
  type AnnotationRotation,
} from '@portal/domain';
import type { AnnotationRow } from './annotations.repo.ts';
import { textboxLineCount } from './page-sizes.ts';

/** A stored row as the annotation it was saved as. */
export function annotationOf(row: AnnotationRow): AnnotationInput {
  const common = {
    page: row.page,
    x: row.x,
    y: row.y,
    color: row.color,
    rotation: row.rotation as AnnotationRotation,
  };
  return row.shapeType === 'check'
    ? { shape_type: 'check', ...common }
    : { shape_type: 'textbox', ...common, text: row.text ?? '', width: row.width ?? ANNOTATION_DEFAULT_WIDTH };
}

/**
 * A stored row as the API answers it: our fields, and the spec's style and position_data worked out from them
 * (position_data null while its page's size is unknown).
 */
export async function presentAnnotation(row: AnnotationRow): Promise<Annotation> {
  const a = annotationOf(row);
  const page =
    row.pageWidth !== null && row.pageHeight !== null ? { width: row.pageWidth, height: row.pageHeight } : null;
  const lines = a.shape_type === 'textbox' ? await textboxLineCount(a.text, a.width - ANNOTATION_PADDING * 2) : 1;
  return {
    ...a,
    id: row.id,
    style: styleOf(a.color),
    position_data: page ? positionDataOf(a, lines, page) : null,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}

export const presentAnnotations = (rows: AnnotationRow[]) => Promise.all(rows.map(presentAnnotation));
