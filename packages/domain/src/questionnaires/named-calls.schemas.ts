import { z } from 'zod';
import { recordId, recordIdParam } from '../common/ids.ts';
import { isCalendarDay } from '../common/calendar-days.ts';
import { signatureTypeSchema } from '../signatures/signatures.schemas.ts';

/**
 * The questionnaire calls of spec 001 §7 under the names and body fields the spec gives them
 * (POST /api/answer_question {questionId, answer, answerBy, isAsync}, ...). Each is served by the same
 * service as its REST path (/api/questionnaires/{id}/...); these schemas only carry the spec's names.
 */

const isoDay = z.string().refine(isCalendarDay, 'Please select a valid date');
const answerText = z.string().max(20_000).nullable();

export const answerQuestionCallSchema = z.object({
  questionId: recordId,
  answer: answerText,
  answerBy: isoDay.nullable().optional(),
  /** The browser's "save in the background" flag: the server answers the same either way. */
  isAsync: z.boolean().optional(),
});

export const saveEntriesCallSchema = z.object({
  questionnaireId: recordId,
  companyId: recordId,
  questions: z
    .array(z.object({ id: recordId, answer: answerText }))
    .min(1)
    .max(500),
});

export const addNewEntryCallSchema = z.object({ companyId: recordId, questionId: recordId });

export const removeEntryCallSchema = z.object({
  companyId: recordId,
  questionnaireQuestionId: recordId,
  entryNumber: recordId,
});

export const submitQuestionnaireCallSchema = z.object({ questionnaireId: recordId, companyId: recordId });

/** get_questionnaire (spec 001 §7): the query's companyId and questionnaireId. */
export const getQuestionnaireCallSchema = z.object({ companyId: recordIdParam, questionnaireId: recordIdParam });

/** save_section: `id` is the questionnaire, `setId` the section (a set of questions). */
export const saveSectionCallSchema = z.object({
  companyId: recordId,
  id: recordId,
  setId: recordId,
  markedCompleted: z.boolean().optional(),
});

export const signAgreementCallSchema = z.object({
  questionnaireId: recordId,
  companyId: recordId,
  signatureId: recordId,
  signature: z.string().min(1).max(400_000),
  /** Not in the spec's list: a drawn signature is a PNG data URL, anything else is typed. */
  signatureType: signatureTypeSchema.optional(),
  clientTime: z.string().max(100).optional(),
});

export const addCommentCallSchema = z.object({
  questionId: recordId,
  text: z.string().max(5000),
  /** The author is always the signed-in user; a different userId is refused. */
  userId: recordId.optional(),
  companyId: recordId,
});

export const toggleCommentRemovalCallSchema = z.object({
  noteId: recordId,
  companyId: recordId,
  questionId: recordId,
});

export const checkoutCallSchema = z.object({ questionnaireId: recordId, companyId: recordId.optional() });

export const verifyCheckoutCallSchema = z.object({
  questionnaireId: recordId,
  companyId: recordId.optional(),
  session_id: z.string().min(1).max(300),
});
