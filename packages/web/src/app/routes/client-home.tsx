import { PageLoader } from '../../components/page-loader';
import { useMyEntities } from '../../features/entities/api/get-my-entities';
import { ClientDashboard } from '../../features/questionnaires/components/dashboard/client-dashboard';
import { ClientTaxReturns } from '../../features/tax-returns/components/client-tax-returns';
import { useCurrentEntity } from '../current-entity';
import { useSession } from '../session';

/** The client's `/`: the dashboard follows the Current Entity selector, once the client's entities are known. */
export function ClientHome() {
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
