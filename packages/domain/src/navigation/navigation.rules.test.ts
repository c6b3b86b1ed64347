import { describe, expect, it } from 'vitest';
import { defaultFirmPreferences, readFirmPreferences, type FirmPreferences } from '../firm/firm.schemas.ts';
import type { FirmAccess } from '../users/users.schemas.ts';
import { clientNavItems, entitySelectorState, staffNavItems, type NavUser } from './navigation.rules.ts';

const staff = (firm_access: FirmAccess | null): NavUser => ({ is_advisor: true, firm_access });
const prefs = (overrides: Partial<FirmPreferences> = {}): FirmPreferences => ({
  ...defaultFirmPreferences(),
  ...overrides,
});
const keys = (user: NavUser, p: FirmPreferences) => {
  const nav = staffNavItems(user, p);
  return [...nav.top, ...nav.bottom].map((i) => i.key);
};

describe('staffNavItems', () => {
  it('lists the items of spec 000 §2 in order with their paths', () => {
    const all = prefs({
      new_tax_return_delivery_enabled: true,
      signature_requests_enabled: true,
      review_and_export_enabled: true,
      use_firm_roles: true,
      workflow_automation_enabled: true,
    });
    const nav = staffNavItems(staff('partner'), all);
    expect(nav.top.map((i) => [i.label, i.path])).toEqual([
      ['Collect', '/'],
      ['Templates', '/templates'],
      ['Entities', '/admin'],
      ['Users', '/clients'],
      ['Messages', '/messages'],
      ['Deliver', '/tax-returns'],
      ['Connect', '/review-and-export'],
      ['Signatures', '/signature-requests'],
      ['Activities', '/activities'],
    ]);
    expect(nav.bottom.map((i) => [i.label, i.path, i.newTab ?? false])).toEqual([
      ['Drop Link', '/admin-drop-links', false],
      ['Firm Roles', '/settings/roles', false],
      ['Workflows', '/workflows', false],
      ['Firm Settings', '/firm', false],
      ['Guide', '/admin-guide', false],
      ['Profile Settings', '/admin-profile', false],
      ['Import lists', '/import-lists', true],
    ]);
  });

  it('leads a new firm to no page that is not built yet', () => {
    const built = ['/', '/templates', '/admin', '/clients', '/messages', '/activities', '/admin-drop-links', '/firm'];
    const paths = [...built, '/admin-guide', '/admin-profile', '/import-lists'];
    const nav = staffNavItems(staff('partner'), readFirmPreferences({}));
    expect([...nav.top, ...nav.bottom].map((i) => i.path)).toEqual(paths);
  });

  it('shows nothing to a client', () => {
    expect(staffNavItems({ is_advisor: false, firm_access: null }, prefs())).toEqual({ top: [], bottom: [] });
  });

  it.each(['collect', 'entities', 'users', 'profile-settings', 'import-lists'])(
    'always shows %s to every advisor',
    (key) => {
      for (const access of ['partner', 'admin', 'full', 'group', 'other', null] as const) {
        expect(keys(staff(access), prefs())).toContain(key);
      }
    },
  );

  it('shows Templates to partners always, to full users and admins unless disabled for non-admins', () => {
    const off = prefs({ template_disabled_for_nonadmin: true });
    expect(keys(staff('partner'), off)).toContain('templates');
    expect(keys(staff('full'), prefs())).toContain('templates');
    expect(keys(staff('admin'), prefs())).toContain('templates');
    expect(keys(staff('full'), off)).not.toContain('templates');
    // The setting is for non-admins: admins keep Templates (spec 000 §2).
    expect(keys(staff('admin'), off)).toContain('templates');
    expect(keys(staff('group'), prefs())).not.toContain('templates');
    expect(keys(staff('other'), prefs())).not.toContain('templates');
  });

  it.each([
    ['messages', { communication_disabled: false }, { communication_disabled: true }],
    ['deliver', { new_tax_return_delivery_enabled: true }, { new_tax_return_delivery_enabled: false }],
    ['connect', { review_and_export_enabled: true }, { review_and_export_enabled: false }],
    ['signatures', { signature_requests_enabled: true }, { signature_requests_enabled: false }],
    ['activities', { all_activities_enabled: true }, { all_activities_enabled: false }],
    ['workflows', { workflow_automation_enabled: true }, { workflow_automation_enabled: false }],
    ['guide', { tour_enabled: true }, { tour_enabled: false }],
  ] as const)('shows %s only when its preference allows it', (key, on, off) => {
    expect(keys(staff('group'), prefs(on))).toContain(key);
    expect(keys(staff('group'), prefs(off))).not.toContain(key);
  });

  it('shows Drop Link to partners, admins and full users when drop links are enabled', () => {
    for (const access of ['partner', 'admin', 'full'] as const) {
      expect(keys(staff(access), prefs({ drop_link_enabled: true }))).toContain('drop-link');
      expect(keys(staff(access), prefs({ drop_link_enabled: false }))).not.toContain('drop-link');
    }
    expect(keys(staff('group'), prefs({ drop_link_enabled: true }))).not.toContain('drop-link');
  });

  it('shows Firm Roles to partners and admins when firm roles are enabled', () => {
    for (const access of ['partner', 'admin'] as const) {
      expect(keys(staff(access), prefs({ use_firm_roles: true }))).toContain('firm-roles');
      expect(keys(staff(access), prefs({ use_firm_roles: false }))).not.toContain('firm-roles');
    }
    expect(keys(staff('full'), prefs({ use_firm_roles: true }))).not.toContain('firm-roles');
  });

  it('shows Firm Settings to partners only', () => {
    expect(keys(staff('partner'), prefs())).toContain('firm-settings');
    for (const access of ['admin', 'full', 'group', 'other'] as const) {
      expect(keys(staff(access), prefs())).not.toContain('firm-settings');
    }
  });
});

