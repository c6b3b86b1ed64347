import type { firms } from '../../db/schema/index.ts';

export type BrandingImageKind = 'logo' | 'favicon';

/**
 * Branding images live under `firms/<firmId>/branding/<kind>-<version>`: every upload gets a new key, and
 * the version goes into the public URL (?v=), so browsers and mail clients fetch the new image at once
 * while the old URL could stay cached for a day.
 */
export const brandingKey = (firmId: number, kind: BrandingImageKind, version: string) =>
  `firms/${firmId}/branding/${kind}-${version}`;

export function brandingUrl(firmId: number, kind: BrandingImageKind, key: string | null): string | null {
  if (!key) return null;
  const version = key.slice(key.lastIndexOf('/') + kind.length + 2);
  return `/api/firms/${firmId}/${kind}?v=${encodeURIComponent(version)}`;
}

export const faviconUrlOf = (row: Pick<typeof firms.$inferSelect, 'id' | 'faviconKey'>) =>
  brandingUrl(row.id, 'favicon', row.faviconKey);
