/** Query keys of Connect's export (the exports feature keys its own file queries by ['exports', id]). */
export const exportKeys = {
  documents: (companyId: number, year: number) => ['connect', 'exportable', companyId, year] as const,
  progress: (id: number) => ['connect', 'exports', id] as const,
};
