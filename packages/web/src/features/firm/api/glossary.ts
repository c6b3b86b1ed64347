import { glossaryEntrySchema, type GlossaryEntry, type GlossaryEntryInput } from '@portal/domain';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { catalogueKeys } from './catalogue-keys';

/** GET /api/firm_vocabs: the firm's glossary. */
export async function listGlossary(signal?: AbortSignal): Promise<GlossaryEntry[]> {
  return glossaryEntrySchema.array().parse(await api.get<unknown>('/api/firm_vocabs', { signal }));
}

export const glossaryQueryOptions = () =>
  queryOptions({ queryKey: catalogueKeys.glossary(), queryFn: ({ signal }) => listGlossary(signal) });

export const useGlossary = () => useQuery(glossaryQueryOptions());

/** POST /api/firm_vocabs (new) or PATCH /api/firm_vocabs/{id} (edit). */
export const saveGlossaryEntry = (id: number | null, input: GlossaryEntryInput) =>
  id === null
    ? api.post<GlossaryEntry>('/api/firm_vocabs', input)
    : api.patch<GlossaryEntry>(`/api/firm_vocabs/${id}`, input);

/** DELETE /api/firm_vocabs/{id}. */
export const deleteGlossaryEntry = (id: number) => api.delete<null>(`/api/firm_vocabs/${id}`);

export const useSaveGlossaryEntry = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, input }: { id: number | null; input: GlossaryEntryInput }) => saveGlossaryEntry(id, input),
    meta: { silent: true },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: catalogueKeys.glossary() }),
  });
};

export const useDeleteGlossaryEntry = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteGlossaryEntry,
    meta: { silent: true },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: catalogueKeys.glossary() }),
  });
};
