export const annotationKeys = {
  all: ['annotations'] as const,
  ofDocument: (documentId: number) => ['annotations', documentId] as const,
};
