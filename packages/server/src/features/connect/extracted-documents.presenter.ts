import type { ExtractedDocument } from '@portal/domain';
import type { ExtractedRow } from './extracted-documents.repo.ts';

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
