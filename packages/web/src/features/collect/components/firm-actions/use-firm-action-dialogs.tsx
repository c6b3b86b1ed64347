import type { CollectRow } from '@portal/domain';
import { useState } from 'react';
import type { FirmActionKind } from '../collect/use-collect-actions';
import { CustomStatusesDialog } from './custom-statuses-dialog';
import { RequestItemsDialog } from './request-items-dialog';
import { RequestSignatureDialog } from './request-signature-dialog';
import { SendSignInLinksDialog } from './send-sign-in-links-dialog';
import { SetStatusDialog } from './set-status-dialog';

/**
 * The firm's review dialogs for the Collect screen: `open` shows one for a row, `manageStatuses` the
 * firm's status list; `dialogs` renders whichever is open (each mounted only while open, so it starts afresh).
 */
export function useFirmActionDialogs() {
  const [shown, setShown] = useState<{ kind: FirmActionKind; row: CollectRow } | 'statuses' | null>(null);
  const close = () => setShown(null);
  let dialogs = null;
  if (shown === 'statuses') dialogs = <CustomStatusesDialog onClose={close} />;
  else if (shown?.kind === 'open_items')
    dialogs = <RequestItemsDialog questionnaireId={shown.row.id} onClose={close} />;
  else if (shown?.kind === 'signature')
    dialogs = <RequestSignatureDialog questionnaireId={shown.row.id} onClose={close} />;
  else if (shown?.kind === 'sign_in_links')
    dialogs = <SendSignInLinksDialog questionnaireId={shown.row.id} onClose={close} />;
  else if (shown?.kind === 'status')
    dialogs = (
      <SetStatusDialog
        questionnaireId={shown.row.id}
        currentStatusId={shown.row.custom_status?.id ?? null}
        onClose={close}
      />
    );
  return {
    open: (kind: FirmActionKind, row: CollectRow) => setShown({ kind, row }),
    manageStatuses: () => setShown('statuses'),
    dialogs,
  };
}
