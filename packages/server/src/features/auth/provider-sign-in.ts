import { AppError, linkedAccountMessages, type ProviderSignInInput } from '@portal/domain';
import {
  configuredProvider,
  identityFromCode,
  ProviderError,
  type SignInProvider,
} from '../../platform/sign-in-providers/sign-in-providers.ts';
import type { AuthDeps, Origin, SignInOutcome } from './auth.service.ts';
import { findUsersByLinkedAccount } from './auth-users.repo.ts';
import { signInOrChooseFirm } from './firm-choice.ts';

/**
 * Sign-in with a linked account (Google, Microsoft, the firm's OpenID Connect provider): the provider's code is
 * exchanged by the server, and the subject it proves signs in the users it is linked to. It stands for the
 * password only: a firm's second factor still applies (completeSignIn), and an outside account linked to no
 * one is refused without saying whether its email has a portal account.
 */
export async function providerSignIn(
  deps: AuthDeps & { log?: { error(obj: object, msg: string): void } },
  providers: SignInProvider[],
  input: ProviderSignInInput,
  origin: Origin,
): Promise<SignInOutcome> {
  const provider = configuredProvider(providers, input.provider);
  const identity = await identityFromCode(provider, input.code, input.redirect_uri, input.code_verifier).catch(
    (e: unknown) => {
      deps.log?.error({ err: e, provider: provider.id }, 'signing in with a linked account failed');
      const refused = e instanceof ProviderError && e.refused;
      throw new AppError(refused ? 'unauthorized' : 'unavailable', linkedAccountMessages.signInFailed);
    },
  );
  const matched = await findUsersByLinkedAccount(deps.db, provider.id, identity.subject);
  if (matched.length === 0) throw new AppError('unauthorized', linkedAccountMessages.signInNotLinked);
  return signInOrChooseFirm(deps, matched[0]!, { kind: 'provider', matched }, input.redirect, origin);
}
