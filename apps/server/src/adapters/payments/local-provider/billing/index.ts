import type { LocalStore } from '../store.js';
import type { LocalRoute } from '../types.js';

/** Subscriptions, subscription schedules, invoices, payment intents and charges. */
export const billingRoutes: LocalRoute[] = [];

/** Runs, in time order, every trial end, renewal, pause end, schedule phase and retry that is due on the store's clock. */
export async function runDueBilling(_store: LocalStore): Promise<void> {}
