import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export interface SecureUploadLink {
  url: string;
  expires_at: string;
}

/** POST /api/companies/{id}/secure_upload_links {path}: a link (7 days) to upload into one folder. */
export const createSecureUploadLink = (companyId: number, path: string) =>
  api.post<SecureUploadLink>(`/api/companies/${companyId}/secure_upload_links`, { path });

export const useCreateSecureUploadLink = (companyId: number) =>
  useMutation({ mutationFn: (path: string) => createSecureUploadLink(companyId, path) });
