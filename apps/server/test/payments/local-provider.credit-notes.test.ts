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
let delivered: { type: string; id: string }[] = [];

beforeAll(async () => {
  local = await openLocalProvider({
    webhookSecret: 'whsec_credit_notes',
    deliver: async (payload) => {
      const event = JSON.parse(payload) as { type: string; data: { object: { id: string } } };
      delivered.push({ type: event.type, id: event.data.object.id });
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

/** A paid invoice of two lines (12.00 and 8.00), 10 % GST on both: 22.00, paid by card less the customer's credit. */
async function paidInvoice(balance = 0) {
  const customer = await stripe.customers.create({ email: 'refund@example.com', balance });
  const method = await stripe.paymentMethods.attach('pm_card_visa', { customer: customer.id });
  await stripe.customers.update(customer.id, { invoice_settings: { default_payment_method: method.id } });
  const gst = await stripe.taxRates.create({ display_name: 'GST', percentage: 10, inclusive: false });
  const draft = await stripe.invoices.create({
    customer: customer.id,
    currency: 'usd',
    default_tax_rates: [gst.id],
    auto_advance: false,
  });
  for (const amount of [1200, 800])
    await stripe.invoiceItems.create({
      customer: customer.id,
      invoice: draft.id,
      amount,
      currency: 'usd',
      description: `Item ${amount}`,
    });
  const invoice = await stripe.invoices.pay(draft.id);
  return { customer, invoice };
}

const wholeLines = (invoice: Stripe.Invoice) =>
  invoice.lines.data.map((line) => ({ type: 'invoice_line_item' as const, invoice_line_item: line.id }));

describe('local payment provider: credit notes and refunds', () => {
  it('credits whole lines of a paid invoice, refunds the card and numbers the note after its invoice', async () => {
    const { invoice } = await paidInvoice();
    expect(invoice).toMatchObject({ status: 'paid', total: 2200, amount_paid: 2200 });

    const note = await stripe.creditNotes.create(
      { invoice: invoice.id, lines: wholeLines(invoice), refund_amount: 2200, reason: 'order_change' },
      { idempotencyKey: `refund-${invoice.id}` },
    );
    expect(note).toMatchObject({
      object: 'credit_note',
      number: `${invoice.number}-CN-01`,
      status: 'issued',
      type: 'post_payment',
      subtotal: 2000,
      total: 2200,
      amount: 2200,
      reason: 'order_change',
      total_taxes: [expect.objectContaining({ amount: 200, taxable_amount: 2000 })],
    });
    expect(note.lines.data.map((line) => [line.description, line.amount])).toEqual([
      ['Item 1200', 1200],
      ['Item 800', 800],
    ]);
    const refundId = note.refunds[0]!.refund as string;
    const refund = await stripe.refunds.retrieve(refundId);
    expect(refund).toMatchObject({
      amount: 2200,
      status: 'succeeded',
      currency: 'usd',
      metadata: { credit_note: note.id },
    });
    const charge = await stripe.charges.retrieve(refund.charge as string);
    expect(charge).toMatchObject({ amount_refunded: 2200, refunded: true });
    expect(await stripe.invoices.retrieve(invoice.id)).toMatchObject({ post_payment_credit_notes_amount: 2200 });

    const again = await stripe.creditNotes.create(
      { invoice: invoice.id, lines: wholeLines(invoice), refund_amount: 2200, reason: 'order_change' },
      { idempotencyKey: `refund-${invoice.id}` },
    );
    expect(again.id).toBe(note.id);
    expect((await stripe.refunds.list({ charge: charge.id })).data).toHaveLength(1);
    expect((await stripe.creditNotes.list({ invoice: invoice.id })).data.map((found) => found.id)).toEqual([note.id]);

    await local.provider.deliverPendingEvents();
    expect(delivered.map((event) => event.type)).toEqual(
      expect.arrayContaining(['refund.created', 'charge.refunded', 'credit_note.created', 'invoice.updated']),
    );
  });

  it('refuses a line twice, totals that do not add up and unpaid invoices', async () => {
    const { customer, invoice } = await paidInvoice();
    const [first, second] = wholeLines(invoice);
    expect(
      await failure(stripe.creditNotes.create({ invoice: invoice.id, lines: [first!], refund_amount: 1000 })),
    ).toMatchObject({
      statusCode: 400,
      message: expect.stringContaining('must equal the credit note amount (1320)'),
    });
    const partial = await stripe.creditNotes.create({
      invoice: invoice.id,
      lines: [first!],
      refund_amount: 1000,
      credit_amount: 320,
    });
    expect(partial).toMatchObject({ number: `${invoice.number}-CN-01`, total: 1320 });
    expect(await stripe.customers.retrieve(customer.id)).toMatchObject({ balance: -320 });
    expect(
      await failure(stripe.creditNotes.create({ invoice: invoice.id, lines: [first!], refund_amount: 1320 })),
    ).toMatchObject({
      statusCode: 400,
      message: expect.stringContaining('already been credited'),
    });
    const rest = await stripe.creditNotes.create({ invoice: invoice.id, lines: [second!], refund_amount: 880 });
    expect(rest.number).toBe(`${invoice.number}-CN-02`);

    const open = await stripe.invoices.finalizeInvoice(
      (await stripe.invoices.create({ customer: customer.id, currency: 'usd', auto_advance: false })).id,
    );
    expect(await failure(stripe.creditNotes.create({ invoice: open.id, lines: [], refund_amount: 0 }))).toMatchObject({
      statusCode: 400,
    });
  });

  it('refunds at most what the card paid: credit from the balance goes back to the balance', async () => {
    const { invoice } = await paidInvoice(-500);
    expect(invoice).toMatchObject({ total: 2200, starting_balance: -500, amount_paid: 1700 });
    expect(
      await failure(
        stripe.creditNotes.create({ invoice: invoice.id, lines: wholeLines(invoice), refund_amount: 2200 }),
      ),
    ).toMatchObject({
      statusCode: 400,
      message: expect.stringContaining('unrefunded amount paid (1700)'),
    });
    const note = await stripe.creditNotes.create({
      invoice: invoice.id,
      lines: wholeLines(invoice),
      refund_amount: 1700,
      credit_amount: 500,
    });
    expect(note).toMatchObject({ total: 2200, refunds: [expect.objectContaining({ amount_refunded: 1700 })] });
    expect(await stripe.customers.retrieve(invoice.customer as string)).toMatchObject({ balance: -500 });
  });

  it('credits a custom amount without tax, and refuses negative splits', async () => {
    const { invoice } = await paidInvoice();
    expect(
      await failure(
        stripe.creditNotes.create({
          invoice: invoice.id,
          lines: wholeLines(invoice),
          refund_amount: 2300,
          credit_amount: -100,
        }),
      ),
    ).toMatchObject({ statusCode: 400, param: 'credit_amount' });
    const note = await stripe.creditNotes.create({
      invoice: invoice.id,
      lines: [{ type: 'custom_line_item', description: 'Goodwill', unit_amount: 500, quantity: 1 }],
      refund_amount: 500,
      email_type: 'none',
    });
    expect(note).toMatchObject({ total: 500, subtotal: 500, total_taxes: [] });
    expect(note.lines.data.map((line) => [line.type, line.description, line.amount])).toEqual([
      ['custom_line_item', 'Goodwill', 500],
    ]);
  });

  it('moves a customer balance by an adjustment', async () => {
    const { customer } = await paidInvoice();
    const debit = await stripe.customers.createBalanceTransaction(customer.id, { amount: 700, currency: 'usd' });
    expect(debit).toMatchObject({ object: 'customer_balance_transaction', amount: 700, ending_balance: 700 });
    expect(await stripe.customers.retrieve(customer.id)).toMatchObject({ balance: 700 });
    expect((await stripe.customers.listBalanceTransactions(customer.id)).data.map((item) => item.id)).toEqual([
      debit.id,
    ]);
  });
});
