import type { LocalRoute } from '../types.js';

/** Customers, payment methods, SetupIntents, products, prices, tax rates, coupons, promotion codes, test clocks. */
export const catalogRoutes: LocalRoute[] = [];
