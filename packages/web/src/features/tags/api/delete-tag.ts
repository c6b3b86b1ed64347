import type { CatalogueTagKind } from '@portal/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { tagKeys } from './tag-keys';

/** DELETE /api/tags/{kind}/{id}: the tag is removed from every record. */
export const deleteTag = (kind: CatalogueTagKind, id: number) => api.delete<null>(`/api/tags/${kind}/${id}`);

export const useDeleteTag = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ kind, id }: { kind: CatalogueTagKind; id: number }) => deleteTag(kind, id),
    meta: { silent: true },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: tagKeys.all }),
  });
};
