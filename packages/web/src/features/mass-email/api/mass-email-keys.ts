/** Query keys of the mass email feature. */
export const massEmailKeys = {
  all: ['mass-email'] as const,
  recipients: () => [...massEmailKeys.all, 'recipients'] as const,
  entityTypes: () => [...massEmailKeys.all, 'recipient-entity-types'] as const,
  firmUsers: () => [...massEmailKeys.all, 'firm-users'] as const,
  status: (id: number) => [...massEmailKeys.all, 'status', id] as const,
};
