/** Query keys of the staff feature (Firm settings → Staff). */
export const staffKeys = {
  all: ['staff'] as const,
  list: () => [...staffKeys.all, 'list'] as const,
};
