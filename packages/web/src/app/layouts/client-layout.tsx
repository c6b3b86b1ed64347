import { MainContent, SkipLink } from './main-content';
import { Alert, AppShell, Divider, ScrollArea } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { entitySelectorState, type CurrentUserResponse, type NavItem } from '@portal/domain';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, type ReactNode } from 'react';
import type { To } from 'react-router';
import { ReadOnlyBanner } from '../../components/banners/read-only-banner';
import { lazyComponent } from '../../components/lazy-component';
import { useMyEntities, type EntitySummary } from '../../features/entities/api/get-my-entities';
import { useSetDefaultCompany } from '../../features/entities/api/set-default-company';
import { currentUserQueryKey } from '../../features/session/api/get-current-user';
import { LiveMaintenanceBanner } from '../../features/live-config/components/live-maintenance-banner';
import { useUnseenMessagesTotal } from '../../features/conversation-list/api/list-conversations';
import { CurrentEntityProvider, useCurrentEntity } from '../current-entity';
import { ClientNav } from './client-nav';
import { NO_ACTIVE_ENTITIES_TEXT } from './no-active-entities-text';
import { ShellHeader } from './shell-header';

/** The Current Entity selector sits below the navigation, for clients of several entities: its code loads when first drawn. */
const EntitySelector = lazyComponent(() => import('./entity-selector').then((m) => m.EntitySelector));

export { NO_ACTIVE_ENTITIES_TEXT } from './no-active-entities-text';
/** The dialog that blocks a client without active entities: its code loads only for such a client. */
const NoActiveEntities = lazyComponent(() => import('./no-active-entities').then((m) => m.NoActiveEntities));

export function ClientLayout({ session, children }: { session: CurrentUserResponse; children: ReactNode }) {
  const entities = useMyEntities();
  const queryClient = useQueryClient();
  const { mutate: setDefaultCompany } = useSetDefaultCompany();
  const unseen = useUnseenMessagesTotal(!session.firm.preferences.communication_disabled);
  // The picked entity becomes the client's default, where they start next time.
  const onChoose = useCallback(
    (entity: EntitySummary) =>
      setDefaultCompany(entity.id, {
        onSuccess: () =>
          queryClient.setQueryData<CurrentUserResponse | null>(currentUserQueryKey, (s) =>
            s ? { ...s, user: { ...s.user, default_company_id: entity.id } } : s,
          ),
      }),
    [setDefaultCompany, queryClient],
  );
  return (
    <CurrentEntityProvider
      defaultEntityId={session.user.default_company_id}
      entities={entities.data ?? []}
      onChoose={onChoose}
    >
      <ClientShell
        session={session}
        noEntities={entities.isSuccess && entities.data.length === 0}
        unseenMessages={unseen.data}
      >
        {children}
      </ClientShell>
    </CurrentEntityProvider>
  );
}

/**
 * Staff looking at a client's portal (/preview/user/{id}): the same shell with the client's data, its
 * links kept inside the preview, nothing that signs anyone out, and a banner saying whose portal it is.
 */
export interface ClientShellPreview {
  banner: ReactNode;
  linkTo: (item: NavItem) => To;
  linkState?: unknown;
  activeKey: string;
  profilePath: string;
}

/** The client's header, navigation (with the Current Entity selector) and banners around a page. */
export function ClientShell({
  session,
  noEntities,
  preview,
  unseenMessages,
  children,
}: {
  session: CurrentUserResponse;
  noEntities: boolean;
  preview?: ClientShellPreview;
  /** The signed-in client's unseen messages (not shown in the preview, which has the advisor's session). */
  unseenMessages?: number;
  children: ReactNode;
}) {
  const [opened, { toggle, close }] = useDisclosure(false);
  const { entities, current, select } = useCurrentEntity();
  const { user, firm } = session;
  return (
    <AppShell
      header={{ height: 56 }}
      navbar={{ width: 260, breakpoint: 'sm', collapsed: { mobile: !opened } }}
      padding="md"
    >
      <SkipLink />
      <AppShell.Header>
        <ShellHeader
          firmName={firm.name}
          fullName={user.full_name}
          profilePath={preview?.profilePath ?? '/profile'}
          navOpened={opened}
          onToggleNav={toggle}
          showSignOut={!noEntities && !preview}
        />
      </AppShell.Header>
      <AppShell.Navbar id="main-navigation" aria-label="Main navigation">
        <AppShell.Section grow component={ScrollArea} p="xs">
          <ClientNav
            preferences={firm.preferences}
            currentCompanyHash={current?.hash_id ?? null}
            onNavigate={close}
            linkTo={preview?.linkTo}
            linkState={preview?.linkState}
            activeKey={preview?.activeKey}
            unseenMessages={unseenMessages}
          />
        </AppShell.Section>
        {entities.length > 1 ? <Divider /> : null}
        <AppShell.Section p="sm">
          {/* On a phone, choosing the entity also closes the navigation, to show what it holds. */}
          {entitySelectorState(entities.length, false).visible ? (
            <EntitySelector
              entities={entities}
              currentHashId={current?.hash_id ?? null}
              onSelect={(hashId) => {
                select(hashId);
                close();
              }}
            />
          ) : null}
        </AppShell.Section>
      </AppShell.Navbar>
      <MainContent>
        {preview?.banner}
        <LiveMaintenanceBanner />
        {user.readonly_access ? <ReadOnlyBanner variant="user" /> : null}
        {!user.readonly_access && current?.readonly_access ? <ReadOnlyBanner variant="entity" /> : null}
        {preview && noEntities ? (
          <Alert role="status" color="yellow" variant="light" title="No active entities">
            {NO_ACTIVE_ENTITIES_TEXT}
          </Alert>
        ) : (
          children
        )}
      </MainContent>
      {/* The client is blocked with only Sign out; the preview says so in the page instead. */}
      {preview || !noEntities ? null : <NoActiveEntities />}
    </AppShell>
  );
}
