import type { LaterKind } from '@portal/domain';
import { AppModal } from '../../../components/app-modal';
import { lazyComponent } from '../../../components/lazy-component';

export interface AnswerLaterDialogProps {
  opened: boolean;
  kind: LaterKind;
  dueDate: string | null;
  pending?: boolean;
  onConfirm: (date: string) => void;
  onClose: () => void;
}

/** The form, with its date picker, loads on the dialog's first opening (issue 22 §4). */
const LaterForm = lazyComponent(() => import('./answer-later-form').then((m) => m.LaterForm));

export const laterTitle = (kind: LaterKind) => (kind === 'upload' ? 'Upload Later' : 'Answer Later');

/** Answer Later / Upload Later (spec 001 §5): a date, 7 days ahead by default, checked by the domain's rule. */
export function AnswerLaterDialog({ opened, kind, dueDate, pending, onConfirm, onClose }: AnswerLaterDialogProps) {
  return (
    <AppModal opened={opened} onClose={onClose} title={laterTitle(kind)}>
      {/* Mounted only while open, so each opening starts from the default date. */}
      {opened ? (
        <LaterForm kind={kind} dueDate={dueDate} pending={pending} onConfirm={onConfirm} onClose={onClose} />
      ) : null}
    </AppModal>
  );
}
