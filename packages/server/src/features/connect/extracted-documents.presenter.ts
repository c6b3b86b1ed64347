import { type ExtractedDocument, type ExtractedField, listedFields, type RecognisedForm } from '@portal/domain';
import type { StoredField } from '../../db/schema/index.ts';
import type { ExtractedRow } from './extracted-documents.repo.ts';

/**
 * Every box Connect reads on the document's form (issue 42 §2), read or not, so staff can fill one it missed (a
 * K-1's lines of the kind read, a summary table where read: see `listedFields`): the value now, and when staff
 * corrected it, what was read, who and when.
 */
export function presentFields(form: string | null, stored: readonly StoredField[]): ExtractedField[] {
  const read = new Set(stored.filter((s) => s.value !== null || s.corrected_at).map((s) => s.key));
  return listedFields(form as RecognisedForm | null, read).map((spec) => {
    const f = stored.find((s) => s.key === spec.key);
    return {
      key: spec.key,
      label: spec.label,
      kind: spec.kind,
      value: f?.value ?? null,
      confidence: f ? f.confidence : 0,
      page: f?.page ?? null,
      box: f?.box ?? null,
      read_value: f?.corrected_at ? (f.read_value ?? null) : null,
      corrected_by: f?.corrected_by ?? null,
      corrected_at: f?.corrected_at ?? null,
    };
  });
}

export function presentExtracted(row: ExtractedRow): ExtractedDocument {
  return {
    id: row.id,
    company_id: row.companyId,
    parent_id: row.parentId,
    parent_document_id: row.sourceDocumentId,
    document_id: row.documentId,
    questionnaire_id: row.questionnaireId,
    name: row.name,
    detailed_name: row.detailedName,
    differentiator: row.differentiator,
    description: row.description,
    source: row.source,
    status: row.status,
    document_type: 'bulk_document',
    form: row.form,
    confidence: row.confidence === null ? null : Math.round(row.confidence * 100) / 100,
    candidates: row.candidates,
    fields: presentFields(row.form, row.fields),
    tax_year: row.taxYear,
    parent_pages:
      row.firstPage === null || row.lastPage === null
        ? null
        : row.firstPage === row.lastPage
          ? `${row.firstPage}`
          : `${row.firstPage}-${row.lastPage}`,
    page_count: row.pageCount,
    folder_path: row.folderPath,
    error: row.errorMessage,
    categorized_by_ai: false,
    marked_as_others: row.markedAsOthers,
    created_at: row.createdAt.toISOString(),
    deleted_at: row.deletedAt?.toISOString() ?? null,
  };
}
