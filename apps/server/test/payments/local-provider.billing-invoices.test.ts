import type Stripe from 'stripe';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  closeLocalProvider,
  failure,
  openLocalProvider,
  type LocalProviderUnderTest,
} from '../helpers/local-provider.js';

let local: LocalProviderUnderTest;
let stripe: Stripe;
let delivered: { type: string; object: { id: string } }[] = [];

beforeAll(async () => {
  local = await openLocalProvider({
    webhookSecret: 'whsec_invoices',
    deliver: async (payload) => {
      const event = JSON.parse(payload) as { type: string; data: { object: { id: string } } };
      delivered.push({ type: event.type, object: event.data.object });
      return true;
    },
  });
  stripe = local.stripe;
});

beforeEach(async () => {
  await local.provider.deliverPendingEvents();
  delivered = [];
});

afterAll(() => closeLocalProvider(local));

/** A customer whose default card is `card`, with a 10 % GST rate. */
async function setUp(card = 'pm_card_visa') {
  const customer = await stripe.customers.create({ email: 'one-off@example.com' });
  const method = await stripe.paymentMethods.attach(card, { customer: customer.id });
  await stripe.customers.update(customer.id, { invoice_settings: { default_payment_method: method.id } });
  const gst = await stripe.taxRates.create({ display_name: 'GST', percentage: 10, inclusive: false });
  return { customer, method, gst };
}

const draftFor = (customer: string, params: Partial<Stripe.InvoiceCreateParams> = {}) =>
  stripe.invoices.create({
    customer,
    currency: 'aud',
    collection_method: 'charge_automatically',
    auto_advance: false,
    pending_invoice_items_behavior: 'exclude',
    ...params,
  });

const eventsOf = async (id: string) => {
  await local.provider.deliverPendingEvents();
  return delivered.filter((event) => event.object.id === id).map((event) => event.type);
};

