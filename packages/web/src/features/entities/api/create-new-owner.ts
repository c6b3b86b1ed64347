import type { EntityDetail } from '@portal/domain';
import { api } from '../../../lib/api-client';
import { useSaveEntity } from './save-entity';

export interface NewOwner {
  firstName: string;
  lastName: string;
  email: string;
  phoneNumber: string | null;
  copyPreviousMessages: boolean;
  transferPreviousMessages: boolean;
}

/** POST /api/companies/{id}/create_new_owner: a new person becomes an owner of the entity. */
export const createNewOwner = (id: number, owner: NewOwner) =>
  api.post<EntityDetail>(`/api/companies/${id}/create_new_owner`, owner);

export const useCreateNewOwner = () =>
  useSaveEntity(({ id, owner }: { id: number; owner: NewOwner }) => createNewOwner(id, owner));
