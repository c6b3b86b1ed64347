import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import {
  AppError,
  assertCan,
  BUILT_IN_ENTITY_TYPES,
  catalogueMessages,
  settingChanges,
  type Actor,
  type EntityTypeUsage,
} from '@portal/domain';
import type { Db, DbOrTx } from '../../db/client.ts';
import { companies, entityTypes } from '../../db/schema/index.ts';
import { recordSettingsChange } from '../firm/index.ts';

/** The create dialog's option for a new type (spec 000 §3): a type of that name would read as the option. */
const RESERVED_NAME = 'new custom entity';

/** Live entities per entity type name, compared without case. */
async function entityCounts(db: DbOrTx, firmId: number, name?: string) {
  const key = sql<string>`lower(${companies.entityType})`;
  const rows = await db
    .select({ key, n: sql<number>`count(*)::int` })
    .from(companies)
    .where(
      and(
        eq(companies.firmId, firmId),
        isNull(companies.deletedAt),
        name === undefined ? undefined : sql`${key} = ${name.toLowerCase()}`,
      ),
    )
    .groupBy(key);
  return new Map(rows.map((r) => [r.key, r.n]));
}

/** Firm settings → Entity types: the built-in ones, then the firm's own, each with how many entities use it. */
export async function entityTypesUsage(db: DbOrTx, actor: Actor): Promise<EntityTypeUsage[]> {
  assertCan(actor, 'firm.settings');
  const [custom, counts] = await Promise.all([
    db.select().from(entityTypes).where(eq(entityTypes.firmId, actor.firmId)).orderBy(asc(entityTypes.name)),
    entityCounts(db, actor.firmId),
  ]);
  return [
    ...BUILT_IN_ENTITY_TYPES.map((name) => ({
      id: null,
      name,
      built_in: true,
      individuals_allowed: true,
      entity_count: counts.get(name.toLowerCase()) ?? 0,
    })),
    ...custom.map((t) => ({
      id: t.id,
      name: t.name,
      built_in: false,
      individuals_allowed: t.individualsAllowed,
      entity_count: counts.get(t.name.toLowerCase()) ?? 0,
    })),
  ];
}

export async function createEntityType(
  db: Db,
  actor: Actor,
  input: { name: string; individuals_allowed: boolean },
): Promise<EntityTypeUsage> {
  assertCan(actor, 'firm.settings');
  const builtIn = BUILT_IN_ENTITY_TYPES.find((b) => b.toLowerCase() === input.name.toLowerCase());
  if (builtIn) throw nameError('validation_failed', catalogueMessages.entityTypeBuiltIn(builtIn));
  if (input.name.toLowerCase() === RESERVED_NAME) {
    throw nameError('validation_failed', catalogueMessages.entityTypeReserved);
  }
  const [taken] = await db
    .select({ id: entityTypes.id })
    .from(entityTypes)
    .where(and(eq(entityTypes.firmId, actor.firmId), sql`lower(${entityTypes.name}) = ${input.name.toLowerCase()}`))
    .limit(1);
  if (taken) throw nameError('conflict', catalogueMessages.entityTypeTaken);
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(entityTypes)
      .values({ firmId: actor.firmId, name: input.name, individualsAllowed: input.individuals_allowed })
      .returning();
    await recordSettingsChange(
      tx,
      actor,
      'Entity types',
      settingChanges({}, { name: input.name, individuals_allowed: input.individuals_allowed }),
      { title: `Entity type created: ${input.name}` },
    );
    const used = (await entityCounts(tx, actor.firmId, input.name)).get(input.name.toLowerCase()) ?? 0;
    return {
      id: row!.id,
      name: row!.name,
      built_in: false,
      individuals_allowed: row!.individualsAllowed,
      entity_count: used,
    };
  });
}

/**
 * Only the firm's own types have ids, so built-ins can never be deleted. A type still in use is kept, so
 * no entity is left with a type the firm no longer offers.
 */
export async function deleteEntityType(db: Db, actor: Actor, id: number) {
  assertCan(actor, 'firm.settings');
  await db.transaction(async (tx) => {
    const [type] = await tx
      .select()
      .from(entityTypes)
      .where(and(eq(entityTypes.firmId, actor.firmId), eq(entityTypes.id, id)))
      .limit(1);
    if (!type) throw new AppError('not_found', catalogueMessages.entityTypeNotFound);
    const used = (await entityCounts(tx, actor.firmId, type.name)).get(type.name.toLowerCase()) ?? 0;
    if (used > 0) throw new AppError('validation_failed', catalogueMessages.entityTypeInUse(used));
    await tx.delete(entityTypes).where(and(eq(entityTypes.firmId, actor.firmId), eq(entityTypes.id, id)));
    await recordSettingsChange(tx, actor, 'Entity types', settingChanges({ name: type.name }, { name: null }), {
      title: `Entity type deleted: ${type.name}`,
    });
  });
}

const nameError = (code: 'validation_failed' | 'conflict', message: string) =>
  new AppError(code, message, { name: message });
