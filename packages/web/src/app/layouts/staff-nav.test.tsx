import { AppShell } from '@mantine/core';
import type { FirmAccess, FirmPreferences } from '@portal/domain';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { buildFirm, buildUser } from '../../testing/factories';
import { renderWithProviders } from '../../testing/render';
import { StaffNav } from './staff-nav';

function renderNav(access: FirmAccess, prefs: Partial<FirmPreferences>) {
  renderWithProviders(
    <AppShell navbar={{ width: 240, breakpoint: 'sm' }}>
      <AppShell.Navbar aria-label="Main navigation">
        <StaffNav user={buildUser({ firm_access: access })} preferences={buildFirm(prefs).preferences} />
      </AppShell.Navbar>
    </AppShell>,
  );
}

const link = (label: string) => screen.queryByRole('link', { name: new RegExp(`^${label}`) });

interface Case {
  label: string;
  path: string;
  shown: [FirmAccess, Partial<FirmPreferences>][];
  hidden: [FirmAccess, Partial<FirmPreferences>][];
}

/** Each item of spec 000 §2 with settings that show it and settings that hide it. */
const cases: Case[] = [
  { label: 'Collect', path: '/', shown: [['group', {}]], hidden: [] },
  {
    label: 'Templates',
    path: '/templates',
    shown: [
      ['partner', { template_disabled_for_nonadmin: true }],
      ['full', {}],
      ['admin', {}],
      // The setting is for non-admins: admins keep Templates.
      ['admin', { template_disabled_for_nonadmin: true }],
    ],
    hidden: [
      ['full', { template_disabled_for_nonadmin: true }],
      ['group', {}],
      ['other', {}],
    ],
  },
  { label: 'Entities', path: '/admin', shown: [['other', {}]], hidden: [] },
  { label: 'Users', path: '/clients', shown: [['other', {}]], hidden: [] },
  {
    label: 'Messages',
    path: '/messages',
    shown: [['group', { communication_disabled: false }]],
    hidden: [['partner', { communication_disabled: true }]],
  },
  {
    label: 'Deliver',
    path: '/tax-returns',
    shown: [['group', { new_tax_return_delivery_enabled: true }]],
    hidden: [['partner', { new_tax_return_delivery_enabled: false }]],
  },
  {
    label: 'Connect',
    path: '/review-and-export',
    shown: [['group', { review_and_export_enabled: true }]],
    hidden: [['partner', { review_and_export_enabled: false }]],
  },
  {
    label: 'Signatures',
    path: '/signature-requests',
    shown: [['group', { signature_requests_enabled: true }]],
    hidden: [['partner', { signature_requests_enabled: false }]],
  },
  {
    label: 'Activities',
    path: '/activities',
    shown: [['group', { all_activities_enabled: true }]],
    hidden: [['partner', { all_activities_enabled: false }]],
  },
  {
    label: 'Drop Link',
    path: '/admin-drop-links',
    shown: [
      ['partner', { drop_link_enabled: true }],
      ['admin', { drop_link_enabled: true }],
      ['full', { drop_link_enabled: true }],
    ],
    hidden: [
      ['partner', { drop_link_enabled: false }],
      ['group', { drop_link_enabled: true }],
      ['other', { drop_link_enabled: true }],
    ],
  },
  {
    label: 'Firm Roles',
    path: '/settings/roles',
    shown: [
      ['partner', { use_firm_roles: true }],
      ['admin', { use_firm_roles: true }],
    ],
    hidden: [
      ['partner', { use_firm_roles: false }],
      ['full', { use_firm_roles: true }],
      ['group', { use_firm_roles: true }],
    ],
  },
  {
    label: 'Workflows',
    path: '/workflows',
    shown: [['group', { workflow_automation_enabled: true }]],
    hidden: [['partner', { workflow_automation_enabled: false }]],
  },
  {
    label: 'Firm Settings',
    path: '/firm',
    shown: [['partner', {}]],
    hidden: [
      ['admin', {}],
      ['full', {}],
      ['group', {}],
    ],
  },
  {
    label: 'Guide',
    path: '/admin-guide',
    shown: [['group', { tour_enabled: true }]],
    hidden: [['partner', { tour_enabled: false }]],
  },
  { label: 'Profile Settings', path: '/admin-profile', shown: [['other', {}]], hidden: [] },
  { label: 'Import lists', path: '/import-lists', shown: [['other', {}]], hidden: [] },
];

describe('StaffNav', () => {
  describe.each(cases)('$label', ({ label, path, shown, hidden }) => {
    it.each(shown)(`appears for %s with %o, linking to ${path}`, (access, prefs) => {
      renderNav(access, prefs);
      expect(link(label)).toHaveAttribute('href', path);
    });

    if (hidden.length > 0) {
      it.each(hidden)('disappears for %s with %o', (access, prefs) => {
        renderNav(access, prefs);
        expect(link(label)).not.toBeInTheDocument();
      });
    }
  });

  it('opens Import lists in a new tab and says so', () => {
    renderNav('partner', {});
    const importLists = screen.getByRole('link', { name: 'Import lists (opens in a new tab)' });
    expect(importLists).toHaveAttribute('target', '_blank');
    expect(importLists).toHaveAttribute('rel', 'noopener noreferrer');
  });

  it('sits in the navigation landmark, top items before bottom items', () => {
    renderNav('partner', {
      use_firm_roles: true,
      workflow_automation_enabled: true,
      review_and_export_enabled: true,
      new_tax_return_delivery_enabled: true,
      signature_requests_enabled: true,
    });
    const nav = screen.getByRole('navigation', { name: 'Main navigation' });
    const labels = Array.from(nav.querySelectorAll('a')).map((a) => a.textContent);
    expect(labels).toEqual([
      'Collect',
      'Templates',
      'Entities',
      'Users',
      'Messages',
      'Deliver',
      'Connect',
      'Signatures',
      'Activities',
      'Drop Link',
      'Firm Roles',
      'Workflows',
      'Firm Settings',
      'Guide',
      'Profile Settings',
      'Import lists (opens in a new tab)',
    ]);
  });
});
