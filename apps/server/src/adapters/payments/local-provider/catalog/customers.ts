import { randomBytes } from 'node:crypto';
import type { LocalStore } from '../store.js';
import { invalid, missing, type LocalRoute, type StripeObject } from '../types.js';
import { attachPaymentMethod } from './attachment.js';
import { paymentMethodParam } from './card-methods.js';
import { deleted, saveUpdated } from './changes.js';
import { noSuch } from './lookups.js';
import {
  address,
  assignDefined,
  createdFilter,
  integer,
  LIST_PARAMS,
  mergeMetadata,
  nullableText,
  oneOf,
  pageOf,
  record,
  rejectUnknown,
  strings,
  text,
  type Body,
} from './params.js';

const EDITABLE = [
  'address',
  'balance',
  'business_name',
  'description',
  'email',
  'individual_name',
  'invoice_prefix',
  'invoice_settings',
  'metadata',
  'name',
  'next_invoice_sequence',
  'phone',
  'preferred_locales',
  'shipping',
  'tax_exempt',
  // Taken and not acted on: the local provider computes no tax and validates no tax location.
  'tax',
  'validate',
];

/** The fields create and update share; `invoice_settings[default_payment_method]` must be one of the customer's methods. */
async function editable(store: LocalStore, body: Body, customerId: string, current: StripeObject | undefined) {
  const settings = record(body.invoice_settings, 'invoice_settings');
  let invoiceSettings: Record<string, unknown> | undefined;
  if (settings) {
    invoiceSettings = { ...(current?.invoice_settings as object) };
    const method = nullableText(settings.default_payment_method, 'invoice_settings[default_payment_method]');
    if (method) {
      const found = await store.find('payment_method', method);
      if (!found) throw noSuch('PaymentMethod', method, 'invoice_settings[default_payment_method]');
      if (found.customer !== customerId) {
        throw invalid(
          `The customer does not have a payment method with the ID ${method}. The payment method must be attached to the customer.`,
          'invoice_settings[default_payment_method]',
        );
      }
    }
    assignDefined(invoiceSettings, {
      default_payment_method: method,
      footer: nullableText(settings.footer, 'invoice_settings[footer]'),
    });
  }
  return {
    address: address(body.address, 'address'),
    balance: integer(body.balance, 'balance'),
    business_name: nullableText(body.business_name, 'business_name'),
    individual_name: nullableText(body.individual_name, 'individual_name'),
    invoice_prefix: text(body.invoice_prefix, 'invoice_prefix') || undefined,
    next_invoice_sequence: integer(body.next_invoice_sequence, 'next_invoice_sequence'),
    description: nullableText(body.description, 'description'),
    email: nullableText(body.email, 'email'),
    invoice_settings: invoiceSettings,
    metadata:
      body.metadata === undefined
        ? undefined
        : mergeMetadata((current?.metadata ?? {}) as Record<string, string>, body.metadata),
    name: nullableText(body.name, 'name'),
    phone: nullableText(body.phone, 'phone'),
    preferred_locales: body.preferred_locales === '' ? [] : strings(body.preferred_locales, 'preferred_locales'),
    shipping: body.shipping === '' ? null : record(body.shipping, 'shipping'),
    tax_exempt: oneOf(body.tax_exempt, 'tax_exempt', ['none', 'exempt', 'reverse']),
  };
}

async function create(body: Body, store: LocalStore): Promise<StripeObject> {
  rejectUnknown(body, [...EDITABLE, 'payment_method', 'test_clock']);
  const id = store.newId('cus');
  const customer: StripeObject = {
    id,
    object: 'customer',
    address: null,
    balance: 0,
    created: store.now(),
    currency: null,
    customer_account: null,
    default_source: null,
    delinquent: false,
    description: null,
    discount: null,
    email: null,
    invoice_prefix: randomBytes(4).toString('hex').toUpperCase(),
    invoice_settings: { custom_fields: null, default_payment_method: null, footer: null, rendering_options: null },
    livemode: false,
    metadata: {},
    name: null,
    next_invoice_sequence: 1,
    phone: null,
    preferred_locales: [],
    shipping: null,
    tax_exempt: 'none',
    test_clock: text(body.test_clock, 'test_clock') ?? null,
  };
  const method = text(body.payment_method, 'payment_method');
  // The method is attached after the insert, so the default it may become is checked against an attached method.
  const { invoice_settings: _settings, ...fields } = await editable(
    store,
    { ...body, invoice_settings: undefined },
    id,
    customer,
  );
  assignDefined(customer, fields);
  await store.insert(customer);
  await store.emit('customer.created', customer);
  if (method)
    await attachPaymentMethod(store, await paymentMethodParam(store, method, 'payment_method'), id, 'payment_method');
  if (body.invoice_settings === undefined) return customer;
  const withSettings = assignDefined(
    { ...customer },
    await editable(store, { invoice_settings: body.invoice_settings }, id, customer),
  );
  await store.save(withSettings);
  return withSettings;
}

async function update(id: string, body: Body, store: LocalStore): Promise<StripeObject> {
  rejectUnknown(body, EDITABLE);
  const before = await store.get('customer', id);
  if (before.deleted === true) throw missing('customer', id);
  const after = assignDefined({ ...before }, await editable(store, body, id, before));
  return saveUpdated(store, before, after);
}

async function remove(id: string, store: LocalStore): Promise<StripeObject> {
  const customer = await store.get('customer', id);
  if (customer.deleted === true) throw missing('customer', id);
  // Kept as Stripe's tombstone: retrieving a deleted customer answers `{ id, object, deleted: true }`.
  await store.save(deleted(customer));
  await store.emit('customer.deleted', customer);
  return deleted(customer);
}

export const customerRoutes: LocalRoute[] = [
  { method: 'POST', path: '/v1/customers', handle: ({ body }, store) => create(body, store) },
  { method: 'GET', path: '/v1/customers/:id', handle: ({ params }, store) => store.get('customer', params.id!) },
  { method: 'POST', path: '/v1/customers/:id', handle: ({ params, body }, store) => update(params.id!, body, store) },
  { method: 'DELETE', path: '/v1/customers/:id', handle: ({ params }, store) => remove(params.id!, store) },
  {
    method: 'GET',
    path: '/v1/customers',
    handle({ body }, store) {
      rejectUnknown(body, [...LIST_PARAMS, 'email', 'test_clock']);
      const email = text(body.email, 'email');
      const clock = text(body.test_clock, 'test_clock');
      const created = createdFilter(body.created);
      return store.list('customer', '/v1/customers', pageOf(body), {
        where: (customer) =>
          customer.deleted !== true &&
          (!email || customer.email === email) &&
          (!clock || customer.test_clock === clock) &&
          created(customer),
      });
    },
  },
];
