export { clientErrorRoutes } from './client-errors.routes.ts';
