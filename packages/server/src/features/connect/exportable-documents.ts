import {
  AppError,
  assertCan,
  connectMessages,
  joinPath,
  readCompanySettings,
  readFirmPreferences,
  sortForExport,
  type Actor,
  type ExportableDocument,
} from '@portal/domain';
import type { DbOrTx } from '../../db/client.ts';
import { visibleEntity } from '../entities/index.ts';
import { findFirm } from '../firm/index.ts';
import { exportableExtracted } from './extracted-documents.repo.ts';

export type ExportableRow = Awaited<ReturnType<typeof exportableExtracted>>[number];

/**
 * Connect's gate and list (spec 000 §2, §7): staff of a firm with review_and_export_enabled, on an Individual
 * entity they see (another firm's is 404). The entity's exportable documents of the year, in the company's own
 * order (custom_document_export_order, spec 002 company settings) when it has one, else the spec's tax-form order.
 */
export async function exportableFor(db: DbOrTx, actor: Actor, companyId: number, year: number) {
  assertCan(actor, 'staff.any');
  const firm = await findFirm(db, actor.firmId);
  if (!readFirmPreferences(firm?.preferences).review_and_export_enabled)
    throw new AppError('forbidden', connectMessages.exportDisabled);
  const { company } = await visibleEntity(db, actor, { id: companyId });
  if (company.entityType !== 'Individual') throw new AppError('forbidden', connectMessages.individualsOnly);
  const rows = await exportableExtracted(db, actor.firmId, company.id, year);
  const order = readCompanySettings(company.settings).custom_document_export_order;
  return { company, rows: sortForExport(rows, (r) => r.extracted.form ?? r.extracted.detailedName, order) };
}

export const presentExportable = (r: ExportableRow): ExportableDocument => ({
  document_id: r.document.id,
  extracted_document_id: r.extracted.id,
  name: r.document.name,
  path: joinPath(r.document.folderPath, r.document.name),
  form: r.extracted.form,
  payer: r.extracted.differentiator,
  tax_year: r.extracted.taxYear,
  page_count: r.extracted.pageCount,
});
