import { z } from 'zod';
import { recordId } from '../common/ids.ts';

/**
 * The firm's edits to a client's questionnaire from its preview (spec 001 §2 dialogs Delete Question and
 * the engagement letter, §7 delete_question, §8 texts). Shared by the preview's dialogs and the server.
 */
export const questionAdminMessages = {
  questionDeleted: 'Question deleted successfully',
  engagementLetterUpdated: 'Engagement letter updated',
  // Ours: the spec names these rules, not their texts.
  confirmDeleteQuestion: 'Delete this question from the client’s questionnaire? Its answer and notes are removed.',
  letterRequired: 'Please enter the engagement letter',
  notALetter: 'This section is not an engagement letter',
  letterSigned: 'This engagement letter has been signed. Remove the signatures before changing it.',
} as const;

/** delete_question {questionId, companyId}: the spec's named call. */
export const deleteQuestionCallSchema = z.object({ questionId: recordId, companyId: recordId.optional() });

/** The engagement letter's text (sanitized HTML, as the section's instruction). */
export const engagementLetterSchema = z.object({
  instruction: z.string().trim().min(1, questionAdminMessages.letterRequired).max(100_000),
});
export type EngagementLetterInput = z.infer<typeof engagementLetterSchema>;
