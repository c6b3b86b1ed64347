import { firmThemeSchema, readFirmPreferences, type Firm, type FirmCatalogues, type FirmGroup } from '@portal/domain';
import type { firms } from '../../db/schema/index.ts';
import { faviconUrlOf } from './branding-urls.ts';

export function presentFirm(row: typeof firms.$inferSelect, groups: FirmGroup[], catalogues: FirmCatalogues): Firm {
  return {
    id: row.id,
    name: row.name,
    subdomain_url: row.subdomainUrl,
    time_zone: row.timeZone,
    questionnaire_reminder_frequency: row.questionnaireReminderFrequency,
    theme: firmThemeSchema.parse(row.theme ?? {}),
    medium_url: row.mediumUrl,
    favicon_url: faviconUrlOf(row),
    preferences: readFirmPreferences(row.preferences),
    firm_groups: groups,
    email_confirmation: row.emailConfirmedAt ? null : { sent_to: row.creatorEmail ?? '' },
    ...catalogues,
  };
}
