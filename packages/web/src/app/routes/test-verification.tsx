import { useParams } from 'react-router';
import { TestVerificationScreen } from '../../features/identity/components/test-verification-screen';
import { StandalonePage } from './standalone-page';

/** /test-verification/{sessionId}: the test-mode identity check a signer is sent to (no app shell). */
export function Component() {
  const { sessionId = '' } = useParams();
  return (
    <StandalonePage>
      <TestVerificationScreen sessionId={sessionId} />
    </StandalonePage>
  );
}
