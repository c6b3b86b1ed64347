import { z } from 'zod';
import { cleanFileName } from '../files/file-names.ts';
import { DOCUMENT_EXPORT_ORDER, exportRank, sortForExport } from './export-order.ts';

/** Export to platforms (see export-platforms.ts): the package's names, order and manifest. */
/**
 * Text without taxpayer identification numbers: SSNs and ITINs (123-45-6789), EINs (12-3456789), any run of nine
 * digits and masked forms (XXX-XX-6789). A package's names and manifest are read by other systems and people, and
 * a client's own file name or description may hold one.
 */
export function withoutTaxIds(text: string): string {
  return text
    .replace(/[X*#]{3}[-\s.]?[X*#]{2}[-\s.]?\d{4}/gi, ' ')
    .replace(/(?<!\d)\d{3}[-\s.]?\d{2}[-\s.]?\d{4}(?!\d)/g, ' ')
    .replace(/(?<!\d)\d{2}[-\s.]?\d{7}(?!\d)/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

/** A path-safe name: separators become spaces (cleanFileName alone would keep only the last segment). */
const safeName = (text: string, fallback?: string) => cleanFileName(text.replace(/[\\/]+|\.{2,}/g, ' '), fallback);

/** The form a document is filed as in a package: its tax-form name, else 'Other'. */
export function platformFormType(label: string | null | undefined): string {
  const rank = exportRank(label);
  return rank < DOCUMENT_EXPORT_ORDER.length ? DOCUMENT_EXPORT_ORDER[rank]! : 'Other';
}

/** One document going into a package, as the server found it. */
export interface PackageCandidate {
  /** The chosen document option or description (questionnaire uploads) or the recognised form (Connect). */
  label: string | null;
  payer: string | null;
  taxYear: number | null;
  source: 'connect' | 'questionnaire';
}

export interface PlannedFile<T> {
  item: T;
  position: number;
  file_name: string;
  form_type: string;
  description: string | null;
  payer: string | null;
  tax_year: number;
}

/**
 * A package's documents in order — the company's own order (custom_document_export_order) when it has one, else
 * the spec's tax-form order; unknown forms last — each with a path-safe file name that sorts as they do:
 * "01 1040 2025.pdf", "02 W-2 2025 Acme Widgets Inc.pdf". No name holds a taxpayer identification number.
 */
export function planPackage<T extends PackageCandidate>(
  items: readonly T[],
  taxYear: number,
  customOrder: readonly string[] = [],
): PlannedFile<T>[] {
  const sorted = sortForExport(items, (i) => i.label, customOrder);
  const width = Math.max(2, String(sorted.length).length);
  return sorted.map((item, i) => {
    const formType = platformFormType(item.label);
    const payer = item.payer ? withoutTaxIds(item.payer).slice(0, 60).trim() || null : null;
    const year = item.taxYear ?? taxYear;
    const position = i + 1;
    const base = [String(position).padStart(width, '0'), formType, String(year), payer].filter(Boolean).join(' ');
    const description = item.label ? withoutTaxIds(item.label).slice(0, 200) || null : null;
    return {
      item,
      position,
      file_name: `${safeName(base).slice(0, 120)}.pdf`,
      form_type: formType,
      description,
      payer,
      tax_year: year,
    };
  });
}

/** A package's folder: the entity and year, and the export's number so packages never overwrite each other. */
export const packageFolderName = (entity: string, taxYear: number, exportId: number) =>
  safeName(`${withoutTaxIds(entity).slice(0, 80)} ${taxYear} export ${exportId}`, `export ${exportId}`);

export const PLATFORM_MANIFEST_NAME = 'manifest.json';

/** manifest.json, beside the PDFs: what an importer reads to file each document without opening it. */
export const platformManifestSchema = z.object({
  format: z.literal('portal.platform-export'),
  version: z.literal(1),
  export_id: z.number().int(),
  created_at: z.string(),
  entity: z.object({
    id: z.number().int(),
    name: z.string(),
    entity_type: z.string(),
    external_entity_id: z.string().nullable(),
  }),
  tax_year: z.number().int(),
  files: z.array(
    z.object({
      position: z.number().int(),
      file_name: z.string(),
      form_type: z.string(),
      description: z.string().nullable(),
      payer: z.string().nullable(),
      tax_year: z.number().int(),
      pages: z.number().int(),
      size: z.number().int(),
      sha256: z.string().regex(/^[0-9a-f]{64}$/),
      source: z.enum(['connect', 'questionnaire']),
    }),
  ),
  /** Documents that could not become PDF pages, with why; the importer knows they were asked for. */
  left_out: z.array(z.object({ form_type: z.string(), description: z.string().nullable(), reason: z.string() })),
});
export type PlatformManifest = z.infer<typeof platformManifestSchema>;
