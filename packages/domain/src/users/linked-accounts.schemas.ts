import { z } from 'zod';
import { recordId } from '../common/ids.ts';

/**
 * Linked sign-in accounts (spec 000 §7 users/get_linked_accounts, link_account, unlink_account): a staff member
 * links an outside sign-in (Google, Microsoft, or the firm's own OpenID Connect provider) to their portal
 * account from Profile Settings, and may then sign in with it. The provider sends them back to /admin-profile.
 */
export const LINKED_ACCOUNT_REDIRECT_PATH = '/admin-profile';
/** Where a provider sends the browser back after a sign-in with a linked account: the sign-in page. */
export const PROVIDER_SIGN_IN_REDIRECT_PATH = '/signin';

export const linkedAccountMessages = {
  unknownProvider: 'This sign-in provider is not available',
  codeMissing: 'The sign-in provider did not send a code',
  wrongRedirect: 'The sign-in provider must return to /admin-profile',
  linkFailed: 'Unable to link account, please try again later.',
  linkedElsewhere: 'This account is already linked to another user',
  linked: 'Account linked successfully',
  unlinked: 'Account unlinked successfully',
  notLinked: 'No linked account with this sign-in was found',
  signInFailed: 'Unable to sign in with this account, please try again.',
  signInNotLinked:
    'No portal account is linked to this sign-in. Sign in another way, then link it in Profile Settings.',
  signInWith: (name: string) => `Sign in with ${name}`,
} as const;

export const linkedAccountProviderIdSchema = z
  .string({ error: linkedAccountMessages.unknownProvider })
  .trim()
  .regex(/^[a-z][a-z0-9_-]{0,31}$/, linkedAccountMessages.unknownProvider);

const codeField = z
  .string({ error: linkedAccountMessages.codeMissing })
  .trim()
  .min(1, linkedAccountMessages.codeMissing)
  .max(4096);

/**
 * The PKCE verifier (RFC 7636) the browser made before it left for the provider: the provider hands the
 * code's tokens only to whoever holds it, so a code caught on its way back is of no use.
 */
const codeVerifierField = z
  .string()
  .regex(/^[A-Za-z0-9._~-]{43,128}$/, 'The sign-in check is not valid')
  .optional();

const redirectTo = (path: string, message: string) =>
  z
    .string({ error: message })
    .max(2048)
    .refine((v) => URL.canParse(v) && new URL(v).pathname === path, message);

export const linkAccountSchema = z.object({
  provider: linkedAccountProviderIdSchema,
  code: codeField,
  code_verifier: codeVerifierField,
  redirect_uri: redirectTo(LINKED_ACCOUNT_REDIRECT_PATH, linkedAccountMessages.wrongRedirect),
});
export type LinkAccountInput = z.infer<typeof linkAccountSchema>;

/** POST /sessions/sign_in_with_provider: a linked account's code, from the provider's return to /signin. */
export const providerSignInSchema = z.object({
  provider: linkedAccountProviderIdSchema,
  code: codeField,
  code_verifier: codeVerifierField,
  redirect_uri: redirectTo(PROVIDER_SIGN_IN_REDIRECT_PATH, 'The sign-in provider must return to /signin'),
  redirect: z.string().max(2000).optional(),
});
export type ProviderSignInInput = z.infer<typeof providerSignInSchema>;

export const unlinkAccountSchema = z.object({ id: recordId });

export const linkedAccountSchema = z.object({
  id: z.number().int(),
  provider: z.string(),
  provider_name: z.string(),
  email: z.string().nullable(),
  created_at: z.string(),
});
export type LinkedAccount = z.infer<typeof linkedAccountSchema>;

/** A provider the portal is configured for, with where to send the browser to link it. */
export const linkedAccountProviderSchema = z.object({
  id: z.string(),
  name: z.string(),
  authorize_url: z.string(),
  client_id: z.string(),
  scope: z.string(),
});
export type LinkedAccountProvider = z.infer<typeof linkedAccountProviderSchema>;

export const linkedAccountsResponseSchema = z.object({
  linked_accounts: z.array(linkedAccountSchema),
  providers: z.array(linkedAccountProviderSchema),
});
export type LinkedAccountsResponse = z.infer<typeof linkedAccountsResponseSchema>;

/** GET /sessions/sign_in_providers: what the login page offers besides a password, a code or a link. */
export const signInProvidersResponseSchema = z.object({ providers: z.array(linkedAccountProviderSchema) });

export const linkAccountResponseSchema = z.object({ message: z.string(), linked_account: linkedAccountSchema });
export const unlinkAccountResponseSchema = z.object({ message: z.string() });
