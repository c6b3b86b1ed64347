import type { Actor } from '../common/permissions.ts';
import type { FirmAccess } from '../users/users.schemas.ts';
import { staffMessages, type StaffStatus } from './staff.schemas.ts';

/** Deactivated while `paying` is off (sign-in refuses them); invited until the first sign-in. */
export function staffStatus(user: { paying: boolean; lastSignInAt: Date | string | null }): StaffStatus {
  if (!user.paying) return 'deactivated';
  return user.lastSignInAt ? 'active' : 'invited';
}

export interface StaffTarget {
  id: number;
  firm_access: FirmAccess | null;
  group_id: number | null;
  status: StaffStatus;
}

export type StaffChange =
  | { action: 'update'; firm_access?: FirmAccess; group_id?: number | null }
  | { action: 'deactivate' }
  | { action: 'reactivate' }
  | { action: 'resend_invite' };

export interface StaffProblem {
  code: 'forbidden' | 'validation_failed';
  message: string;
  /** The form field the problem belongs to, when there is one. */
  field?: 'firm_access' | 'group_id';
}

const isPartnerActor = (a: Pick<Actor, 'isAdvisor' | 'firmAccess'>) => a.isAdvisor && a.firmAccess === 'partner';

/**
 * Why a staff change may not be made, or null. Only partners change partners (or make someone one); the
 * firm keeps at least one active partner, so the last one can be neither demoted nor deactivated.
 * `activePartnerCount` counts the firm's partners who are not deactivated, the target included.
 */
export function staffChangeProblem(
  actor: Pick<Actor, 'userId' | 'isAdvisor' | 'firmAccess'>,
  target: StaffTarget,
  change: StaffChange,
  activePartnerCount: number,
): StaffProblem | null {
  const promotes = change.action === 'update' && change.firm_access === 'partner';
  if ((target.firm_access === 'partner' || promotes) && !isPartnerActor(actor)) {
    return { code: 'forbidden', message: staffMessages.onlyPartners };
  }
  const lastActivePartner =
    target.firm_access === 'partner' && target.status !== 'deactivated' && activePartnerCount <= 1;
  const lastPartner = (field?: StaffProblem['field']): StaffProblem => ({
    code: 'validation_failed',
    message: staffMessages.lastPartner,
    ...(field ? { field } : {}),
  });

  switch (change.action) {
    case 'resend_invite':
      if (target.status === 'deactivated')
        return { code: 'validation_failed', message: staffMessages.resendDeactivated };
      if (target.status !== 'invited') return { code: 'validation_failed', message: staffMessages.alreadySignedIn };
      return null;
    case 'deactivate':
      if (target.status === 'deactivated')
        return { code: 'validation_failed', message: staffMessages.alreadyDeactivated };
      return lastActivePartner ? lastPartner() : null;
    case 'reactivate':
      return target.status === 'deactivated'
        ? null
        : { code: 'validation_failed', message: staffMessages.notDeactivated };
    case 'update': {
      const demotes = change.firm_access !== undefined && change.firm_access !== 'partner';
      if (demotes && lastActivePartner) return lastPartner('firm_access');
      const access = change.firm_access ?? target.firm_access;
      const group = change.group_id === undefined ? target.group_id : change.group_id;
      if (access === 'group' && group === null) {
        return { code: 'validation_failed', message: staffMessages.groupRequired, field: 'group_id' };
      }
      return null;
    }
  }
}
