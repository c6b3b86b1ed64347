import { z } from 'zod';
import { recordId } from '../common/ids.ts';

/**
 * Linked sign-in accounts (spec 000 §7 users/get_linked_accounts, link_account, unlink_account): a staff member
 * links an outside sign-in (Google, Microsoft, or the firm's own OpenID Connect provider) to their portal
 * account from Profile Settings, and may then sign in with it. The provider sends them back to /admin-profile.
 */
export const LINKED_ACCOUNT_REDIRECT_PATH = '/admin-profile';

export const linkedAccountMessages = {
  unknownProvider: 'This sign-in provider is not available',
  codeMissing: 'The sign-in provider did not send a code',
  wrongRedirect: 'The sign-in provider must return to /admin-profile',
  linkFailed: 'Unable to link account, please try again later.',
  linkedElsewhere: 'This account is already linked to another user',
  linked: 'Account linked successfully',
  unlinked: 'Account unlinked successfully',
  notLinked: 'No linked account with this sign-in was found',
} as const;

export const linkedAccountProviderIdSchema = z
  .string({ error: linkedAccountMessages.unknownProvider })
  .trim()
  .regex(/^[a-z][a-z0-9_-]{0,31}$/, linkedAccountMessages.unknownProvider);

export const linkAccountSchema = z.object({
  provider: linkedAccountProviderIdSchema,
  code: z
    .string({ error: linkedAccountMessages.codeMissing })
    .trim()
    .min(1, linkedAccountMessages.codeMissing)
    .max(4096),
  redirect_uri: z
    .string({ error: linkedAccountMessages.wrongRedirect })
    .max(2048)
    .refine(
      (v) => URL.canParse(v) && new URL(v).pathname === LINKED_ACCOUNT_REDIRECT_PATH,
      linkedAccountMessages.wrongRedirect,
    ),
});
export type LinkAccountInput = z.infer<typeof linkAccountSchema>;

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

export const linkAccountResponseSchema = z.object({ message: z.string(), linked_account: linkedAccountSchema });
export const unlinkAccountResponseSchema = z.object({ message: z.string() });
