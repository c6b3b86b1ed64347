import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { tagKeys } from './tag-keys';

export type TagKind = 'user' | 'entity' | 'document';

/** Each kind's list in GET /api/tags. */
export const vocabularyOf = (kind: TagKind) =>
  kind === 'user' ? 'contact_tags' : kind === 'entity' ? 'entity_tags' : ('document_tags' as const);

/**
 * The exact set of tags of one record: POST /api/users/update_tags {user_id, contact_tags} or
 * POST /api/companies/{id}/update_tags {entity_tags} or POST /api/documents/{id}/update_tags {document_tags}.
 * New names become firm tags.
 */
export const updateRecordTags = (kind: TagKind, id: number, names: string[]) =>
  kind === 'user'
    ? api.post<unknown>('/api/users/update_tags', { user_id: id, contact_tags: names })
    : kind === 'entity'
      ? api.post<unknown>(`/api/companies/${id}/update_tags`, { entity_tags: names })
      : api.post<unknown>(`/api/documents/${id}/update_tags`, { document_tags: names });

export const useUpdateRecordTags = (kind: TagKind) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, names }: { id: number; names: string[] }) => updateRecordTags(kind, id, names),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: tagKeys.all }),
  });
};
