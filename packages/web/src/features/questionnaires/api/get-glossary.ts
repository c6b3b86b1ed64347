import { glossaryEntrySchema, type GlossaryEntry } from '@portal/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { questionnaireKeys } from './questionnaire-keys';

/** GET /api/firm_vocabs: the firm's glossary, whose descriptions clients see on their questions. */
export async function getGlossary(signal?: AbortSignal): Promise<GlossaryEntry[]> {
  return glossaryEntrySchema.array().parse(await api.get<unknown>('/api/firm_vocabs', { signal }));
}

export const glossaryQueryOptions = () =>
  queryOptions({
    queryKey: [...questionnaireKeys.all, 'glossary'] as const,
    queryFn: ({ signal }) => getGlossary(signal),
    staleTime: 5 * 60_000,
    // Without it the questions read as plain text: not worth asking again, nor an error to show.
    retry: false,
  });

export const useGlossary = () => useQuery(glossaryQueryOptions());
