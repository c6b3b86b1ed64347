/**
 * Drop links (spec 002 §2–§4): public upload pages a firm shares, the visitors' uploads, and who has seen them.
 * Files go through the documents feature's typed storage; nothing here is used by another feature yet.
 */
export { dropLinkRoutes } from './drop-links.routes.ts';
