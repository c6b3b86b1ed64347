import { z } from 'zod';
import { recordId } from '../common/ids.ts';
import { isAdmin, isPartner, type Actor } from '../common/permissions.ts';

/**
 * The firm's review actions on one questionnaire (spec 001 §2 dialogs, §4 Signatures and Lock, §5, §7):
 * requesting additional (open) items, requesting and removing signatures, and the firm's custom statuses
 * with the status-change notification.
 */

const dbId = recordId;

export const firmActionMessages = {
  additionalItemsRequested: 'Additional items requested',
  openItemSent: 'Open item sent',
  signatureRemoved: 'Signature request removed',
  signatureRequestFailed: 'Error requesting signature',
  entityUsersFailed: 'Error fetching entity users',
  notificationsUpdated: 'Notifications successfully updated',
  locked: 'Questionnaire is locked',
  statusLacksClientText: 'This status has no client display status or instruction',
  // Ours: the spec names these rules, not their texts.
  signatureRequested: 'Signature requested',
  itemTextRequired: 'Please enter the item',
  itemsRequired: 'Please add at least one item',
  itemSection: 'Choose a question section of this questionnaire',
  unsignFirst: 'Unsign it first',
  signerNotOwner: 'The signer must be an active owner of the entity',
  sectionNotAgreement: 'Please choose an engagement letter section',
  alreadyRequested: 'This person already has a signature request in this section',
  signatureNotFound: 'Signature not found',
  subjectRequired: 'Please enter a subject',
  messageRequired: 'Please enter a message',
  smsRequired: 'Please enter an SMS message',
  noStatus: 'This questionnaire has no status to notify about',
  statusNameRequired: 'Please enter a status name',
  statusNotFound: 'Status not found',
  statusAdded: 'Status added',
  statusUpdated: 'Status updated',
  statusDeleted: 'Status deleted',
  statusSet: 'Status updated',
  confirmRemoveSignature: 'Remove this signature request? The signer will no longer be asked to sign.',
  confirmDeleteStatus: 'Delete this status? Questionnaires that have it will show no status.',
} as const;

export const OPEN_ITEM_TYPES = ['text', 'upload'] as const;
export const MAX_OPEN_ITEMS = 50;

export const openItemSchema = z.object({
  text: z.string().trim().min(1, firmActionMessages.itemTextRequired).max(1000),
  question_type: z.enum(OPEN_ITEM_TYPES),
  options: z.array(z.string().trim().min(1).max(200)).max(50).optional(),
  /** The questionnaire's question section it joins (spec 001 §3); none, the Additional Items section. */
  section_id: dbId.nullish(),
});
export type OpenItem = z.infer<typeof openItemSchema>;

export const sendOpenItemsSchema = z.object({
  questionnaire_id: dbId,
  items: z.array(openItemSchema).min(1, firmActionMessages.itemsRequired).max(MAX_OPEN_ITEMS),
});

export const addSignatureRequestSchema = z.object({ questionnaire_id: dbId, section_id: dbId, user_id: dbId });
export const removeSignatureSchema = z.object({ questionnaire_id: dbId, signature_id: dbId });

export const signerSchema = z.object({ id: z.number().int(), full_name: z.string(), email: z.string().nullable() });
export const signersSchema = z.object({ items: z.array(signerSchema) });
export type Signer = z.infer<typeof signerSchema>;

export const customStatusSchema = z.object({
  id: z.number().int(),
  firm_user_display_status: z.string(),
  client_display_status: z.string().nullable(),
  client_instruction: z.string().nullable(),
});
export type CustomStatus = z.infer<typeof customStatusSchema>;
export const customStatusListSchema = z.object({ items: z.array(customStatusSchema) });

const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max)
    .nullish()
    .transform((v) => (v ? v : null));

export const customStatusInputSchema = z.object({
  firm_user_display_status: z.string().trim().min(1, firmActionMessages.statusNameRequired).max(100),
  client_display_status: optionalText(200),
  client_instruction: optionalText(2000),
});
export type CustomStatusInput = z.input<typeof customStatusInputSchema>;
export const customStatusPatchSchema = customStatusInputSchema.partial();

export const setCustomStatusSchema = z.object({ firm_custom_status_id: dbId.nullable() });

export const sendCustomStatusChangeSchema = z.object({
  questionnaireIds: z.array(dbId).min(1).max(1000),
  customEmailSubject: z.string().max(300),
  customEmailMessage: z.string().max(20_000),
  customSmsMessage: z.string().max(1000).nullish(),
});
export type CustomStatusChange = z.input<typeof sendCustomStatusChangeSchema>;

/**
 * The status-change notification's rules (spec 001 §5): subject and body required, and the SMS text when
 * SMS is checked (the web sends customSmsMessage only then). Returns field → message; empty when valid.
 */
export function statusNoticeProblems(input: {
  customEmailSubject: string;
  customEmailMessage: string;
  customSmsMessage?: string | null;
  smsChecked?: boolean;
}): Record<string, string> {
  const problems: Record<string, string> = {};
  if (!input.customEmailSubject.trim()) problems.customEmailSubject = firmActionMessages.subjectRequired;
  if (!input.customEmailMessage.trim()) problems.customEmailMessage = firmActionMessages.messageRequired;
  const smsChecked = input.smsChecked ?? input.customSmsMessage != null;
  if (smsChecked && !input.customSmsMessage?.trim()) problems.customSmsMessage = firmActionMessages.smsRequired;
  return problems;
}

/** A status can be told to a client only with both what the client sees and what they should do. */
export const statusTellsClient = (s: Pick<CustomStatus, 'client_display_status' | 'client_instruction'> | null) =>
  !!s?.client_display_status?.trim() && !!s?.client_instruction?.trim();

/** Partners and admins manage the firm's statuses; any staff member reads and sets them. */
export const canManageCustomStatuses = (a: Actor) => isPartner(a) || isAdmin(a);

/** Placeholders a status-change notice may use, besides the reminder ones ({client_fname}, ...). */
export const STATUS_NOTICE_PLACEHOLDERS = ['client_display_status', 'client_instruction'] as const;
