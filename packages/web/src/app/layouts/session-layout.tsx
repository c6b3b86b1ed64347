import { Suspense, useEffect } from 'react';
import { Navigate, Outlet, useLocation, useMatches, useRouteError } from 'react-router';
import { NotFound } from '../../components/not-found';
import { PageLoader } from '../../components/page-loader';
import { useLiveMessageRefresh } from '../../features/messages/hooks/use-live-message-refresh';
import { useLiveNotificationRefresh } from '../../features/notifications/hooks/use-live-notification-refresh';
import { preloadedLazy } from '../../components/preloaded-lazy';
import { RenderFailure } from '../../components/render-failure';
import { reportClientErrorLater } from '../../lib/report-client-error-later';
import type { Audience, RouteHandle } from '../route-table';
import { useRealtimeSession, useSession } from '../session';
import { clientLayoutCode, staffLayoutCode } from './load-layouts';
import { PublicLayout } from './public-layout';

const StaffLayout = preloadedLazy(staffLayoutCode, (m) => m.StaffLayout);
const ClientLayout = preloadedLazy(clientLayoutCode, (m) => m.ClientLayout);

function useRouteHandle(): { audience: Audience | undefined; ownLayout: boolean } {
  const handles = useMatches().map((m) => m.handle as RouteHandle | undefined);
  return {
    audience: handles.map((h) => h?.audience).findLast(Boolean),
    ownLayout: handles.some((h) => h?.ownLayout),
  };
}

/**
 * Picks the layout from who is signed in: public when signed out (or on a public route), staff for
 * advisors, client otherwise. Screens for signed-in users send a signed-out visitor to sign in first,
 * and a screen of the other side answers as not found.
 */
export function Component() {
  const session = useSession();
  const { audience, ownLayout } = useRouteHandle();
  const location = useLocation();
  useRealtimeSession(!!session);
  useLiveMessageRefresh(!!session);
  useLiveNotificationRefresh(!!session);

  if (audience === 'public' || !session) {
    if (!session && audience && audience !== 'public') {
      const redirect = encodeURIComponent(location.pathname + location.search);
      // A firm's email link names its firm: the sign-in page shows that firm (issue 21 §9).
      const firm = new URLSearchParams(location.search).get('firm');
      return <Navigate to={`/?redirect=${redirect}${firm ? `&firm=${encodeURIComponent(firm)}` : ''}`} replace />;
    }
    return (
      <PublicLayout>
        <Outlet />
      </PublicLayout>
    );
  }

  const isStaff = session.user.is_advisor;
  const wrongSide = (audience === 'staff' && !isStaff) || (audience === 'client' && isStaff);
  const content = wrongSide ? <NotFound /> : <Outlet />;
  // A screen with its own shell (the client preview) draws it, once the side is the right one.
  if (ownLayout && !wrongSide) return content;
  return (
    <Suspense fallback={<PageLoader />}>
      {isStaff ? (
        <StaffLayout session={session}>{content}</StaffLayout>
      ) : (
        <ClientLayout session={session}>{content}</ClientLayout>
      )}
    </Suspense>
  );
}

export function ErrorBoundary() {
  const error = useRouteError();
  useEffect(() => reportClientErrorLater(error, 'render'), [error]);
  return <RenderFailure standalone />;
}
