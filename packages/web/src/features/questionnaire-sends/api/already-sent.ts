import { alreadySentSchema, type AlreadySent } from '@portal/domain';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { sendKeys } from './send-options';

export interface AlreadySentParams {
  templateId: number | null;
  taxYear: number | null;
  companyIds: number[];
  companyTypes: string[];
}

/** POST /api/send_questionnaires/already_sent: which of the send's entities already have this template and year. */
export async function getAlreadySent(p: AlreadySentParams, signal?: AbortSignal): Promise<AlreadySent> {
  const body = {
    questionnaire_template_id: p.templateId,
    tax_year: p.taxYear,
    company_ids: p.companyIds,
    company_types: p.companyTypes,
  };
  return alreadySentSchema.parse(await api.post<unknown>('/api/send_questionnaires/already_sent', body, { signal }));
}

/** Asked once a template, a year and recipients are chosen, and again as any of them changes. */
export function useAlreadySent(p: AlreadySentParams, enabled: boolean) {
  const ready =
    enabled &&
    p.templateId !== null &&
    p.taxYear !== null &&
    (p.companyIds.length > 0 || p.companyTypes.length > 0) &&
    // The server refuses both at once; the form says so on Send.
    !(p.companyIds.length > 0 && p.companyTypes.length > 0);
  const query = useQuery({
    queryKey: [...sendKeys.all, 'already-sent', p] as const,
    queryFn: ({ signal }) => getAlreadySent(p, signal),
    enabled: ready,
    placeholderData: keepPreviousData,
    staleTime: 0,
  });
  // Kept data belongs to an earlier choice: once the choice is incomplete it says nothing.
  return { ...query, ready };
}
