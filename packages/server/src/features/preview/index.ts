/** The client preview feature's public entry. */
export { previewRoutes } from './preview.routes.ts';
