import { CreateFirmForm } from '../../features/firm/components/create-firm-form';
import { useStartSession } from '../session';

export function Component() {
  const startSession = useStartSession();
  return <CreateFirmForm onSignedIn={startSession} />;
}
