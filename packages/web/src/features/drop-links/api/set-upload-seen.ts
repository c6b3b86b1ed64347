import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { dropLinkKeys } from './drop-link-keys';

/** POST /api/drop_links/uploads/{id}/seen {seen}: Mark Seen or Mark Unseen, for the caller only. */
export const setUploadSeen = (uploadId: number, seen: boolean) =>
  api.post<void>(`/api/drop_links/uploads/${uploadId}/seen`, { seen });

/** Refreshes the lists, the uploads and the nav badge, all of which show the state. */
export const useSetUploadSeen = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ uploadId, seen }: { uploadId: number; seen: boolean }) => setUploadSeen(uploadId, seen),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: dropLinkKeys.all }),
  });
};
