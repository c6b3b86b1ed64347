/** Query keys of the firm feature. The firm itself arrives with the current user (session feature). */
export const firmKeys = {
  all: ['firm'] as const,
  integrations: () => ['firm', 'integrations'] as const,
  guide: () => ['firm', 'guide'] as const,
};
