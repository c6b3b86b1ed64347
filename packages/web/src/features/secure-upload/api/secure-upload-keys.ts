/** Query keys of the secure upload feature. */
export const secureUploadKeys = {
  all: ['secure-upload'] as const,
  link: (token: string) => [...secureUploadKeys.all, 'link', token] as const,
};
