/**
 * The Update Plan calls and the payment history through the real app in process, with the local payment provider
 * behind the real `stripe` SDK: the plans page's call with the full catalogue (cold: read from the provider; warm:
 * kept for a minute), the device's live subscriptions, the preview of a plan change, the Subscribe round trip
 * (customer, card check, tax, the provider's subscription, invoice and charge, the sync of Lodestar's copy), the
 * payment history of a payer with 10,000 payments (first and deep page, with EXPLAIN ANALYZE of the page's query), an
 * invoice's PDF, then the delivery of the events it all raised. Every measured answer is checked for the work it
 * stands for (rows, a PDF, a subscription), so a call that answers fast by doing nothing fails the section.
 */
import { readCatalogue, syncPlans } from '../apps/server/src/modules/subscriptions/index.js';
import { buildBenchApp } from './lib/app.js';
import { billingBuyer, type Send } from './lib/billing-buyer.js';
import { prove } from './lib/proof.js';
import type { BenchDatabase } from './lib/databases.js';
import { explain } from './lib/explain.js';
import { seedPaymentRecords } from './lib/payment-records-seed.js';
import { time } from './lib/stats.js';

const SECTION = 'billing';
const PAYMENTS = 10_000;
const PAGE_SIZE = 10;

interface Answer<T> {
  data: T;
}
type PlanAnswer = Answer<{ _id: string }[]>;
type SubscriptionAnswer = Answer<{ _id: string; status: string }>;

/** The plans page's call: cold (the provider read), then kept; each answer lists every plan of the device's type. */
async function measurePlans(send: Send, serial: string, plans: number, quick: boolean) {
  const url = `/api/v2/subscriptions/plans?deviceID=${serial}`;
  const listed = async () => {
    const answer = await send('GET', url);
    prove(SECTION, (answer.json() as PlanAnswer).data.length === plans, `the plans call listed other than ${plans} plans`);
    return answer;
  };
  const cold = await time(1, listed);
  const warm = await time(quick ? 50 : 200, listed, 3);
  return { cold, warm: { ...warm, responseBytes: (await listed()).rawPayload.length } };
}

/** Subscribe: a monthly plan (its trial) for each device in turn; each answer is a live subscription. */
async function measureSubscribe(send: Send, serials: string[]) {
  let next = 0;
  return time(serials.length, async () => {
    const answer = await send('POST', '/api/v2/subscriptions/gps-monthly/subscribe', { deviceUUID: serials[next++], isTermsAccepted: true });
    const { data } = answer.json() as SubscriptionAnswer;
    prove(SECTION, Boolean(data._id) && ['trialing', 'active'].includes(data.status), `subscribe answered no live subscription (${data.status})`);
  });
}

/** A paid plan on `serial`, then its live subscriptions and the preview of its upgrade, `runs` times each. */
async function measurePlanChange(send: Send, serial: string, runs: number) {
  const bought = (await send('POST', '/api/v2/subscriptions/gps-quarterly/subscribe', { deviceUUID: serial })).json() as SubscriptionAnswer;
  const current = await time(runs, async () => {
    const { data } = (await send('GET', `/api/v2/subscriptions/current?deviceUUID=${serial}`)).json() as Answer<{ _id: string }[]>;
    prove(SECTION, data.length === 1 && data[0]!._id === bought.data._id, 'the device\'s subscriptions did not list its plan');
  }, 3);
  const preview = await time(runs, async () => {
    const answer = (await send('POST', '/api/v2/subscriptions/gps-yearly/preview', { deviceUUID: serial, oldSubscriptionId: bought.data._id })).json() as { isUpgrade: boolean; amountDue: number };
    prove(SECTION, answer.isUpgrade && answer.amountDue > 0, 'the preview of the upgrade charged nothing');
  }, 3);
  return { current, preview };
}

type HistoryAnswer = Answer<{ id: string; invoice: string; amount: number }[]> & { has_more: boolean };

/** The payment history of a payer with 10,000 payments: its first page and one in the middle, each a full page. */
async function measureHistory(database: BenchDatabase, send: Send, buyer: { userId: string; deviceIds: string[] }, runs: number) {
  const middle = await seedPaymentRecords(database, { userId: buyer.userId, deviceId: buyer.deviceIds[0]!, count: PAYMENTS });
  const page = (query: string) => async () => {
    const answer = (await send('GET', `/api/paymentUser/payment-history${query}`)).json() as HistoryAnswer;
    prove(SECTION, answer.data.length === PAGE_SIZE && answer.has_more, `a payment history page held ${answer.data.length} rows, not ${PAGE_SIZE}`);
    return answer;
  };
  const firstPage = await time(runs, page(''), 3);
  const deepPage = await time(runs, page(`?starting_after=${middle}`), 3);
  database.clearLog();
  await page(`?starting_after=${middle}`)();
  const pageQuery = database.log.find((query) => /from "payment_records"/i.test(query.sql) && /limit/i.test(query.sql));
  const plan = pageQuery ? await explain(database, pageQuery) : 'the page query was not seen in the query log';
  return { payments: PAYMENTS, firstPage, deepPage, explainDeepPage: plan, newest: await page('')() };
}

/** The invoice's PDF as its payer downloads it: the first one, then again; each a PDF file. */
async function measureInvoicePdf(send: Send, invoiceId: string, runs: number) {
  const pdf = async () => {
    const body = (await send('GET', `/api/paymentUser/invoice/${invoiceId}/pdf`)).rawPayload;
    prove(SECTION, body.length > 0 && body.subarray(0, 5).toString('latin1') === '%PDF-', 'the invoice PDF was no PDF');
    return body.length;
  };
  const first = await time(1, pdf);
  const again = await time(runs, pdf);
  return { first, again, bytes: await pdf() };
}

export async function benchBilling(database: BenchDatabase, { quick }: { quick: boolean }) {
  // A p99 needs at least a hundred samples to be more than the slowest one.
  const purchases = quick ? 10 : 200;
  const runs = quick ? 20 : 100;
  const app = await buildBenchApp(database);
  try {
    const catalogue = await readCatalogue();
    const sync = await time(1, () => syncPlans(app.payments.stripe, catalogue));
    const buyer = await billingBuyer(app, database, 'buyer@example.com', purchases + 1);
    const gpsPlans = catalogue.plans.filter((plan) => plan.deviceType === 'shield_gps').length;
    const plans = await measurePlans(buyer.send, buyer.serials[0]!, gpsPlans, quick);
    const planChange = await measurePlanChange(buyer.send, buyer.serials[0]!, runs);
    const subscribe = await measureSubscribe(buyer.send, buyer.serials.slice(1));
    const history = await measureHistory(database, buyer.send, buyer, runs);
    const paid = history.newest.data.find((row) => !row.id.startsWith('pi_bench_') && row.amount > 0);
    prove(SECTION, Boolean(paid), 'the paid plan left no payment in the history');
    const invoicePdf = await measureInvoicePdf(buyer.send, paid!.invoice, quick ? 10 : 200);
    const delivery = await time(1, () => app.payments.local!.deliverPendingEvents());
    const { newest: _shown, ...historyFigures } = history;
    return {
      database: database.label,
      plans: gpsPlans,
      syncMs: sync.p50Ms,
      plansCold: plans.cold,
      plansWarm: plans.warm,
      currentSubscriptions: planChange.current,
      previewChange: planChange.preview,
      subscribe,
      paymentHistory: historyFigures,
      invoicePdf,
      eventDeliveryMs: delivery.p50Ms,
    };
  } finally {
    await app.close();
  }
}
