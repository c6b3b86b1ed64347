/** The payments feature's public entry: checkouts for an amount and a subject, and the test checkout. */
export {
  checkoutOf,
  createCheckout,
  isCheckoutPaid,
  markCheckoutPaid,
  type CheckoutOrder,
  type PaymentsDeps,
} from './checkout.service.ts';
export type { CheckoutRow, PaymentSubject } from './checkouts.repo.ts';
export { paymentRoutes } from './payments.routes.ts';
export { receivePaymentWebhook, type PaidHandler, type PaidHandlers } from './payment-webhook.service.ts';
