import type { LocalStore } from '../store.js';
import { invalid, type LocalRoute, type StripeObject } from '../types.js';
import { insertCreated, saveUpdated } from './changes.js';
import { noSuch } from './lookups.js';
import {
  createdFilter,
  flag,
  integer,
  LIST_PARAMS,
  mergeMetadata,
  missingParam,
  nullableText,
  oneOf,
  pageOf,
  record,
  rejectUnknown,
  requiredText,
  strings,
  text,
  type Body,
} from './params.js';
import { createProduct } from './products.js';

const INTERVALS = ['day', 'week', 'month', 'year'] as const;
const TAX_BEHAVIORS = ['exclusive', 'inclusive', 'unspecified'] as const;

/** Gives `key` to the price `ownerId`; with `transfer`, another price holding it loses it, else that is an error. */
async function claimLookupKey(store: LocalStore, key: string, transfer: boolean, ownerId: string): Promise<void> {
  const [holder] = await store.all('price', (price) => price.lookup_key === key && price.id !== ownerId);
  if (!holder) return;
  if (!transfer) throw invalid(`A price (\`${holder.id}\`) already uses that lookup key.`, 'lookup_key');
  await saveUpdated(store, holder, { ...holder, lookup_key: null });
}

function recurringOf(value: unknown): Record<string, unknown> | null {
  const given = record(value, 'recurring');
  if (!given) return null;
  const interval = oneOf(given.interval, 'recurring[interval]', INTERVALS);
  if (!interval) throw missingParam('recurring[interval]');
  const count = integer(given.interval_count, 'recurring[interval_count]') ?? 1;
  if (count < 1)
    throw invalid('Invalid recurring[interval_count]: must be a positive integer', 'recurring[interval_count]');
  return {
    interval,
    interval_count: count,
    meter: null,
    trial_period_days: integer(given.trial_period_days, 'recurring[trial_period_days]') ?? null,
    usage_type: oneOf(given.usage_type, 'recurring[usage_type]', ['licensed']) ?? 'licensed',
  };
}

async function create(body: Body, store: LocalStore): Promise<StripeObject> {
  rejectUnknown(body, [
    'currency',
    'product',
    'product_data',
    'unit_amount',
    'recurring',
    'lookup_key',
    'transfer_lookup_key',
    'nickname',
    'active',
    'metadata',
    'tax_behavior',
    'billing_scheme',
  ]);
  const currency = requiredText(body.currency, 'currency').toLowerCase();
  if (!/^[a-z]{3}$/.test(currency)) throw invalid(`Invalid currency: ${currency}.`, 'currency');
  const unitAmount = integer(body.unit_amount, 'unit_amount');
  if (unitAmount === undefined) throw missingParam('unit_amount');
  if (unitAmount < 0) throw invalid('Invalid unit_amount: must be at least 0', 'unit_amount');
  oneOf(body.billing_scheme, 'billing_scheme', ['per_unit']);
  const recurring = recurringOf(body.recurring);

  let product = text(body.product, 'product');
  const productData = record(body.product_data, 'product_data');
  if (product) {
    if (!(await store.find('product', product))) throw noSuch('product', product, 'product');
  } else if (productData) {
    product = (await createProduct(productData, store, 'product_data')).id;
  } else {
    throw missingParam('product');
  }

  const id = store.newId('price');
  const lookupKey = nullableText(body.lookup_key, 'lookup_key') ?? null;
  if (lookupKey)
    await claimLookupKey(store, lookupKey, flag(body.transfer_lookup_key, 'transfer_lookup_key') === true, id);
  return insertCreated(store, {
    id,
    object: 'price',
    active: flag(body.active, 'active') ?? true,
    billing_scheme: 'per_unit',
    created: store.now(),
    currency,
    custom_unit_amount: null,
    livemode: false,
    lookup_key: lookupKey,
    metadata: mergeMetadata({}, body.metadata),
    nickname: nullableText(body.nickname, 'nickname') ?? null,
    product,
    recurring,
    tax_behavior: oneOf(body.tax_behavior, 'tax_behavior', TAX_BEHAVIORS) ?? 'unspecified',
    tiers_mode: null,
    transform_quantity: null,
    type: recurring ? 'recurring' : 'one_time',
    unit_amount: unitAmount,
    unit_amount_decimal: String(unitAmount),
  });
}

async function update(id: string, body: Body, store: LocalStore): Promise<StripeObject> {
  rejectUnknown(body, ['active', 'metadata', 'nickname', 'lookup_key', 'transfer_lookup_key', 'tax_behavior']);
  const before = await store.get('price', id);
  const after: StripeObject = {
    ...before,
    metadata: mergeMetadata((before.metadata ?? {}) as Record<string, string>, body.metadata),
  };
  const active = flag(body.active, 'active');
  if (active !== undefined) after.active = active;
  const nickname = nullableText(body.nickname, 'nickname');
  if (nickname !== undefined) after.nickname = nickname;
  const taxBehavior = oneOf(body.tax_behavior, 'tax_behavior', TAX_BEHAVIORS);
  if (taxBehavior) after.tax_behavior = taxBehavior;
  const lookupKey = nullableText(body.lookup_key, 'lookup_key');
  if (lookupKey)
    await claimLookupKey(store, lookupKey, flag(body.transfer_lookup_key, 'transfer_lookup_key') === true, id);
  if (lookupKey !== undefined) after.lookup_key = lookupKey;
  return saveUpdated(store, before, after);
}

export const priceRoutes: LocalRoute[] = [
  { method: 'POST', path: '/v1/prices', handle: ({ body }, store) => create(body, store) },
  { method: 'GET', path: '/v1/prices/:id', handle: ({ params }, store) => store.get('price', params.id!) },
  { method: 'POST', path: '/v1/prices/:id', handle: ({ params, body }, store) => update(params.id!, body, store) },
  {
    method: 'GET',
    path: '/v1/prices',
    handle({ body }, store) {
      rejectUnknown(body, [...LIST_PARAMS, 'active', 'currency', 'product', 'type', 'lookup_keys', 'recurring']);
      const active = flag(body.active, 'active');
      const currency = text(body.currency, 'currency')?.toLowerCase();
      const product = text(body.product, 'product');
      const type = oneOf(body.type, 'type', ['one_time', 'recurring']);
      const lookupKeys = strings(body.lookup_keys, 'lookup_keys');
      const interval = oneOf(record(body.recurring, 'recurring')?.interval, 'recurring[interval]', INTERVALS);
      const created = createdFilter(body.created);
      return store.list('price', '/v1/prices', pageOf(body), {
        where: (price) =>
          (active === undefined || price.active === active) &&
          (!currency || price.currency === currency) &&
          (!product || price.product === product) &&
          (!type || price.type === type) &&
          (!lookupKeys || lookupKeys.includes(price.lookup_key as string)) &&
          (!interval || (price.recurring as { interval?: string } | null)?.interval === interval) &&
          created(price),
      });
    },
  },
];
