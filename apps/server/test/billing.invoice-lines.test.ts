import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatMoney, type Invoice } from '@lodestar/contract';
import { buyerWithPlan, seedPlans } from './helpers/billing.js';
import { call } from './helpers/devices.js';
import { pdfTextRuns } from './helpers/pdf-text.js';
import { createTestApp, type TestApp } from './helpers/test-app.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await seedPlans(t);
});
afterAll(() => t.close());

const stripe = () => t.app.payments.stripe;
const LINES = 12;
const descriptions = Array.from({ length: LINES }, (_, index) => `Accessory ${index + 1}`);

/** A buyer of a plan, and a paid one-off invoice of twelve items on their customer (accessories sold with the tracker). */
async function twelveLineInvoice() {
  const { buyer, subscription } = await buyerWithPlan(t, 'gps-monthly');
  const customer = (await stripe().subscriptions.retrieve(subscription.id)).customer as string;
  const draft = await stripe().invoices.create({ customer, currency: 'aud', auto_advance: false });
  for (const [index, description] of descriptions.entries())
    await stripe().invoiceItems.create({
      customer,
      invoice: draft.id!,
      currency: 'aud',
      amount: 100 * (index + 1),
      description,
    });
  await stripe().invoices.finalizeInvoice(draft.id!);
  const paid = await stripe().invoices.pay(draft.id!);
  expect(paid.status).toBe('paid');
  return { buyer, invoiceId: draft.id! };
}

describe('an invoice of more than ten lines', () => {
  it('embeds ten lines with has_more, as Stripe does, and lists them all through its lines', async () => {
    const { invoiceId } = await twelveLineInvoice();
    const invoice = await stripe().invoices.retrieve(invoiceId);
    expect(invoice.lines).toMatchObject({ has_more: true, url: `/v1/invoices/${invoiceId}/lines` });
    expect(invoice.lines.data.map((line) => line.description)).toEqual(descriptions.slice(0, 10));

    const first = await stripe().invoices.listLineItems(invoiceId, { limit: 5 });
    expect(first).toMatchObject({ has_more: true });
    expect(first.data.map((line) => line.description)).toEqual(descriptions.slice(0, 5));
    const after = await stripe().invoices.listLineItems(invoiceId, { limit: 5, starting_after: first.data[4]!.id });
    expect(after.data.map((line) => line.description)).toEqual(descriptions.slice(5, 10));
    const before = await stripe().invoices.listLineItems(invoiceId, { limit: 2, ending_before: after.data[0]!.id });
    expect(before).toMatchObject({ has_more: true });
    expect(before.data.map((line) => line.description)).toEqual(descriptions.slice(3, 5));
    const all = await stripe().invoices.listLineItems(invoiceId, { limit: 5 }).autoPagingToArray({ limit: 100 });
    expect(all.map((line) => line.description)).toEqual(descriptions);
  });

  it("is read in full by the Payments page's invoice and its PDF", async () => {
    const { buyer, invoiceId } = await twelveLineInvoice();
    const answer = await call<{ invoice: Invoice }>(
      t,
      buyer.authHeader,
      'GET',
      `/api/paymentUser/invoice/${invoiceId}`,
    );
    expect(answer.status).toBe(200);
    const { invoice } = answer.body;
    expect(invoice.lines.data.map((line) => line.description)).toEqual(descriptions);
    expect(invoice.lines.data.reduce((sum, line) => sum + line.amount, 0)).toBe(invoice.subtotal);

    const file = await t.app.inject({
      method: 'GET',
      url: invoice.invoice_pdf!,
      headers: { authorization: buyer.authHeader },
    });
    expect(file.statusCode).toBe(200);
    const runs = await pdfTextRuns(file.rawPayload);
    expect(runs).toEqual(expect.arrayContaining(descriptions.map((description) => description)));
    expect(runs).toEqual(expect.arrayContaining([descriptions[11], formatMoney(1200, 'aud')]));
  });

  it("is credited in full, and the credit note's PDF lists every line", async () => {
    const { buyer, invoiceId } = await twelveLineInvoice();
    const lines = await stripe().invoices.listLineItems(invoiceId, { limit: 100 });
    const note = await stripe().creditNotes.create({
      invoice: invoiceId,
      lines: lines.data.map((line) => ({
        type: 'invoice_line_item' as const,
        invoice_line_item: line.id!,
        quantity: 1,
      })),
      refund_amount: (await stripe().invoices.retrieve(invoiceId)).total,
    });
    expect(note.lines).toMatchObject({ has_more: true });
    expect(note.lines.data).toHaveLength(10);

    const file = await t.app.inject({
      method: 'GET',
      url: `/api/paymentUser/credit-note/${note.id}/pdf`,
      headers: { authorization: buyer.authHeader },
    });
    expect(file.statusCode).toBe(200);
    expect(await pdfTextRuns(file.rawPayload)).toEqual(expect.arrayContaining(descriptions));
  });
});

describe("an invoice's includable fields", () => {
  it('answers payments and confirmation_secret only when expanded', async () => {
    const { invoiceId } = await twelveLineInvoice();
    const plain = await stripe().invoices.retrieve(invoiceId);
    expect(plain).not.toHaveProperty('payments');
    expect(plain).not.toHaveProperty('confirmation_secret');
    const listed = await stripe().invoices.list({ customer: plain.customer as string, limit: 1 });
    expect(listed.data[0]).not.toHaveProperty('payments');

    const expanded = await stripe().invoices.retrieve(invoiceId, { expand: ['payments', 'confirmation_secret'] });
    expect(expanded.payments?.data[0]).toMatchObject({
      object: 'invoice_payment',
      status: 'paid',
      amount_paid: plain.amount_paid,
    });
    expect(expanded.confirmation_secret).toMatchObject({ type: 'payment_intent' });
    const inList = await stripe().invoices.list({
      customer: plain.customer as string,
      limit: 1,
      expand: ['data.payments'],
    });
    expect(inList.data[0]!.payments?.data).toHaveLength(1);
  });
});
