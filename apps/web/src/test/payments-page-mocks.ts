import {
  accountCreditEndpoints,
  paymentHistoryEndpoints,
  paymentsDueEndpoints,
  paymentMethodEndpoints,
  type AccountCredit,
  type CreditMovement,
  type DuePayment,
  type Invoice,
  type PaymentHistoryItem,
  type PaymentMethod,
} from '@lodestar/contract';
import { screen, within } from '@testing-library/react';
import { HttpResponse } from 'msw';
import { onCall } from './on-call';
import { renderApp } from './render-app';
import { mockPayer } from './payer';
import { server } from './server';

/** The Payments page's fixtures and calls, shared by its tests (the methods and history; the credit and payments due). */
const visa: PaymentMethod = {
  id: 'pm_visa',
  type: 'card',
  isDefault: true,
  card: { name: 'Dana Driver', brand: 'visa', last4: '4242', exp_month: 4, exp_year: 2029, wallet: null },
  link: null,
  bank: null,
};
const mastercard: PaymentMethod = {
  ...visa,
  id: 'pm_mc',
  isDefault: false,
  card: { ...visa.card!, brand: 'mastercard', last4: '4444', exp_month: 11, exp_year: 2030 },
};

/**
 * 23 payments, newest first, a day apart; the 2nd paid partly with credit, the 3rd wholly, the 5th unpaid, the 6th
 * failed for good.
 */
const STATUS: Record<number, string> = { 4: 'requires_payment_method', 5: 'failed' };
const CREDIT: Record<number, number> = { 1: 649, 2: 1649 };
export const payments: PaymentHistoryItem[] = Array.from({ length: 23 }, (_, index) => ({
  _id: `pi_${index}`,
  id: `pi_${index}`,
  kind: 'payment',
  invoice: `in_${index}`,
  amount: 1649,
  cardAmount: 1649 - (CREDIT[index] ?? 0),
  creditAmount: CREDIT[index] ?? 0,
  currency: 'aud',
  status: STATUS[index] ?? 'succeeded',
  description: `Renewal ${23 - index}: Monthly for Bike`,
  created: 1_780_000_000 - index * 86_400,
  deviceUUID: 'GPS-0001',
}));

export const invoice: Invoice = {
  id: 'in_0',
  number: 'LOCAL-0023',
  created: 1_780_000_000,
  currency: 'aud',
  status: 'paid',
  seller: {
    name: 'Lodestar Tracking Pty Ltd',
    address: ['12 Harbour Street', 'Sydney NSW 2000'],
    tax_id_label: 'ABN',
    tax_id: '51 824 753 556',
  },
  lines: {
    data: [
      {
        description: '1 × Monthly (at $14.99 / month)',
        amount: 1499,
        currency: 'aud',
        period: { start: 1_779_969_600, end: 1_782_561_600 },
        device: { name: 'Bike', deviceUUID: 'GPS-0001' },
      },
    ],
  },
  subtotal: 1499,
  total_discount_amount: 0,
  default_tax_rates: [{ display_name: 'GST', percentage: 10 }],
  total_taxes: [{ display_name: 'GST', percentage: 10, amount: 150 }],
  total: 1649,
  starting_balance: 0,
  amount_due: 1649,
  amount_paid: 1649,
  paid_with: [{ type: 'card', brand: 'visa', last4: '4242', amount: 1649 }],
  invoice_pdf: null,
  credit_notes: [],
};

const usedMovement: CreditMovement = {
  id: 'cbtxn_2',
  kind: 'used',
  amount: -1649,
  currency: 'aud',
  description: 'Used for Renewal 21: Monthly for Bike (invoice LOCAL-0021)',
  invoice: 'in_2',
  invoiceNumber: 'LOCAL-0021',
  creditAfter: 351,
  created: payments[2]!.created,
};
const olderMovement: CreditMovement = {
  ...usedMovement,
  id: 'cbtxn_1',
  kind: 'created',
  amount: 2000,
  description: 'Unused time: Plan change: Yearly for Bike (invoice LOCAL-0019)',
  creditAfter: 2000,
  created: payments[4]!.created,
};
const credit: AccountCredit = {
  success: true,
  credit: 351,
  owed: 0,
  currency: 'aud',
  movements: [usedMovement],
  has_more: true,
};

/** /user/payments of an owner of a tracker with `methods`, the history above paged like the server, and its calls. */
export function openPayments({
  methods = [visa, mastercard],
  hasSubscriptions = false,
  path = '/user/payments',
  history = payments,
  due = [] as DuePayment[],
} = {}) {
  // The list answers what is due once; read again (after a payment), nothing is.
  const dueNow = [...due];
  const historyQueries: string[] = [];
  const changes: unknown[] = [];
  mockPayer(methods, hasSubscriptions);
  server.use(
    onCall(paymentMethodEndpoints.changeMethod, async ({ request }) => {
      changes.push(await request.json());
      return HttpResponse.json({ success: true, message: 'Changed successfully', paymentActions: [] });
    }),
    onCall(paymentMethodEndpoints.detachMethod, async ({ request }) => {
      changes.push(await request.json());
      return HttpResponse.json({ success: true, message: 'Removed successfully' });
    }),
    onCall(paymentHistoryEndpoints.history, ({ request }) => {
      const query = new URL(request.url).searchParams;
      historyQueries.push(query.toString());
      const limit = Number(query.get('limit'));
      const after = query.get('starting_after');
      const before = query.get('ending_before');
      let page: PaymentHistoryItem[];
      let hasMore: boolean;
      if (before) {
        const end = history.findIndex((payment) => payment.id === before);
        page = history.slice(Math.max(0, end - limit), end);
        hasMore = end - limit > 0;
      } else {
        const start = after ? history.findIndex((payment) => payment.id === after) + 1 : 0;
        page = history.slice(start, start + limit);
        hasMore = start + limit < history.length;
      }
      return HttpResponse.json({ success: true, data: page, has_more: hasMore });
    }),
    onCall(paymentHistoryEndpoints.invoice, () => HttpResponse.json({ success: true, invoice })),
    onCall(paymentsDueEndpoints.list, () => HttpResponse.json({ success: true, data: dueNow.splice(0) })),
    onCall(accountCreditEndpoints.credit, ({ request }) => {
      const after = new URL(request.url).searchParams.get('starting_after');
      return HttpResponse.json({ ...credit, ...(after ? { movements: [olderMovement], has_more: false } : {}) });
    }),
  );
  return { ...renderApp(path, { signedIn: true }), historyQueries, changes };
}

export const historyRows = async () =>
  within(await screen.findByRole('table', { name: 'Payment history' }))
    .getAllByRole('row')
    .slice(1);
