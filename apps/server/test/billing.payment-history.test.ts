import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  billingMessages,
  formatMoney,
  invoiceLineDetails,
  invoicePaymentRows,
  invoiceTotals,
  type Invoice,
  type PaymentHistoryPage,
} from '@lodestar/contract';
import { dateOf } from '../src/lib/day-of.js';
import { createVerifiedUser } from './helpers/accounts.js';
import { advanceClock, CARDS, DAY, saveCard, seedPlans, trackerOwner } from './helpers/billing.js';
import { call, insertDevice } from './helpers/devices.js';
import { pdfTextRuns } from './helpers/pdf-text.js';
import { createTestApp, type TestApp } from './helpers/test-app.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await seedPlans(t);
});
afterAll(() => t.close());

const history = (authorization: string, query = '') =>
  call<PaymentHistoryPage & { message?: string }>(t, authorization, 'GET', `/api/paymentUser/payment-history${query}`);

/** An Australian buyer (GST 10 %) with a saved card and a tracker whose trial is spent, so each plan is paid at once. */
async function buyerWithDevice() {
  const buyer = await createVerifiedUser(t, { country: 'AU' });
  const device = await insertDevice(t, buyer.user._id, { isTrialAvailed: true, name: 'Bike' });
  await saveCard(t, buyer.authHeader);
  return { ...buyer, device };
}

/** Buys the plan, and waits for its events to reach the history. */
async function subscribe(authorization: string, planId: string, deviceUUID: string) {
  const answer = await call(t, authorization, 'POST', `/api/v2/subscriptions/${planId}/subscribe`, { deviceUUID });
  await t.app.backgroundWork.idle();
  return answer;
}

