import { z } from 'zod';
import { subdomainSchema } from '../auth/auth.schemas.ts';
import { timeZoneSchema } from '../common/time-zones.ts';
import { firmPreferencesSchema, type FirmPreferences, type PreferenceKey } from './firm.schemas.ts';

/** Firm settings → General (spec 002 §2): the same subdomain and time zone rules as /create-firm. */
export const generalSettingsSchema = z.object({
  name: z.string().trim().min(1, 'Firm name is required').max(120, 'Firm name must have at most 120 characters'),
  subdomain_url: subdomainSchema,
  time_zone: timeZoneSchema,
  questionnaire_reminder_frequency: z
    .number({ error: 'Reminder frequency must be a whole number of days' })
    .int('Reminder frequency must be a whole number of days')
    .min(1, 'Reminders go out at most once a day')
    .max(365, 'Reminder frequency must be at most 365 days'),
});
export type GeneralSettingsInput = z.infer<typeof generalSettingsSchema>;

export const preferenceMessages = {
  unknown: (key: string) => `Unknown preference: ${key}`,
};

/** A stored default-carrying field, as an optional field of an update (no default: absent means unchanged). */
const withoutDefault = (s: z.ZodType) => (s instanceof z.ZodDefault ? (s.unwrap() as z.ZodType) : s).optional();

/**
 * PATCH /api/firms/preferences: any subset of the preferences; an unknown key is refused by name.
 */
export const preferencesUpdateSchema = z
  .object(
    Object.fromEntries(
      Object.entries(firmPreferencesSchema.shape).map(([key, s]) => [key, withoutDefault(s as z.ZodType)]),
    ) as { [K in PreferenceKey]: z.ZodOptional<z.ZodType<FirmPreferences[K]>> },
  )
  .strict();
export type PreferencesUpdate = Partial<FirmPreferences>;

/** GET /api/integrations/check_stripe_integration: card payments, and what else runs on this machine. */
export const integrationStatusSchema = z.object({
  is_connected: z.boolean(),
  mode: z.enum(['stripe_live', 'stripe_test', 'built_in_test']),
  services: z.object({
    email: z.enum(['smtp', 'outbox']),
    sms: z.enum(['twilio', 'outbox']),
    ai: z.enum(['connected', 'off']),
    storage: z.enum(['s3', 'local']),
  }),
});
export type IntegrationStatus = z.infer<typeof integrationStatusSchema>;

/**
 * The Guide's first steps for a new firm (tour_enabled), in the order the tour takes them: the four every firm takes,
 * then one for each area the firm may switch on (issue 38 §2), shown only while that area is on.
 */
export const GUIDE_STEPS = [
  'create_client',
  'send_questionnaire',
  'upload_return',
  'invite_staff',
  'deliver_return',
  'request_signature',
  'review_documents',
  'automate_workflow',
] as const;
export type GuideStepKey = (typeof GUIDE_STEPS)[number];

/** The firm preference that switches on each area's step; a step not named here is every firm's. */
export const GUIDE_STEP_AREAS: Partial<Record<GuideStepKey, keyof FirmPreferences>> = {
  deliver_return: 'new_tax_return_delivery_enabled',
  request_signature: 'signature_requests_enabled',
  review_documents: 'review_and_export_enabled',
  automate_workflow: 'workflow_automation_enabled',
};

/** The steps a firm's Guide shows: every firm's, and those of the areas its preferences switch on. */
export const guideStepsFor = (preferences: FirmPreferences) =>
  GUIDE_STEPS.filter((key) => {
    const area = GUIDE_STEP_AREAS[key];
    return !area || preferences[area];
  });

export const guideChecklistSchema = z.object({
  steps: z.array(z.object({ key: z.enum(GUIDE_STEPS), done: z.boolean() })),
});
export type GuideChecklist = z.infer<typeof guideChecklistSchema>;
