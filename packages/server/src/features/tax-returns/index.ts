/**
 * The tax returns feature's public entry: a return from upload to sending (the Deliver table, processing and
 * classification, draft review, sending, staff actions, reminders) and who may reach it. Its delivery to the
 * client (signing, payments, evidence) is the tax-return-delivery feature, built on what is exported here.
 */
export { taxReturnRoutes } from './tax-returns.routes.ts';
export { PROCESS_TAX_RETURN_JOB, processTaxReturn } from './process-tax-return.ts';
export { REMIND_TAX_RETURNS_JOB, remindDueTaxReturns } from './reminders.ts';
export {
  assertStaffMayDeliver,
  clientHasReturns,
  findReturn,
  staffReturn,
  visibleReturn,
} from './tax-return-access.ts';
export { deliveryPartsOf, followProgress, lockReturn, type TaxReturnRecord } from './tax-returns.repo.ts';
export { identityOfReturnSigners } from './return-signer-identities.ts';
export { clientEmailLink, deliveryPath } from './client-email-link.ts';
export { announceChangedReturn, announceReturn } from './return-updates.ts';
export {
  draftAnsweredMail,
  draftReadyMail,
  returnInDocumentsMail,
  returnReadyMail,
  returnReminderMail,
} from './tax-return-mail.ts';
