/** The tags feature's public entry: what other features may use. */
export { ensureTags, tagsJson, tagsOf } from './tags.repo.ts';
export { bulkTags } from './tags.service.ts';
