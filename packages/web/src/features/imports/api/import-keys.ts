/** Query keys of the imports feature. */
export const importKeys = {
  all: ['import-lists'] as const,
  files: () => [...importKeys.all, 'files'] as const,
};