describe('clientNavItems', () => {
  it('lists Dashboard, Messages, Documents of the current entity and Profile Settings', () => {
    expect(clientNavItems(prefs(), 'abc').map((i) => [i.label, i.path])).toEqual([
      ['Dashboard', '/'],
      ['Messages', '/inbox'],
      ['Documents', '/documents/abc'],
      ['Profile Settings', '/profile'],
    ]);
  });

  it('hides Messages when communication is disabled', () => {
    expect(clientNavItems(prefs({ communication_disabled: true }), 'abc').map((i) => i.key)).not.toContain('messages');
  });

  it('hides Documents when the firm hides it from clients or there is no current entity', () => {
    const hidden = prefs({ hide_documents_view_from_clients: true });
    expect(clientNavItems(hidden, 'abc').map((i) => i.key)).not.toContain('documents');
    expect(clientNavItems(prefs(), null).map((i) => i.key)).not.toContain('documents');
  });
});

describe('entitySelectorState', () => {
  it('is hidden with one entity or none', () => {
    expect(entitySelectorState(0, false).visible).toBe(false);
    expect(entitySelectorState(1, false).visible).toBe(false);
  });

  it('shows every entity without a filter up to five', () => {
    expect(entitySelectorState(2, false)).toEqual({
      visible: true,
      showFilter: false,
      limit: null,
      showAllOffered: false,
    });
    expect(entitySelectorState(5, false)).toEqual({
      visible: true,
      showFilter: false,
      limit: null,
      showAllOffered: false,
    });
  });

  it('offers a filter above five and lists five until Show All', () => {
    expect(entitySelectorState(6, false)).toEqual({ visible: true, showFilter: true, limit: 5, showAllOffered: true });
    expect(entitySelectorState(6, true)).toEqual({
      visible: true,
      showFilter: true,
      limit: null,
      showAllOffered: false,
    });
  });
});
