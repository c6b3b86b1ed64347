import { lazyComponent } from '../../components/lazy-component';
import { PageLoader } from '../../components/page-loader';
import { useAfterFirstScreen } from '../../lib/after-first-screen';
import { useMyEntities } from '../../features/entities/api/get-my-entities';
import { ClientDashboard } from '../../features/answering/components/dashboard/client-dashboard';
import { useCurrentEntity } from '../current-entity';
import { useSession } from '../session';

/**
 * The tax returns sit below the heading, and only when the firm delivers returns: their code and data load once
 * the dashboard's first view is drawn (lib/after-first-screen.ts); nothing shows while there are none.
 */
const LoadedTaxReturns = lazyComponent(() =>
  import('../../features/tax-returns/components/client-tax-returns').then((m) => m.ClientTaxReturns),
);
/** Its own component: the dashboard is not drawn again when the first view has been. */
function ClientTaxReturns({ companyId }: { companyId: number }) {
  return useAfterFirstScreen() ? <LoadedTaxReturns companyId={companyId} /> : null;
}

/** The client's `/`: the dashboard follows the Current Entity selector, once the client's entities are known. */
export function ClientHome() {
  const session = useSession();
  const mine = useMyEntities();
  const { current } = useCurrentEntity();
  // Until the shell has picked the current one among the client's entities, there is no dashboard to ask for.
  if (mine.isPending || (mine.data?.length && !current)) return <PageLoader />;
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
