/** The rollover feature's public entry: prior-year items and documents, open items and signature requests added to a questionnaire. */
export { openItemRoutes } from './open-items.routes.ts';
export { addOpenItems, tellOfOpenItems } from './open-items.service.ts';
export { rolloverItemRoutes } from './rollover-items.routes.ts';
