import { SetSignInMethodScreen } from '../../features/auth/components/set-sign-in-method-screen';
import { useStartSession } from '../session';

export function Component() {
  const startSession = useStartSession();
  return <SetSignInMethodScreen onSignedIn={startSession} />;
}
