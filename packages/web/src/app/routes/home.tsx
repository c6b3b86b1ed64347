import { safeRedirect } from '@portal/domain';
import { Navigate, useSearchParams } from 'react-router';
import { NotBuiltYet } from '../../components/not-built-yet';
import { LoginScreen } from '../../features/auth/components/login-screen';
import { useSession, useStartSession } from '../session';

/**
 * `/` is the sign-in page when signed out, Collect for staff and the Dashboard for clients (spec 000 §2).
 * A signed-in user sent here with `?redirect=` (e.g. from another tab's sign-in) goes on to it.
 */
export function Component() {
  const session = useSession();
  const startSession = useStartSession();
  const [params] = useSearchParams();
  if (!session) return <LoginScreen onSignedIn={startSession} />;
  const redirect = params.get('redirect');
  const target = redirect ? safeRedirect(redirect) : null;
  if (target && target !== '/') return <Navigate to={target} replace />;
  return <NotBuiltYet feature={session.user.is_advisor ? 'Collect' : 'Dashboard'} />;
}
