import type { LocalStore } from '../store.js';
import { LocalStripeError, type LocalRoute, type StripeObject } from '../types.js';
import { insertCreated, saveUpdated } from './changes.js';
import { noSuch } from './lookups.js';
import {
  assignDefined,
  createdFilter,
  flag,
  LIST_PARAMS,
  mergeMetadata,
  nullableText,
  pageOf,
  rejectUnknown,
  requiredText,
  strings,
  text,
  type Body,
} from './params.js';

const EDITABLE = [
  'name',
  'active',
  'description',
  'metadata',
  'images',
  'url',
  'unit_label',
  'statement_descriptor',
  'tax_code',
  'shippable',
];

function editable(body: Body, current: StripeObject | undefined) {
  return {
    active: flag(body.active, 'active'),
    description: nullableText(body.description, 'description'),
    images: body.images === '' ? [] : strings(body.images, 'images'),
    metadata:
      body.metadata === undefined
        ? undefined
        : mergeMetadata((current?.metadata ?? {}) as Record<string, string>, body.metadata),
    shippable: flag(body.shippable, 'shippable'),
    statement_descriptor: nullableText(body.statement_descriptor, 'statement_descriptor'),
    tax_code: nullableText(body.tax_code, 'tax_code'),
    unit_label: nullableText(body.unit_label, 'unit_label'),
    url: nullableText(body.url, 'url'),
  };
}

/** A new product; prices create one from `product_data` too. */
export async function createProduct(body: Body, store: LocalStore, prefix?: string): Promise<StripeObject> {
  const param = (name: string) => (prefix ? `${prefix}[${name}]` : name);
  const id = text(body.id, param('id')) || store.newId('prod');
  if (await store.find('product', id)) {
    throw new LocalStripeError(400, 'invalid_request_error', `Product already exists.`, {
      code: 'resource_already_exists',
      param: param('id'),
    });
  }
  const now = store.now();
  const product: StripeObject = {
    id,
    object: 'product',
    active: true,
    created: now,
    default_price: null,
    description: null,
    images: [],
    livemode: false,
    marketing_features: [],
    metadata: {},
    name: requiredText(body.name, param('name')),
    package_dimensions: null,
    shippable: null,
    statement_descriptor: null,
    tax_code: null,
    tax_details: null,
    type: 'service',
    unit_label: null,
    updated: now,
    url: null,
  };
  assignDefined(product, editable(body, undefined));
  return insertCreated(store, product);
}

async function update(id: string, body: Body, store: LocalStore): Promise<StripeObject> {
  rejectUnknown(body, [...EDITABLE, 'default_price']);
  const before = await store.get('product', id);
  const after: StripeObject = assignDefined(
    { ...before, updated: store.now() },
    { ...editable(body, before), name: text(body.name, 'name') || undefined },
  );
  const defaultPrice = nullableText(body.default_price, 'default_price');
  if (defaultPrice) {
    const price = await store.find('price', defaultPrice);
    if (!price) throw noSuch('price', defaultPrice, 'default_price');
    if (price.product !== id)
      throw new LocalStripeError(400, 'invalid_request_error', 'The default price must belong to this product.', {
        param: 'default_price',
      });
  }
  if (defaultPrice !== undefined) after.default_price = defaultPrice;
  return saveUpdated(store, before, after);
}

export const productRoutes: LocalRoute[] = [
  {
    method: 'POST',
    path: '/v1/products',
    handle({ body }, store) {
      rejectUnknown(body, [...EDITABLE, 'id']);
      return createProduct(body, store);
    },
  },
  { method: 'GET', path: '/v1/products/:id', handle: ({ params }, store) => store.get('product', params.id!) },
  { method: 'POST', path: '/v1/products/:id', handle: ({ params, body }, store) => update(params.id!, body, store) },
  {
    method: 'GET',
    path: '/v1/products',
    handle({ body }, store) {
      rejectUnknown(body, [...LIST_PARAMS, 'active', 'ids', 'shippable', 'url']);
      const active = flag(body.active, 'active');
      const ids = strings(body.ids, 'ids');
      const created = createdFilter(body.created);
      return store.list('product', '/v1/products', pageOf(body), {
        where: (product) =>
          (active === undefined || product.active === active) && (!ids || ids.includes(product.id)) && created(product),
      });
    },
  },
];
