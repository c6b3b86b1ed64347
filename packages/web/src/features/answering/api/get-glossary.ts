import type { GlossaryEntry } from '@portal/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { questionnaireKeys } from '../../../lib/questionnaires/questionnaire-keys';

/** The schema answers are checked with, fetched with the first answer: zod stays out of the page's first load (issue 22 §4). */
const loadSchemas = () => import('../../../lib/questionnaires/questionnaire-schemas');

/** GET /api/firm_vocabs: the firm's glossary, whose descriptions clients see on their questions. */
export async function getGlossary(signal?: AbortSignal): Promise<GlossaryEntry[]> {
  const [{ glossaryEntrySchema }, data] = await Promise.all([
    loadSchemas(),
    api.get<unknown>('/api/firm_vocabs', { signal }),
  ]);
  return glossaryEntrySchema.array().parse(data);
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
