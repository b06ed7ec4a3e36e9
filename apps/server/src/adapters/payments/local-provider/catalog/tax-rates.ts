import type { LocalStore } from '../store.js';
import { invalid, type LocalRoute, type StripeObject } from '../types.js';
import { insertCreated, saveUpdated } from './changes.js';
import {
  assignDefined,
  createdFilter,
  decimal,
  flag,
  LIST_PARAMS,
  mergeMetadata,
  missingParam,
  nullableText,
  oneOf,
  pageOf,
  rejectUnknown,
  requiredText,
  type Body,
} from './params.js';

const EDITABLE = ['active', 'country', 'description', 'display_name', 'jurisdiction', 'metadata', 'state', 'tax_type'];
const TAX_TYPES = [
  'amusement_tax',
  'communications_tax',
  'gst',
  'hst',
  'igst',
  'jct',
  'lease_tax',
  'pst',
  'qst',
  'retail_delivery_fee',
  'rst',
  'sales_tax',
  'service_tax',
  'vat',
];

function editable(body: Body, current: StripeObject | undefined) {
  return {
    active: flag(body.active, 'active'),
    country: nullableText(body.country, 'country'),
    description: nullableText(body.description, 'description'),
    display_name: nullableText(body.display_name, 'display_name') ?? undefined,
    jurisdiction: nullableText(body.jurisdiction, 'jurisdiction'),
    metadata:
      body.metadata === undefined
        ? undefined
        : mergeMetadata((current?.metadata ?? {}) as Record<string, string>, body.metadata),
    state: nullableText(body.state, 'state'),
    tax_type: body.tax_type === '' ? null : oneOf(body.tax_type, 'tax_type', TAX_TYPES),
  };
}

async function create(body: Body, store: LocalStore): Promise<StripeObject> {
  rejectUnknown(body, [...EDITABLE, 'percentage', 'inclusive']);
  const percentage = decimal(body.percentage, 'percentage');
  if (percentage === undefined) throw missingParam('percentage');
  if (percentage < 0 || percentage > 100) throw invalid('Invalid percentage: must be between 0 and 100', 'percentage');
  const inclusive = flag(body.inclusive, 'inclusive');
  if (inclusive === undefined) throw missingParam('inclusive');
  const rate: StripeObject = {
    id: store.newId('txr'),
    object: 'tax_rate',
    active: true,
    country: null,
    created: store.now(),
    description: null,
    display_name: requiredText(body.display_name, 'display_name'),
    effective_percentage: percentage,
    flat_amount: null,
    inclusive,
    jurisdiction: null,
    jurisdiction_level: null,
    livemode: false,
    metadata: {},
    percentage,
    rate_type: 'percentage',
    state: null,
    tax_type: null,
  };
  return insertCreated(store, assignDefined(rate, editable(body, undefined)));
}

async function update(id: string, body: Body, store: LocalStore): Promise<StripeObject> {
  rejectUnknown(body, EDITABLE);
  const before = await store.get('tax_rate', id);
  return saveUpdated(store, before, assignDefined({ ...before }, editable(body, before)));
}

export const taxRateRoutes: LocalRoute[] = [
  { method: 'POST', path: '/v1/tax_rates', handle: ({ body }, store) => create(body, store) },
  { method: 'GET', path: '/v1/tax_rates/:id', handle: ({ params }, store) => store.get('tax_rate', params.id!) },
  { method: 'POST', path: '/v1/tax_rates/:id', handle: ({ params, body }, store) => update(params.id!, body, store) },
  {
    method: 'GET',
    path: '/v1/tax_rates',
    handle({ body }, store) {
      rejectUnknown(body, [...LIST_PARAMS, 'active', 'inclusive']);
      const active = flag(body.active, 'active');
      const inclusive = flag(body.inclusive, 'inclusive');
      const created = createdFilter(body.created);
      return store.list('tax_rate', '/v1/tax_rates', pageOf(body), {
        where: (rate) =>
          (active === undefined || rate.active === active) &&
          (inclusive === undefined || rate.inclusive === inclusive) &&
          created(rate),
      });
    },
  },
];
