import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import {
  ACTIVITY_TYPES,
  AppError,
  DEFAULT_TIME_ZONE,
  assertCan,
  entityMessages,
  temporaryEmail,
  userPreferencesSchema,
  type Actor,
} from '@portal/domain';
import type { Db, DbOrTx } from '../../db/client.ts';
import { companies, companyOwners, users } from '../../db/schema/index.ts';
import { recordActivity } from '../../platform/audit/activity-log.ts';
import { findFirmUserByEmail } from '../auth/index.ts';
import { visibleEntity } from './entities.service.ts';

type SpouseRow = { id: number; uid: string; fname: string; lname: string; email: string | null; preferences: unknown };
const present = (s: SpouseRow | undefined) =>
  s
    ? {
        id: s.id,
        uid: s.uid,
        full_name: `${s.fname} ${s.lname}`,
        email: userPreferencesSchema.parse(s.preferences ?? {}).has_temp_email ? null : s.email,
      }
    : null;

async function spouseOf(db: DbOrTx, firmId: number, spouseUserId: number | null) {
  if (spouseUserId === null) return undefined;
  const [row] = await db
    .select({
      id: users.id,
      uid: users.uid,
      fname: users.fname,
      lname: users.lname,
      email: users.email,
      preferences: users.preferences,
    })
    .from(users)
    .where(and(eq(users.firmId, firmId), eq(users.id, spouseUserId)));
  return row;
}

/** GET /companies/{id}/spouse (spec 000 §7): the primary contact's spouse on this entity, or null. */
export async function entitySpouse(db: Db, actor: Actor, companyId: number) {
  const { company } = await visibleEntity(db, actor, { id: companyId });
  return { spouse: present(await spouseOf(db, actor.firmId, company.spouseUserId)) };
}

/**
 * POST /companies/{id}/spouse (spec 000 §5, §7 "spouse create"): a spouse for an existing entity, made as
 * Create User makes one (a temporary email when none is given) and added to its owners. One spouse each.
 */
export async function addSpouse(
  db: Db,
  actor: Actor,
  companyId: number,
  input: { fname: string; lname: string; email: string | null },
) {
  assertCan(actor, 'staff.any');
  const { company } = await visibleEntity(db, actor, { id: companyId });
  if (company.spouseUserId !== null) throw new AppError('conflict', 'This entity already has a spouse');
  if (input.email && (await findFirmUserByEmail(db, actor.firmId, input.email)))
    throw new AppError('conflict', entityMessages.emailExists, { email: entityMessages.emailExists });
  const [contact] = company.userId
    ? await db
        .select({ timeZone: users.timeZone, groupId: users.groupId, assignedAdvisorId: users.assignedAdvisorId })
        .from(users)
        .where(and(eq(users.firmId, actor.firmId), eq(users.id, company.userId)))
    : [];
  return db.transaction(async (tx) => {
    const uid = randomUUID();
    const [spouse] = await tx
      .insert(users)
      .values({
        uid,
        firmId: actor.firmId,
        fname: input.fname,
        lname: input.lname,
        email: input.email ?? temporaryEmail(uid),
        timeZone: contact?.timeZone ?? DEFAULT_TIME_ZONE,
        groupId: contact?.groupId ?? null,
        assignedAdvisorId: contact?.assignedAdvisorId ?? null,
        mustSetPassword: true,
        defaultCompanyId: company.id,
        preferences: { has_temp_email: !input.email },
      })
      .returning();
    await tx.insert(companyOwners).values({ firmId: actor.firmId, companyId: company.id, userId: spouse!.id });
    await tx
      .update(companies)
      .set({ spouseUserId: spouse!.id, updatedAt: new Date() })
      .where(and(eq(companies.firmId, actor.firmId), eq(companies.id, company.id)));
    await recordActivity(tx, {
      firmId: actor.firmId,
      typeId: ACTIVITY_TYPES.detail_change,
      title: 'Spouse added',
      description: `${input.fname} ${input.lname} on ${company.name}`,
      companyId: company.id,
      actorUserId: actor.userId,
      subjectUserId: spouse!.id,
    });
    return { spouse: present(spouse) };
  });
}
