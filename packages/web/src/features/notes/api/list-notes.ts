import { noteSchema } from '@portal/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { noteKeys } from './note-keys';

export type Note = ReturnType<typeof noteSchema.parse>;

/** GET /api/companies/{id}/notes: the entity's staff notes, newest first. */
export async function listNotes(companyId: number, signal?: AbortSignal): Promise<Note[]> {
  return noteSchema.array().parse(await api.get<unknown>(`/api/companies/${companyId}/notes`, { signal }));
}

export const notesQueryOptions = (companyId: number) =>
  queryOptions({ queryKey: noteKeys.ofEntity(companyId), queryFn: ({ signal }) => listNotes(companyId, signal) });

export const useNotes = (companyId: number, enabled = true) => useQuery({ ...notesQueryOptions(companyId), enabled });
