import { z } from 'zod';
import { recordId } from '../common/ids.ts';

/** Mass email texts (spec 000 §5, §8), verbatim where the spec gives them. */
export const massEmailMessages = {
  testSent: 'Test email was sent your email address.',
  queued: 'Mass emails have been successfully queued. They should be sent shortly.',
  // Ours: the spec names the rules, not their texts.
  subjectRequired: 'Please enter a subject',
  bodyRequired: 'Please enter a message',
  recipientsRequired: 'Please choose at least one recipient',
} as const;

/** The variables usable in subject and body (spec 000 §7), written {{name}}. */
export const MASS_EMAIL_VARIABLES = [
  'client_fname',
  'client_lname',
  'client_full_name',
  'client_preferred_name',
  'client_email',
  'client_phone_number',
  'assigned_firm_user_name',
] as const;
export type MassEmailVariable = (typeof MASS_EMAIL_VARIABLES)[number];
export type MassEmailValues = Record<MassEmailVariable, string>;

/**
 * Replaces {{variable}} (spaces allowed inside the braces) with the recipient's value; `escape` is
 * applied to values only, so an HTML body stays HTML while a name like "<b>" stays text. Unknown
 * names are left as written.
 */
export function substituteVariables(
  template: string,
  values: MassEmailValues,
  escape: (v: string) => string = (v) => v,
) {
  return template.replace(/\{\{\s*([a-z_]+)\s*\}\}/g, (whole, name: string) =>
    (MASS_EMAIL_VARIABLES as readonly string[]).includes(name) ? escape(values[name as MassEmailVariable]) : whole,
  );
}

const subject = z.string().trim().min(1, massEmailMessages.subjectRequired).max(300);
const body = z
  .string()
  .max(100_000)
  .refine((b) => b.replace(/<[^>]*>/g, '').trim() !== '', massEmailMessages.bodyRequired);

/** POST /api/advisors/send_test_mass_message. */
export const testMassEmailSchema = z.object({ subject, body });
/** POST /api/advisors/send_mass_message. */
export const massEmailSchema = z.object({
  subject,
  body,
  client_ids: z.array(recordId).min(1, massEmailMessages.recipientsRequired).max(10_000),
});
export type MassEmailInput = z.infer<typeof massEmailSchema>;

export const massEmailStatusSchema = z.object({
  id: z.number().int(),
  subject: z.string(),
  status: z.enum(['queued', 'sending', 'completed']),
  total: z.number().int(),
  sent: z.number().int(),
  failed: z.number().int(),
  created_at: z.string(),
});
export type MassEmailStatus = z.infer<typeof massEmailStatusSchema>;
