import type { DropLink, DropLinkInput } from '@portal/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { dropLinkKeys } from './drop-link-keys';

/** The body as sent: the schema's input side (its defaults and transforms run on the server). */
export type DropLinkBody = {
  name: string;
  hideSignInButton: boolean;
  subscribedUserIds: number[];
  customInstruction: string | null;
};

/** POST /api/drop_links (new) or PUT /api/drop_links/{id} (existing). */
export const saveDropLink = (id: number | null, body: DropLinkBody) =>
  id === null ? api.post<DropLink>('/api/drop_links', body) : api.put<DropLink>(`/api/drop_links/${id}`, body);

export const useSaveDropLink = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: number | null; body: DropLinkBody }) => saveDropLink(id, body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: dropLinkKeys.all }),
  });
};

export type { DropLinkInput };
