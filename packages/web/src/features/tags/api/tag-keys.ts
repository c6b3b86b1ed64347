/** Query keys of the tags feature. */
export const tagKeys = {
  all: ['tags'] as const,
};
