import { billingMessages } from '@lodestar/contract';
import type { ClaimsRepository } from '../../db/claims.js';
import { withLease } from '../../lib/leases.js';

/** A double click or a second tab waits this long for the first request's billing change, then answers 409. */
const BILLING_WAIT = { waitMs: 20_000, busy: billingMessages.changeUnderway };

/** The lease on one device's plan of a kind: held while a purchase or a transfer checks and buys it. */
export const devicePlanLease = (deviceId: string, planType: string) => `plan:${deviceId}:${planType}`;
/** The lease on one subscription: held while an action changes it at the provider. */
export const subscriptionLease = (subscriptionId: string) => `subscription:${subscriptionId}`;

/** Runs a billing change holding `key`'s lease (decision 0043): requests at once on the same key run one at a time. */
export const withBillingLease = <T>(claims: ClaimsRepository, key: string, work: () => Promise<T>): Promise<T> =>
  withLease(claims, key, BILLING_WAIT, work);