describe('local payment provider: one-off invoices', () => {
  it('creates a draft, adds items with their taxes, finalizes it with the next number and charges it', async () => {
    const { customer, method, gst } = await setUp();
    const draft = await draftFor(customer.id, {
      default_tax_rates: [gst.id],
      description: 'Pause of Monthly',
      metadata: { purpose: 'pause_deduction' },
    });
    expect(draft).toMatchObject({
      object: 'invoice',
      status: 'draft',
      number: null,
      total: 0,
      billing_reason: 'manual',
      parent: null,
      auto_advance: false,
      description: 'Pause of Monthly',
      metadata: { purpose: 'pause_deduction' },
    });

    const fee = await stripe.invoiceItems.create({
      customer: customer.id,
      invoice: draft.id,
      amount: 1347,
      currency: 'aud',
      description: 'Pause of Monthly: 3 × 4.49 monthly fee',
      metadata: { months: '3' },
    });
    expect(fee).toMatchObject({
      object: 'invoiceitem',
      amount: 1347,
      currency: 'aud',
      invoice: draft.id,
      quantity: 1,
      metadata: { months: '3' },
    });
    const product = await stripe.products.create({ name: 'Setup' });
    const vat = await stripe.taxRates.create({ display_name: 'VAT', percentage: 20, inclusive: false });
    const setup = await stripe.invoiceItems.create({
      customer: customer.id,
      invoice: draft.id,
      price_data: { currency: 'aud', product: product.id, unit_amount: 500 },
      quantity: 2,
      tax_rates: [vat.id],
    });
    expect(setup).toMatchObject({ amount: 1000, quantity: 2, description: '2 × Setup', tax_rates: [{ id: vat.id }] });

    const computed = await stripe.invoices.retrieve(draft.id);
    // GST on the fee alone (the second item has its own rate): 134.7 → 135; VAT 20 % of 10.00.
    expect(computed).toMatchObject({ status: 'draft', subtotal: 2347, total: 2347 + 135 + 200, amount_due: 2682 });
    expect(
      computed.lines.data.map((line) => [line.description, line.amount, line.taxes?.map((tax) => tax.amount)]),
    ).toEqual([
      ['Pause of Monthly: 3 × 4.49 monthly fee', 1347, [135]],
      ['2 × Setup', 1000, [200]],
    ]);
    expect(computed.lines.data[0]!.parent?.invoice_item_details?.invoice_item).toBe(fee.id);

    const before = await stripe.invoices.finalizeInvoice(
      (await stripe.invoices.create({ customer: customer.id, currency: 'aud' })).id,
    );
    const finalized = await stripe.invoices.finalizeInvoice(draft.id);
    expect(finalized).toMatchObject({ status: 'open', amount_due: 2682 });
    expect(Number(finalized.number!.split('-')[1])).toBe(Number(before.number!.split('-')[1]) + 1);
    expect(await failure(stripe.invoices.finalizeInvoice(draft.id))).toMatchObject({ statusCode: 400 });

    const paid = await stripe.invoices.pay(draft.id, { expand: ['payments.data.payment.payment_intent'] });
    expect(paid).toMatchObject({ status: 'paid', amount_paid: 2682, amount_remaining: 0 });
    const intent = paid.payments!.data[0]!.payment.payment_intent as Stripe.PaymentIntent;
    expect(intent).toMatchObject({
      status: 'succeeded',
      amount: 2682,
      description: 'Payment for Invoice',
      payment_method: method.id,
    });
    expect(await eventsOf(draft.id)).toEqual([
      'invoice.created',
      'invoice.finalized',
      'invoice.paid',
      'invoice.payment_succeeded',
    ]);
    expect(await eventsOf(fee.id)).toEqual(['invoiceitem.created']);
  });

  it("charges the invoice's own payment method, and a decline leaves it open until voided", async () => {
    const { customer } = await setUp('pm_card_visa');
    const failing = await stripe.paymentMethods.attach('pm_card_chargeCustomerFail', { customer: customer.id });
    const draft = await draftFor(customer.id, { default_payment_method: failing.id });
    await stripe.invoiceItems.create({ customer: customer.id, invoice: draft.id, amount: 449 });
    await stripe.invoices.finalizeInvoice(draft.id);

    expect(await failure(stripe.invoices.pay(draft.id))).toMatchObject({
      type: 'StripeCardError',
      statusCode: 402,
      code: 'card_declined',
      message: 'Your card was declined.',
    });
    expect(await stripe.invoices.retrieve(draft.id)).toMatchObject({
      status: 'open',
      attempt_count: 1,
      amount_paid: 0,
      next_payment_attempt: null,
    });
    expect(await stripe.invoices.voidInvoice(draft.id)).toMatchObject({ status: 'void', amount_remaining: 0 });
    expect(await eventsOf(draft.id)).toEqual([
      'invoice.created',
      'invoice.finalized',
      'invoice.payment_failed',
      'invoice.voided',
    ]);
  });

  it('refuses items without a draft invoice of the customer, in another currency, or with both amount and price_data', async () => {
    const { customer } = await setUp();
    const other = await stripe.customers.create({ email: 'other@example.com' });
    const draft = await draftFor(customer.id);
    const product = await stripe.products.create({ name: 'Fee' });

    const refusals = [
      stripe.invoiceItems.create({ customer: customer.id, amount: 100, currency: 'aud' }),
      stripe.invoiceItems.create({ customer: other.id, invoice: draft.id, amount: 100 }),
      stripe.invoiceItems.create({ customer: customer.id, invoice: draft.id, amount: 100, currency: 'usd' }),
      stripe.invoiceItems.create({
        customer: customer.id,
        invoice: draft.id,
        amount: 100,
        price_data: { currency: 'aud', product: product.id, unit_amount: 100 },
      }),
      stripe.invoices.create({ customer: customer.id, currency: 'aud', pending_invoice_items_behavior: 'include' }),
    ];
    // Sent at once, as the provider serves them: each refusal is caught as it comes.
    for (const refused of await Promise.all(refusals.map(failure)))
      expect(refused).toMatchObject({ statusCode: 400, type: 'StripeInvalidRequestError' });

    await stripe.invoices.finalizeInvoice(draft.id);
    const late = await failure(stripe.invoiceItems.create({ customer: customer.id, invoice: draft.id, amount: 100 }));
    expect(late).toMatchObject({ statusCode: 400, param: 'invoice' });
    expect(await stripe.invoices.retrieve(draft.id)).toMatchObject({ status: 'open', total: 0 });
  });
});
