import type { CatalogueTagKind, TagUsage } from '@portal/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { tagKeys } from './tag-keys';

/** PATCH /api/tags/{kind}/{id} {name}: the new name shows on every record carrying the tag. */
export const renameTag = (kind: CatalogueTagKind, id: number, name: string) =>
  api.patch<TagUsage>(`/api/tags/${kind}/${id}`, { name });

export const useRenameTag = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ kind, id, name }: { kind: CatalogueTagKind; id: number; name: string }) => renameTag(kind, id, name),
    meta: { silent: true },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: tagKeys.all }),
  });
};
