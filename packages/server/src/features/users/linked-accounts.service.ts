import {
  ACTIVITY_TYPES,
  AppError,
  assertCan,
  linkedAccountMessages,
  type Actor,
  type LinkAccountInput,
  type LinkedAccount,
} from '@portal/domain';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import { recordActivity } from '../../platform/audit/activity-log.ts';
import {
  configuredProvider,
  identityFromCode,
  offeredProviders,
  ProviderError,
  signInProviders,
  type SignInProvider,
} from '../../platform/sign-in-providers/sign-in-providers.ts';
import {
  deleteLink,
  findLinkBySubject,
  listLinkedAccounts,
  saveLink,
  type LinkedAccountRow,
} from './linked-accounts.repo.ts';

/**
 * Linked sign-in accounts (spec 000 §7): a staff member's own outside sign-ins, managed from Profile Settings
 * (/admin-profile, where the provider sends them back). Clients have none: their profile is /profile.
 */
interface Deps {
  db: Db;
  config: Config;
  clock: { now(): Date };
  log?: { error(obj: object, msg: string): void };
}

function present(row: LinkedAccountRow, providers: SignInProvider[]): LinkedAccount {
  return {
    id: row.id,
    provider: row.provider,
    provider_name: providers.find((p) => p.id === row.provider)?.name ?? row.provider,
    email: row.email,
    created_at: row.createdAt.toISOString(),
  };
}

export async function getLinkedAccounts(deps: Deps, actor: Actor | null) {
  assertCan(actor, 'staff.any');
  const providers = signInProviders(deps.config);
  const rows = await listLinkedAccounts(deps.db, actor.firmId, actor.userId);
  const offered = await offeredProviders(providers, deps.log);
  return { linked_accounts: rows.map((r) => present(r, providers)), providers: offered };
}

export async function linkAccount(deps: Deps, actor: Actor | null, input: LinkAccountInput) {
  assertCan(actor, 'staff.any');
  const providers = signInProviders(deps.config);
  const provider = configuredProvider(providers, input.provider);
  const identity = await identityFromCode(provider, input.code, input.redirect_uri, input.code_verifier).catch(
    (e: unknown) => {
      deps.log?.error({ err: e, provider: provider.id }, 'linking a sign-in account failed');
      const refused = e instanceof ProviderError && e.refused;
      throw new AppError(refused ? 'validation_failed' : 'unavailable', linkedAccountMessages.linkFailed);
    },
  );
  const holder = await findLinkBySubject(deps.db, actor.firmId, provider.id, identity.subject);
  if (holder && holder.userId !== actor.userId) throw new AppError('conflict', linkedAccountMessages.linkedElsewhere);
  const row = await deps.db.transaction(async (tx) => {
    const saved = await saveLink(tx, {
      firmId: actor.firmId,
      userId: actor.userId,
      provider: provider.id,
      subject: identity.subject,
      email: identity.email,
      createdAt: deps.clock.now(),
    });
    await recordActivity(tx, {
      firmId: actor.firmId,
      typeId: ACTIVITY_TYPES.security,
      title: 'Sign-in account linked',
      description: identity.email ? `${provider.name}: ${identity.email}` : provider.name,
      actorUserId: actor.userId,
      subjectUserId: actor.userId,
    });
    return saved;
  });
  return { message: linkedAccountMessages.linked, linked_account: present(row, providers) };
}

export async function unlinkAccount(deps: Deps, actor: Actor | null, id: number) {
  assertCan(actor, 'staff.any');
  await deps.db.transaction(async (tx) => {
    const gone = await deleteLink(tx, actor.firmId, actor.userId, id);
    if (!gone) throw new AppError('not_found', linkedAccountMessages.notLinked);
    await recordActivity(tx, {
      firmId: actor.firmId,
      typeId: ACTIVITY_TYPES.security,
      title: 'Sign-in account unlinked',
      description: gone.email ? `${gone.provider}: ${gone.email}` : gone.provider,
      actorUserId: actor.userId,
      subjectUserId: actor.userId,
    });
  });
  return { message: linkedAccountMessages.unlinked };
}
