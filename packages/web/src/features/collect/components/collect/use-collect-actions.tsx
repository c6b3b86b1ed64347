import { collectMessages, type CollectList } from '@portal/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { ConfirmDialog } from '../../../../components/confirm-dialog';
import { notify } from '../../../../lib/notify';
import {
  deleteQuestionnaire,
  generateQuestionnaireLink,
  lockQuestionnaires,
  markCompleted,
  restoreQuestionnaires,
  sendDrafts,
  setRemindersDisabled,
  unlockQuestionnaire,
  unsubmitQuestionnaire,
  useRefreshQuestionnaireLists,
  type ActionResult,
} from '../../api/questionnaire-actions';
import { questionnaireKeys } from '../../../../lib/questionnaires/questionnaire-keys';

export type CollectActionKind =
  'lock' | 'unlock' | 'complete' | 'incomplete' | 'unsubmit' | 'send_draft' | 'delete' | 'restore';

/** The firm's review actions that open their own dialog (components/firm-actions). */
export type FirmActionKind = 'open_items' | 'signature' | 'status' | 'sign_in_links';

interface Confirmation {
  title: string;
  message: string;
  label: string;
  danger?: boolean;
}

interface ActionSpec {
  run: (ids: number[]) => Promise<ActionResult>;
  /** The spec's success text; without one the server's message is shown. */
  success?: string;
  /** The spec's failure text; without one the server's error is shown. */
  failure?: string;
  /** Actions that are hard to take back ask first (spec 001 §2 Lock, Mark completed/incomplete). */
  confirm?: (count: number) => Confirmation;
}

const first = (ids: number[]) => ids[0]!;

const specs: Record<CollectActionKind, ActionSpec> = {
  lock: {
    run: lockQuestionnaires,
    success: collectMessages.locked,
    confirm: (n) => ({
      title: 'Lock Questionnaire',
      message:
        n === 1 ? collectMessages.confirmLock : `Lock ${n} questionnaires? The clients will only be able to view them.`,
      label: 'Lock',
    }),
  },
  unlock: { run: (ids) => unlockQuestionnaire(first(ids)), success: collectMessages.unlocked },
  complete: {
    run: (ids) => markCompleted(first(ids), true),
    success: collectMessages.completed,
    confirm: () => ({ title: 'Mark completed', message: collectMessages.confirmComplete, label: 'Mark completed' }),
  },
  incomplete: {
    run: (ids) => markCompleted(first(ids), false),
    success: collectMessages.incomplete,
    confirm: () => ({ title: 'Mark incomplete', message: collectMessages.confirmIncomplete, label: 'Mark incomplete' }),
  },
  unsubmit: { run: (ids) => unsubmitQuestionnaire(first(ids)), success: collectMessages.unsubmitted },
  send_draft: { run: sendDrafts },
  delete: {
    run: (ids) => deleteQuestionnaire(first(ids)),
    success: collectMessages.deleted,
    confirm: () => ({
      title: 'Delete Questionnaire',
      message: collectMessages.confirmDelete,
      label: 'Delete',
      danger: true,
    }),
  },
  restore: { run: restoreQuestionnaires, success: collectMessages.restored, failure: collectMessages.restoreFailed },
};

/**
 * Collect's actions on one or many questionnaires: asks first where the spec does, then calls the server,
 * shows the toast and refreshes the lists. `dialog` is the confirmation to render.
 */
export function useCollectActions(onDone?: () => void) {
  const refresh = useRefreshQuestionnaireLists();
  const [asking, setAsking] = useState<{ kind: CollectActionKind; ids: number[] } | null>(null);
  const [shown, setShown] = useState<Confirmation | null>(null);
  const mutation = useMutation({
    mutationFn: ({ kind, ids }: { kind: CollectActionKind; ids: number[] }) => specs[kind].run(ids),
    onSuccess: (result, { kind }) => {
      notify.success(specs[kind].success ?? result.message);
      setAsking(null);
      onDone?.();
      void refresh();
    },
    onError: (e, { kind }) => {
      notify.error(specs[kind].failure ?? e.message);
      setAsking(null);
    },
  });

  const request = (kind: CollectActionKind, ids: number[]) => {
    const confirm = specs[kind].confirm;
    if (!confirm) return mutation.mutate({ kind, ids });
    setShown(confirm(ids.length));
    setAsking({ kind, ids });
  };

  const dialog = (
    <ConfirmDialog
      opened={asking !== null}
      title={shown?.title ?? ''}
      message={shown?.message ?? ''}
      confirmLabel={shown?.label ?? ''}
      danger={shown?.danger}
      pending={mutation.isPending}
      onConfirm={() => asking && mutation.mutate(asking)}
      onClose={() => setAsking(null)}
    />
  );
  return { request, dialog, pending: mutation.isPending };
}

/** The reminders switch: flips at once in every cached page, then follows the server's answer. */
export function useRemindersToggle() {
  const queryClient = useQueryClient();
  const refresh = useRefreshQuestionnaireLists();
  return useMutation({
    mutationFn: ({ id, enabled }: { id: number; enabled: boolean }) => setRemindersDisabled([id], !enabled),
    onMutate: ({ id, enabled }) =>
      queryClient.setQueriesData<CollectList>({ queryKey: questionnaireKeys.collectAll() }, (list) =>
        list
          ? { ...list, items: list.items.map((r) => (r.id === id ? { ...r, reminders_disabled: !enabled } : r)) }
          : list,
      ),
    onSuccess: () => notify.success(collectMessages.reminderUpdated),
    onError: () => notify.error(collectMessages.reminderUpdateFailed),
    onSettled: () => refresh(),
  });
}

/** Copy link: asks the server for the client's address of the questionnaire and puts it on the clipboard. */
export async function copyQuestionnaireLink(companyId: number, questionnaireId: number) {
  let link: string;
  try {
    link = await generateQuestionnaireLink(companyId, questionnaireId);
  } catch (e) {
    notify.error(e instanceof Error ? e.message : 'The link could not be made.');
    return;
  }
  try {
    await navigator.clipboard.writeText(link);
    notify.success(collectMessages.linkCopied);
  } catch {
    // Some browsers refuse the clipboard (no permission, insecure page): the link is still given.
    notify({ message: `The link could not be copied. Please copy it from here: ${link}`, kind: 'error', sticky: true });
  }
}
