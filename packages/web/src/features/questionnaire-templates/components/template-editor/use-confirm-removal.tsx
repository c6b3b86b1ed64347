import { useState } from 'react';
import { ConfirmDialog } from '../../../../components/confirm-dialog';

interface Pending {
  title: string;
  message: string;
  run: () => void;
}

/** Removing something with typed work inside (follow-ups, questions) asks first; removing an empty one does not. */
export function useConfirmRemoval() {
  const [pending, setPending] = useState<Pending | null>(null);
  const ask = (needed: boolean, title: string, message: string, run: () => void) =>
    needed ? setPending({ title, message, run }) : run();
  const dialog = (
    <ConfirmDialog
      opened={pending !== null}
      title={pending?.title ?? ''}
      message={pending?.message ?? ''}
      confirmLabel="Remove"
      danger
      onClose={() => setPending(null)}
      onConfirm={() => {
        pending?.run();
        setPending(null);
      }}
    />
  );
  return { ask, dialog };
}
