import { z } from 'zod';
import { recordIdParam } from '../common/ids.ts';

/** The spec's texts of the template start flow (spec 000 §5, §4 template-start / template-sign-up). */
export const templateStartMessages = {
  emailRequired: 'Please enter your email',
  nameRequired: 'Please enter your first and last name',
  checkEmail: 'Check your email for a link to your questionnaire.',
  notFound: 'This link is no longer valid',
} as const;

export const templateHashParamsSchema = z.object({ hashId: z.string().min(4).max(64) });

/** GET /api/public/templates/{hashId}: what the start page shows before anyone is known. */
export const publicTemplateSchema = z.object({ template_name: z.string(), firm_name: z.string() });
export type PublicTemplate = z.infer<typeof publicTemplateSchema>;

const optionalName = z
  .string()
  .trim()
  .max(100)
  .optional()
  .nullable()
  .transform((v) => v || null);

/** POST /api/public/templates/{hashId}/start: the email first; names only for a new person. */
export const templateStartInputSchema = z.object({
  email: z
    .string({ error: templateStartMessages.emailRequired })
    .trim()
    .toLowerCase()
    .max(254, templateStartMessages.emailRequired)
    .pipe(z.email({ error: templateStartMessages.emailRequired })),
  first_name: optionalName,
  last_name: optionalName,
  tax_year: z.coerce.number().int().min(2000).max(2100).optional().nullable(),
  firm_group_id: recordIdParam.optional().nullable(),
});
export type TemplateStartInput = z.input<typeof templateStartInputSchema>;

/**
 * sign-up: a new person, the names are needed. check-email: a known person (or staff) gets a sign-in link
 * by email, never a session here. started: a new client with a session, like a sign-in answer.
 */
export const templateStartResultSchema = z.discriminatedUnion('step', [
  z.object({ step: z.literal('sign-up') }),
  z.object({ step: z.literal('check-email') }),
  z.object({
    step: z.literal('started'),
    redirect: z.string(),
    firebase_token: z.string(),
    expires_at: z.string(),
  }),
]);
export type TemplateStartResult = z.infer<typeof templateStartResultSchema>;

export const templatePublicLinkSchema = z.object({ link: z.string() });
