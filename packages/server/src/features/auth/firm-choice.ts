import { and, eq, inArray, isNull } from 'drizzle-orm';
import { AppError, authMessages } from '@portal/domain';
import { firms, users } from '../../db/schema/index.ts';
import { authPolicy } from './auth-policy.ts';
import { findUsersByEmail, type UserRow } from './auth-users.repo.ts';
import {
  completeSignIn,
  issueLinkToken,
  redeemLinkToken,
  type AuthDeps,
  type Origin,
  type SignInOutcome,
} from './auth.service.ts';

/**
 * What proved who is signing in: a code or link sent to the email proves every firm's record with that
 * email; a code by text, those that also share the phone; a password or a linked account, only the records
 * it matched.
 */
export type Proof =
  | { kind: 'email' }
  | { kind: 'sms' }
  | { kind: 'password'; matched: UserRow[] }
  /** A linked outside account proves the records it is linked to, and only those. */
  | { kind: 'provider'; matched: UserRow[] };

async function recordsProvenBy(deps: AuthDeps, user: UserRow, proof: Proof): Promise<UserRow[]> {
  if (proof.kind === 'password' || proof.kind === 'provider') return proof.matched.filter((u) => u.paying);
  if (!user.email) return [user];
  const same = await findUsersByEmail(deps.db, user.email);
  return same.filter(
    (u) => u.paying && (proof.kind === 'email' || (!!u.phoneNumber && u.phoneNumber === user.phoneNumber)),
  );
}

/**
 * A person who is a client (or staff) of several firms picks the firm after proving who they are, so no
 * lookup before that ever names a firm. With one record the sign-in simply goes on.
 */
export async function signInOrChooseFirm(
  deps: AuthDeps,
  user: UserRow,
  proof: Proof,
  redirect: string | null | undefined,
  origin: Origin,
  opts: { allowSetup?: boolean } = {},
): Promise<SignInOutcome> {
  const records = await recordsProvenBy(deps, user, proof);
  if (records.length <= 1) return completeSignIn(deps, records[0] ?? user, redirect, origin, opts);
  const names = await deps.db
    .select({ id: firms.id, name: firms.name })
    .from(firms)
    .where(
      inArray(
        firms.id,
        records.map((r) => r.firmId),
      ),
    )
    .orderBy(firms.name, firms.id);
  const token = await issueLinkToken(
    deps,
    user,
    'firm_choice',
    authPolicy.twoFactorPendingTtlMs,
    redirect ?? '/',
    null,
    records.map((r) => r.id),
  );
  return { kind: 'choose_firm', token, firms: names, redirect: redirect ?? '/' };
}

/** POST /sessions/choose_firm: the picked firm's record signs in (its own second factor still applies). */
export async function chooseFirm(deps: AuthDeps, token: string, firmId: number, origin: Origin) {
  const { secret } = await redeemLinkToken(deps, ['firm_choice'], token, { consume: false });
  const [chosen] = await deps.db
    .select()
    .from(users)
    .where(and(inArray(users.id, secret.choices ?? []), eq(users.firmId, firmId), isNull(users.deletedAt)))
    .limit(1);
  if (!chosen) throw new AppError('validation_failed', authMessages.chooseFirm, { firm_id: authMessages.chooseFirm });
  await redeemLinkToken(deps, ['firm_choice'], token, { consume: true });
  return completeSignIn(deps, chosen, secret.redirect, origin, { allowSetup: true });
}
