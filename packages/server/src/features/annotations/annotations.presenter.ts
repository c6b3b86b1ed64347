import {
  ANNOTATION_DEFAULT_WIDTH,
  type Annotation,
  type AnnotationInput,
  type AnnotationRotation,
} from '@portal/domain';
import type { AnnotationRow } from './annotations.repo.ts';

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

export function presentAnnotation(row: AnnotationRow): Annotation {
  return {
    ...annotationOf(row),
    id: row.id,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}
