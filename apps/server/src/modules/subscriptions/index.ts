// The subscriptions module's public entry: plans, subscriptions, coupons and the provider's events.
export { createBillingRepository, type BillingRepository } from './billing.repository.js';
export { createPaymentCustomers, type PaymentCustomers } from './payment-customers.js';
export { fromProvider } from './provider-errors.js';
export { createProviderPlans, type ProviderPlans } from './provider-plans.js';
export { createSubscriptionSync } from './subscription-sync.js';
export { createProviderEvents } from './provider-events.js';
export { createPlanGate } from './plan-gate.js';
export { createSubscriptionsService } from './subscriptions.service.js';
export { createPlansService } from './plans.service.js';
export { createCouponsService } from './coupons.service.js';
export { createCode } from './code-creation.js';
export { subscriptionsRoutes } from './subscriptions.routes.js';
export { paymentWebhookRoutes, WEBHOOK_PATH } from './webhook.routes.js';
export { localProviderRoutes, CLOCK_PATH, LOCAL_STRIPE_PREFIX } from './local-provider.routes.js';
export { syncPlans } from './plans-sync.js';
export { readCatalogue, CatalogueError, priceLookupKey, productIdOf } from './plan-catalogue.js';
export { COUPON_KIND, COUPON_TITLE, GROUP_PLAN } from './coupon-codes.js';
