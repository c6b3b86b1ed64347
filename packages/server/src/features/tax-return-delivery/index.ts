/**
 * The tax return delivery feature's public entry: a sent return's forms signed (identity checks, sealing, the
 * e-sign evidence), its tax payments and paper filings recorded, the firm's invoice paid, vouchers' reminders.
 */
export { taxReturnDeliveryRoutes } from './tax-return-delivery.routes.ts';
export {
  RESEAL_TAX_RETURN_FORMS_JOB,
  resealPendingForms,
  SEAL_TAX_RETURN_FORM_JOB,
  sealTaxReturnForm,
} from './seal-tax-return-form.ts';
export { REMIND_VOUCHERS_JOB, remindDueVouchers } from './voucher-reminders.ts';
export { legacyVoucherCheckoutHandler } from './client-delivery.service.ts';
export { invoicePaidHandler } from './invoice-payment.service.ts';
export { sealedFormBySha256 } from './form-signers.repo.ts';
