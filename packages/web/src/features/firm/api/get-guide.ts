import { guideChecklistSchema } from '@portal/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { firmKeys } from './firm-keys';

/** GET /api/firms/guide: which first steps the firm has taken. */
export const getGuide = async () => guideChecklistSchema.parse(await api.get<unknown>('/api/firms/guide'));

export const guideQueryOptions = () => queryOptions({ queryKey: firmKeys.guide(), queryFn: getGuide });

export const useGuide = () => useQuery(guideQueryOptions());
