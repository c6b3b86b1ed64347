import type { AnnotationColor } from '@portal/domain';

/** The same colours the server draws with (dark enough to read on white). */
export const annotationCss: Record<AnnotationColor, string> = {
  black: '#000000',
  red: '#cc0d0d',
  green: '#0d8026',
  blue: '#0d33cc',
};

export const colorLabels: Record<AnnotationColor, string> = {
  black: 'Black',
  red: 'Red',
  green: 'Green',
  blue: 'Blue',
};
