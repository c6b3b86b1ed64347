/** The users feature's public entry: what other features may use. */
export { actorOf } from './actor-of.ts';
export { createClient } from './create-client.service.ts';
export { manageableUser } from './manage-user.service.ts';
