import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { tagKeys } from './tag-keys';

export type TagKind = 'user' | 'entity';

/**
 * The exact set of tags of one record: POST /api/users/update_tags {user_id, contact_tags} or
 * POST /api/companies/{id}/update_tags {entity_tags}. New names become firm tags.
 */
export const updateRecordTags = (kind: TagKind, id: number, names: string[]) =>
  kind === 'user'
    ? api.post<unknown>('/api/users/update_tags', { user_id: id, contact_tags: names })
    : api.post<unknown>(`/api/companies/${id}/update_tags`, { entity_tags: names });

export const useUpdateRecordTags = (kind: TagKind) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, names }: { id: number; names: string[] }) => updateRecordTags(kind, id, names),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: tagKeys.all }),
  });
};
