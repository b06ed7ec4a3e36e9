// The payments module's public entry: customers, saved ways to pay, the payment history with its invoices and
// refunds, the mails about payments, and card expiry. It uses no subscriptions code: what it needs of a payer's plans
// comes in as a port (PayerPlans).
export { paymentsRoutes } from './payments.routes.js';
export { accountCreditRoutes } from './account-credit.routes.js';
export { paymentsDueRoutes } from './payments-due.routes.js';
export { paymentActionsRoutes } from './payment-actions.routes.js';
export { createPaymentMethodsService } from './payment-methods.service.js';
export { createPaymentHistoryService, type PaymentHistoryService } from './payment-history.service.js';
export { createPaymentsRepository, type PaymentsRepository } from './payments.repository.js';
export { createPaymentRecordsRepository, type PaymentRecordsRepository, type PaymentRecordRow } from './payment-records.repository.js';
export { createInvoiceDevicesRepository, type InvoiceDevicesRepository } from './invoice-devices.repository.js';
export { createPaymentCustomers, type PaymentCustomers } from './payment-customers.js';
export type { PayerPlan, PayerPlans } from './payer-plans.js';
export { behindPayerGate, createPayerGate, type PayerGate } from './payer-gate.js';
export { createPaymentRecorder, type PaymentRecorder } from './payment-recorder.js';
export { createRefundRecorder, type RefundRecorder } from './refund-recorder.js';
export { createRefundReconciliation, type RefundReconciliation } from './refund-reconciliation.js';
export { createPaymentNotices, type PaymentNotices } from './payment-notices.js';
export { createTrialNotices, type TrialNotices } from './trial-notices.js';
export { createCardExpiryWarnings } from './card-expiry.js';
export { fromProvider } from './provider-errors.js';
export { createPaymentActions, type PaymentActions, type InvoicePaymentState } from './payment-actions.js';
export { idOf, subscriptionOfInvoice } from './provider-ids.js';
export { invoiceLines } from './provider-lines.js';
export { createAccountCreditService, type AccountCreditService } from './account-credit.service.js';
export { createPaymentsDueService, type PaymentsDueService } from './payments-due.service.js';
export { planNameIn } from './plan-name-mail-texts.js';
