import { and, asc, desc, eq, inArray, isNull } from 'drizzle-orm';
import {
  AppError,
  rolloverMessages,
  type Actor,
  type CreatePriorYearItemInput,
  type LineItemInput,
  type PriorYearItem,
  type RolloverImportInput,
  type RolloverImportResult,
  type UpdateLineItemInput,
  type UpdatePriorYearItemInput,
} from '@portal/domain';
import type { Db, DbOrTx } from '../../db/client.ts';
import { companies, priorYearItems, priorYearLineItems, users } from '../../db/schema/index.ts';
import { visibleEntity } from '../entities/index.ts';
import { inActorGroup } from '../firm/index.ts';
import { assertStaff } from '../questionnaires/index.ts';
import { rolloverCsvRows, rolloverItemName } from './rollover-csv.ts';

type ItemRow = typeof priorYearItems.$inferSelect;
type LineRow = typeof priorYearLineItems.$inferSelect;

const notFound = () => new AppError('not_found', rolloverMessages.notFound);

const lineOut = (l: LineRow) => ({ id: l.id, category: l.category, value: l.value });
const itemOut = (i: ItemRow, lines: LineRow[]): PriorYearItem => ({
  id: i.id,
  company_id: i.companyId,
  name: i.name,
  year: i.year,
  source: i.source,
  do_not_rollover: i.doNotRollover,
  removable: i.removable,
  line_items: lines.map(lineOut),
});

/** Staff of the firm who may see the entity (a group-limited user only their group's); else 403/404. */
async function staffEntity(db: DbOrTx, actor: Actor, companyId: number) {
  assertStaff(actor);
  return visibleEntity(db, actor, { id: companyId });
}

/** The caller's item: another firm's, or one of an entity they cannot see, is 404. */
async function ownItem(db: DbOrTx, actor: Actor, id: number): Promise<ItemRow> {
  assertStaff(actor);
  const [item] = await db
    .select()
    .from(priorYearItems)
    .where(and(eq(priorYearItems.firmId, actor.firmId), eq(priorYearItems.id, id)));
  if (!item) throw notFound();
  await visibleEntity(db, actor, { id: item.companyId }).catch(() => {
    throw notFound();
  });
  return item;
}

async function ownLineItem(db: DbOrTx, actor: Actor, id: number) {
  assertStaff(actor);
  const [line] = await db
    .select({ line: priorYearLineItems })
    .from(priorYearLineItems)
    .innerJoin(priorYearItems, eq(priorYearItems.id, priorYearLineItems.priorYearItemId))
    .where(and(eq(priorYearItems.firmId, actor.firmId), eq(priorYearLineItems.id, id)));
  if (!line) throw notFound();
  await ownItem(db, actor, line.line.priorYearItemId);
  return line.line;
}

async function linesOf(db: DbOrTx, itemIds: number[]) {
  if (!itemIds.length) return [];
  return db
    .select()
    .from(priorYearLineItems)
    .where(inArray(priorYearLineItems.priorYearItemId, itemIds))
    .orderBy(asc(priorYearLineItems.id));
}

/** One import is one transaction; a larger list goes in several files. */
const MAX_IMPORT_ROWS = 20_000;

export async function listPriorYearItems(db: DbOrTx, actor: Actor, companyId: number) {
  await staffEntity(db, actor, companyId);
  const items = await db
    .select()
    .from(priorYearItems)
    .where(and(eq(priorYearItems.firmId, actor.firmId), eq(priorYearItems.companyId, companyId)))
    .orderBy(desc(priorYearItems.year), asc(priorYearItems.name), asc(priorYearItems.id));
  const lines = await linesOf(
    db,
    items.map((i) => i.id),
  );
  return {
    items: items.map((i) =>
      itemOut(
        i,
        lines.filter((l) => l.priorYearItemId === i.id),
      ),
    ),
  };
}

export async function createPriorYearItem(db: DbOrTx, actor: Actor, input: CreatePriorYearItemInput) {
  await staffEntity(db, actor, input.company_id);
  const [item] = await db
    .insert(priorYearItems)
    .values({ firmId: actor.firmId, companyId: input.company_id, name: input.name, year: input.year, source: 'manual' })
    .returning();
  return { message: rolloverMessages.added, item: itemOut(item!, []) };
}

