import type { Actor } from '@portal/domain';

/** A group-limited user reaches only their group's records; one without a group reaches none. */
export function inActorGroup(actor: Actor, groupId: number | null): boolean {
  return actor.firmAccess !== 'group' || (actor.groupId !== null && groupId === actor.groupId);
}
