import type { Tag } from '@portal/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import type { TagKind } from './update-record-tags';
import { tagKeys } from './tag-keys';

export interface BulkTagsChange {
  ids: number[];
  names: string[];
  remove?: boolean;
  removeAll?: boolean;
}

export interface BulkTagsResult {
  updated: number;
  /** The tags named (users and entities only). */
  tags?: Tag[];
}

/**
 * Tags many records at once: POST /api/users/save_tags {user_ids, selected_tags, remove, remove_all} or
 * POST /api/companies/update_tags_in_bulk (or /api/documents/update_tags_in_bulk) {ids, tag_names, remove,
 * remove_all}.
 */
export const bulkUpdateTags = (kind: TagKind, { ids, names, remove = false, removeAll = false }: BulkTagsChange) =>
  kind === 'user'
    ? api.post<BulkTagsResult>('/api/users/save_tags', {
        user_ids: ids,
        selected_tags: names,
        remove,
        remove_all: removeAll,
      })
    : api.post<BulkTagsResult>(`/api/${kind === 'entity' ? 'companies' : 'documents'}/update_tags_in_bulk`, {
        ids,
        tag_names: names,
        remove,
        remove_all: removeAll,
      });

/** The add set, then the remove set (spec 000 §4 Tagging); or only remove_all. */
export async function applyTagChanges(
  kind: TagKind,
  ids: number[],
  change: { add: string[]; remove: string[] } | 'remove-all',
): Promise<void> {
  if (change === 'remove-all') {
    await bulkUpdateTags(kind, { ids, names: [], removeAll: true });
    return;
  }
  if (change.add.length > 0) await bulkUpdateTags(kind, { ids, names: change.add });
  if (change.remove.length > 0) await bulkUpdateTags(kind, { ids, names: change.remove, remove: true });
}

export const useBulkUpdateTags = (kind: TagKind) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ ids, change }: { ids: number[]; change: Parameters<typeof applyTagChanges>[2] }) =>
      applyTagChanges(kind, ids, change),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: tagKeys.all }),
  });
};
