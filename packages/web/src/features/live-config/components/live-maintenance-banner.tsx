import { MaintenanceBanner } from '../../../components/banners/maintenance-banner';
import { useAfterFirstScreen } from '../../../lib/after-first-screen';
import { useLiveConfig } from '../api/get-live-config';

export function LiveMaintenanceBanner() {
  // An alert is rare: the page's own view comes first, the banner above it once it is drawn.
  const { data } = useLiveConfig(useAfterFirstScreen());
  return <MaintenanceBanner alert={data?.global_alert} />;
}
