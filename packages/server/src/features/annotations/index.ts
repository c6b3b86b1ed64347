/** The annotations feature's public entry (spec 001 §3, §5; issue 19 §5). */
export { annotationRoutes } from './annotations.routes.ts';
export { drawAnnotations } from './draw-annotations.ts';
export { annotationsForDocument, annotationsOfDocuments } from './annotations.service.ts';
