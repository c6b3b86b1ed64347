import { z } from 'zod';
import { recordId } from '../common/ids.ts';

/**
 * The firm's actions on one client's questionnaire from its preview (spec 001 §2 dialogs send sign-in
 * links and restore document, §6 advisors, §7 Sign-in links and Entity users, §8 texts). Shared by the
 * preview's dialogs and the server.
 */
export const previewActionMessages = {
  signInLinksSent: 'Sign in link(s) sent successfully',
  entityUsersFailed: 'Error fetching entity users',
  documentsRestored: 'Documents restored successfully',
  restoreDocumentsFailed: 'Failed to restore documents',
  // Ours: the spec names these rules, not their texts.
  chooseUsers: 'Please select at least one user',
  chooseDocuments: 'Please select at least one document',
  userNotFound: 'User not found',
  noEmail: 'No email',
  documentNotFound: 'Document not found',
  signInLinksNote:
    'Each person chosen gets an email with a link that resets how they sign in and opens this questionnaire. The link works once, for 7 days.',
  noDeletedDocuments: 'No removed documents',
} as const;

/** Sign-in links (spec 001 §7): `userIds`, the entity's clients to email. */
export const sendSignInLinksSchema = z.object({
  userIds: z.array(recordId).min(1, previewActionMessages.chooseUsers).max(100),
});
export type SendSignInLinksInput = z.infer<typeof sendSignInLinksSchema>;

/** Entity user (spec 001 §3): a client of the questionnaire's entity; `email` null when it has no mailbox. */
export const entityUserSchema = z.object({
  id: z.number().int(),
  full_name: z.string(),
  email: z.string().nullable(),
  is_taxpayer: z.boolean(),
  is_spouse: z.boolean(),
});
export type EntityUser = z.infer<typeof entityUserSchema>;

/** Restore document (spec 001 §2): documents removed from the questionnaire's questions, by id. */
export const restoreDocumentsSchema = z.object({
  document_ids: z.array(recordId).min(1, previewActionMessages.chooseDocuments).max(500),
});
export type RestoreDocumentsInput = z.infer<typeof restoreDocumentsSchema>;

/** A document removed from a question of the questionnaire, restorable. */
export const removedDocumentSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  question_id: z.number().int().nullable(),
  question_text: z.string().nullable(),
  deleted_at: z.string(),
});
export type RemovedDocument = z.infer<typeof removedDocumentSchema>;
