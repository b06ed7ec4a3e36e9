import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatMoney, invoiceTotals, type Invoice } from '@lodestar/contract';
import { createVerifiedUser } from './helpers/accounts.js';
import {
  advanceClock,
  buyerWithPlan,
  chargedInvoices,
  DAY,
  paymentHistory,
  saveCard,
  seedPlans,
  subscribe,
} from './helpers/billing.js';
import { call, insertDevice } from './helpers/devices.js';
import { pdfTextRuns } from './helpers/pdf-text.js';
import { createTestApp, type TestApp } from './helpers/test-app.js';
import { K9, k9Transfer, sellerWithTracker } from './helpers/transfers.js';

const SELLER = {
  SELLER_NAME: 'Lodestar Tracking Pty Ltd',
  SELLER_ADDRESS: 'Level 3, 12 Harbour Street\\nSydney NSW 2000\\nAustralia',
  SELLER_TAX_ID_LABEL: 'ABN',
  SELLER_TAX_ID: '51 824 753 556',
};

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp(SELLER);
  await seedPlans(t);
});
afterAll(() => t.close());

const stripe = () => t.app.payments.stripe;
const SYDNEY = 'Australia/Sydney';

/** A date as the portal writes it (DD/MM/YYYY) in the time zone, told independently of the server's own formatting. */
const dateIn = (timeZone: string) => (seconds: number) =>
  new Intl.DateTimeFormat('en-GB', { day: '2-digit', month: '2-digit', year: 'numeric', timeZone }).format(
    new Date(seconds * 1000),
  );
const sydneyDate = dateIn(SYDNEY);
/** A customer who chose no time zone reads dates in UTC. */
const utcDate = dateIn('UTC');

const invoiceOf = async (authorization: string, id: string) =>
  (await call<{ invoice: Invoice }>(t, authorization, 'GET', `/api/paymentUser/invoice/${id}`)).body.invoice;

const download = (authorization: string, url: string) =>
  t.app.inject({ method: 'GET', url, headers: { authorization } });

/** The text of a PDF the payer downloads through the API. */
async function pdfRuns(authorization: string, url: string) {
  const file = await download(authorization, url);
  expect(file.statusCode).toBe(200);
  return pdfTextRuns(file.rawPayload);
}

/** The buyer's invoices at the provider, newest first. */
async function invoicesOf(subscriptionId: string) {
  const customer = (await stripe().subscriptions.retrieve(subscriptionId)).customer as string;
  return { customer, invoices: (await stripe().invoices.list({ customer, limit: 100 })).data };
}

/** An Australian buyer in Sydney of a monthly plan for the tracker "Bike", paid by their Visa at once. */
async function sydneyBuyer() {
  const bought = await buyerWithPlan(t, 'gps-monthly');
  const zone = await call(t, bought.buyer.authHeader, 'PUT', '/api/v2/users/me', { timezone: SYDNEY });
  expect(zone.status).toBe(200);
  const [invoice] = (await invoicesOf(bought.subscription.id)).invoices;
  return { ...bought, invoiceId: invoice!.id! };
}

