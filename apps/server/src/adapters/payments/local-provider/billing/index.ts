import type { LocalRoute } from '../types.js';
import { creditNoteRoutes } from './credit-notes.js';
import { invoiceItemRoutes } from './invoice-items.js';
import { invoiceRoutes } from './invoice-routes.js';
import { oneOffInvoiceRoutes } from './one-off-invoices.js';
import { refundRoutes } from './refunds.js';
import { scheduleRoutes } from './schedule-routes.js';
import { subscriptionRoutes } from './subscription-routes.js';

/**
 * Subscriptions, subscription schedules, invoices (one-off ones with their items too), payment intents and charges,
 * credit notes and their refunds.
 */
export const billingRoutes: LocalRoute[] = [
  ...subscriptionRoutes,
  ...scheduleRoutes,
  ...invoiceRoutes,
  ...oneOffInvoiceRoutes,
  ...invoiceItemRoutes,
  ...creditNoteRoutes,
  ...refundRoutes,
];

/** Runs, in time order, every trial end, renewal, pause end, schedule phase and retry that is due on the store's clock. */
export { runDueBilling } from './due-billing.js';
export { INVOICE_PREFIX } from './invoice-collection.js';
export { authenticatePaymentFromBrowser } from './payment-intent-browser.js';
