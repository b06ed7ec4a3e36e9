import { randomBytes } from 'node:crypto';
import type { LocalStore } from '../store.js';
import { invalid, LocalStripeError, type LocalRoute } from '../types.js';
import { methodFromForm, paymentMethodParam } from './card-methods.js';
import { saveUpdated } from './changes.js';
import { liveCustomer } from './lookups.js';
import {
  createdFilter,
  flag,
  LIST_PARAMS,
  mergeMetadata,
  nullableText,
  oneOf,
  pageOf,
  rejectUnknown,
  strings,
  text,
  type Body,
} from './params.js';
import { checkClientSecret } from '../client-secret.js';
import { confirmWith, unexpectedState, type SetupIntent } from './setup-intent-flow.js';

const IGNORED = [
  'return_url',
  'use_stripe_sdk',
  'mandate_data',
  'payment_method_options',
  'excluded_payment_method_types',
  'payment_method_configuration',
];
const CREATE = [
  'customer',
  'allowed_payment_method_types',
  'payment_method_types',
  'usage',
  'payment_method',
  'confirm',
  'metadata',
  'description',
  'automatic_payment_methods',
  'attach_to_self',
  'flow_directions',
  ...IGNORED,
];

/** The 2026 API names the types `allowed_payment_method_types`; older code sends `payment_method_types`, still taken. */
function allowedTypes(body: Body): string[] | undefined {
  const param =
    body.allowed_payment_method_types !== undefined ? 'allowed_payment_method_types' : 'payment_method_types';
  const types = strings(body[param], param);
  const unsupported = types?.find((type) => type !== 'card');
  if (unsupported)
    throw invalid(`The payment method type "${unsupported}" is not supported by the local payment provider.`, param);
  return types;
}

export async function createSetupIntent(body: Body, store: LocalStore): Promise<SetupIntent> {
  rejectUnknown(body, CREATE);
  const customer = text(body.customer, 'customer') || null;
  if (customer) await liveCustomer(store, customer);
  const types = allowedTypes(body);
  const id = store.newId('seti');
  const methodId = text(body.payment_method, 'payment_method');
  const method = methodId ? await paymentMethodParam(store, methodId, 'payment_method') : undefined;
  const intent: SetupIntent = {
    id,
    object: 'setup_intent',
    allowed_payment_method_types: types ?? null,
    application: null,
    automatic_payment_methods: types ? null : { allow_redirects: 'always', enabled: true },
    cancellation_reason: null,
    client_secret: `${id}_secret_${randomBytes(18).toString('base64url').replace(/[-_]/g, '0')}`,
    created: store.now(),
    customer,
    customer_account: null,
    description: nullableText(body.description, 'description') ?? null,
    excluded_payment_method_types: null,
    flow_directions: null,
    last_setup_error: null,
    latest_attempt: null,
    livemode: false,
    mandate: null,
    metadata: mergeMetadata({}, body.metadata),
    next_action: null,
    on_behalf_of: null,
    payment_method: method?.id ?? null,
    payment_method_configuration_details: null,
    payment_method_options: { card: { mandate_options: null, network: null, request_three_d_secure: 'automatic' } },
    payment_method_types: types ?? ['card'],
    single_use_mandate: null,
    status: method ? 'requires_confirmation' : 'requires_payment_method',
    usage: oneOf(body.usage, 'usage', ['on_session', 'off_session']) ?? 'off_session',
  };
  await store.insert(intent);
  await store.emit('setup_intent.created', intent);
  return flag(body.confirm, 'confirm') && method ? confirmWith(store, intent, method) : intent;
}

