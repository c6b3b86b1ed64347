import { and, eq } from 'drizzle-orm';
import {
  AppError,
  checkFieldValue,
  type CorrectFieldInput,
  type ExtractedDocument,
  type ReadField,
  type RecognisedForm,
  type Actor,
} from '@portal/domain';
import type { Db } from '../../db/client.ts';
import { extractedDocuments, type StoredField, users } from '../../db/schema/index.ts';
import { presentExtracted } from './extracted-documents.presenter.ts';
import { reviewable } from './review-access.ts';

/** The figures Connect read, as a split document stores them. */
export const storedFields = (fields: readonly ReadField[]): StoredField[] =>
  fields.map((f) => ({ key: f.key, value: f.value, confidence: f.confidence, page: f.page, box: f.box }));

const invalid = (message: string) => new AppError('validation_failed', message, { value: message });

/**
 * Staff correct one figure of a split document (issue 42 §2): the value is checked as its box holds it (an
 * amount, a code), and kept with what Connect read, who corrected it and when. The figure then counts as sure.
 */
export async function correctField(
  db: Db,
  actor: Actor,
  id: number,
  key: string,
  input: CorrectFieldInput,
  now: Date,
): Promise<ExtractedDocument> {
  const row = await reviewable(db, actor, id);
  const checked = checkFieldValue(row.parentId === null ? null : (row.form as RecognisedForm | null), key, input.value);
  if (!checked.ok) throw invalid(checked.message);
  const [who] = await db
    .select({ fname: users.fname, lname: users.lname })
    .from(users)
    .where(eq(users.id, actor.userId));
  const before = row.fields.find((f) => f.key === key);
  const corrected: StoredField = {
    key,
    value: checked.value,
    confidence: 1,
    page: before?.page ?? null,
    box: before?.box ?? null,
    read_value: before?.corrected_at ? (before.read_value ?? null) : (before?.value ?? null),
    corrected_by_id: actor.userId,
    corrected_by: who ? `${who.fname} ${who.lname}`.trim() : '',
    corrected_at: now.toISOString(),
  };
  const fields = [...row.fields.filter((f) => f.key !== key), corrected];
  const [updated] = await db
    .update(extractedDocuments)
    .set({ fields, updatedAt: now })
    .where(and(eq(extractedDocuments.id, row.id), eq(extractedDocuments.firmId, row.firmId)))
    .returning();
  return presentExtracted(updated!);
}
