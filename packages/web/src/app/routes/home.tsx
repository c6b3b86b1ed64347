import { NotBuiltYet } from '../../components/not-built-yet';
import { useSession } from '../session';
import { SignInPlaceholder } from './sign-in-placeholder';

/** `/` is the sign-in page when signed out, Collect for staff and the Dashboard for clients (spec 000 §2). */
export function Component() {
  const session = useSession();
  if (!session) return <SignInPlaceholder />;
  return <NotBuiltYet feature={session.user.is_advisor ? 'Collect' : 'Dashboard'} />;
}
