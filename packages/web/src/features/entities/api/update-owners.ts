import type { EntityDetail } from '@portal/domain';
import { api } from '../../../lib/api-client';
import { changePrimaryContact } from './change-primary-contact';
import { useSaveEntity } from './save-entity';

/** Whether owners added now see the conversation's earlier messages (spec 000 §7 Add owner). */
export type PreviousMessages = 'none' | 'copy' | 'transfer';
export const previousMessagesFlags = (choice: PreviousMessages) => ({
  copyPreviousMessages: choice === 'copy',
  transferPreviousMessages: choice === 'transfer',
});

/** POST /api/companies/{id}/update_owners {ownerIds, companyId, copyPreviousMessages, transferPreviousMessages}. */
export const updateOwners = (id: number, ownerIds: number[], history: PreviousMessages = 'none') =>
  api.post<EntityDetail>(`/api/companies/${id}/update_owners`, {
    ownerIds,
    companyId: id,
    ...previousMessagesFlags(history),
  });

export interface OwnersEdit {
  id: number;
  ownerIds?: number[];
  history?: PreviousMessages;
  primaryContactId?: number;
}

/** The owners, then the primary contact (who must be one of them). */
export const useUpdateOwners = () =>
  useSaveEntity(async ({ id, ownerIds, history, primaryContactId }: OwnersEdit) => {
    let saved: EntityDetail | null = null;
    if (ownerIds) saved = await updateOwners(id, ownerIds, history);
    if (primaryContactId !== undefined) saved = await changePrimaryContact(id, primaryContactId);
    return saved;
  });
