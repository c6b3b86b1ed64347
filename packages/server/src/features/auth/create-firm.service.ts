import { sql } from 'drizzle-orm';
import { ACTIVITY_TYPES, AppError, type CreateFirmInput } from '@portal/domain';
import { firms, users } from '../../db/schema/index.ts';
import { recordActivity } from '../../platform/audit/activity-log.ts';
import { SUBDOMAIN_TAKEN } from '../firm/index.ts';
import { type AuthDeps, completeSignIn, hashPassword, type Origin } from './auth.service.ts';
import { sendFirmEmailConfirmation } from './firm-email.service.ts';

/**
 * Public /create-firm: a firm with default preferences and its first partner, who is signed in. The
 * partner's email may also be someone's in another firm: each firm has its own record of a person.
 */
export async function createFirm(deps: AuthDeps, input: CreateFirmInput, origin: Origin) {
  const [taken] = await deps.db
    .select({ id: firms.id })
    .from(firms)
    .where(sql`lower(${firms.subdomainUrl}) = ${input.subdomain}`)
    .limit(1);
  if (taken) throw new AppError('conflict', SUBDOMAIN_TAKEN, { subdomain: SUBDOMAIN_TAKEN });

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
