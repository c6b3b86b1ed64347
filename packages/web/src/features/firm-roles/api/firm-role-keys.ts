/** Query keys of the firm roles feature. */
export const firmRoleKeys = {
  all: ['firm-roles'] as const,
};
