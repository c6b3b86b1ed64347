/** The rollover feature's public entry: prior-year items and documents, open items, signature requests. */
export { openItemRoutes } from './open-items.routes.ts';
export { addOpenItems, tellOfOpenItems } from './open-items.service.ts';
export { rolloverItemRoutes } from './rollover-items.routes.ts';
