// The subscriptions module's public entry: plans, subscriptions, coupons and codes, the provider's events, refunds and
// the sale of a transfer. It uses payments (customers, the payment history), never the reverse.
export { createSubscriptionsRepository, type SubscriptionsRepository } from './subscriptions.repository.js';
export { createProviderPlans, type ProviderPlans } from './provider-plans.js';
export { createSubscriptionSync } from './subscription-sync.js';
export { createProviderEvents } from './provider-events.js';
export { createProviderReconciliation, RECONCILE_DAYS } from './provider-reconciliation.js';
export { createProviderEventsRetention, EVENT_RETENTION_DAYS } from './provider-events-retention.js';
export { createPayerPlans } from './payer-plans.js';
export { createPlanGate } from './plan-gate.js';
export { createCodeAttempts, CODE_ATTEMPTS_WINDOW_MS } from './code-attempts.js';
export { createSubscriptionsService } from './subscriptions.service.js';
export { createPlansService } from './plans.service.js';
export { createCouponsService } from './coupons.service.js';
export { createCode } from './code-creation.js';
export { subscriptionsRoutes } from './subscriptions.routes.js';
export { paymentWebhookRoutes, WEBHOOK_PATH } from './webhook.routes.js';
export { syncPlans } from './plans-sync.js';
export { readCatalogue, CatalogueError, priceLookupKey, productIdOf } from './plan-catalogue.js';
export { COUPON_KIND, COUPON_TITLE, GROUP_PLAN_ID } from './coupon-codes.js';
export { createTransferSales, type SaleDone, type TransferSale, type TransferSales } from './transfer-plan.js';
