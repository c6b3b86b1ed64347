import type { EntityDetail } from '@portal/domain';
import { api } from '../../../lib/api-client';
import { changePrimaryContact } from './change-primary-contact';
import { useSaveEntity } from './save-entity';

/** POST /api/companies/{id}/update_owners {owner_ids}. */
export const updateOwners = (id: number, ownerIds: number[]) =>
  api.post<EntityDetail>(`/api/companies/${id}/update_owners`, { owner_ids: ownerIds });

export interface OwnersEdit {
  id: number;
  ownerIds?: number[];
  primaryContactId?: number;
}

/** The owners, then the primary contact (who must be one of them). */
export const useUpdateOwners = () =>
  useSaveEntity(async ({ id, ownerIds, primaryContactId }: OwnersEdit) => {
    let saved: EntityDetail | null = null;
    if (ownerIds) saved = await updateOwners(id, ownerIds);
    if (primaryContactId !== undefined) saved = await changePrimaryContact(id, primaryContactId);
    return saved;
  });
