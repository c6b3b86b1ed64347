import { safeRedirect } from '@portal/domain';
import { lazy, Suspense } from 'react';
import { Navigate, useSearchParams } from 'react-router';
import { PageLoader } from '../../components/page-loader';
import { useSession, useStartSession } from '../session';
import { loadClientHome, loadSignedOutHome, loadStaffHome } from './load-home';

const StaffHome = lazy(() => loadStaffHome().then((m) => ({ default: m.StaffHome })));
const ClientHome = lazy(() => loadClientHome().then((m) => ({ default: m.ClientHome })));
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
