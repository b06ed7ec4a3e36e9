import type { LocalStore } from '../store.js';
import { invalid, LocalStripeError, type StripeObject } from '../types.js';
import { address, mergeMetadata, nullableText, record, requiredText, type Body } from './params.js';
import { checkCard, testCard, type CardBehaviour, type ValidCard } from './test-cards.js';

export interface PaymentMethod extends StripeObject {
  object: 'payment_method';
  customer: string | null;
  type: string;
  billing_details: BillingDetails;
  _local?: CardBehaviour;
}

type BillingDetails = {
  address: Record<string, string | null>;
  email: string | null;
  name: string | null;
  phone: string | null;
  tax_id: string | null;
};

const NO_ADDRESS = { city: null, country: null, line1: null, line2: null, postal_code: null, state: null };

export function billingDetails(value: unknown, param: string, current?: BillingDetails): BillingDetails {
  const given = record(value, param) ?? {};
  const field = (name: string) => {
    const found = nullableText(given[name], `${param}[${name}]`);
    return found === undefined
      ? ((current?.[name as keyof BillingDetails] as string | null | undefined) ?? null)
      : found;
  };
  return {
    address: address(given.address, `${param}[address]`) ?? current?.address ?? { ...NO_ADDRESS },
    email: field('email'),
    name: field('name'),
    phone: field('phone'),
    tax_id: field('tax_id'),
  };
}

/** Stores a new card PaymentMethod: only brand, last4 and expiry of the card are kept. */
export async function insertCardMethod(
  store: LocalStore,
  card: ValidCard,
  options: { billing_details?: unknown; metadata?: unknown; allow_redisplay?: unknown } = {},
): Promise<PaymentMethod> {
  const billing = billingDetails(options.billing_details, 'billing_details');
  const method: PaymentMethod = {
    id: store.newId('pm'),
    object: 'payment_method',
    allow_redisplay: typeof options.allow_redisplay === 'string' ? options.allow_redisplay : 'unspecified',
    billing_details: billing,
    card: {
      brand: card.brand,
      checks: {
        address_line1_check: billing.address.line1 ? 'pass' : null,
        address_postal_code_check: billing.address.postal_code ? 'pass' : null,
        cvc_check: card.cvcChecked ? 'pass' : null,
      },
      country: 'US',
      display_brand: card.displayBrand,
      exp_month: card.expMonth,
      exp_year: card.expYear,
      funding: 'credit',
      generated_from: null,
      last4: card.last4,
      networks: { available: [card.brand], preferred: null },
      regulated_status: 'unregulated',
      three_d_secure_usage: { supported: true },
      wallet: null,
    },
    created: store.now(),
    customer: null,
    customer_account: null,
    livemode: false,
    metadata: mergeMetadata({}, options.metadata),
    type: 'card',
    _local: { ...card.behaviour },
  };
  return store.insert(method);
}

/**
 * The PaymentMethod a request names in `param`. Stripe's test ids (`pm_card_visa`, `pm_card_chargeDeclined`, ...) each
 * make a fresh PaymentMethod with that card's behaviour, as Stripe does.
 */
export async function paymentMethodParam(store: LocalStore, id: string, param: string): Promise<PaymentMethod> {
  const card = id.startsWith('pm_card_') ? testCard(id, store.now()) : undefined;
  if (card) return insertCardMethod(store, card);
  const method = await store.find<PaymentMethod>('payment_method', id);
  if (!method)
    throw new LocalStripeError(400, 'invalid_request_error', `No such PaymentMethod: '${id}'`, {
      code: 'resource_missing',
      param,
    });
  return method;
}

/** The method a confirmation names: a new card from `payment_method_data`, or `payment_method`. */
export async function methodFromForm(store: LocalStore, form: Body): Promise<PaymentMethod> {
  const data = record(form.payment_method_data, 'payment_method_data');
  if (!data) return paymentMethodParam(store, requiredText(form.payment_method, 'payment_method'), 'payment_method');
  if (data.type !== 'card')
    throw invalid('The local payment provider only takes card payment methods.', 'payment_method_data[type]');
  const card = checkCard(record(data.card, 'payment_method_data[card]') ?? {}, store.now());
  return insertCardMethod(store, card, cardOptions(data));
}

export function cardOptions(body: Body): { billing_details?: unknown; metadata?: unknown; allow_redisplay?: unknown } {
  return { billing_details: body.billing_details, metadata: body.metadata, allow_redisplay: body.allow_redisplay };
}
