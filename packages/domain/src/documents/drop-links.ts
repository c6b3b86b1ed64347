import { z } from 'zod';
import { recordId } from '../common/ids.ts';
import { specAlias } from '../common/spec-alias.ts';
import { phoneSchema } from '../auth/auth-fields.schemas.ts';

/** Drop link texts (spec 002 §5, §8), verbatim where the spec gives them. */
export const dropLinkMessages = {
  nameExists: 'A drop link with this name already exists',
  deleteUploadConfirm: 'Are you sure you want to delete this upload?',
  loginRequired: 'You must be logged in to fetch, delete or download uploads',
  created: 'Drop link created successfully',
  updated: 'Drop link updated successfully',
  deleted: 'Drop link deleted successfully',
  uploadDeleted: 'Upload deleted',
  markedSeen: 'Upload marked as seen',
  uploadSuccessful: 'Upload successful',
  // Ours: the spec names these rules, not their texts.
  nameRequired: 'Please enter a name',
  usersRequired: 'Choose at least one firm user to notify',
  visitorNameRequired: 'Please enter your first and last name',
  visitorEmailInvalid: 'Please enter a valid email address',
  filesRequired: 'Please choose at least one file',
  notFound: 'This drop link is no longer available. Please ask the firm for a new one.',
  disabled: 'Drop links are turned off for this firm',
} as const;

/** Create or edit a drop link (spec 002 §5): a name and at least one notified firm user. */
export const dropLinkInputSchema = z.object({
  name: z.string().trim().min(1, dropLinkMessages.nameRequired).max(120),
  hideSignInButton: z.boolean().default(false),
  subscribedUserIds: z.array(recordId).min(1, dropLinkMessages.usersRequired).max(200),
  customInstruction: z
    .string()
    .trim()
    .max(2000)
    .nullable()
    .optional()
    .transform((v) => v || null),
});
export type DropLinkInput = z.infer<typeof dropLinkInputSchema>;

/** What a visitor leaves with their files on the public drop link page (multipart fields). */
export const dropLinkVisitorSchema = z.object({
  first_name: z.string().trim().min(1, dropLinkMessages.visitorNameRequired).max(100),
  last_name: z.string().trim().min(1, dropLinkMessages.visitorNameRequired).max(100),
  email: z.string().trim().toLowerCase().email(dropLinkMessages.visitorEmailInvalid).max(254),
  phone_number: z
    .string()
    .optional()
    .transform((v) => (v && v.trim() ? v : undefined))
    .pipe(phoneSchema.optional()),
  description: z.string().trim().max(2000).optional(),
});
export type DropLinkVisitor = z.infer<typeof dropLinkVisitorSchema>;

export const dropLinkSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  token: z.string(),
  custom_instruction: z.string().nullable(),
  hide_sign_in_button: z.boolean(),
  subscribed_user_ids: z.array(z.number().int()),
  /** Firm users with an upload of this link they have not opened (spec 002 §3). */
  unseen_user_ids: z.array(z.number().int()),
  /** How many uploads of this link each of them has not opened, by user id. */
  unseen_user_ids_mapped: z.record(z.string(), z.number().int()),
  unseen_count: specAlias(z.number().int(), 'unseen_user_ids_mapped', "the caller's own count in it"),
  upload_count: z.number().int(),
  created_at: z.string(),
});
export type DropLink = z.infer<typeof dropLinkSchema>;

export const dropLinkUploadSchema = z.object({
  id: z.number().int(),
  drop_link_id: z.number().int(),
  description: z.string().nullable(),
  first_name: z.string(),
  last_name: z.string(),
  email: z.string(),
  phone_number: z.string().nullable(),
  uploaded_at: z.string(),
  /** Firm users who have not opened this upload (spec 002 §3). */
  unseen_user_ids: z.array(z.number().int()),
  seen: specAlias(z.boolean(), 'unseen_user_ids', 'whether the caller is not in it'),
  files: z.array(z.object({ id: z.number().int(), name: z.string(), size: z.number().int() })),
});
export type DropLinkUpload = z.infer<typeof dropLinkUploadSchema>;

/** The public page's view of a drop link: nothing about the firm beyond its name. */
export const publicDropLinkSchema = z.object({
  firm_name: z.string(),
  name: z.string(),
  custom_instruction: z.string().nullable(),
  hide_sign_in_button: z.boolean(),
});
