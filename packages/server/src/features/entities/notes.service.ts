import { and, desc, eq } from 'drizzle-orm';
import { ACTIVITY_TYPES, AppError, assertCan, isPartner, type Actor } from '@portal/domain';
import type { Db, DbOrTx } from '../../db/client.ts';
import { companyNotes, users } from '../../db/schema/index.ts';
import { recordActivity } from '../../platform/audit/activity-log.ts';
import { visibleEntity } from './entities.service.ts';

/** Staff-only notes on an entity, newest first. */
export async function listNotes(db: DbOrTx, actor: Actor, companyId: number) {
  await visibleEntity(db, actor, { id: companyId });
  assertCan(actor, 'staff.any');
  const rows = await db
    .select({ note: companyNotes, fname: users.fname, lname: users.lname })
    .from(companyNotes)
    .leftJoin(users, eq(users.id, companyNotes.authorId))
    .where(and(eq(companyNotes.firmId, actor.firmId), eq(companyNotes.companyId, companyId)))
    .orderBy(desc(companyNotes.createdAt), desc(companyNotes.id));
  return rows.map(({ note, fname, lname }) => ({
    id: note.id,
    text: note.text,
    author_id: note.authorId,
    author_name: fname ? `${fname} ${lname}` : null,
    created_at: note.createdAt.toISOString(),
  }));
}

export async function addNote(db: Db, actor: Actor, companyId: number, text: string) {
  const { company } = await visibleEntity(db, actor, { id: companyId });
  assertCan(actor, 'staff.any');
  await db.insert(companyNotes).values({ firmId: actor.firmId, companyId, authorId: actor.userId, text });
  await recordActivity(db, {
    firmId: actor.firmId,
    typeId: ACTIVITY_TYPES.detail_change,
    title: 'Note added',
    description: company.name,
    companyId,
    actorUserId: actor.userId,
  });
  return listNotes(db, actor, companyId);
}

/** Its author or a partner may delete a note. */
export async function deleteNote(db: Db, actor: Actor, companyId: number, noteId: number) {
  await visibleEntity(db, actor, { id: companyId });
  assertCan(actor, 'staff.any');
  const [note] = await db
    .select()
    .from(companyNotes)
    .where(
      and(eq(companyNotes.firmId, actor.firmId), eq(companyNotes.companyId, companyId), eq(companyNotes.id, noteId)),
    );
  if (!note) throw new AppError('not_found', 'Note not found');
  if (note.authorId !== actor.userId && !isPartner(actor))
    throw new AppError('forbidden', 'Only its author or a partner can delete a note');
  await db.delete(companyNotes).where(and(eq(companyNotes.firmId, actor.firmId), eq(companyNotes.id, noteId)));
}
