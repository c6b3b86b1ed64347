/** Query keys of the signature requests feature. */
export const signatureRequestKeys = {
  all: ['signature-requests'] as const,
  lists: () => [...signatureRequestKeys.all, 'list'] as const,
  list: (params: object) => [...signatureRequestKeys.lists(), params] as const,
  detail: (id: number) => [...signatureRequestKeys.all, 'detail', id] as const,
  pdf: (id: number) => [...signatureRequestKeys.all, 'pdf', id] as const,
};
