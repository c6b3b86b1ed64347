import { safeRedirect } from '@portal/domain';
import { Navigate, useSearchParams } from 'react-router';
import { LoginScreen } from '../../features/auth/components/login-screen';
import { useSession, useStartSession } from '../session';

/**
 * /signin: the emailed sign-in link (`?auth_token=`), or the sign-in page itself. A link is followed
 * even when someone is signed in, as it may be another person's; otherwise a signed-in user goes on.
 */
export function Component() {
  const session = useSession();
  const startSession = useStartSession();
  const [params] = useSearchParams();
  if (session && !params.has('auth_token')) return <Navigate to={safeRedirect(params.get('redirect'))} replace />;
  return <LoginScreen onSignedIn={startSession} />;
}
