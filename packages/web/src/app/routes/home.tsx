import { safeRedirect } from '@portal/domain';
import { Navigate, useSearchParams } from 'react-router';
import { PageLoader } from '../../components/page-loader';
import { LoginScreen } from '../../features/auth/components/login-screen';
import { useMyEntities } from '../../features/entities/api/get-my-entities';
import { ClientDashboard } from '../../features/questionnaires/components/dashboard/client-dashboard';
import { ClientTaxReturns } from '../../features/tax-returns/components/client-tax-returns';
import { useCurrentEntity } from '../current-entity';
import { StaffHome } from './collect';
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
  if (session.user.is_advisor) return <StaffHome />;
  return <ClientHome />;
}

/** The dashboard follows the Current Entity selector, once the client's entities are known. */
function ClientHome() {
  const session = useSession();
  const mine = useMyEntities();
  const { current } = useCurrentEntity();
  if (mine.isPending) return <PageLoader />;
  return (
    <ClientDashboard
      companyHash={current?.hash_id ?? null}
      taxReturns={
        current && session?.firm.preferences.new_tax_return_delivery_enabled ? (
          <ClientTaxReturns companyId={current.id} />
        ) : null
      }
    />
  );
}
