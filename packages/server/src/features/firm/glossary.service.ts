import { and, asc, eq } from 'drizzle-orm';
import {
  AppError,
  assertCan,
  glossaryMessages,
  glossaryTerms,
  settingChanges,
  type Actor,
  type GlossaryEntry,
} from '@portal/domain';
import type { Db, DbOrTx } from '../../db/client.ts';
import { firmVocabs } from '../../db/schema/index.ts';
import { recordSettingsChange } from './settings-audit.ts';

const present = (r: typeof firmVocabs.$inferSelect): GlossaryEntry => ({
  id: r.id,
  key_words: r.keyWords,
  description: r.description,
  created_at: r.createdAt.toISOString(),
});

const listRows = (db: DbOrTx, firmId: number) =>
  db.select().from(firmVocabs).where(eq(firmVocabs.firmId, firmId)).orderBy(asc(firmVocabs.keyWords));

/**
 * The glossary (spec 002 §3 firm_vocabs) for anyone signed in to the firm: clients need the descriptions
 * where key words appear in their questions.
 */
export async function listGlossary(db: DbOrTx, actor: Actor) {
  return (await listRows(db, actor.firmId)).map(present);
}

/** A term names one entry only, so a question's word never has two descriptions to choose from. */
async function assertTermsFree(db: DbOrTx, actor: Actor, keyWords: string, exceptId?: number) {
  const taken = new Map<string, string>();
  for (const row of await listRows(db, actor.firmId)) {
    if (row.id === exceptId) continue;
    for (const term of glossaryTerms(row.keyWords)) taken.set(term.toLowerCase(), term);
  }
  const clash = glossaryTerms(keyWords).find((t) => taken.has(t.toLowerCase()));
  if (clash) {
    const message = glossaryMessages.termTaken(taken.get(clash.toLowerCase())!);
    throw new AppError('conflict', message, { key_words: message });
  }
}

async function findEntry(db: DbOrTx, actor: Actor, id: number) {
  const [row] = await db
    .select()
    .from(firmVocabs)
    .where(and(eq(firmVocabs.firmId, actor.firmId), eq(firmVocabs.id, id)))
    .limit(1);
  if (!row) throw new AppError('not_found', glossaryMessages.notFound);
  return row;
}

export async function createGlossaryEntry(db: Db, actor: Actor, input: { key_words: string; description: string }) {
  assertCan(actor, 'firm.settings');
  await assertTermsFree(db, actor, input.key_words);
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(firmVocabs)
      .values({ firmId: actor.firmId, keyWords: input.key_words, description: input.description })
      .returning();
    await recordSettingsChange(tx, actor, 'Glossary', settingChanges({}, input), {
      title: `Glossary entry added: ${input.key_words}`,
    });
    return present(row!);
  });
}

export async function updateGlossaryEntry(
  db: Db,
  actor: Actor,
  id: number,
  input: { key_words?: string; description?: string },
) {
  assertCan(actor, 'firm.settings');
  const before = await findEntry(db, actor, id);
  if (input.key_words !== undefined) await assertTermsFree(db, actor, input.key_words, id);
  return db.transaction(async (tx) => {
    const [row] = await tx
      .update(firmVocabs)
      .set({
        ...(input.key_words !== undefined && { keyWords: input.key_words }),
        ...(input.description !== undefined && { description: input.description }),
      })
      .where(and(eq(firmVocabs.firmId, actor.firmId), eq(firmVocabs.id, id)))
      .returning();
    await recordSettingsChange(
      tx,
      actor,
      'Glossary',
      settingChanges({ key_words: before.keyWords, description: before.description }, input),
      { title: `Glossary entry updated: ${row!.keyWords}` },
    );
    return present(row!);
  });
}

export async function deleteGlossaryEntry(db: Db, actor: Actor, id: number) {
  assertCan(actor, 'firm.settings');
  const entry = await findEntry(db, actor, id);
  await db.transaction(async (tx) => {
    await tx.delete(firmVocabs).where(and(eq(firmVocabs.firmId, actor.firmId), eq(firmVocabs.id, id)));
    await recordSettingsChange(
      tx,
      actor,
      'Glossary',
      settingChanges(
        { key_words: entry.keyWords, description: entry.description },
        { key_words: null, description: null },
      ),
      { title: `Glossary entry deleted: ${entry.keyWords}` },
    );
  });
}
