import { AppModal } from '../../../../components/app-modal';
import { CustomStatusesManager } from '../custom-statuses/custom-statuses-manager';

/** The custom statuses manager in a dialog, opened from the questionnaire screens' firm actions. */
export function CustomStatusesDialog({ onClose }: { onClose: () => void }) {
  return (
    <AppModal opened onClose={onClose} title="Custom statuses" size="lg">
      <CustomStatusesManager onClose={onClose} confirmZIndex={300} />
    </AppModal>
  );
}
