/** Query keys of the documents feature. */
export const documentKeys = {
  all: ['documents'] as const,
  ofCompany: (companyId: number) => [...documentKeys.all, companyId] as const,
  list: (companyId: number, path: string, includeDeleted: boolean) =>
    [...documentKeys.ofCompany(companyId), 'list', path, includeDeleted] as const,
  splitCheck: (companyId: number, path: string | null) =>
    [...documentKeys.ofCompany(companyId), 'split-check', path] as const,
};
