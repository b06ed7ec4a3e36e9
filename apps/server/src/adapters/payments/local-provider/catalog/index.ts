import type { LocalRoute } from '../types.js';
import { couponRoutes } from './coupons.js';
import { balanceTransactionRoutes } from './balance-transactions.js';
import { customerRoutes } from './customers.js';
import { paymentMethodRoutes } from './payment-methods.js';
import { priceRoutes } from './prices.js';
import { productRoutes } from './products.js';
import { promotionCodeRoutes } from './promotion-codes.js';
import { setupIntentRoutes } from './setup-intents.js';
import { taxRateRoutes } from './tax-rates.js';
import { testClockRoutes } from './test-clocks.js';

export { authenticateFromBrowser, confirmFromBrowser } from './setup-intent-browser.js';

/** Customers, payment methods, SetupIntents, products, prices, tax rates, coupons, promotion codes, test clocks. */
export const catalogRoutes: LocalRoute[] = [
  ...customerRoutes,
  ...balanceTransactionRoutes,
  ...paymentMethodRoutes,
  ...setupIntentRoutes,
  ...productRoutes,
  ...priceRoutes,
  ...taxRateRoutes,
  ...couponRoutes,
  ...promotionCodeRoutes,
  ...testClockRoutes,
];
