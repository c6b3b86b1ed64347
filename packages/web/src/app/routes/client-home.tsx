import { lazyComponent } from '../../components/lazy-component';
import { PageLoader } from '../../components/page-loader';
import { useMyEntities } from '../../features/entities/api/get-my-entities';
import { ClientDashboard } from '../../features/questionnaires/components/dashboard/client-dashboard';
import { useCurrentEntity } from '../current-entity';
import { useSession } from '../session';

/** The tax returns sit below the questionnaires, and only when the firm delivers returns: their code loads when first drawn. */
const ClientTaxReturns = lazyComponent(() =>
  import('../../features/tax-returns/components/client-tax-returns').then((m) => m.ClientTaxReturns),
);

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