describe('a tax invoice', () => {
  it('names the seller, the tracker, the service period and the card, with the amounts of its JSON', async () => {
    const { buyer, device, subscription, invoiceId } = await sydneyBuyer();
    const invoice = await invoiceOf(buyer.authHeader, invoiceId);
    const item = (await stripe().subscriptions.retrieve(subscription.id)).items.data[0]!;
    expect(invoice).toMatchObject({
      seller: {
        name: 'Lodestar Tracking Pty Ltd',
        address: ['Level 3, 12 Harbour Street', 'Sydney NSW 2000', 'Australia'],
        tax_id_label: 'ABN',
        tax_id: '51 824 753 556',
      },
      total_taxes: [{ display_name: 'GST', percentage: 10, amount: 150 }],
      total: 1649,
      paid_with: [{ type: 'card', brand: 'visa', last4: '4242', amount: 1649 }],
    });
    expect(invoice.lines.data).toEqual([
      {
        description: expect.stringContaining('Monthly'),
        amount: 1499,
        currency: 'aud',
        period: { start: item.current_period_start, end: item.current_period_end },
        device: { name: 'Bike', deviceUUID: device.deviceUUID },
      },
    ]);

    const runs = await pdfRuns(buyer.authHeader, invoice.invoice_pdf!);
    const money = (cents: number) => formatMoney(cents, 'aud');
    expect(runs.slice(0, 6)).toEqual([
      'Lodestar Tracking Pty Ltd',
      'Level 3, 12 Harbour Street',
      'Sydney NSW 2000',
      'Australia',
      'ABN 51 824 753 556',
      'Tax invoice',
    ]);
    expect(runs).toContain(`Date of issue: ${sydneyDate(invoice.created)}`);
    expect(runs.slice(runs.indexOf('Amount') + 1)).toEqual([
      invoice.lines.data[0]!.description,
      money(1499),
      `Tracker Bike, serial number ${device.deviceUUID}`,
      `Service period ${sydneyDate(item.current_period_start)} – ${sydneyDate(item.current_period_end)}`,
      ...invoiceTotals(invoice).flatMap(([label, cents]) => [label, money(cents)]),
      'Paid with Visa ending 4242',
      money(1649),
    ]);
  });

  it('shows the part the account credit paid, beside the card, and all of it when the credit covered it', async () => {
    const buyer = await createVerifiedUser(t, { country: 'AU' });
    const [bike, car] = [
      await insertDevice(t, buyer.user._id, { isTrialAvailed: true, name: 'Bike' }),
      await insertDevice(t, buyer.user._id, { isTrialAvailed: true, name: 'Car' }),
    ];
    await saveCard(t, buyer.authHeader);
    const first = await subscribe(t, buyer.authHeader, 'gps-monthly', {
      deviceUUID: bike.deviceUUID,
      isTermsAccepted: true,
    });
    expect(first.status).toBe(200);
    const { customer } = await invoicesOf(first.body.data.id);
    await stripe().customers.createBalanceTransaction(customer, { amount: -500, currency: 'aud' });
    const second = await subscribe(t, buyer.authHeader, 'gps-monthly', {
      deviceUUID: car.deviceUUID,
      isTermsAccepted: true,
    });
    expect(second.status).toBe(200);
    await t.app.backgroundWork.idle();

    const [both] = (await invoicesOf(second.body.data.id)).invoices;
    const shared = await invoiceOf(buyer.authHeader, both!.id!);
    expect(shared).toMatchObject({ starting_balance: -500, total: 1649, amount_paid: 1149 });
    expect(shared.paid_with).toEqual([
      { type: 'card', brand: 'visa', last4: '4242', amount: 1149 },
      { type: 'credit', amount: 500 },
    ]);
    expect(shared.lines.data[0]!.device).toEqual({ name: 'Car', deviceUUID: car.deviceUUID });
    const runs = await pdfRuns(buyer.authHeader, shared.invoice_pdf!);
    expect(runs.slice(runs.indexOf('Amount paid') + 2)).toEqual([
      'Paid with Visa ending 4242',
      '$11.49',
      'Paid with Account credit',
      '$5.00',
    ]);

    await stripe().customers.createBalanceTransaction(customer, { amount: -5000, currency: 'aud' });
    const renewal = await stripe().invoices.create({ customer, currency: 'aud', auto_advance: false });
    await stripe().invoiceItems.create({ customer, invoice: renewal.id!, currency: 'aud', amount: 1000 });
    await stripe().invoices.finalizeInvoice(renewal.id!);
    await stripe().invoices.pay(renewal.id!);
    const byCredit = await invoiceOf(buyer.authHeader, renewal.id!);
    expect(byCredit).toMatchObject({ status: 'paid', amount_paid: 0, paid_with: [{ type: 'credit', amount: 1000 }] });
  });

  it('reads "Invoice" without tax, and names no payment while unpaid and no tracker on a line for none', async () => {
    const buyer = await createVerifiedUser(t, { country: 'US' });
    const tracker = await insertDevice(t, buyer.user._id, { isTrialAvailed: true, name: 'Van' });
    await saveCard(t, buyer.authHeader);
    const bought = await subscribe(t, buyer.authHeader, 'gps-monthly', {
      deviceUUID: tracker.deviceUUID,
      isTermsAccepted: true,
    });
    expect(bought.status).toBe(200);
    const { customer, invoices } = await invoicesOf(bought.body.data.id);
    const untaxed = await invoiceOf(buyer.authHeader, invoices[0]!.id!);
    expect(untaxed).toMatchObject({ currency: 'usd', total_taxes: [], paid_with: [{ type: 'card', last4: '4242' }] });
    const untaxedRuns = await pdfRuns(buyer.authHeader, untaxed.invoice_pdf!);
    expect(untaxedRuns[5]).toBe('Invoice');
    expect(untaxedRuns).not.toContain('Tax invoice');
    expect(untaxedRuns).toContain(`Tracker Van, serial number ${tracker.deviceUUID}`);

    const draft = await stripe().invoices.create({ customer, currency: 'usd', auto_advance: false });
    await stripe().invoiceItems.create({
      customer,
      invoice: draft.id!,
      currency: 'usd',
      amount: 2500,
      description: 'Spare mount',
    });
    await stripe().invoices.finalizeInvoice(draft.id!);
    const open = await invoiceOf(buyer.authHeader, draft.id!);
    expect(open).toMatchObject({ status: 'open', total: 2500, paid_with: [] });
    const [line] = open.lines.data;
    expect(line).toMatchObject({ description: 'Spare mount', device: null });
    expect(line!.period.end).toBe(line!.period.start);
    const runs = await pdfRuns(buyer.authHeader, open.invoice_pdf!);
    expect(runs.slice(runs.indexOf('Amount') + 1, runs.indexOf('Subtotal'))).toEqual([
      'Spare mount',
      '$25.00',
      `Service date ${utcDate(line!.period.start)}`,
    ]);
    expect(runs.some((run) => run.startsWith('Paid with'))).toBe(false);
  });
});

