import { BUILT_IN_ENTITY_TYPES, type Actor, type CurrentUserResponse } from '@portal/domain';
import type { FirmGroupScope } from '../components/data-table/table-toolbar';

/**
 * Firm groups as the signed-in user may use them (spec 000 §6): a group-limited user is fixed to their
 * own group; others choose one when the firm has groups.
 */
export function groupScopeOf(session: CurrentUserResponse): FirmGroupScope {
  const { user, firm } = session;
  return {
    enabled: firm.preferences.has_firm_groups,
    groups: firm.firm_groups,
    ...(user.firm_access === 'group' ? { fixedGroupId: user.group_id } : {}),
  };
}

/** The built-in entity types, until the firm's list from /api/entity_types has loaded. */
export const ENTITY_TYPES: string[] = [...BUILT_IN_ENTITY_TYPES];

/** The signed-in user as `can()` takes it, to hide controls the server would refuse. */
export const actorOf = ({ user, firm }: CurrentUserResponse): Actor => ({
  userId: user.id,
  firmId: firm.id,
  isAdvisor: user.is_advisor,
  firmAccess: user.firm_access,
  groupId: user.group_id,
  readonly: user.readonly_access,
});
