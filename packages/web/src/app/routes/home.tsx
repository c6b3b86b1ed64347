import { safeRedirect } from '@portal/domain';
import { lazy, Suspense } from 'react';
import { Navigate, useSearchParams } from 'react-router';
import { PageLoader } from '../../components/page-loader';
import { preloadedLazy } from '../../components/preloaded-lazy';
import { useSession, useStartSession } from '../session';
import { clientHomeCode, loadSignedOutHome, staffHomeCode } from './load-home';

const StaffHome = preloadedLazy(staffHomeCode, (m) => m.StaffHome);
const ClientHome = preloadedLazy(clientHomeCode, (m) => m.ClientHome);
const LoginScreen = lazy(() => loadSignedOutHome().then((m) => ({ default: m.LoginScreen })));

/**
 * `/` is the sign-in page when signed out, Collect for staff and the Dashboard for clients (spec 000 §2).
 * A signed-in user sent here with `?redirect=` (e.g. from another tab's sign-in) goes on to it.
 */
export function Component() {
  const session = useSession();
  const startSession = useStartSession();
  const [params] = useSearchParams();
  if (!session)
    return (
      <Suspense fallback={<PageLoader />}>
        <LoginScreen onSignedIn={startSession} />
      </Suspense>
    );
  const redirect = params.get('redirect');
  const target = redirect ? safeRedirect(redirect) : null;
  if (target && target !== '/') return <Navigate to={target} replace />;
  return <Suspense fallback={<PageLoader />}>{session.user.is_advisor ? <StaffHome /> : <ClientHome />}</Suspense>;
}
