/** Query keys of the client list imports feature. */
export const importKeys = {
  all: ['import-lists'] as const,
};
