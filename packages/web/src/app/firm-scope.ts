import { BUILT_IN_ENTITY_TYPES, NEW_CUSTOM_ENTITY_TYPE, type CurrentUserResponse } from '@portal/domain';
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

/** The entity types offered by the tables' filter and the create dialogs. */
export const ENTITY_TYPES: string[] = [...BUILT_IN_ENTITY_TYPES];
/** Create User and Entity may also name a new custom type. */
export const CREATE_CLIENT_ENTITY_TYPES: string[] = [...BUILT_IN_ENTITY_TYPES, NEW_CUSTOM_ENTITY_TYPE];
