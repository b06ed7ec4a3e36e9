import { publicView, type LocalStore } from '../store.js';
import { invalid, LocalStripeError, type StripeObject } from '../types.js';
import type { PaymentMethod, Price, Subscription, TaxRate } from './model.js';

/** Stripe answers an unknown id inside the params with a 400 (a 404 is for the path's own resource). */
export function noSuch(object: string, id: string, param: string): LocalStripeError {
  return new LocalStripeError(400, 'invalid_request_error', `No such ${object.replace(/_/g, ' ')}: '${id}'`, {
    code: 'resource_missing',
    param,
  });
}

export async function lookup<T extends StripeObject>(
  store: LocalStore,
  object: string,
  id: string,
  param: string,
): Promise<T> {
  const found = await store.find<T>(object, id);
  if (!found) throw noSuch(object, id, param);
  return found;
}

export async function customerOf(store: LocalStore, id: string, param = 'customer'): Promise<StripeObject> {
  const customer = await lookup(store, 'customer', id, param);
  if (customer.deleted === true) throw noSuch('customer', id, param);
  return customer;
}

export async function recurringPrice(store: LocalStore, id: string, param: string): Promise<Price> {
  const price = await lookup<Price>(store, 'price', id, param);
  if (!price.recurring)
    throw invalid(
      `The price specified is set to \`type=one_time\` but this field only accepts prices with \`type=recurring\`.`,
      param,
    );
  if (price.unit_amount === null) throw invalid(`The price ${id} has no unit_amount.`, param);
  return publicView(price) as Price;
}

export async function taxRates(store: LocalStore, ids: string[], param: string): Promise<TaxRate[]> {
  const rates: TaxRate[] = [];
  for (const [index, id] of ids.entries())
    rates.push(publicView(await lookup<TaxRate>(store, 'tax_rate', id, `${param}[${index}]`)) as TaxRate);
  return rates;
}

export async function ownPaymentMethod(
  store: LocalStore,
  id: string,
  customer: string,
  param: string,
): Promise<PaymentMethod> {
  const method = await lookup<PaymentMethod>(store, 'payment_method', id, param);
  if (method.customer !== customer) {
    throw invalid(
      `The customer does not have a payment method with the ID ${id}. The payment method must be attached to the customer.`,
      param,
    );
  }
  return method;
}

/** The method a subscription's invoices are charged to: the subscription's own, else the customer's invoice default. */
export async function billingPaymentMethod(
  store: LocalStore,
  customerId: string,
  subscription?: Pick<Subscription, 'default_payment_method'>,
): Promise<PaymentMethod | undefined> {
  let id = subscription?.default_payment_method ?? null;
  if (!id) {
    const customer = await store.find('customer', customerId);
    const settings = customer?.invoice_settings as { default_payment_method?: unknown } | undefined;
    id = typeof settings?.default_payment_method === 'string' ? settings.default_payment_method : null;
  }
  return id ? store.find<PaymentMethod>('payment_method', id) : undefined;
}

export async function productName(store: LocalStore, price: Price): Promise<string> {
  const product = await store.find('product', price.product);
  return typeof product?.name === 'string' ? product.name : price.product;
}

/** Top-level fields of `before` that changed in `after`, as Stripe's `previous_attributes`. */
export function previousAttributes(before: StripeObject, after: StripeObject): Record<string, unknown> {
  const previous: Record<string, unknown> = {};
  for (const key of new Set([...Object.keys(before), ...Object.keys(after)])) {
    if (key === '_local') continue;
    if (JSON.stringify(before[key]) !== JSON.stringify(after[key])) previous[key] = before[key] ?? null;
  }
  return previous;
}

export function copy<T>(value: T): T {
  return structuredClone(value);
}

/** Emits `customer.subscription.updated` when anything visible changed. */
export async function emitUpdated(
  store: LocalStore,
  type: string,
  before: StripeObject,
  after: StripeObject,
): Promise<void> {
  const previous = previousAttributes(before, after);
  if (Object.keys(previous).length > 0) await store.emit(type, after, previous);
}
