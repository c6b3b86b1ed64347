import type { UsTimeZone } from '../common/time-zones.ts';
import { z } from 'zod';
import { DEFAULT_THEME_COLOURS } from './theme-colours.ts';

/** Time zone every new user and firm starts with (spec 000 §5, §9). */
export const DEFAULT_TIME_ZONE = 'Pacific Time (US & Canada)' satisfies UsTimeZone;

/** The send-to-documents defaults of spec 000 §9 and 002 §9. */
export const DEFAULT_SEND_TO_DOCUMENTS_PATH = '/{year}/Tax Return';
export const DEFAULT_SEND_TO_DOCUMENTS_SUBJECT = 'Your {tax_year} tax return is now accessible in Documents Portal.';
export const DEFAULT_SEND_TO_DOCUMENTS_MESSAGE =
  'Hi {client_preferred_name},\n\nYour {tax_year} tax return is now accessible in the Documents section of the portal.';

const flag = (defaultValue = false) => z.boolean().default(defaultValue);

/**
 * Firm preferences of spec 000 §3 and 002 §3. Stored as one JSON document and always read through this
 * schema, so a preference added later gets its default on every existing firm without a data migration.
 * "Most feature flags default to off" (spec 002 §3): what a new firm expects to see and can use today
 * (activities, drop links, the guide, questionnaire document notifications) defaults to on.
 */
export const firmPreferencesSchema = z.object({
  in_app_banner_enabled: flag(),
  in_app_banner_text: z.string().max(500).default(''),
  new_tax_return_delivery_enabled: flag(),
  communication_disabled: flag(),
  message_tags_disabled: flag(),
  review_and_export_enabled: flag(),
  signature_requests_enabled: flag(),
  all_activities_enabled: flag(true),
  drop_link_enabled: flag(true),
  use_firm_roles: flag(),
  workflow_automation_enabled: flag(),
  tour_enabled: flag(true),
  template_disabled_for_nonadmin: flag(),
  hide_documents_view_from_clients: flag(),
  tax_return_identity_verification_enabled: flag(),
  tax_return_stripe_idv_enabled: flag(),
  /**
   * How long a signer's passed identity check stands for their other returns and signature requests at
   * this firm (issue 37 §2): one check per sitting. 0 asks for a new check for every document.
   */
  identity_verification_reuse_hours: z.number().int().min(0).max(720).default(24),
  /** Remind clients before each payment voucher's due date until they record it paid (issue 37 §1). */
  voucher_reminders_enabled: flag(true),
  voucher_reminder_days_before: z.number().int().min(1).max(60).default(7),
  bulk_upload_processor: flag(),
  annotation_enabled: flag(),
  document_tags_enabled: flag(),
  has_firm_groups: flag(),
  force_2fa_on_firm_users: flag(),
  force_2fa_on_users: flag(),
  hide_document_uploads_within_sections: flag(),
  // Questionnaires (spec 001 §3).
  first_section_required: flag(),
  require_one_signature_per_section: flag(),
  hide_signature_print_option: flag(),
  disable_provided_elsewhere: flag(),
  billing_enabled: flag(),
  document_drop_off_enabled: flag(),
  remove_please_upload_for_rollover_items: flag(),
  questionnaire_document_notification_enabled: flag(true),
  /** Export to platforms (spec 001 §3, §9 "optional Scan and AutoFlow"): a tax-prep scanning platform's package. */
  scan_and_auto_flow_export_enabled: flag(),
  /** Export to platforms: the same package for a document management system. */
  export_to_third_party_dms_enabled: flag(),
  /**
   * A questionnaire shows staff where the questionnaires of its related entities stand (spec 001 §3
   * parent_entity_relevant_questionnaire_statuses): its parent entity's and the parent's other entities' of the
   * same tax year.
   */
  parent_entity_relevant_questionnaire_statuses_enabled: flag(),
  tax_return_send_to_documents_path: z.string().max(300).default(DEFAULT_SEND_TO_DOCUMENTS_PATH),
  send_tax_return_to_documents_default_subject: z.string().max(300).default(DEFAULT_SEND_TO_DOCUMENTS_SUBJECT),
  send_tax_return_to_documents_default_message: z.string().max(5000).default(DEFAULT_SEND_TO_DOCUMENTS_MESSAGE),
  client_list_import_diy_enabled: flag(),
  external_entity_id_allowed: flag(),
  external_user_id_allowed: flag(),
});

export type FirmPreferences = z.infer<typeof firmPreferencesSchema>;
export type PreferenceKey = keyof FirmPreferences;

export const defaultFirmPreferences = (): FirmPreferences => firmPreferencesSchema.parse({});

/** Reads stored preferences: unknown keys are dropped, missing ones get their defaults. */
export function readFirmPreferences(stored: unknown): FirmPreferences {
  const parsed = firmPreferencesSchema.safeParse(stored ?? {});
  return parsed.success ? parsed.data : defaultFirmPreferences();
}

export const firmThemeSchema = z.object({
  name: z.string().default('default'),
  url: z.string().nullable().default(null),
  primary: z.string().default(DEFAULT_THEME_COLOURS.primary),
  secondary: z.string().default(DEFAULT_THEME_COLOURS.secondary),
  accent: z.string().default(DEFAULT_THEME_COLOURS.accent),
});
export type FirmTheme = z.infer<typeof firmThemeSchema>;

export const firmGroupSchema = z.object({ id: z.number().int(), name: z.string() });
export type FirmGroup = z.infer<typeof firmGroupSchema>;

/** The firm as the signed-in user's browser sees it (GET /api/firms/current_user_firm). */
export const firmSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  subdomain_url: z.string(),
  time_zone: z.string(),
  questionnaire_reminder_frequency: z.number().int(),
  theme: firmThemeSchema,
  medium_url: z.string().nullable(),
  /** The firm's favicon (spec 002 §1 branding); absent or null: the portal's own. */
  favicon_url: z.string().nullable().optional(),
  preferences: firmPreferencesSchema,
  firm_groups: z.array(firmGroupSchema),
  /** Set while a firm made at /create-firm waits for its creator to confirm their email (its mail is held). */
  email_confirmation: z.object({ sent_to: z.string() }).nullable().optional(),
  /** The firm's client (contact) tags, by name (spec 000 §3 Firm). Staff only: a client gets []. */
  contact_tags: z.array(z.object({ id: z.number().int(), name: z.string() })),
  /** The firm's entity tags, by name. Staff only: a client gets []. */
  entity_tags: z.array(z.object({ id: z.number().int(), name: z.string() })),
  /** The glossary (spec 002 §3 firm_vocabs), for everyone: clients read the descriptions in questions. */
  firm_vocabs: z.array(z.object({ id: z.number().int(), key_words: z.string(), description: z.string() })),
  /** The firm's own questionnaire statuses (spec 001 §3). Staff only: a client gets []. */
  firm_custom_statuses: z.array(
    z.object({
      id: z.number().int(),
      firm_user_display_status: z.string(),
      client_display_status: z.string().nullable(),
      client_instruction: z.string().nullable(),
    }),
  ),
});
export type FirmCatalogues = Pick<Firm, 'contact_tags' | 'entity_tags' | 'firm_vocabs' | 'firm_custom_statuses'>;
export type Firm = z.infer<typeof firmSchema>;

/** The entity types every firm has (spec 002 §3); firms may add their own. */
export const BUILT_IN_ENTITY_TYPES = [
  'Individual',
  'Partnership',
  'Trust',
  'Exempt Organization',
  'S-Corporation',
  'C-Corporation',
] as const;
