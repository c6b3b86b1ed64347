/** Query keys of the questionnaires feature. */
export const questionnaireKeys = {
  all: ['questionnaires'] as const,
  clientList: (companyHash: string | null) => [...questionnaireKeys.all, 'client', companyHash] as const,
  detail: (id: number) => [...questionnaireKeys.all, 'detail', id] as const,
  ofCompany: (companyId: number) => [...questionnaireKeys.all, 'company', companyId] as const,
};
