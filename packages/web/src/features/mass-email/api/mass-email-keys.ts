/** Query keys of the mass email feature. */
export const massEmailKeys = {
  all: ['mass-email'] as const,
  recipients: () => [...massEmailKeys.all, 'recipients'] as const,
  status: (id: number) => [...massEmailKeys.all, 'status', id] as const,
};
