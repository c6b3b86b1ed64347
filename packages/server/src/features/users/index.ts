/** The users feature's public entry: what other features may use. */
export { actorOf } from './actor-of.ts';
export { assertAssignableAdvisor, assertFirmGroup } from './assignment-rules.ts';
export { createClient } from './create-client.service.ts';
export { manageableUser } from './manage-user.service.ts';
export { usersPage } from './users-list.service.ts';
export { presentUser } from './users.presenter.ts';
export { findUser } from './users.repo.ts';
