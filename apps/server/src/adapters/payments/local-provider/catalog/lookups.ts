import type { LocalStore } from '../store.js';
import { LocalStripeError, type StripeObject } from '../types.js';

/** Stripe answers an unknown id inside the params with a 400 (a 404 is for the path's own resource). */
export function noSuch(label: string, id: string, param: string): LocalStripeError {
  return new LocalStripeError(400, 'invalid_request_error', `No such ${label}: '${id}'`, {
    code: 'resource_missing',
    param,
  });
}

/** A customer that exists and is not deleted (a deleted one is kept as Stripe's `{ deleted: true }` answer). */
export async function liveCustomer(store: LocalStore, id: string, param = 'customer'): Promise<StripeObject> {
  const customer = await store.find('customer', id);
  if (!customer || customer.deleted === true) throw noSuch('customer', id, param);
  return customer;
}
