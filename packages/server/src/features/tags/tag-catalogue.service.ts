import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import {
  AppError,
  assertCan,
  catalogueMessages,
  settingChanges,
  type Actor,
  type CatalogueTagKind,
  type TagUsage,
} from '@portal/domain';
import type { Db, DbOrTx } from '../../db/client.ts';
import { companies, users } from '../../db/schema/index.ts';
import { recordSettingsChange } from '../firm/index.ts';
import { tagKinds } from './tags.repo.ts';

const label = (kind: CatalogueTagKind) => (kind === 'entity' ? 'Entity tag' : 'Contact tag');

/** Each tag of a kind with the number of live records (entities, or users) carrying it. */
async function usageOf(db: DbOrTx, kind: CatalogueTagKind, firmId: number, tagId?: number): Promise<TagUsage[]> {
  const { tags, links, subject } = tagKinds[kind];
  const records = kind === 'entity' ? companies : users;
  const live = and(eq(links.tagId, tags.id), eq(subject, records.id), isNull(records.deletedAt));
  return db
    .select({
      id: tags.id,
      name: tags.name,
      count: sql<number>`(select count(*)::int from ${links} inner join ${records} on ${live})`,
    })
    .from(tags)
    .where(and(eq(tags.firmId, firmId), tagId === undefined ? undefined : eq(tags.id, tagId)))
    .orderBy(asc(tags.name));
}

/** Firm settings → Tags: the entity and contact vocabularies with their use. */
export async function tagsUsage(db: DbOrTx, actor: Actor) {
  assertCan(actor, 'firm.settings');
  const [entity_tags, contact_tags] = await Promise.all([
    usageOf(db, 'entity', actor.firmId),
    usageOf(db, 'contact', actor.firmId),
  ]);
  return { entity_tags, contact_tags };
}

async function findTag(db: DbOrTx, actor: Actor, kind: CatalogueTagKind, id: number) {
  const [tag] = await usageOf(db, kind, actor.firmId, id);
  if (!tag) throw new AppError('not_found', catalogueMessages.tagNotFound);
  return tag;
}

/** Renaming changes the name on every record that carries the tag (they hold its id). */
export async function renameTag(db: Db, actor: Actor, kind: CatalogueTagKind, id: number, name: string) {
  assertCan(actor, 'firm.settings');
  const tag = await findTag(db, actor, kind, id);
  const { tags } = tagKinds[kind];
  const [taken] = await db
    .select({ id: tags.id })
    .from(tags)
    .where(and(eq(tags.firmId, actor.firmId), sql`lower(${tags.name}) = ${name.toLowerCase()}`))
    .limit(1);
  if (taken && taken.id !== id) {
    throw new AppError('conflict', catalogueMessages.tagNameTaken, { name: catalogueMessages.tagNameTaken });
  }
  return db.transaction(async (tx) => {
    await tx
      .update(tags)
      .set({ name })
      .where(and(eq(tags.firmId, actor.firmId), eq(tags.id, id)));
    await recordSettingsChange(tx, actor, 'Tags', settingChanges({ name: tag.name }, { name }), {
      title: `${label(kind)} renamed: ${tag.name} → ${name}`,
    });
    return { id, name, count: tag.count };
  });
}

/** Deleting a tag takes it off every record (the link rows cascade). */
export async function deleteTag(db: Db, actor: Actor, kind: CatalogueTagKind, id: number) {
  assertCan(actor, 'firm.settings');
  const tag = await findTag(db, actor, kind, id);
  const { tags } = tagKinds[kind];
  await db.transaction(async (tx) => {
    await tx.delete(tags).where(and(eq(tags.firmId, actor.firmId), eq(tags.id, id)));
    await recordSettingsChange(tx, actor, 'Tags', settingChanges({ name: tag.name }, { name: null }), {
      title: `${label(kind)} deleted: ${tag.name} (removed from ${tag.count} record${tag.count === 1 ? '' : 's'})`,
    });
  });
}
