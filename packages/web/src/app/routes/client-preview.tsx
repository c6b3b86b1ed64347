import { clientNavItems, type CurrentUserResponse, type NavItem } from '@portal/domain';
import { useCallback, useMemo } from 'react';
import { useLocation, useParams, useSearchParams } from 'react-router';
import { NotFound } from '../../components/not-found';
import { PageLoader } from '../../components/page-loader';
import { RenderFailure } from '../../components/render-failure';
import { isApiError } from '../../lib/api-client';
import { useClientPreview } from '../../features/preview/api/get-client-preview';
import { PreviewBanner } from '../../features/preview/components/preview-banner';
import { PreviewReads } from '../../features/preview/components/preview-reads';
import {
  clientPreviewPath,
  PREVIEW_COMPANY_PARAM,
  PREVIEW_CONVERSATION_PARAM,
  PREVIEW_PAGE_PARAM,
  previewConversationOf,
  previewPageOf,
  returnPathOf,
  type PreviewPage,
} from '../../features/preview/preview-links';
import { CurrentEntityProvider, useCurrentEntity } from '../current-entity';
import { ClientShell } from '../layouts/client-layout';
import { StaffLayout } from '../layouts/staff-layout';
import { useSession } from '../session';
import { PreviewPageContent } from './client-preview-pages';

/**
 * /preview/user/{previewUserId}?previewCompanyHash= (spec 000 §2): staff see exactly what this client sees,
 * in the client's own shell and navigation, fed with the client's session data instead of their own.
 * Nothing here acts as the client: choosing an entity changes the address, not the client's default.
 */
export function Component() {
  const staff = useSession();
  const { previewUserId } = useParams();
  const id = Number(previewUserId);
  const valid = Number.isInteger(id) && id > 0;
  const preview = useClientPreview(id, valid);
  const [params, setParams] = useSearchParams();
  const location = useLocation();
  const exitTo = returnPathOf(location.state, `/clients/${valid ? id : ''}`);

  const companyHash = params.get(PREVIEW_COMPANY_PARAM);
  const page = previewPageOf(params.get(PREVIEW_PAGE_PARAM));
  const conversationId = previewConversationOf(params.get(PREVIEW_CONVERSATION_PARAM));
  const companies = preview.data?.companies;
  const onChoose = useCallback(
    (entity: { hash_id: string }) =>
      setParams(
        (p) => {
          p.set(PREVIEW_COMPANY_PARAM, entity.hash_id);
          // The open conversation and folder were the other entity's.
          for (const key of [PREVIEW_CONVERSATION_PARAM, 'path', 'file']) p.delete(key);
          return p;
        },
        { replace: true, state: location.state },
      ),
    [setParams, location.state],
  );

  if (!staff) return null;
  if (!valid || (preview.isError && isApiError(preview.error) && preview.error.status === 404)) {
    return (
      <StaffLayout session={staff}>
        <NotFound />
      </StaffLayout>
    );
  }
  if (preview.isError) {
    return (
      <StaffLayout session={staff}>
        <RenderFailure />
      </StaffLayout>
    );
  }
  // Neither shell while loading: the staff navigation flashing before the client's would mislead.
  if (!preview.data || !companies) return <PageLoader />;

  const client = preview.data.user;
  // The client's session as they would have it: their user record in this (the staff member's own) firm.
  const clientSession: CurrentUserResponse = { user: client, firm: staff.firm };
  const chosen = companies.find((c) => c.hash_id === companyHash);
  return (
    <CurrentEntityProvider
      defaultEntityId={chosen?.id ?? client.default_company_id}
      entities={companies}
      onChoose={onChoose}
    >
      <PreviewShell
        session={clientSession}
        page={page}
        conversationId={conversationId}
        noEntities={companies.length === 0}
        exitTo={exitTo}
        returnState={location.state}
      />
    </CurrentEntityProvider>
  );
}

function PreviewShell({
  session,
  page: asked,
  conversationId,
  noEntities,
  exitTo,
  returnState,
}: {
  session: CurrentUserResponse;
  page: PreviewPage;
  conversationId: number | null;
  noEntities: boolean;
  exitTo: string;
  returnState: unknown;
}) {
  const { current } = useCurrentEntity();
  const { user, firm } = session;
  const companyHash = current?.hash_id ?? null;
  // A page the client's navigation does not offer (e.g. Documents hidden by the firm) shows the Dashboard.
  const offered = clientNavItems(firm.preferences, companyHash).some((item) => item.key === asked);
  const page: PreviewPage = offered ? asked : 'dashboard';
  const preview = useMemo(
    () => ({
      banner: <PreviewBanner clientName={user.full_name} exitTo={exitTo} />,
      linkTo: (item: NavItem) => clientPreviewPath(user.id, { companyHash, page: previewPageOf(item.key) }),
      linkState: returnState,
      activeKey: page,
      profilePath: clientPreviewPath(user.id, { companyHash, page: 'profile-settings' }),
    }),
    [user.full_name, user.id, exitTo, companyHash, returnState, page],
  );
  return (
    <ClientShell session={session} noEntities={noEntities} preview={preview}>
      <PreviewReads key={user.id} clientId={user.id}>
        <PreviewPageContent page={page} user={user} firm={firm} current={current} conversationId={conversationId} />
      </PreviewReads>
    </ClientShell>
  );
}
