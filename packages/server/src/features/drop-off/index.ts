/** The drop-off feature's public entry: drop-off questionnaires and the files clients leave through them. */
export { dropOffRoutes } from './drop-off.routes.ts';
export { notifyDropOff } from './drop-off.service.ts';