describe("a transfer's tax invoice", () => {
  it("names the tracker sold on the plan's line and the device fee's, though the tracker is the receiver's now", async () => {
    const { seller, device } = await sellerWithTracker(t, K9, { fee: 25, name: 'Van' });
    const receiver = await createVerifiedUser(t, { country: 'AU' });
    const done = await k9Transfer(t, seller.authHeader, 'gps-yearly', {
      userId: receiver.user._id,
      deviceUUID: device.deviceUUID,
      ExtraFeeCharge: 25,
    });
    expect(done.status).toBe(200);
    await t.app.backgroundWork.idle();

    const [payment] = (await paymentHistory(t, seller.authHeader)).filter((item) => item.kind === 'payment');
    const invoice = await invoiceOf(seller.authHeader, payment!.invoice);
    const van = { name: 'Van', deviceUUID: device.deviceUUID };
    expect(invoice.lines.data.map((line) => line.device)).toEqual([van, van]);
    const runs = await pdfRuns(seller.authHeader, invoice.invoice_pdf!);
    expect(runs[5]).toBe('Tax invoice');
    expect(runs.filter((run) => run === `Tracker Van, serial number ${device.deviceUUID}`)).toHaveLength(2);

    const renamed = await call(t, receiver.authHeader, 'PUT', `/api/devices/${device.id}`, { name: "Rex's kennel" });
    expect(renamed.status).toBe(200);
    const filed = await invoiceOf(seller.authHeader, payment!.invoice);
    expect(filed.lines.data.map((line) => line.device)).toEqual([van, van]);
    const filedRuns = await pdfRuns(seller.authHeader, filed.invoice_pdf!);
    expect(filedRuns.filter((run) => run === `Tracker Van, serial number ${device.deviceUUID}`)).toHaveLength(2);
    expect(filedRuns.some((run) => run.includes('kennel'))).toBe(false);
  });
});

