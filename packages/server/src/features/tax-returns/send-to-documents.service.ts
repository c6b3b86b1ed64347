import {
  ACTIVITY_TYPES,
  AppError,
  fillSendToDocumentsMessage,
  readFirmPreferences,
  sendToDocumentsPath,
  sendToDocumentsSubject,
  taxReturnMessages,
  type Actor,
  type SendToDocumentsInput,
} from '@portal/domain';
import type { AppDeps } from '../../app-deps.ts';
import { recordActivity } from '../../platform/audit/activity-log.ts';
import { findDocument, storeRecordFile } from '../documents/index.ts';
import { entityClientOwners } from '../entities/index.ts';
import { findFirm } from '../firm/index.ts';
import { clientEmailLink } from './client-email-link.ts';
import { assertStaffMayDeliver, staffReturn } from './tax-return-access.ts';
import { clearDeliveryParts, moveReturn } from './tax-returns.repo.ts';
import { returnInDocumentsMail } from './tax-return-mail.ts';

/**
 * Send to documents instead (spec 002 §3, §9): the return is filed in the entity's documents under the
 * firm's path ('/{year}/Tax Return' by default) and its owners are told by email with the firm's subject and
 * message. Nothing is signed or paid through the portal, so the proposed forms and vouchers are dropped and
 * the return goes action_required → sending → sent → finished, the machine's own moves.
 */
export async function sendTaxReturnToDocuments(deps: AppDeps, actor: Actor, id: number, input: SendToDocumentsInput) {
  const db = deps.database.db;
  await assertStaffMayDeliver(db, actor);
  const { taxReturn, company } = await staffReturn(db, actor, id);
  if (taxReturn.status !== 'action_required') throw new AppError('conflict', taxReturnMessages.notSendable);
  const original = taxReturn.originalDocumentId
    ? await findDocument(db, actor.firmId, taxReturn.originalDocumentId)
    : null;
  if (!original?.storageKey) throw new AppError('conflict', taxReturnMessages.notSendable);
  const prefs = readFirmPreferences((await findFirm(db, actor.firmId))?.preferences);
  const folder = sendToDocumentsPath(prefs.tax_return_send_to_documents_path, taxReturn.taxYear);
  // Claimed first, so two clicks file it once.
  if (!(await moveReturn(db, id, ['action_required'], 'sending')))
    throw new AppError('conflict', taxReturnMessages.notSendable);
  const subject =
    input.subject || sendToDocumentsSubject(taxReturn.taxYear, prefs.send_tax_return_to_documents_default_subject);
  const message = input.message || prefs.send_tax_return_to_documents_default_message;
  const documentsPath = `/documents/${company.hashId}`;
  let filed;
  try {
    filed = await storeRecordFile(
      { db, storage: deps.storage },
      {
        firmId: actor.firmId,
        companyId: company.id,
        uploaderId: actor.userId,
        folder,
        filename: `${taxReturn.taxReturnName}.pdf`,
        mimetype: 'application/pdf',
        content: await deps.storage.get(original.storageKey),
      },
    );
    // The owners hear of it before the return is finished, so a mail server that is down leaves it to retry.
    for (const person of await entityClientOwners(db, actor.firmId, company.id)) {
      if (!person.email) continue;
      const link = await clientEmailLink({ ...deps, db }, actor.firmId, person.id, documentsPath);
      await deps.mailer.send({
        firmId: actor.firmId,
        to: person.email,
        ...returnInDocumentsMail(subject, fillSendToDocumentsMessage(message, person.fname, taxReturn.taxYear), link),
      });
    }
    const now = deps.clock.now();
    await db.transaction(async (tx) => {
      await clearDeliveryParts(tx, id);
      await moveReturn(tx, id, ['sending'], 'sent', { sentAt: now, allSigned: true, allPaid: true });
      await moveReturn(tx, id, ['sent'], 'finished');
      await recordActivity(tx, {
        firmId: actor.firmId,
        typeId: ACTIVITY_TYPES.tax_return_delivery_related,
        title: 'Tax return sent to documents',
        description: `${taxReturn.taxReturnName} (${taxReturn.taxYear}) in ${folder}`,
        companyId: company.id,
        actorUserId: actor.userId,
      });
    });
  } catch (e) {
    await moveReturn(db, id, ['sending'], 'action_required');
    if (e instanceof AppError) throw e;
    throw new AppError('unavailable', taxReturnMessages.sendFailed);
  }
  return { status: 'finished' as const, folder, document_id: filed.id };
}
