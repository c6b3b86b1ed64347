/** Query keys of the notes feature. */
export const noteKeys = {
  all: ['notes'] as const,
  ofEntity: (companyId: number) => [...noteKeys.all, companyId] as const,
};
