/** The tax returns feature's public entry: delivering returns for review, signature and payment. */
export { taxReturnRoutes } from './tax-returns.routes.ts';
export { PROCESS_TAX_RETURN_JOB, processTaxReturn } from './process-tax-return.ts';
export { REMIND_TAX_RETURNS_JOB, remindDueTaxReturns } from './reminders.ts';
export { REMIND_VOUCHERS_JOB, remindDueVouchers } from './voucher-reminders.ts';
export { clientHasReturns } from './tax-return-access.ts';
export {
  RESEAL_TAX_RETURN_FORMS_JOB,
  resealPendingForms,
  SEAL_TAX_RETURN_FORM_JOB,
  sealTaxReturnForm,
} from './seal-tax-return-form.ts';
export { legacyVoucherCheckoutHandler } from './client-delivery.service.ts';
export { invoicePaidHandler } from './invoice-payment.service.ts';
export { sealedFormBySha256 } from './form-signers.repo.ts';
export { announceReturn } from './return-updates.ts';
export {
  draftAnsweredMail,
  draftReadyMail,
  returnInDocumentsMail,
  returnReadyMail,
  returnReminderMail,
} from './tax-return-mail.ts';
