/** An entity's tax data per year (issue 42 §3): the figures of its reviewed documents and their totals. */
export { taxDataRoutes } from './tax-data.routes.ts';
