/** The Collect feature's public entry: the firm's questionnaires list, staff actions, custom statuses. */
export { collectRoutes } from './collect.routes.ts';
export { customStatusRoutes } from './custom-statuses.routes.ts';
export { questionAdminRoutes } from './question-admin.routes.ts';
