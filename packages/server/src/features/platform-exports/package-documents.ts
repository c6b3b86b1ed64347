import { and, asc, eq, inArray, isNotNull, isNull } from 'drizzle-orm';
import { readCompanySettings, type PackageCandidate } from '@portal/domain';
import type { DbOrTx } from '../../db/client.ts';
import { companies, documents } from '../../db/schema/index.ts';
import { reviewedDocumentsOfYear } from '../connect/index.ts';

type DocumentRow = typeof documents.$inferSelect;
export type PackageItem = PackageCandidate & { document: DocumentRow };

/** What a package is made of: one entity's questionnaires of one tax year. */
export interface PackageGroup {
  company: { id: number; name: string; entityType: string; externalEntityId: string | null };
  taxYear: number;
  questionnaireIds: number[];
}

/** The questionnaires' uploaded files (on their questions, not removed), oldest first. */
async function questionnaireUploads(db: DbOrTx, firmId: number, questionnaireIds: number[]) {
  return db
    .select()
    .from(documents)
    .where(
      and(
        eq(documents.firmId, firmId),
        inArray(documents.questionnaireId, questionnaireIds),
        isNotNull(documents.questionId),
        eq(documents.kind, 'file'),
        isNull(documents.deletedAt),
      ),
    )
    .orderBy(asc(documents.createdAt), asc(documents.id));
}

/** The company's own export order (custom_document_export_order, spec 002 §3), empty for the spec's. */
export async function companyExportOrder(db: DbOrTx, firmId: number, companyId: number) {
  const [row] = await db
    .select({ settings: companies.settings })
    .from(companies)
    .where(and(eq(companies.firmId, firmId), eq(companies.id, companyId)));
  return readCompanySettings(row?.settings).custom_document_export_order;
}

/**
 * A package's documents: Connect's reviewed documents of the entity and year, then the questionnaires' uploads
 * (narrowed by documents_to_include / documents_to_exclude). An upload Connect cut into reviewed documents goes as
 * those documents, not a second time as the bundle; a file is never sent twice.
 */
export async function packageItems(
  db: DbOrTx,
  firmId: number,
  group: PackageGroup,
  choice: { documents_to_include?: number[]; documents_to_exclude: number[] },
): Promise<PackageItem[]> {
  const reviewed = await reviewedDocumentsOfYear(db, firmId, group.company.id, group.taxYear);
  const items: PackageItem[] = reviewed.map((r) => ({
    label: r.form,
    payer: r.payer,
    taxYear: r.taxYear,
    source: 'connect',
    document: r.document,
  }));
  const taken = new Set<number>(items.map((i) => i.document.id));
  for (const r of reviewed) if (r.sourceDocumentId !== null) taken.add(r.sourceDocumentId);
  const only = choice.documents_to_include ? new Set(choice.documents_to_include) : null;
  const excluded = new Set(choice.documents_to_exclude);
  for (const d of await questionnaireUploads(db, firmId, group.questionnaireIds)) {
    if (taken.has(d.id) || excluded.has(d.id) || (only && !only.has(d.id))) continue;
    taken.add(d.id);
    items.push({
      label: d.selectedOption || d.description,
      payer: null,
      taxYear: group.taxYear,
      source: 'questionnaire',
      document: d,
    });
  }
  return items;
}
