/** Query keys of the notifications feature. */
export const notificationKeys = {
  all: ['notifications'] as const,
  entityTypesAll: () => [...notificationKeys.all, 'entity-types'] as const,
  entityTypes: (companyId: number) => [...notificationKeys.entityTypesAll(), companyId] as const,
};
