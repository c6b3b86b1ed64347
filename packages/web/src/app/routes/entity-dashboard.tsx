import { EntityDashboard } from '../../features/entities/components/entity-dashboard';
import { useCurrentEntityDetail } from '../entity-outlet';

export function Component() {
  return <EntityDashboard entity={useCurrentEntityDetail()} />;
}
