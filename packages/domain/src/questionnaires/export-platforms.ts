import { z } from 'zod';
import type { FirmPreferences } from '../firm/firm.schemas.ts';

/**
 * Export to platforms (spec 001 §3 scan_and_auto_flow_export_enabled, export_to_third_party_dms_enabled; §7
 * export_questionnaires export_to_platforms; §9 "optional Scan and AutoFlow"): an entity's documents of a tax year
 * as a package a tax-prep scanning platform or a document management system imports — PDFs named and ordered by
 * the tax-form order, with a manifest. What the spec shows is the names; the package is ours.
 */
export const EXPORT_PLATFORMS = ['scan_and_auto_flow', 'third_party_dms'] as const;
export type ExportPlatform = (typeof EXPORT_PLATFORMS)[number];

/** The firm preference that switches each platform on. */
export const PLATFORM_PREFERENCE: Record<ExportPlatform, keyof FirmPreferences> = {
  scan_and_auto_flow: 'scan_and_auto_flow_export_enabled',
  third_party_dms: 'export_to_third_party_dms_enabled',
};

export const PLATFORM_LABELS: Record<ExportPlatform, string> = {
  scan_and_auto_flow: 'Scan and AutoFlow',
  third_party_dms: 'Document management system',
};

export const platformExportMessages = {
  // Ours: the spec names the preferences and the field, not these texts.
  disabled: (platform: ExportPlatform) => `Export to ${PLATFORM_LABELS[platform]} is not turned on for your firm`,
  repeated: 'Choose each platform once',
  queued: 'Your documents are being packaged for the chosen platforms.',
  ready: (platforms: readonly ExportPlatform[]) =>
    `Your documents were sent to ${platforms.map((p) => PLATFORM_LABELS[p]).join(' and ')}`,
  failed: 'Failed to export documents to the platform',
  noDocuments: 'there are no documents to send',
} as const;

/** export_to_platforms: the platforms to send the package to, each once; none by default. */
export const exportPlatformsSchema = z
  .array(z.enum(EXPORT_PLATFORMS))
  .max(EXPORT_PLATFORMS.length)
  .refine((v) => new Set(v).size === v.length, platformExportMessages.repeated);

/** The platforms of a request the firm has not switched on (each is refused, 403). */
export const platformsTurnedOff = (preferences: FirmPreferences, platforms: readonly ExportPlatform[]) =>
  platforms.filter((p) => preferences[PLATFORM_PREFERENCE[p]] !== true);

/** The platforms the firm may send to, for the export dialog to offer. */
export const platformsTurnedOn = (preferences: FirmPreferences) =>
  EXPORT_PLATFORMS.filter((p) => preferences[PLATFORM_PREFERENCE[p]] === true);
