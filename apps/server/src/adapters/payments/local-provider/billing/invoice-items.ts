import type { LocalStore } from '../store.js';
import { invalid, type LocalRoute } from '../types.js';
import { inlinePrice } from './add-invoice-items.js';
import { oneTimeLine } from './line-text.js';
import { customerOf, lookup, productName, taxRates } from './lookups.js';
import type { Invoice, InvoiceItem, Price } from './model.js';
import { integer, mergeMetadata, record, required, strings, text, type Body } from './params.js';
import { redraft } from './one-off-invoices.js';

/** `amount`, or `price_data` × `quantity` (the price is stored, inactive, as Stripe does). */
async function pricing(
  store: LocalStore,
  body: Body,
): Promise<{ amount: number; price: Price | null; quantity: number }> {
  const amount = integer(body.amount, 'amount');
  if ((amount === undefined) === (body.price_data === undefined))
    throw invalid('Pass exactly one of `amount` and `price_data`.', 'amount');
  if (amount !== undefined) {
    if (body.quantity !== undefined) throw invalid('`quantity` goes with `price_data`, not with `amount`.', 'quantity');
    return { amount, price: null, quantity: 1 };
  }
  const price = await store.insert(await inlinePrice(store, record(body.price_data), 'price_data'));
  const quantity = integer(body.quantity, 'quantity') ?? 1;
  return { amount: (price.unit_amount ?? 0) * quantity, price, quantity };
}

/**
 * `POST /v1/invoiceitems`: a one-off amount on a draft invoice of the customer, which is computed again with it. The
 * local provider keeps no pending items for a later invoice, so `invoice` is required.
 */
async function createInvoiceItem(store: LocalStore, body: Body): Promise<InvoiceItem> {
  const customer = (await customerOf(store, required(body.customer, 'customer'))).id;
  const invoiceId = text(body.invoice, 'invoice');
  if (!invoiceId)
    throw invalid('The local provider adds invoice items only to a draft invoice: pass `invoice`.', 'invoice');
  const invoice = await lookup<Invoice>(store, 'invoice', invoiceId, 'invoice');
  if (invoice.customer !== customer) throw invalid(`The invoice ${invoiceId} belongs to another customer.`, 'invoice');
  if (invoice.status !== 'draft')
    throw invalid(`Invoice items can only be added to a draft invoice; ${invoiceId} is ${invoice.status}.`, 'invoice');
  const { amount, price, quantity } = await pricing(store, body);
  const currency = price?.currency ?? text(body.currency, 'currency')?.toLowerCase() ?? invoice.currency;
  if (currency !== invoice.currency)
    throw invalid(`The currency (${currency}) must match the invoice's currency (${invoice.currency}).`, 'currency');
  const now = store.now();
  const item: InvoiceItem = {
    id: store.newId('ii'),
    object: 'invoiceitem',
    amount,
    currency,
    customer,
    customer_account: null,
    date: now,
    description:
      text(body.description, 'description') ?? (price ? oneTimeLine(await productName(store, price), quantity) : null),
    discountable: true,
    discounts: [],
    invoice: invoice.id,
    livemode: false,
    metadata: mergeMetadata({}, body.metadata),
    net_amount: amount,
    parent: null,
    period: { start: now, end: now },
    pricing: price
      ? {
          type: 'price_details',
          price_details: { price: price.id, product: price.product },
          unit_amount_decimal: String(price.unit_amount ?? 0),
        }
      : null,
    proration: false,
    quantity,
    quantity_decimal: String(quantity),
    tax_rates: await taxRates(store, strings(body.tax_rates, 'tax_rates'), 'tax_rates'),
    test_clock: null,
  };
  await store.insert(item);
  await store.emit('invoiceitem.created', item);
  await redraft(store, invoice);
  return item;
}

export const invoiceItemRoutes: LocalRoute[] = [
  { method: 'POST', path: '/v1/invoiceitems', handle: (request, store) => createInvoiceItem(store, request.body) },
];
