/** The Collect feature's public entry: the firm's list of questionnaires, the staff's actions on them, custom statuses and the preview's admin actions. */
export { collectRoutes } from './collect.routes.ts';
export { customStatusRoutes } from './custom-statuses.routes.ts';
export { questionAdminRoutes } from './question-admin.routes.ts';
