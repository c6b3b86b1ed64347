import { dropLinkUploadSchema, type DropLinkUpload } from '@portal/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { dropLinkKeys } from './drop-link-keys';

/** GET /api/drop_links/{id}/uploads: newest first, each with the caller's seen state and its files. */
export async function listDropLinkUploads(dropLinkId: number, signal?: AbortSignal): Promise<DropLinkUpload[]> {
  return dropLinkUploadSchema
    .array()
    .parse(await api.get<unknown>(`/api/drop_links/${dropLinkId}/uploads`, { signal }));
}

export const dropLinkUploadsQueryOptions = (dropLinkId: number) =>
  queryOptions({
    queryKey: dropLinkKeys.uploads(dropLinkId),
    queryFn: ({ signal }) => listDropLinkUploads(dropLinkId, signal),
  });

export const useDropLinkUploads = (dropLinkId: number | null) =>
  useQuery({ ...dropLinkUploadsQueryOptions(dropLinkId ?? 0), enabled: dropLinkId !== null });