async function confirm(id: string, body: Body, store: LocalStore): Promise<SetupIntent> {
  rejectUnknown(body, [
    'payment_method',
    'payment_method_data',
    'client_secret',
    'allowed_payment_method_types',
    ...IGNORED,
  ]);
  const intent = await store.get<SetupIntent>('setup_intent', id);
  if (body.client_secret !== undefined) checkClientSecret(intent, body.client_secret);
  allowedTypes(body);
  const methodId = text(body.payment_method, 'payment_method') ?? intent.payment_method;
  if (body.payment_method_data === undefined && !methodId) {
    throw new LocalStripeError(
      400,
      'invalid_request_error',
      "You cannot confirm this SetupIntent because it's missing a payment method. Update the SetupIntent with a payment method and then confirm it again, or confirm it again directly with a payment method.",
      { code: 'setup_intent_unexpected_state' },
    );
  }
  return confirmWith(
    store,
    intent,
    await methodFromForm(store, { payment_method: methodId, payment_method_data: body.payment_method_data }),
  );
}

async function update(id: string, body: Body, store: LocalStore): Promise<SetupIntent> {
  rejectUnknown(body, ['metadata', 'description', 'payment_method', 'allowed_payment_method_types']);
  const before = await store.get<SetupIntent>('setup_intent', id);
  if (before.status === 'succeeded' || before.status === 'canceled') throw unexpectedState(before, 'update');
  const after: SetupIntent = {
    ...before,
    metadata: mergeMetadata((before.metadata ?? {}) as Record<string, string>, body.metadata),
  };
  const description = nullableText(body.description, 'description');
  if (description !== undefined) after.description = description;
  const types = allowedTypes(body);
  if (types)
    Object.assign(after, {
      allowed_payment_method_types: types,
      payment_method_types: types,
      automatic_payment_methods: null,
    });
  const methodId = text(body.payment_method, 'payment_method');
  if (methodId)
    Object.assign(after, {
      payment_method: (await paymentMethodParam(store, methodId, 'payment_method')).id,
      status: 'requires_confirmation',
    });
  return saveUpdated(store, before, after);
}

async function cancel(id: string, body: Body, store: LocalStore): Promise<SetupIntent> {
  rejectUnknown(body, ['cancellation_reason']);
  const intent = await store.get<SetupIntent>('setup_intent', id);
  if (intent.status === 'succeeded' || intent.status === 'canceled') throw unexpectedState(intent, 'cancel');
  const reason =
    oneOf(body.cancellation_reason, 'cancellation_reason', ['abandoned', 'duplicate', 'requested_by_customer']) ?? null;
  const canceled: SetupIntent = { ...intent, status: 'canceled', cancellation_reason: reason, next_action: null };
  await store.save(canceled);
  await store.emit('setup_intent.canceled', canceled);
  return canceled;
}

export const setupIntentRoutes: LocalRoute[] = [
  { method: 'POST', path: '/v1/setup_intents', handle: ({ body }, store) => createSetupIntent(body, store) },
  {
    method: 'GET',
    path: '/v1/setup_intents/:id',
    handle: ({ params }, store) => store.get('setup_intent', params.id!),
  },
  {
    method: 'POST',
    path: '/v1/setup_intents/:id',
    handle: ({ params, body }, store) => update(params.id!, body, store),
  },
  {
    method: 'POST',
    path: '/v1/setup_intents/:id/confirm',
    handle: ({ params, body }, store) => confirm(params.id!, body, store),
  },
  {
    method: 'POST',
    path: '/v1/setup_intents/:id/cancel',
    handle: ({ params, body }, store) => cancel(params.id!, body, store),
  },
  {
    method: 'GET',
    path: '/v1/setup_intents',
    handle({ body }, store) {
      rejectUnknown(body, [...LIST_PARAMS, 'customer', 'payment_method', 'attach_to_self']);
      const customer = text(body.customer, 'customer');
      const method = text(body.payment_method, 'payment_method');
      const created = createdFilter(body.created);
      return store.list<SetupIntent>('setup_intent', '/v1/setup_intents', pageOf(body), {
        ...(customer ? { customer } : {}),
        where: (intent) => (!method || intent.payment_method === method) && created(intent),
      });
    },
  },
];
