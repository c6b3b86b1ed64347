import type { DocumentItem } from '@portal/domain';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { notify } from '../../../lib/notify';
import { useDocumentSplit } from '../api/check-document-split';
import { useDeleteDocuments } from '../api/delete-document';

/** Said when the one file being deleted is a part the bulk upload processor cut from an upload. */
export const SPLIT_PART_NOTE = ' It was split from a larger upload: the upload and its other parts are kept.';

export interface DeleteDocumentsDialogProps {
  companyId: number;
  /** What to delete; the dialog is open while this is set. */
  items: DocumentItem[] | null;
  /** Staff can restore what was deleted. */
  restorable: boolean;
  onClose: () => void;
  onDeleted: () => void;
}

function wording(items: DocumentItem[], restorable: boolean) {
  const after = restorable ? ' Deleted items can be restored with Show deleted.' : ' This cannot be undone.';
  const [only] = items;
  if (items.length === 1 && only) {
    return only.type === 'folder'
      ? { title: 'Delete folder', message: `Delete the folder “${only.name}” and everything in it?${after}` }
      : { title: 'Delete file', message: `Delete “${only.name}”?${after}` };
  }
  const what = items.every((i) => i.type === 'folder') ? 'folders and everything in them' : 'files';
  return { title: `Delete ${items.length} items`, message: `Delete ${items.length} ${what}?${after}` };
}

/** Asks before deleting one or more items (spec 002 §2 delete confirmations). */
export function DeleteDocumentsDialog({
  companyId,
  items,
  restorable,
  onClose,
  onDeleted,
}: DeleteDocumentsDialogProps) {
  const remove = useDeleteDocuments(companyId);
  const only = items?.length === 1 && items[0]!.type === 'file' ? items[0]! : null;
  const split = useDocumentSplit(companyId, only ? only.path : null);
  const text = items ? wording(items, restorable) : { title: 'Delete', message: '' };
  if (only && split.data) text.message += SPLIT_PART_NOTE;
  return (
    <ConfirmDialog
      opened={items !== null}
      title={text.title}
      message={text.message}
      confirmLabel="Delete"
      danger
      pending={remove.isPending}
      onClose={onClose}
      onConfirm={() =>
        items &&
        remove.mutate(
          items.map((i) => i.id),
          {
            onSuccess: () => {
              notify.success(
                items.length === 1 ? `${items[0]!.name} was deleted` : `${items.length} items were deleted`,
              );
              onDeleted();
            },
            onSettled: onClose,
          },
        )
      }
    />
  );
}
