import {
  AppError,
  assertCan,
  compareTotals,
  connectMessages,
  documentFigures,
  readFirmPreferences,
  totalsInCents,
  type Actor,
  type RecognisedForm,
  type TaxData,
} from '@portal/domain';
import type { DbOrTx } from '../../db/client.ts';
import { figuresOfYears } from '../connect/index.ts';
import { visibleEntity } from '../entities/index.ts';
import { findFirm } from '../firm/index.ts';

/**
 * An entity's tax data for a year (issue 42 §3): every reviewed document's figures and their totals per kind
 * beside the prior year's. Staff of a firm with the bulk upload processor on (403 else), on an entity they see
 * (another firm's is 404). Documents still waiting for review are counted, not added: a total holds only figures
 * a person has looked at.
 */
export async function taxDataFor(db: DbOrTx, actor: Actor, companyId: number, year: number): Promise<TaxData> {
  assertCan(actor, 'staff.any');
  const firm = await findFirm(db, actor.firmId);
  if (!readFirmPreferences(firm?.preferences).bulk_upload_processor)
    throw new AppError('forbidden', connectMessages.disabled);
  const { company } = await visibleEntity(db, actor, { id: companyId });
  const rows = await figuresOfYears(db, actor.firmId, company.id, [year, year - 1]);
  const reviewed = rows.filter((r) => r.reviewed).map((r) => ({ ...r, form: r.form as RecognisedForm }));
  const ofYear = reviewed.filter((r) => r.taxYear === year);
  return {
    company_id: company.id,
    entity_name: company.name,
    tax_year: year,
    documents: ofYear.map((r) => ({
      extracted_document_id: r.id,
      name: r.name,
      form: r.form,
      payer: r.payer,
      figures: documentFigures(r.form, r.fields),
    })),
    totals: compareTotals(totalsInCents(ofYear), totalsInCents(reviewed.filter((r) => r.taxYear === year - 1))),
    waiting_for_review: rows.filter((r) => !r.reviewed && r.taxYear === year).length,
  };
}
