import type { CollectQuery } from '@portal/domain';

/**
 * Query keys of the questionnaire features (collect, answering, sends, templates, ...): one tree under
 * 'questionnaires', so that a change refreshes every list and page that shows it. Shared here, in lib/,
 * because web features do not import each other.
 */
export const questionnaireKeys = {
  all: ['questionnaires'] as const,
  clientList: (companyHash: string | null) => [...questionnaireKeys.all, 'client', companyHash] as const,
  detail: (id: number) => [...questionnaireKeys.all, 'detail', id] as const,
  ofCompany: (companyId: number) => [...questionnaireKeys.all, 'company', companyId] as const,
  /** Every page of the Collect list: actions refresh them all. */
  collectAll: () => [...questionnaireKeys.all, 'collect'] as const,
  collect: (query: CollectListParams) => [...questionnaireKeys.collectAll(), query] as const,
  reminderText: (id: number) => [...questionnaireKeys.all, 'reminder-text', id] as const,
};

/** The Collect list's query as the screen holds it (the server fills the defaults it is not sent). */
export type CollectListParams = Partial<CollectQuery>;
