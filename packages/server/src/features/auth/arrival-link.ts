import { and, inArray, isNull } from 'drizzle-orm';
import { safeRedirect, type Clock } from '@portal/domain';
import type { DbOrTx } from '../../db/client.ts';
import { authSecrets, users } from '../../db/schema/index.ts';
import { findFirm } from '../firm/index.ts';
import { hashToken, newToken } from '../sessions/index.ts';
import { authPolicy } from './auth-policy.ts';
import { issueLinkToken } from './auth.service.ts';
import { findUserById, type UserRow } from './auth-users.repo.ts';

export interface ArrivalLinkDeps {
  db: DbOrTx;
  clock: Clock;
  publicUrl: string;
}

/** `firm=<subdomain>`: the sign-in pages a firm's link opens show that firm (issue 21 §9). */
export async function firmQuery(db: DbOrTx, firmId: number): Promise<string> {
  const firm = await findFirm(db, firmId);
  return firm ? `firm=${encodeURIComponent(firm.subdomainUrl)}` : '';
}

/** A page's absolute address naming its firm, so a signed-out reader signs in on that firm's page. */
async function pageLink(db: DbOrTx, base: string, path: string, firmId: number) {
  const url = new URL(path, `${base}/`);
  const firm = await findFirm(db, firmId);
  if (firm) url.searchParams.set('firm', firm.subdomainUrl);
  return `${base}${url.pathname}${url.search}${url.hash}`;
}

/** A client who has never chosen how to sign in and never signed in: the email is all they have. */
const neverSignedIn = (user: UserRow) =>
  user.mustSetPassword && !user.lastSignInAt && !!user.email && user.paying && !user.deletedAt && !user.isAdvisor;

/**
 * The link a portal email gives a client to one of its pages (issue 21 §2). A client who has never signed
 * in gets an arrival link: /set-sign-in-method with a single-use token that expires in 14 days, stored
 * hashed with its user, firm and destination (the destination is read from the token's row, never from
 * the address bar, so editing the link cannot send anyone elsewhere). Choosing a sign-in method there
 * signs them in (with the second factor spec 000 asks for) and opens the destination: one screen, then
 * the page, and their email is not asked again since the email proved it. Anyone else gets the page's
 * address naming the firm (signed out, they sign in on the firm's page and go on to it); a user of another
 * firm, only the plain address.
 */
export async function clientArrivalLink(
  deps: ArrivalLinkDeps,
  firmId: number,
  userId: number,
  destination: string,
): Promise<string> {
  const path = safeRedirect(destination);
  const base = deps.publicUrl.replace(/\/$/, '');
  const user = await findUserById(deps.db, userId);
  if (!user || user.firmId !== firmId) return `${base}${path}`;
  if (!neverSignedIn(user)) return pageLink(deps.db, base, path, firmId);
  const token = await issueLinkToken(deps, user, 'arrival_link', authPolicy.arrivalLinkTtlMs, path, user.email);
  const firm = await firmQuery(deps.db, firmId);
  return `${base}/set-sign-in-method?token=${token}&redirect=${encodeURIComponent(path)}${firm ? `&${firm}` : ''}`;
}

/**
 * clientArrivalLink for many links of one firm at once (a bulk send): the same links, made with one read of
 * the users, one of the firm and one insert of every arrival token, whatever the number of links.
 */
export async function clientArrivalLinks(
  deps: ArrivalLinkDeps,
  firmId: number,
  links: { userId: number; destination: string }[],
): Promise<string[]> {
  if (!links.length) return [];
  const base = deps.publicUrl.replace(/\/$/, '');
  const [people, firm] = await Promise.all([
    deps.db
      .select()
      .from(users)
      .where(and(inArray(users.id, [...new Set(links.map((l) => l.userId))]), isNull(users.deletedAt))),
    findFirm(deps.db, firmId),
  ]);
  const byId = new Map(people.map((u) => [u.id, u]));
  const now = deps.clock.now();
  const expiresAt = new Date(now.getTime() + authPolicy.arrivalLinkTtlMs);
  const tokens: (typeof authSecrets.$inferInsert)[] = [];
  const made = links.map(({ userId, destination }) => {
    const path = safeRedirect(destination);
    const user = byId.get(userId);
    if (!user || user.firmId !== firmId) return `${base}${path}`;
    if (!neverSignedIn(user)) {
      const url = new URL(path, `${base}/`);
      if (firm) url.searchParams.set('firm', firm.subdomainUrl);
      return `${base}${url.pathname}${url.search}${url.hash}`;
    }
    const token = newToken();
    tokens.push({
      firmId: user.firmId,
      userId: user.id,
      purpose: 'arrival_link',
      channel: user.email ? 'email' : 'none',
      address: user.email,
      choices: null,
      secretHash: hashToken(token),
      redirect: path,
      createdAt: now,
      expiresAt,
    });
    const query = firm ? `&firm=${encodeURIComponent(firm.subdomainUrl)}` : '';
    return `${base}/set-sign-in-method?token=${token}&redirect=${encodeURIComponent(path)}${query}`;
  });
  if (tokens.length) await deps.db.insert(authSecrets).values(tokens);
  return made;
}