describe('the payment history', () => {
  let owner: Awaited<ReturnType<typeof buyerWithDevice>>;
  beforeAll(async () => {
    // 23 payments: a monthly plan bought, then renewed 22 times on the provider's clock (months of up to 31 days).
    owner = await buyerWithDevice();
    expect((await subscribe(owner.authHeader, 'gps-monthly', owner.device.deviceUUID)).status).toBe(200);
    for (let renewal = 0; renewal < 22; renewal += 1) await advanceClock(t, 31 * DAY);
  }, 120_000);

  it('pages 23 payments 10, 10 and 3 newest first, and back again, with no gap and no repeat', async () => {
    const first = await history(owner.authHeader);
    expect(first.status).toBe(200);
    expect(first.body.data).toHaveLength(10);
    expect(first.body.has_more).toBe(true);
    const second = await history(owner.authHeader, `?starting_after=${first.body.data.at(-1)!.id}`);
    expect(second.body).toMatchObject({ has_more: true });
    expect(second.body.data).toHaveLength(10);
    const third = await history(owner.authHeader, `?starting_after=${second.body.data.at(-1)!.id}`);
    expect(third.body.data).toHaveLength(3);
    expect(third.body.has_more).toBe(false);

    const all = [...first.body.data, ...second.body.data, ...third.body.data];
    expect(new Set(all.map((payment) => payment.id)).size).toBe(23);
    const times = all.map((payment) => payment.created);
    expect(times).toEqual([...times].sort((a, b) => b - a));
    expect(all.at(-1)!.description).toBe('New plan: Monthly for Bike');
    expect(all[0]).toMatchObject({
      amount: 1649,
      currency: 'aud',
      status: 'succeeded',
      description: 'Renewal: Monthly for Bike',
      deviceUUID: owner.device.deviceUUID,
    });

    const backToSecond = await history(owner.authHeader, `?ending_before=${third.body.data[0]!.id}`);
    expect(backToSecond.body).toEqual({ success: true, data: second.body.data, has_more: true });
    const backToFirst = await history(owner.authHeader, `?ending_before=${second.body.data[0]!.id}`);
    expect(backToFirst.body).toEqual({ success: true, data: first.body.data, has_more: false });
  });

  it("shows a payment's invoice with its lines, tax, total and gapless number, to its payer only", async () => {
    const [latest] = (await history(owner.authHeader, '?limit=1')).body.data;
    const answer = await call<{ invoice: Invoice }>(
      t,
      owner.authHeader,
      'GET',
      `/api/paymentUser/invoice/${latest!.invoice}`,
    );
    expect(answer.status).toBe(200);
    expect(answer.body.invoice).toMatchObject({
      id: latest!.invoice,
      number: expect.stringMatching(/^[A-Z0-9]+-\d{4,}$/),
      currency: 'aud',
      subtotal: 1499,
      total_discount_amount: 0,
      default_tax_rates: [{ display_name: 'GST', percentage: 10 }],
      total_taxes: [{ display_name: 'GST', percentage: 10, amount: 150 }],
      total: 1649,
      starting_balance: 0,
      amount_due: 1649,
      amount_paid: 1649,
    });
    expect(answer.body.invoice.lines.data).toEqual([
      {
        description: expect.stringContaining('Monthly'),
        amount: 1499,
        currency: 'aud',
        period: { start: expect.any(Number), end: expect.any(Number) },
        device: { name: 'Bike', deviceUUID: owner.device.deviceUUID },
      },
    ]);

    const stranger = await trackerOwner(t);
    const foreign = await call(t, stranger.authHeader, 'GET', `/api/paymentUser/invoice/${latest!.invoice}`);
    expect(foreign).toMatchObject({ status: 404, body: { message: billingMessages.invoiceNotFound } });
    expect((await call(t, stranger.authHeader, 'GET', '/api/paymentUser/invoice/in_forged')).status).toBe(404);
  });

  it("gives the invoice's PDF, with the same figures as its JSON to the cent, to its payer only", async () => {
    const [latest] = (await history(owner.authHeader, '?limit=1')).body.data;
    const { invoice } = (
      await call<{ invoice: Invoice }>(t, owner.authHeader, 'GET', `/api/paymentUser/invoice/${latest!.invoice}`)
    ).body;
    expect(invoice.invoice_pdf).toBe(`/api/paymentUser/invoice/${invoice.id}/pdf`);
    const file = await t.app.inject({
      method: 'GET',
      url: invoice.invoice_pdf!,
      headers: { authorization: owner.authHeader },
    });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('application/pdf');
    expect(file.headers['content-disposition']).toBe(`attachment; filename="invoice-${invoice.number}.pdf"`);
    expect(file.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');

    const runs = await pdfTextRuns(file.rawPayload);
    expect(runs).toEqual(
      expect.arrayContaining([`Invoice number: ${invoice.number}`, 'Currency: AUD', 'Status: Paid', owner.user.email]),
    );
    const money = (cents: number) => formatMoney(cents, invoice.currency);
    const date = (seconds: number) => dateOf(new Date(seconds * 1000), null);
    const expected = [
      ...invoice.lines.data.flatMap((line) => [
        line.description,
        money(line.amount),
        ...invoiceLineDetails(line, date),
      ]),
      ...[...invoiceTotals(invoice), ...invoicePaymentRows(invoice)].flatMap(([label, cents]) => [label, money(cents)]),
    ];
    expect(runs.slice(runs.indexOf('Amount') + 1)).toEqual(expected);
    expect(expected).toEqual(expect.arrayContaining(['GST (10%)', '$1.50', 'Total', '$16.49']));

    const stranger = await trackerOwner(t);
    const foreign = await t.app.inject({
      method: 'GET',
      url: invoice.invoice_pdf!,
      headers: { authorization: stranger.authHeader },
    });
    expect(foreign.statusCode).toBe(404);
  });

  it("refuses another user's cursor, a forged one, and both directions at once", async () => {
    const [latest] = (await history(owner.authHeader, '?limit=1')).body.data;
    const stranger = await trackerOwner(t);
    expect(await history(stranger.authHeader)).toMatchObject({ status: 200, body: { data: [], has_more: false } });
    const foreign = await history(stranger.authHeader, `?starting_after=${latest!.id}`);
    expect(foreign).toMatchObject({ status: 400, body: { message: billingMessages.cursorNotFound } });
    expect((await history(owner.authHeader, '?ending_before=pi_forged')).status).toBe(400);
    const both = await history(owner.authHeader, `?starting_after=${latest!.id}&ending_before=${latest!.id}`);
    expect(both).toMatchObject({ status: 400, body: { errors: [billingMessages.cursorsTogether] } });
  });

  it("narrows to one device's payments, and shows a failed renewal as unpaid", async () => {
    const buyer = await buyerWithDevice();
    const car = await insertDevice(t, buyer.user._id, { isTrialAvailed: true, name: 'Car' });
    expect((await subscribe(buyer.authHeader, 'gps-monthly', buyer.device.deviceUUID)).status).toBe(200);
    expect((await subscribe(buyer.authHeader, 'gps-quarterly', car.deviceUUID)).status).toBe(200);
    expect((await history(buyer.authHeader)).body.data).toHaveLength(2);
    const carOnly = await history(buyer.authHeader, `?deviceId=${car.deviceUUID}`);
    expect(carOnly.body.data.map((payment) => payment.description)).toEqual(['New plan: Quarterly for Car']);
    expect((await history(buyer.authHeader, `?deviceId=${car.id}`)).body.data).toEqual(carOnly.body.data);
    expect((await history(buyer.authHeader, '?deviceId=NOT-A-DEVICE')).body.data).toEqual([]);

    await saveCard(t, buyer.authHeader, CARDS.chargeFails);
    await advanceClock(t, 31 * DAY);
    const bike = await history(buyer.authHeader, `?deviceId=${buyer.device.deviceUUID}`);
    expect(bike.body.data.map((payment) => [payment.description, payment.status])).toEqual([
      ['Renewal: Monthly for Bike', 'requires_payment_method'],
      ['New plan: Monthly for Bike', 'succeeded'],
    ]);

    // The payer is told: a receipt for each payment taken, and how to fix the one that failed.
    const mails = await t.mailsTo(buyer.user.email);
    const subjects = mails.map((mail) => mail.subject);
    expect(subjects.filter((subject) => subject.startsWith('Your Lodestar receipt'))).toEqual(
      expect.arrayContaining(['Your Lodestar receipt: $16.49', 'Your Lodestar receipt: $43.99']),
    );
    const failed = mails.find((mail) => mail.subject === 'Your Lodestar payment of $16.49 did not go through')!;
    expect(failed.textBody).toContain('We could not take $16.49 for Renewal: Monthly for Bike from your card.');
    expect(failed.textBody).toMatch(/We will try again on \d{2}\/\d{2}\/\d{4}\./);
    expect(failed.textBody).toContain(`Update your card: ${t.config.publicUrl}/user/payments`);
  });
});
