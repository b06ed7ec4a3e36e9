import type { LocalStore } from '../store.js';
import type { LocalRoute } from '../types.js';
import { buildInvoice } from './invoice-builder.js';
import { customerBalance, insertDraft } from './invoice-collection.js';
import { customerOf, ownPaymentMethod, taxRates } from './lookups.js';
import type { Invoice, InvoiceItem, LineDraft, Price, TaxRate } from './model.js';
import { flag, mergeMetadata, oneOf, required, strings, text, type Body } from './params.js';

/** What `POST /v1/invoices` sets that the invoice's items do not change. */
const SETTINGS = ['auto_advance', 'collection_method', 'default_payment_method', 'description', 'metadata'] as const;
type Settings = Record<Exclude<(typeof SETTINGS)[number], 'auto_advance'>, unknown> & { auto_advance: boolean };

interface OneOffDraft {
  id?: string;
  customer: string;
  currency: string;
  created: number;
  default_tax_rates: TaxRate[];
}

async function lineOf(store: LocalStore, item: InvoiceItem): Promise<LineDraft> {
  const priceId = item.pricing?.price_details.price;
  return {
    amount: item.amount,
    description: item.description ?? '',
    period: item.period,
    price: (priceId && (await store.find<Price>('price', priceId))) || null,
    quantity: item.quantity,
    proration: false,
    subscriptionItem: null,
    invoiceItem: item.id,
    taxRates: item.tax_rates.length > 0 ? item.tax_rates : undefined,
  };
}

/** A one-off draft with its amounts and lines computed from its invoice items, and the settings it was created with. */
async function oneOffDraft(store: LocalStore, draft: OneOffDraft, settings: Settings): Promise<Invoice> {
  const items = draft.id ? await store.all<InvoiceItem>('invoiceitem', (item) => item.invoice === draft.id) : [];
  const invoice = buildInvoice(store, {
    id: draft.id,
    customer: draft.customer,
    currency: draft.currency,
    subscription: null,
    lines: await Promise.all(items.map((item) => lineOf(store, item))),
    discounts: [],
    taxRates: draft.default_tax_rates,
    billingReason: 'manual',
    at: draft.created,
    periodStart: draft.created,
    periodEnd: draft.created,
    startingBalance: await customerBalance(store, draft.customer),
  });
  return { ...invoice, ...settings };
}

/** The draft computed again after an invoice item was added to it. */
export async function redraft(store: LocalStore, invoice: Invoice): Promise<Invoice> {
  const draft = {
    ...invoice,
    created: invoice.created ?? store.now(),
    default_tax_rates: invoice.default_tax_rates as TaxRate[],
  };
  const settings = Object.fromEntries(SETTINGS.map((key) => [key, invoice[key]])) as Settings;
  return store.save(await oneOffDraft(store, draft, settings));
}

/**
 * `POST /v1/invoices`: an empty draft for the customer, charged automatically once finalized and paid. Its items are
 * added with `POST /v1/invoiceitems?invoice=`; the local provider keeps no pending items, so it includes none.
 */
async function createInvoice(store: LocalStore, body: Body): Promise<Invoice> {
  const customer = await customerOf(store, required(body.customer, 'customer'));
  oneOf(body.pending_invoice_items_behavior, 'pending_invoice_items_behavior', ['exclude']);
  const currency = required(body.currency ?? customer.currency ?? undefined, 'currency').toLowerCase();
  const methodId = text(body.default_payment_method, 'default_payment_method');
  if (methodId) await ownPaymentMethod(store, methodId, customer.id, 'default_payment_method');
  const draft = {
    customer: customer.id,
    currency,
    created: store.now(),
    default_tax_rates: await taxRates(store, strings(body.default_tax_rates, 'default_tax_rates'), 'default_tax_rates'),
  };
  const invoice = await oneOffDraft(store, draft, {
    auto_advance: flag(body.auto_advance, 'auto_advance') ?? false,
    collection_method:
      oneOf(body.collection_method, 'collection_method', ['charge_automatically']) ?? 'charge_automatically',
    default_payment_method: methodId ?? null,
    description: text(body.description, 'description') ?? null,
    metadata: mergeMetadata({}, body.metadata),
  });
  return insertDraft(store, invoice);
}

export const oneOffInvoiceRoutes: LocalRoute[] = [
  { method: 'POST', path: '/v1/invoices', handle: (request, store) => createInvoice(store, request.body) },
];
