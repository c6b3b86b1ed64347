import { and, eq, inArray, isNull } from 'drizzle-orm';
import { ACTIVITY_TYPES, AppError, assertCan, type Actor, type Tag } from '@portal/domain';
import type { Db, DbOrTx } from '../../db/client.ts';
import { companies, users } from '../../db/schema/index.ts';
import { recordActivity } from '../../platform/audit/activity-log.ts';
import { inActorGroup } from '../firm/index.ts';
import { addTags, ensureTags, findTags, listTags, removeTags, tagsOf, type TagKind } from './tags.repo.ts';

/**
 * Every id must be a live record of the caller's firm (and group, for a group-limited user): one
 * stranger in the selection makes the whole call 404, so nothing is half applied.
 */
async function assertSubjects(db: DbOrTx, actor: Actor, kind: TagKind, ids: number[]) {
  const unique = [...new Set(ids)];
  const rows =
    kind === 'contact'
      ? await db
          .select({ id: users.id, groupId: users.groupId })
          .from(users)
          .where(
            and(
              eq(users.firmId, actor.firmId),
              inArray(users.id, unique),
              eq(users.isAdvisor, false),
              isNull(users.deletedAt),
            ),
          )
      : await db
          .select({ id: companies.id, groupId: users.groupId })
          .from(companies)
          .leftJoin(users, eq(users.id, companies.userId))
          .where(and(eq(companies.firmId, actor.firmId), inArray(companies.id, unique), isNull(companies.deletedAt)));
  if (rows.length !== unique.length || rows.some((r) => !inActorGroup(actor, r.groupId))) {
    throw new AppError('not_found', kind === 'contact' ? 'User not found' : 'Entity not found');
  }
  return unique;
}

export async function firmTags(db: DbOrTx, actor: Actor) {
  assertCan(actor, 'staff.any');
  const [contact_tags, entity_tags, document_tags] = await Promise.all([
    listTags(db, 'contact', actor.firmId),
    listTags(db, 'entity', actor.firmId),
    listTags(db, 'document', actor.firmId),
  ]);
  return { contact_tags, entity_tags, document_tags };
}

/** One record's exact set of tags (the per-record dialog). */
export async function setTags(db: Db, actor: Actor, kind: TagKind, subjectId: number, names: string[]) {
  assertCan(actor, 'staff.any');
  await assertSubjects(db, actor, kind, [subjectId]);
  return db.transaction(async (tx) => {
    const tags = await ensureTags(tx, kind, actor.firmId, names);
    await removeTags(tx, kind, actor.firmId, [subjectId], 'all');
    await addTags(
      tx,
      kind,
      actor.firmId,
      [subjectId],
      tags.map((t) => t.id),
    );
    return { updated: 1, tags: (await tagsOf(tx, kind, actor.firmId, [subjectId])).get(subjectId) ?? [] };
  });
}

/** The bulk dialog: add a set, or remove a set, or remove every tag, on many records at once. */
export async function bulkTags(
  db: Db,
  actor: Actor,
  kind: TagKind,
  input: { ids: number[]; names: string[]; remove: boolean; removeAll: boolean },
) {
  assertCan(actor, 'staff.any');
  const ids = await assertSubjects(db, actor, kind, input.ids);
  return db.transaction(async (tx) => {
    let tags: Tag[];
    if (input.removeAll) {
      await removeTags(tx, kind, actor.firmId, ids, 'all');
      tags = [];
    } else if (input.remove) {
      tags = await findTags(tx, kind, actor.firmId, input.names);
      await removeTags(
        tx,
        kind,
        actor.firmId,
        ids,
        tags.map((t) => t.id),
      );
    } else {
      tags = await ensureTags(tx, kind, actor.firmId, input.names);
      await addTags(
        tx,
        kind,
        actor.firmId,
        ids,
        tags.map((t) => t.id),
      );
    }
    await recordActivity(tx, {
      firmId: actor.firmId,
      typeId: ACTIVITY_TYPES.detail_change,
      title: `${kind === 'contact' ? 'User' : 'Entity'} tags ${input.removeAll ? 'cleared' : input.remove ? 'removed' : 'added'}`,
      description: `${ids.length} record(s): ${input.removeAll ? 'all tags' : tags.map((t) => t.name).join(', ')}`,
      actorUserId: actor.userId,
    });
    return { updated: ids.length, tags };
  });
}
