import type { ExportPlatform } from '@portal/domain';
import { api } from '../../../lib/api-client';

export interface ExportQuestionnairesOptions {
  format: 'pdf' | 'spreadsheet';
  zipped: boolean;
  include_documents: boolean;
  include_toc: boolean;
  remove_nos_and_na_answers: boolean;
  convert_images_to_pdfs: boolean;
  save_as_name: string;
  /** The answer pages; a PDF without them holds the documents alone. */
  include_pages: boolean;
  /** Documents (from get_exported_documents_list) left out of an export with documents. */
  documents_to_exclude: number[];
  /** Also send the documents as a package to these platforms (only those the firm switched on). */
  export_to_platforms?: ExportPlatform[];
}

/**
 * POST /api/export_questionnaires: the file is made in the background (202); the answer says so and
 * names the export, whose page (/exports/{id}) and notification bring the file when ready.
 */
export const exportQuestionnaires = (ids: number[], options: ExportQuestionnairesOptions) =>
  api.post<{ message: string; export_id: number; platform_export_id?: number }>('/api/export_questionnaires', {
    questionnaire_ids: ids,
    ...options,
  });
