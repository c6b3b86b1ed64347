import { MaintenanceBanner } from '../../../components/banners/maintenance-banner';
import { useLiveConfig } from '../api/get-live-config';

export function LiveMaintenanceBanner() {
  const { data } = useLiveConfig();
  return <MaintenanceBanner alert={data?.global_alert} />;
}
