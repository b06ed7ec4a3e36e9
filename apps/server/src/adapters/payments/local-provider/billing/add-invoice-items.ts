import type { LocalStore } from '../store.js';
import { invalid } from '../types.js';
import { oneTimeLine } from './line-text.js';
import { lookup, productName } from './lookups.js';
import type { LineDraft, Price } from './model.js';
import { integer, list, record, required, text, type Body } from './params.js';

/** `price_data[currency|product|unit_amount]`: an inactive one-time price of an existing product, not yet stored. */
export async function inlinePrice(store: LocalStore, data: Body, param: string): Promise<Price> {
  const price: Price = {
    id: store.newId('price'),
    object: 'price',
    active: false,
    created: store.now(),
    currency: required(data.currency, `${param}[currency]`).toLowerCase(),
    product: required(data.product, `${param}[product]`),
    recurring: null,
    type: 'one_time',
    unit_amount: integer(data.unit_amount, `${param}[unit_amount]`) ?? 0,
    metadata: {},
  };
  await lookup(store, 'product', price.product, `${param}[product]`);
  return price;
}

/**
 * `add_invoice_items[i][price]` (a one-time price) or `[price_data][currency|product|unit_amount]`: one-time fees on the
 * subscription's first invoice. Inline prices are answered as `prices` for the caller to store with the subscription.
 */
export async function addInvoiceItems(
  store: LocalStore,
  value: unknown,
  currency: string,
  period: { start: number; end: number },
) {
  const lines: LineDraft[] = [];
  const prices: Price[] = [];
  for (const [index, entry] of list(value).entries()) {
    const fields = record(entry);
    const param = `add_invoice_items[${index}]`;
    const quantity = integer(fields.quantity, `${param}[quantity]`) ?? 1;
    let price: Price;
    const priceId = text(fields.price, `${param}[price]`);
    if (priceId) {
      price = await lookup<Price>(store, 'price', priceId, `${param}[price]`);
      if (price.recurring)
        throw invalid(
          'The price specified is set to `type=recurring` but this field only accepts prices with `type=one_time`.',
          `${param}[price]`,
        );
    } else {
      price = await inlinePrice(store, record(fields.price_data), `${param}[price_data]`);
      prices.push(price);
    }
    if (price.currency !== currency)
      throw invalid(
        `The price currency (${price.currency}) must match the subscription currency (${currency}).`,
        `${param}[price]`,
      );
    lines.push({
      amount: (price.unit_amount ?? 0) * quantity,
      description: oneTimeLine(await productName(store, price), quantity),
      period,
      price,
      quantity,
      proration: false,
      subscriptionItem: null,
    });
  }
  return { lines, prices };
}