export async function updatePriorYearItem(db: DbOrTx, actor: Actor, id: number, input: UpdatePriorYearItemInput) {
  const item = await ownItem(db, actor, id);
  const [updated] = await db
    .update(priorYearItems)
    .set({ name: input.name, year: input.year, doNotRollover: input.do_not_rollover })
    .where(eq(priorYearItems.id, item.id))
    .returning();
  return { message: rolloverMessages.updated, item: itemOut(updated!, await linesOf(db, [item.id])) };
}

export async function deletePriorYearItem(db: DbOrTx, actor: Actor, id: number) {
  const item = await ownItem(db, actor, id);
  if (!item.removable) throw new AppError('conflict', rolloverMessages.notRemovable);
  await db.delete(priorYearItems).where(eq(priorYearItems.id, item.id));
  return { message: rolloverMessages.deleted };
}

export async function addLineItem(db: DbOrTx, actor: Actor, itemId: number, input: LineItemInput) {
  const item = await ownItem(db, actor, itemId);
  const [line] = await db
    .insert(priorYearLineItems)
    .values({ priorYearItemId: item.id, category: input.category, value: input.value ?? '' })
    .returning();
  return { message: rolloverMessages.updated, line_item: lineOut(line!) };
}

export async function updateLineItem(db: DbOrTx, actor: Actor, id: number, input: UpdateLineItemInput) {
  const line = await ownLineItem(db, actor, id);
  const [updated] = await db
    .update(priorYearLineItems)
    .set({ category: input.category, value: input.value })
    .where(eq(priorYearLineItems.id, line.id))
    .returning();
  return { message: rolloverMessages.updated, line_item: lineOut(updated!) };
}

export async function deleteLineItem(db: DbOrTx, actor: Actor, id: number) {
  const line = await ownLineItem(db, actor, id);
  await db.delete(priorYearLineItems).where(eq(priorYearLineItems.id, line.id));
  return { message: rolloverMessages.updated };
}

/**
 * The rollover CSV import (spec 002 §5): each row becomes an item of the chosen year on the entity
 * it names, matched by external entity id first, else by exact name (case-insensitive). Rows that
 * match nothing, or more than one entity, are reported and skipped; the rest are created together.
 */
export async function importRolloverCsv(
  db: Db,
  actor: Actor,
  input: RolloverImportInput,
): Promise<RolloverImportResult> {
  assertStaff(actor);
  const rows = rolloverCsvRows(input.csv);
  if (rows.length > MAX_IMPORT_ROWS)
    throw new AppError(
      'validation_failed',
      `A rollover CSV can have at most ${MAX_IMPORT_ROWS.toLocaleString('en-US')} rows`,
    );
  const entities = (
    await db
      .select({ id: companies.id, name: companies.name, ext: companies.externalEntityId, groupId: users.groupId })
      .from(companies)
      .leftJoin(users, eq(users.id, companies.userId))
      .where(and(eq(companies.firmId, actor.firmId), isNull(companies.deletedAt)))
  ).filter((e) => inActorGroup(actor, e.groupId));
  const byExt = new Map<string, number[]>();
  const byName = new Map<string, number[]>();
  const push = (m: Map<string, number[]>, k: string, id: number) => m.set(k, [...(m.get(k) ?? []), id]);
  for (const e of entities) {
    if (e.ext?.trim()) push(byExt, e.ext.trim(), e.id);
    push(byName, e.name.trim().toLowerCase(), e.id);
  }
  const skipped: RolloverImportResult['skipped'] = [];
  const values: (typeof priorYearItems.$inferInsert)[] = [];
  for (const r of rows) {
    if (!r.formName) {
      skipped.push({ row: r.row, reason: 'Missing form name' });
      continue;
    }
    const ids = (r.externalEntityId && byExt.get(r.externalEntityId)) || byName.get(r.clientName.toLowerCase()) || [];
    if (ids.length !== 1) {
      skipped.push({ row: r.row, reason: ids.length ? 'More than one entity matches' : 'No entity matches' });
      continue;
    }
    values.push({
      firmId: actor.firmId,
      companyId: ids[0]!,
      name: rolloverItemName(r).slice(0, 200),
      year: input.year,
      source: 'csv',
      doNotRollover: r.doNotRollover,
    });
  }
  await db.transaction(async (tx) => {
    for (let i = 0; i < values.length; i += 1000) await tx.insert(priorYearItems).values(values.slice(i, i + 1000));
  });
  return { message: rolloverMessages.imported, created: values.length, skipped };
}
