import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../db/client.ts';
import { questionnaires } from '../db/schema/index.ts';
import { createQuestionnaire } from '../features/questionnaires/index.ts';

/** A questionnaire's columns, for tests that put one in the state they need. */
type Patch = Partial<typeof questionnaires.$inferInsert>;

/** A small questionnaire (one question section, one checklist upload), then set to the state under test. */
export async function makeQuestionnaire(
  db: DbOrTx,
  firmId: number,
  companyId: number,
  opts: { name?: string; taxYear?: number; dueDate?: string | null; isDraft?: boolean } = {},
  patch: Patch = {},
) {
  const id = await createQuestionnaire(db, {
    firmId,
    companyId,
    name: opts.name ?? 'Tax Organizer',
    taxYear: opts.taxYear ?? 2025,
    dueDate: opts.dueDate === undefined ? '2026-04-15' : opts.dueDate,
    isDraft: opts.isDraft,
    sentAt: opts.isDraft ? null : new Date('2026-02-01T12:00:00Z'),
    sections: [
      { name: 'General Information', type: 3, key: 'questionnaire', questions: [{ text: 'Occupation', type: 'text' }] },
      { name: 'Documents', type: 10, key: 'document_checklist', questions: [{ text: 'W-2', type: 'upload' }] },
    ],
  });
  if (Object.keys(patch).length) await db.update(questionnaires).set(patch).where(eq(questionnaires.id, id));
  return id;
}
