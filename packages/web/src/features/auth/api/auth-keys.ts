/** Query keys of the sign-in screens. */
export const authKeys = {
  all: ['auth'] as const,
  branding: (slug: string | null) => ['auth', 'branding', slug] as const,
  authMethods: (uid: string) => ['auth', 'auth-methods', uid] as const,
  setup: (token: string) => ['auth', 'sign-in-setup', token] as const,
  providers: ['auth', 'sign-in-providers'] as const,
};
