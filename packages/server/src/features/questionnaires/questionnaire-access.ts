import { and, eq } from 'drizzle-orm';
import {
  AppError,
  questionnaireMessages,
  readFirmPreferences,
  submitMessages,
  type Actor,
  type FirmPreferences,
  type QuestionnaireMode,
} from '@portal/domain';
import type { DbOrTx } from '../../db/client.ts';
import { questionnaires } from '../../db/schema/index.ts';
import { visibleEntity } from '../entities/index.ts';
import { findFirm } from '../firm/index.ts';

export type QuestionnaireRow = typeof questionnaires.$inferSelect;

export interface QuestionnaireScope {
  actor: Actor;
  questionnaire: QuestionnaireRow;
  company: {
    id: number;
    hashId: string;
    name: string;
    readonlyAccess: boolean;
    entityType: string;
    inactive: boolean;
    externalEntityId: string | null;
  };
  mode: QuestionnaireMode;
  /** Nothing the caller may change (spec 001 §4, §6). */
  readOnly: boolean;
  /** Staff in the preview may answer for the client (spec 001 §1): a writer, on an open questionnaire. */
  staffCanAnswer: boolean;
  preferences: FirmPreferences;
  firmName: string;
}

const notFound = () => new AppError('not_found', questionnaireMessages.notFound);

/**
 * A questionnaire the caller may see (spec 001 §6): staff of its firm and group (the firm's preview), or an
 * owner of its active entity once it is sent and not deleted. Anything else is 404, never a hint.
 */
export async function questionnaireScope(db: DbOrTx, actor: Actor, id: number): Promise<QuestionnaireScope> {
  const [q] = await db
    .select()
    .from(questionnaires)
    .where(and(eq(questionnaires.id, id), eq(questionnaires.firmId, actor.firmId)));
  if (!q) throw notFound();
  if (!actor.isAdvisor && (q.isDraft || q.deletedAt)) throw notFound();
  const { company } = await visibleEntity(db, actor, { id: q.companyId }).catch(() => {
    throw notFound();
  });
  const firm = await findFirm(db, actor.firmId);
  const mode: QuestionnaireMode = actor.isAdvisor ? 'admin-preview' : 'client';
  return {
    actor,
    questionnaire: q,
    company,
    mode,
    readOnly:
      mode !== 'client' || q.locked || q.completed || q.deletedAt !== null || actor.readonly || company.readonlyAccess,
    staffCanAnswer: mode === 'admin-preview' && !q.locked && !q.completed && q.deletedAt === null && !actor.readonly,
    preferences: readFirmPreferences(firm?.preferences),
    firmName: firm?.name ?? '',
  };
}

/**
 * Answering, signing, uploading and submitting are the client's (spec 001 §6): the firm's preview never
 * writes them, and a locked, completed or read-only questionnaire refuses every change.
 */
export function assertClientMayChange(scope: QuestionnaireScope) {
  if (scope.mode !== 'client') throw new AppError('forbidden', questionnaireMessages.readOnly);
  if (scope.questionnaire.locked) throw new AppError('forbidden', submitMessages.locked);
  if (scope.readOnly) throw new AppError('forbidden', questionnaireMessages.readOnly);
}

/**
 * Answers and special answers (spec 001 §1, §4): the client as assertClientMayChange says, or staff
 * answering for the client from the preview (not read-only staff; not a locked, completed or deleted one).
 */
export function assertMayAnswer(scope: QuestionnaireScope) {
  if (scope.mode === 'client') return assertClientMayChange(scope);
  if (scope.questionnaire.locked) throw new AppError('forbidden', submitMessages.locked);
  if (!scope.staffCanAnswer) throw new AppError('forbidden', questionnaireMessages.readOnly);
}
