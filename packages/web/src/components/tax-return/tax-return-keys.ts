import type { Query, QueryClient } from '@tanstack/react-query';

/**
 * Query keys of a tax return, the same for the three features that show one (tax-returns, tax-return-admin-view,
 * tax-return-delivery): a change in one is read again in the others.
 */
export const taxReturnKeys = {
  all: ['tax-returns'] as const,
  lists: () => [...taxReturnKeys.all, 'list'] as const,
  list: (params: object) => [...taxReturnKeys.lists(), params] as const,
  detail: (id: number) => [...taxReturnKeys.all, 'detail', id] as const,
  pdf: (id: number, kind: TaxReturnDocumentKind) => [...taxReturnKeys.all, 'pdf', id, kind] as const,
};

/** The copy a viewer reads: the DRAFT copy while under review ('current'), or the original (staff). */
export type TaxReturnDocumentKind = 'current' | 'original';

/** After a change: the lists and the returns are read again; a PDF's bytes are keyed by version and stay. */
export function refreshTaxReturns(queryClient: QueryClient, predicate?: (query: Query) => boolean) {
  void queryClient.invalidateQueries({ queryKey: taxReturnKeys.lists(), predicate });
  void queryClient.invalidateQueries({ queryKey: [...taxReturnKeys.all, 'detail'], predicate });
}
