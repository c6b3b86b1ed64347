import { MainContent, SkipLink } from './main-content';
import { AppShell } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { can, type CurrentUserResponse } from '@portal/domain';
import type { ReactNode } from 'react';
import { FirmInfoBanner } from '../../components/banners/firm-info-banner';
import { ReadOnlyBanner } from '../../components/banners/read-only-banner';
import { FirmEmailBanner } from '../../features/firm/components/firm-email-banner';
import { useUnseenUploadCount } from '../../features/drop-links/api/get-unseen-upload-count';
import { LiveMaintenanceBanner } from '../../features/live-config/components/live-maintenance-banner';
import { useUnseenMessagesTotal } from '../../features/conversation-list/api/list-conversations';
import { actorOf } from '../firm-scope';
import { SessionTableDensity } from '../table-density-session';
import { ShellHeader } from './shell-header';
import { StaffNav } from './staff-nav';

export function StaffLayout({ session, children }: { session: CurrentUserResponse; children: ReactNode }) {
  const [opened, { toggle, close }] = useDisclosure(false);
  const { user, firm } = session;
  const unseen = useUnseenMessagesTotal(!firm.preferences.communication_disabled);
  const unseenUploads = useUnseenUploadCount(
    firm.preferences.drop_link_enabled && can(actorOf(session), 'drop_links.manage'),
  );
  return (
    <AppShell
      header={{ height: 56 }}
      navbar={{ width: 240, breakpoint: 'sm', collapsed: { mobile: !opened } }}
      padding="md"
    >
      <SkipLink />
      <AppShell.Header>
        <ShellHeader
          firmName={firm.name}
          fullName={user.full_name}
          profilePath="/admin-profile"
          navOpened={opened}
          onToggleNav={toggle}
        />
      </AppShell.Header>
      <AppShell.Navbar id="main-navigation" aria-label="Main navigation">
        <StaffNav
          user={user}
          preferences={firm.preferences}
          onNavigate={close}
          unseenMessages={unseen.data}
          unseenDropLinkUploads={unseenUploads.data}
        />
      </AppShell.Navbar>
      <MainContent>
        <LiveMaintenanceBanner />
        {firm.email_confirmation ? <FirmEmailBanner sentTo={firm.email_confirmation.sent_to} /> : null}
        <FirmInfoBanner
          firmId={firm.id}
          enabled={firm.preferences.in_app_banner_enabled}
          text={firm.preferences.in_app_banner_text}
        />
        {user.readonly_access ? <ReadOnlyBanner variant="user" /> : null}
        <SessionTableDensity session={session}>{children}</SessionTableDensity>
      </MainContent>
    </AppShell>
  );
}
