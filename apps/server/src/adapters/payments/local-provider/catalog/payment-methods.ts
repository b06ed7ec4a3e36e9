import type { LocalStore } from '../store.js';
import { invalid, missing, type LocalRoute } from '../types.js';
import { attachPaymentMethod, detachPaymentMethod } from './attachment.js';
import {
  billingDetails,
  cardOptions,
  insertCardMethod,
  paymentMethodParam,
  type PaymentMethod,
} from './card-methods.js';
import { saveUpdated } from './changes.js';
import { noSuch } from './lookups.js';
import {
  createdFilter,
  integer,
  LIST_PARAMS,
  mergeMetadata,
  pageOf,
  record,
  rejectUnknown,
  requiredText,
  text,
  type Body,
} from './params.js';
import { checkCard, testCard } from './test-cards.js';

/** The method named in the path: Stripe's test ids make a fresh one, any other unknown id is a 404. */
async function pathMethod(store: LocalStore, id: string): Promise<PaymentMethod> {
  return id.startsWith('pm_card_')
    ? paymentMethodParam(store, id, 'id')
    : store.get<PaymentMethod>('payment_method', id);
}

async function create(body: Body, store: LocalStore): Promise<PaymentMethod> {
  rejectUnknown(body, ['type', 'card', 'billing_details', 'metadata', 'allow_redisplay']);
  const type = requiredText(body.type, 'type');
  if (type !== 'card')
    throw invalid(`The payment method type "${type}" is not supported by the local payment provider.`, 'type');
  const card = record(body.card, 'card');
  if (!card) throw invalid('Missing required param: card.', 'card');
  const token = text(card.token, 'card[token]');
  const details = token === undefined ? checkCard(card, store.now()) : testCard(token, store.now());
  if (!details) throw noSuch('token', token ?? '', 'card[token]');
  return insertCardMethod(store, details, cardOptions(body));
}

async function update(id: string, body: Body, store: LocalStore): Promise<PaymentMethod> {
  rejectUnknown(body, ['billing_details', 'metadata', 'allow_redisplay', 'card']);
  const before = await store.get<PaymentMethod>('payment_method', id);
  const after: PaymentMethod = {
    ...before,
    metadata: mergeMetadata((before.metadata ?? {}) as Record<string, string>, body.metadata),
  };
  if (body.billing_details !== undefined)
    after.billing_details = billingDetails(body.billing_details, 'billing_details', before.billing_details);
  if (typeof body.allow_redisplay === 'string') after.allow_redisplay = body.allow_redisplay;
  const card = record(body.card, 'card');
  if (card) {
    const current = before.card as Record<string, unknown>;
    after.card = {
      ...current,
      exp_month: integer(card.exp_month, 'card[exp_month]') ?? current.exp_month,
      exp_year: integer(card.exp_year, 'card[exp_year]') ?? current.exp_year,
    };
  }
  return saveUpdated(store, before, after);
}

function listMethods(store: LocalStore, url: string, body: Body, customer: string | undefined) {
  const type = text(body.type, 'type');
  const created = createdFilter(body.created);
  return store.list<PaymentMethod>('payment_method', url, pageOf(body), {
    ...(customer ? { customer } : {}),
    where: (method) => (!type || method.type === type) && created(method),
  });
}

export const paymentMethodRoutes: LocalRoute[] = [
  { method: 'POST', path: '/v1/payment_methods', handle: ({ body }, store) => create(body, store) },
  {
    method: 'GET',
    path: '/v1/payment_methods/:id',
    handle: ({ params }, store) => store.get('payment_method', params.id!),
  },
  {
    method: 'POST',
    path: '/v1/payment_methods/:id',
    handle: ({ params, body }, store) => update(params.id!, body, store),
  },
  {
    method: 'POST',
    path: '/v1/payment_methods/:id/attach',
    async handle({ params, body }, store) {
      rejectUnknown(body, ['customer']);
      return attachPaymentMethod(store, await pathMethod(store, params.id!), requiredText(body.customer, 'customer'));
    },
  },
  {
    method: 'POST',
    path: '/v1/payment_methods/:id/detach',
    async handle({ params, body }, store) {
      rejectUnknown(body, []);
      return detachPaymentMethod(store, await store.get<PaymentMethod>('payment_method', params.id!));
    },
  },
  {
    method: 'GET',
    path: '/v1/payment_methods',
    handle({ body }, store) {
      rejectUnknown(body, [...LIST_PARAMS, 'customer', 'type', 'allow_redisplay']);
      return listMethods(store, '/v1/payment_methods', body, text(body.customer, 'customer'));
    },
  },
  {
    method: 'GET',
    path: '/v1/customers/:id/payment_methods',
    async handle({ params, body }, store) {
      rejectUnknown(body, [...LIST_PARAMS, 'type', 'allow_redisplay']);
      await store.get('customer', params.id!);
      return listMethods(store, `/v1/customers/${params.id}/payment_methods`, body, params.id);
    },
  },
  {
    method: 'GET',
    path: '/v1/customers/:customer/payment_methods/:id',
    async handle({ params }, store) {
      const method = await store.get<PaymentMethod>('payment_method', params.id!);
      if (method.customer !== params.customer) throw missing('payment_method', params.id!);
      return method;
    },
  },
];
