import { sql } from 'drizzle-orm';
import {
  ACTIVITY_TYPES,
  AppError,
  firmSignInAddress,
  subdomainSchema,
  type CreateFirmInput,
  type SubdomainAvailability,
} from '@portal/domain';
import type { DbOrTx } from '../../db/client.ts';
import { firms, users } from '../../db/schema/index.ts';
import { recordActivity } from '../../platform/audit/activity-log.ts';
import { SUBDOMAIN_TAKEN } from '../firm/index.ts';
import { type AuthDeps, completeSignIn, hashPassword, type Origin } from './auth.service.ts';
import { sendFirmEmailConfirmation } from './firm-email.service.ts';

/**
 * Public /create-firm: a firm with default preferences and its first partner, who is signed in. The
 * partner's email may also be someone's in another firm: each firm has its own record of a person.
 */
async function subdomainTaken(db: DbOrTx, subdomain: string) {
  const [taken] = await db
    .select({ id: firms.id })
    .from(firms)
    .where(sql`lower(${firms.subdomainUrl}) = ${subdomain}`)
    .limit(1);
  return taken !== undefined;
}

/**
 * GET /api/firms/subdomain_availability (issue 38 §6): /create-firm previews the portal's address as the subdomain is
 * typed, and says at once whether it can be had: the rule it breaks, or that another firm has it. It names no firm.
 */
export async function subdomainAvailability(
  db: DbOrTx,
  publicUrl: string,
  raw: string,
): Promise<SubdomainAvailability> {
  const parsed = subdomainSchema.safeParse(raw);
  const subdomain = parsed.success ? parsed.data : raw.trim().toLowerCase();
  const message = !parsed.success
    ? parsed.error.issues[0]!.message
    : (await subdomainTaken(db, subdomain))
      ? SUBDOMAIN_TAKEN
      : null;
  return { subdomain, is_available: message === null, message, address: firmSignInAddress(publicUrl, subdomain) };
}

export async function createFirm(deps: AuthDeps, input: CreateFirmInput, origin: Origin) {
  if (await subdomainTaken(deps.db, input.subdomain))
    throw new AppError('conflict', SUBDOMAIN_TAKEN, { subdomain: SUBDOMAIN_TAKEN });

  const passwordHash = await hashPassword(input.password);
  const partner = await deps.db.transaction(async (tx) => {
    const [firm] = await tx
      .insert(firms)
      .values({
        name: input.firm_name,
        subdomainUrl: input.subdomain,
        timeZone: input.time_zone,
        emailConfirmedAt: null,
        creatorEmail: input.email,
      })
      .returning();
    const [user] = await tx
      .insert(users)
      .values({
        firmId: firm!.id,
        fname: input.fname,
        lname: input.lname,
        email: input.email,
        timeZone: input.time_zone,
        isAdvisor: true,
        firmAccess: 'partner',
        preferredSignInMethod: 'password',
        passwordHash,
      })
      .returning();
    await recordActivity(tx, {
      firmId: firm!.id,
      typeId: ACTIVITY_TYPES.firm_settings,
      title: 'Firm created',
      description: `${input.firm_name} was created by ${input.fname} ${input.lname}`,
      actorUserId: user!.id,
      ip: origin.ip,
      userAgent: origin.userAgent,
    });
    return user!;
  });
  // The firm's mail waits until its creator confirms this address (features/firm/held-mail.ts).
  await sendFirmEmailConfirmation(deps, partner, input.firm_name).catch(() => undefined);
  return completeSignIn(deps, partner, '/', origin);
}
