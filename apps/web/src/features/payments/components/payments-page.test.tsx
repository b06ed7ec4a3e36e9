import {
  accountCreditEndpoints,
  billingMessages,
  paymentHistoryEndpoints,
  paymentsDueEndpoints,
  type DuePayment,
  type PaymentRequiredBody,
  type AccountCredit,
  type CreditMovement,
  paymentMethodEndpoints,
  type Invoice,
  type PaymentHistoryItem,
  type PaymentMethod,
} from '@lodestar/contract';
import { screen, waitFor, within } from '@testing-library/react';
import { HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { deviceFixture, userFixture } from '../../../test/fixtures';
import { onCall } from '../../../test/on-call';
import { renderApp, TEST_AUTH_HEADER } from '../../../test/render-app';
import { localPaymentStepHandler, paymentActionFixture } from '../../../test/payment-steps';
import { mockCurrentUser, mockDevices, server } from '../../../test/server';

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
const payments: PaymentHistoryItem[] = Array.from({ length: 23 }, (_, index) => ({
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

const invoice: Invoice = {
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
function openPayments({
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
  mockCurrentUser(userFixture());
  mockDevices([deviceFixture()]);
  server.use(
    onCall(paymentMethodEndpoints.get, () =>
      HttpResponse.json({
        success: true,
        paymentUser: { id: 'cus_1', sourceData: { currency: 'aud' } },
        paymentMethods: methods,
        hasSubscriptions,
      }),
    ),
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

const historyRows = async () =>
  within(await screen.findByRole('table', { name: 'Payment history' }))
    .getAllByRole('row')
    .slice(1);

describe('Payments page', () => {
  it('lists the saved methods, makes one the default and removes one after asking', async () => {
    const { user, changes } = openPayments();
    const list = await screen.findByRole('list', { name: 'Saved payment methods' });
    const items = within(list).getAllByRole('listitem');
    expect(items[0]).toHaveTextContent('Visa •••• 4242, exp 04/29');
    expect(within(items[0]!).getByText('Default')).toBeInTheDocument();
    expect(within(items[0]!).queryByRole('button', { name: 'Make default' })).not.toBeInTheDocument();

    await user.click(within(items[1]!).getByRole('button', { name: 'Make default' }));
    expect(await screen.findByText('Changed successfully')).toBeInTheDocument();
    await user.click(within(items[1]!).getByRole('button', { name: 'Remove' }));
    const dialog = screen.getByRole('dialog', { name: 'Remove payment method' });
    expect(dialog).toHaveTextContent('Are you sure you want to remove payment method');
    await user.click(within(dialog).getByRole('button', { name: 'Remove' }));
    expect(await screen.findByText('Removed successfully')).toBeInTheDocument();
    expect(changes).toEqual([{ newSource: 'pm_mc', type: 'card' }, { cardId: 'pm_mc' }]);

    await user.click(within(items[0]!).getByRole('button', { name: 'View' }));
    const details = screen.getByRole('dialog', { name: 'Payment method' });
    expect(details).toHaveTextContent('Name on card');
    expect(details).toHaveTextContent('Dana Driver');
    expect(details).toHaveTextContent('04/2029');
  });

  it('offers no Remove while live plans are paid with the methods', async () => {
    openPayments({ hasSubscriptions: true });
    const list = await screen.findByRole('list', { name: 'Saved payment methods' });
    expect(within(list).queryByRole('button', { name: 'Remove' })).not.toBeInTheDocument();
    expect(screen.getByText('Payment methods can be removed once no plan is paid with them.')).toBeInTheDocument();
  });

  it("shows the account's credit and where it came from and went, a page more on Show more", async () => {
    const { user } = openPayments();
    expect(
      await screen.findByText('You have $3.51 of account credit. Your next payments use it before your card.'),
    ).toBeInTheDocument();
    const table = screen.getByRole('table', { name: 'Credit movements' });
    expect(within(table).getAllByRole('row')[1]).toHaveTextContent(
      'Used for Renewal 21: Monthly for Bike (invoice LOCAL-0021)-$16.49$3.51',
    );
    await user.click(screen.getByRole('button', { name: 'Show more' }));
    await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(3));
    expect(within(table).getAllByRole('row')[2]).toHaveTextContent(
      'Unused time: Plan change: Yearly for Bike (invoice LOCAL-0019)+$20.00$20.00',
    );
    expect(screen.queryByRole('button', { name: 'Show more' })).not.toBeInTheDocument();
  });

  it('shows a payment due with Pay now; the bank asks for its step, and once done every list is read again', async () => {
    const owed: DuePayment = {
      invoiceId: 'in_88',
      invoiceNumber: 'LOCAL-0088',
      amount: 1649,
      currency: 'aud',
      description: 'Renewal: Monthly for Bike',
      reason: 'failed',
      nextAttempt: 1_780_259_200,
    };
    const message = billingMessages.confirmPayment;
    const paymentAction = paymentActionFixture({ invoiceId: 'in_88', amount: 1649, currency: 'aud' });
    const waiting: PaymentRequiredBody = { success: false, message, errors: [message], paymentAction };
    const keys: (string | null)[] = [];
    const steps: string[] = [];
    server.use(
      onCall(paymentsDueEndpoints.pay, ({ request }) => {
        keys.push(request.headers.get('idempotency-key'));
        if (keys.length > 1) return HttpResponse.json({ success: true, message: billingMessages.duePaid });
        return HttpResponse.json(waiting, { status: 402 });
      }),
      localPaymentStepHandler(steps),
    );
    const { user, historyQueries } = openPayments({ due: [owed] });
    const banner = await screen.findByRole('region', { name: 'Payments due' });
    expect(banner).toHaveTextContent(
      'The payment of $16.49 for Renewal: Monthly for Bike did not go through. We will try your card again on 31/05/2026; pay now to settle it at once.',
    );
    await waitFor(() => expect(historyQueries).toHaveLength(1));
    await user.click(within(banner).getByRole('button', { name: 'Pay now' }));
    const step = await screen.findByRole('dialog', { name: 'Authenticate your card' });
    await user.click(within(step).getByRole('button', { name: 'Complete authentication' }));
    expect(await screen.findByText(billingMessages.duePaid)).toBeInTheDocument();
    expect(keys).toHaveLength(2);
    expect(keys[1]).toBe(keys[0]);
    await waitFor(() => expect(screen.queryByRole('region', { name: 'Payments due' })).not.toBeInTheDocument());
    await waitFor(() => expect(historyQueries).toHaveLength(2));
  });

  it('pages the history 10, 10 and 3 with Next, and back with Prev', async () => {
    const { user, historyQueries } = openPayments();
    const first = await historyRows();
    expect(first).toHaveLength(10);
    expect(first[0]).toHaveTextContent('$16.49');
    expect(first[0]).toHaveTextContent('success');
    expect(first[0]).toHaveTextContent('Card');
    expect(first[1]).toHaveTextContent('Card $10.00 + credit $6.49');
    expect(first[2]).toHaveTextContent('Account credit');
    expect(first[4]).toHaveTextContent('pending');
    expect(first[5]).toHaveTextContent('failed');
    expect(first[5]).toHaveTextContent('Not charged');
    const prev = screen.getByRole('button', { name: 'Prev' });
    const next = screen.getByRole('button', { name: 'Next' });
    expect(prev).toBeDisabled();

    await user.click(next);
    await waitFor(() => expect(historyQueries.at(-1)).toBe('limit=10&starting_after=pi_9'));
    await waitFor(async () => expect((await historyRows())[0]).toHaveTextContent('Renewal 13'));
    await user.click(next);
    await waitFor(async () => expect(await historyRows()).toHaveLength(3));
    expect(next).toBeDisabled();

    await user.click(prev);
    await waitFor(() => expect(historyQueries.at(-1)).toBe('limit=10&ending_before=pi_20'));
    await waitFor(async () => expect((await historyRows())[0]).toHaveTextContent('Renewal 13'));
    await user.click(prev);
    await waitFor(async () => expect((await historyRows())[0]).toHaveTextContent('Renewal 23'));
    expect(prev).toBeDisabled();
  });

  it("opens a payment's invoice with its seller, lines (tracker, service period), tax, totals and card, in its currency", async () => {
    const { user } = openPayments();
    const [latest] = await historyRows();
    await user.click(within(latest!).getByRole('button', { name: /^Invoice of/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Invoice' });
    expect(await within(dialog).findByText(/^Tax invoice LOCAL-0023/)).toBeInTheDocument();
    expect(within(dialog).getByText('From Lodestar Tracking Pty Ltd · ABN 51 824 753 556')).toBeInTheDocument();
    const rows = within(dialog)
      .getAllByRole('row')
      .map((row) => row.textContent);
    expect(rows).toEqual([
      'DescriptionAmount',
      '1 × Monthly (at $14.99 / month)Tracker Bike, serial number GPS-0001Service period 28/05/2026 – 27/06/2026$14.99',
      'Subtotal$14.99',
      'GST (10%)$1.50',
      'Total$16.49',
      'Amount due$16.49',
      'Amount paid$16.49',
      'Paid with Visa ending 4242$16.49',
    ]);
  });

  it("downloads the invoice's PDF with the session header, saved as invoice-{number}.pdf", async () => {
    const { user } = openPayments();
    const requests: { path: string; authorization: string | null }[] = [];
    server.use(
      onCall(paymentHistoryEndpoints.invoice, () =>
        HttpResponse.json({ success: true, invoice: { ...invoice, invoice_pdf: '/api/paymentUser/invoice/in_0/pdf' } }),
      ),
      onCall(paymentHistoryEndpoints.invoicePdf, ({ request }) => {
        requests.push({ path: new URL(request.url).pathname, authorization: request.headers.get('authorization') });
        return new HttpResponse('%PDF-1.3', { headers: { 'Content-Type': 'application/pdf' } });
      }),
    );
    Object.assign(URL, { createObjectURL: vi.fn(() => 'blob:invoice'), revokeObjectURL: vi.fn() });
    const saved: string[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push(`${this.download} ${this.href}`);
    });
    const [latest] = await historyRows();
    await user.click(within(latest!).getByRole('button', { name: /^Invoice of/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Invoice' });
    await user.click(await within(dialog).findByRole('button', { name: 'Download PDF' }));
    await waitFor(() => expect(saved).toEqual(['invoice-LOCAL-0023.pdf blob:invoice']));
    expect(requests).toEqual([{ path: '/api/paymentUser/invoice/in_0/pdf', authorization: TEST_AUTH_HEADER }]);
  });

  it('shows a refund as money back, and its credit note in the invoice with its own PDF', async () => {
    const refund: PaymentHistoryItem = {
      ...payments[0]!,
      _id: 're_1',
      id: 're_1',
      kind: 'refund',
      description: 'Refund: Monthly for Bike',
      created: payments[0]!.created + 3600,
    };
    const { user } = openPayments({ history: [refund, ...payments] });
    const note = {
      id: 'cn_1',
      number: 'LOCAL-0023-CN-01',
      created: refund.created,
      total: 1649,
      refunded: 1649,
      pdf: '/api/paymentUser/credit-note/cn_1/pdf',
    };
    const requests: string[] = [];
    server.use(
      onCall(paymentHistoryEndpoints.invoice, () =>
        HttpResponse.json({ success: true, invoice: { ...invoice, credit_notes: [note] } }),
      ),
      onCall(paymentHistoryEndpoints.creditNotePdf, ({ request }) => {
        requests.push(new URL(request.url).pathname);
        return new HttpResponse('%PDF-1.3', { headers: { 'Content-Type': 'application/pdf' } });
      }),
    );
    Object.assign(URL, { createObjectURL: vi.fn(() => 'blob:note'), revokeObjectURL: vi.fn() });
    const saved: string[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push(this.download);
    });
    const [refundRow] = await historyRows();
    expect(refundRow).toHaveTextContent('-$16.49');
    expect(refundRow).toHaveTextContent('refunded');
    expect(refundRow).toHaveTextContent('Refund: Monthly for Bike');

    await user.click(within(refundRow!).getByRole('button', { name: /^Invoice of/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Invoice' });
    const refunds = await within(dialog).findByRole('list', { name: 'Refunds' });
    expect(refunds).toHaveTextContent('Credit note LOCAL-0023-CN-01');
    expect(refunds).toHaveTextContent('refunded $16.49');
    await user.click(within(refunds).getByRole('button', { name: 'Download credit note LOCAL-0023-CN-01' }));
    await waitFor(() => expect(saved).toEqual(['credit-note-LOCAL-0023-CN-01.pdf']));
    expect(requests).toEqual(['/api/paymentUser/credit-note/cn_1/pdf']);
  });

  it('narrows the history to the device the plan page came from, until cleared', async () => {
    const { user, historyQueries } = openPayments({ path: '/user/payments?deviceId=GPS-0001' });
    await historyRows();
    expect(historyQueries[0]).toBe('limit=10&deviceId=GPS-0001');
    expect(screen.getByText('Payments for the device GPS-0001')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Show all devices' }));
    await waitFor(() => expect(historyQueries.at(-1)).toBe('limit=10'));
  });

  it('says when there is no payment yet', async () => {
    openPayments();
    server.use(
      onCall(paymentHistoryEndpoints.history, () => HttpResponse.json({ success: true, data: [], has_more: false })),
    );
    expect(await screen.findByText('No record found')).toBeInTheDocument();
  });
});
