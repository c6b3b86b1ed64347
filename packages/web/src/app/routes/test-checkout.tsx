import { useParams } from 'react-router';
import { TestCheckoutScreen } from '../../features/payments/components/test-checkout-screen';
import { StandalonePage } from './standalone-page';

/** /test-checkout/{sessionId}: the test-mode payment page checkout sends the browser to (no app shell). */
export function Component() {
  const { sessionId = '' } = useParams();
  return (
    <StandalonePage>
      <TestCheckoutScreen sessionId={sessionId} />
    </StandalonePage>
  );
}
