/** The entities feature's public entry: what other features may use. */
export { listOwnedCompanies } from './assigned-companies.repo.ts';
export { assertGroupAllowed, listScope } from './entities-list.service.ts';
export { visibleEntity } from './entities.service.ts';
export { ensureEntityConversation } from './entity-conversation.repo.ts';
export { firmEntityTypes } from './manage-entity.service.ts';
export { entityClientOwners } from './entity-owners.repo.ts';
export { addNote } from './notes.service.ts';
export { updateSpecialRole } from './manage-entity.service.ts';
