import type { EntityDetail, UpdateEntityInput } from '@portal/domain';
import { api } from '../../../lib/api-client';
import { useSaveEntity } from './save-entity';
import { updateSpecialRole } from './update-special-role';

export type EntityChanges = Partial<UpdateEntityInput>;

/** PATCH /api/companies/{id}: details and the inactive and read-only flags. 409 fields.name on a duplicate. */
export const updateEntity = (id: number, changes: EntityChanges) =>
  api.patch<EntityDetail>(`/api/companies/${id}`, changes);

export interface EntityEdit {
  id: number;
  changes: EntityChanges;
  /** Left out when unchanged; null clears the role. */
  clientManagerId?: number | null;
  cpaId?: number | null;
}

/** The Edit entity dialog's save: the details, then each changed special role. */
export const useUpdateEntity = () =>
  useSaveEntity(async ({ id, changes, clientManagerId, cpaId }: EntityEdit) => {
    let saved: EntityDetail | null = null;
    if (Object.keys(changes).length > 0) saved = await updateEntity(id, changes);
    if (clientManagerId !== undefined) saved = await updateSpecialRole(id, 'client_manager', clientManagerId);
    if (cpaId !== undefined) saved = await updateSpecialRole(id, 'cpa', cpaId);
    return saved;
  });