describe("a tax invoice's credit note", () => {
  it('names the seller, the tax invoice it adjusts and the tracker and period of each line, to its payer only', async () => {
    const { buyer, device, invoiceId } = await sydneyBuyer();
    const lines = await stripe().invoices.listLineItems(invoiceId);
    const note = await stripe().creditNotes.create({
      invoice: invoiceId,
      lines: [{ type: 'invoice_line_item', invoice_line_item: lines.data[0]!.id!, quantity: 1 }],
      refund_amount: 1649,
    });
    const invoice = await invoiceOf(buyer.authHeader, invoiceId);
    const url = invoice.credit_notes[0]!.pdf;
    const runs = await pdfRuns(buyer.authHeader, url);
    expect(runs.slice(0, 6)).toEqual([
      'Lodestar Tracking Pty Ltd',
      'Level 3, 12 Harbour Street',
      'Sydney NSW 2000',
      'Australia',
      'ABN 51 824 753 556',
      'Credit note',
    ]);
    const { start, end } = invoice.lines.data[0]!.period;
    expect(runs).toEqual(
      expect.arrayContaining([
        `Credit note number: ${note.number}`,
        `Adjusts tax invoice: ${invoice.number}`,
        `Tracker Bike, serial number ${device.deviceUUID}`,
        `Service period ${sydneyDate(start)} – ${sydneyDate(end)}`,
      ]),
    );

    const stranger = await createVerifiedUser(t, { country: 'AU' });
    await insertDevice(t, stranger.user._id);
    expect((await download(stranger.authHeader, url)).statusCode).toBe(404);
    expect((await download(stranger.authHeader, invoice.invoice_pdf!)).statusCode).toBe(404);
    expect((await call(t, stranger.authHeader, 'GET', `/api/paymentUser/invoice/${invoiceId}`)).status).toBe(404);
  });
});

describe('an issued tax invoice', () => {
  it('keeps the name the tracker had when it was issued, in its JSON, its PDF and its credit note', async () => {
    const { buyer, device, invoiceId } = await sydneyBuyer();
    const renamed = await call(t, buyer.authHeader, 'PUT', `/api/devices/${device.id}`, { name: 'Road bike' });
    expect(renamed.status).toBe(200);

    const invoice = await invoiceOf(buyer.authHeader, invoiceId);
    expect(invoice.lines.data[0]!.device).toEqual({ name: 'Bike', deviceUUID: device.deviceUUID });
    const tracker = `Tracker Bike, serial number ${device.deviceUUID}`;
    expect(await pdfRuns(buyer.authHeader, invoice.invoice_pdf!)).toContain(tracker);
    const lines = await stripe().invoices.listLineItems(invoiceId);
    await stripe().creditNotes.create({
      invoice: invoiceId,
      lines: [{ type: 'invoice_line_item', invoice_line_item: lines.data[0]!.id!, quantity: 1 }],
      refund_amount: 1649,
    });
    const refunded = await invoiceOf(buyer.authHeader, invoiceId);
    const noteRuns = await pdfRuns(buyer.authHeader, refunded.credit_notes[0]!.pdf);
    expect(noteRuns).toContain(tracker);
    expect(noteRuns.some((run) => run.includes('Road bike'))).toBe(false);
  });

  it('names the name of the day on the invoices issued after a rename', async () => {
    const { buyer, device, subscription, invoiceId } = await sydneyBuyer();
    expect((await call(t, buyer.authHeader, 'PUT', `/api/devices/${device.id}`, { name: 'Road bike' })).status).toBe(
      200,
    );
    await advanceClock(t, 32 * DAY);

    const [renewal, first] = await chargedInvoices(t, subscription.id);
    expect(first!.id).toBe(invoiceId);
    const named = async (id: string) => (await invoiceOf(buyer.authHeader, id)).lines.data[0]!.device!.name;
    expect([await named(renewal!.id!), await named(invoiceId)]).toEqual(['Road bike', 'Bike']);
  });
});
