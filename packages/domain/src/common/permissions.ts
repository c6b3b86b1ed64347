import type { FirmAccess } from '../users/users.schemas.ts';
import { AppError, genericMessages } from './errors.ts';

/** Who is calling: enough to decide what they may do without another query. */
export interface Actor {
  userId: number;
  firmId: number;
  isAdvisor: boolean;
  firmAccess: FirmAccess | null;
  groupId: number | null;
  readonly: boolean;
}

export const isPartner = (a: Actor) => a.isAdvisor && a.firmAccess === 'partner';
export const isAdmin = (a: Actor) => a.isAdvisor && a.firmAccess === 'admin';
export const isFull = (a: Actor) => a.isAdvisor && a.firmAccess === 'full';
/** Partner, admin or full users: the firm's people with unrestricted access. */
export const hasFullFirmAccess = (a: Actor) => isPartner(a) || isAdmin(a) || isFull(a);

/** Actions named after what they guard. The web app uses the same table to hide controls. */
const rules = {
  'firm.settings': isPartner,
  'firm.roles': (a: Actor) => isPartner(a) || isAdmin(a),
  'firm.read': (a: Actor) => a.isAdvisor,
  'templates.manage': (a: Actor) => isPartner(a) || isFull(a) || isAdmin(a),
  'clients.assign_advisor': (a: Actor) => isPartner(a) || isFull(a),
  'conversations.manage_participants': (a: Actor) => isPartner(a) || isFull(a),
  /** An archived conversation (no entities left) stays readable for admins only (spec 000 §4). */
  'conversations.read_archived': (a: Actor) => isPartner(a) || isAdmin(a),
  'drop_links.manage': hasFullFirmAccess,
  'activities.read': (a: Actor) => a.isAdvisor,
  /** Workflows (spec 002 §3): partners and admins build them; the other staff see them and their runs. */
  'workflows.edit': (a: Actor) => isPartner(a) || isAdmin(a),
  'staff.any': (a: Actor) => a.isAdvisor,
  'client.write': (a: Actor) => !a.readonly,
  /** Document tags classify the firm's files: staff who may change things (spec 002 §3 tags). */
  'documents.tag': (a: Actor) => a.isAdvisor && !a.readonly,
} satisfies Record<string, (a: Actor) => boolean>;

export type Action = keyof typeof rules;

export function can(actor: Actor | null | undefined, action: Action): boolean {
  return !!actor && rules[action](actor);
}

export function assertCan(actor: Actor | null | undefined, action: Action): asserts actor is Actor {
  if (!actor) throw new AppError('unauthorized', genericMessages.unauthorized);
  if (!rules[action](actor)) throw new AppError('forbidden', genericMessages.forbidden);
}

/**
 * Templates are for partners and admins, and for full users unless the firm turns them off for non-admins
 * (spec 000 §2 template_disabled_for_nonadmin): the setting never takes them from an admin.
 */
export const canUseTemplates = (a: Actor, prefs: { template_disabled_for_nonadmin: boolean }) =>
  isPartner(a) || isAdmin(a) || (isFull(a) && !prefs.template_disabled_for_nonadmin);
