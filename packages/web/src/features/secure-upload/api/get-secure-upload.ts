import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { secureUploadKeys } from './secure-upload-keys';

export interface SecureUploadInfo {
  firm_name: string;
  entity_name: string;
  folder: string;
  expires_at: string;
}

/** GET /api/public/secure_upload/{token}: whose files go where, and until when; no sign-in. */
export const getSecureUpload = (token: string, signal?: AbortSignal) =>
  api.get<SecureUploadInfo>(`/api/public/secure_upload/${encodeURIComponent(token)}`, { signal, anonymous: true });

export const secureUploadQueryOptions = (token: string) =>
  queryOptions({
    queryKey: secureUploadKeys.link(token),
    queryFn: ({ signal }) => getSecureUpload(token, signal),
    enabled: token.length > 0,
  });

export const useSecureUpload = (token: string) => useQuery(secureUploadQueryOptions(token));
