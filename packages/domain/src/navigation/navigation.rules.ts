import type { FirmPreferences } from '../firm/firm.schemas.ts';
import type { User } from '../users/users.schemas.ts';

/** One navigation entry. `newTab` items open in a separate browser tab (spec 000 §2: Import lists). */
export interface NavItem {
  key: string;
  label: string;
  path: string;
  newTab?: boolean;
}

export interface StaffNav {
  top: NavItem[];
  bottom: NavItem[];
}

export type NavUser = Pick<User, 'is_advisor' | 'firm_access'>;

const isPartner = (u: NavUser) => u.is_advisor && u.firm_access === 'partner';
const isAdmin = (u: NavUser) => u.is_advisor && u.firm_access === 'admin';
/** Admins have every right a full user has, so they are treated alike wherever the spec names full users. */
const isFullOrAdmin = (u: NavUser) => u.is_advisor && (u.firm_access === 'full' || u.firm_access === 'admin');

interface StaffNavRule extends NavItem {
  shown: (u: NavUser, p: FirmPreferences) => boolean;
}

const always = () => true;

/** The firm navigation of spec 000 §2, in display order. */
const staffTop: StaffNavRule[] = [
  { key: 'collect', label: 'Collect', path: '/', shown: always },
  {
    key: 'templates',
    label: 'Templates',
    path: '/templates',
    // template_disabled_for_nonadmin takes Templates from full users only: admins keep them (spec 000 §2).
    shown: (u, p) => isPartner(u) || isAdmin(u) || (isFullOrAdmin(u) && !p.template_disabled_for_nonadmin),
  },
  { key: 'entities', label: 'Entities', path: '/admin', shown: always },
  { key: 'users', label: 'Users', path: '/clients', shown: always },
  { key: 'messages', label: 'Messages', path: '/messages', shown: (_u, p) => !p.communication_disabled },
  { key: 'deliver', label: 'Deliver', path: '/tax-returns', shown: (_u, p) => p.new_tax_return_delivery_enabled },
  { key: 'connect', label: 'Connect', path: '/review-and-export', shown: (_u, p) => p.review_and_export_enabled },
  {
    key: 'signatures',
    label: 'Signatures',
    path: '/signature-requests',
    shown: (_u, p) => p.signature_requests_enabled,
  },
  { key: 'activities', label: 'Activities', path: '/activities', shown: (_u, p) => p.all_activities_enabled },
];

const staffBottom: StaffNavRule[] = [
  {
    key: 'drop-link',
    label: 'Drop Link',
    path: '/admin-drop-links',
    shown: (u, p) => (isPartner(u) || isFullOrAdmin(u)) && p.drop_link_enabled,
  },
  {
    key: 'firm-roles',
    label: 'Firm Roles',
    path: '/settings/roles',
    shown: (u, p) => (isPartner(u) || isAdmin(u)) && p.use_firm_roles,
  },
  { key: 'workflows', label: 'Workflows', path: '/workflows', shown: (_u, p) => p.workflow_automation_enabled },
  { key: 'firm-settings', label: 'Firm Settings', path: '/firm', shown: (u) => isPartner(u) },
  { key: 'guide', label: 'Guide', path: '/admin-guide', shown: (_u, p) => p.tour_enabled },
  { key: 'profile-settings', label: 'Profile Settings', path: '/admin-profile', shown: always },
  { key: 'import-lists', label: 'Import lists', path: '/import-lists', newTab: true, shown: always },
];

const toItem = ({ shown: _shown, ...item }: StaffNavRule): NavItem => item;

/** The staff navigation a user sees: each item only when its firm preference and the user's role allow it. */
export function staffNavItems(user: NavUser, prefs: FirmPreferences): StaffNav {
  if (!user.is_advisor) return { top: [], bottom: [] };
  const pick = (rules: StaffNavRule[]) => rules.filter((r) => r.shown(user, prefs)).map(toItem);
  return { top: pick(staffTop), bottom: pick(staffBottom) };
}

/** Every path of the staff navigation, whatever the preferences: the routes the web app must serve. */
export const STAFF_NAV_PATHS: readonly string[] = [...staffTop, ...staffBottom].map((r) => r.path);

/**
 * The client navigation of spec 000 §2. Documents needs an entity to show, so it is left out while the
 * client has no current entity.
 */
export function clientNavItems(prefs: FirmPreferences, currentCompanyHash: string | null | undefined): NavItem[] {
  const items: NavItem[] = [{ key: 'dashboard', label: 'Dashboard', path: '/' }];
  if (!prefs.communication_disabled) items.push({ key: 'messages', label: 'Messages', path: '/inbox' });
  if (!prefs.hide_documents_view_from_clients && currentCompanyHash) {
    items.push({ key: 'documents', label: 'Documents', path: `/documents/${encodeURIComponent(currentCompanyHash)}` });
  }
  items.push({ key: 'profile-settings', label: 'Profile Settings', path: '/profile' });
  return items;
}

/** Above this many entities the Current Entity selector offers a filter (spec 000 §2). */
export const ENTITY_SELECTOR_FILTER_ABOVE = 5;
/** Entities listed before 'Show All' is chosen. */
export const ENTITY_SELECTOR_COLLAPSED_COUNT = 5;

export interface EntitySelectorState {
  /** The selector appears only when the client has more than one entity. */
  visible: boolean;
  /** A filter box is offered when there are more than five entities. */
  showFilter: boolean;
  /** How many entities to list; null means all of them. */
  limit: number | null;
  /** Whether the 'Show All' choice is offered. */
  showAllOffered: boolean;
}

export function entitySelectorState(count: number, showAll: boolean): EntitySelectorState {
  const visible = count > 1;
  const collapsible = count > ENTITY_SELECTOR_COLLAPSED_COUNT;
  return {
    visible,
    showFilter: visible && count > ENTITY_SELECTOR_FILTER_ABOVE,
    limit: visible && collapsible && !showAll ? ENTITY_SELECTOR_COLLAPSED_COUNT : null,
    showAllOffered: visible && collapsible && !showAll,
  };
}
