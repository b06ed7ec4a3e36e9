import { publicView, type LocalStore } from '../store.js';
import type { StripeObject } from '../types.js';
import { moveBalance } from '../catalog/balance-transactions.js';
import { copy } from './lookups.js';
import type { Invoice, PaymentMethod } from './model.js';
import { chargeInvoice, type ChargeOutcome } from './payments.js';

export const INVOICE_PREFIX = 'LOCAL';
const DAY = 86_400;

/** The balance a new invoice of the customer starts from (negative: credit from earlier prorations). */
export async function customerBalance(store: LocalStore, customer: string): Promise<number> {
  const found = await store.find('customer', customer);
  return typeof found?.balance === 'number' ? found.balance : 0;
}

export async function insertDraft(store: LocalStore, invoice: Invoice): Promise<Invoice> {
  await store.insert(invoice);
  await store.emit('invoice.created', invoice);
  return invoice;
}

/** As Stripe: a customer's first invoice sets the currency its balance and later invoices are in. */
async function fixCustomerCurrency(store: LocalStore, invoice: Invoice): Promise<void> {
  const customer = await store.find('customer', invoice.customer);
  if (customer && !customer.currency) await store.save({ ...customer, currency: invoice.currency });
}

/** Opens the invoice: its gapless number, the customer's balance applied. */
export async function finalize(store: LocalStore, invoice: Invoice, at: number): Promise<Invoice> {
  invoice.starting_balance = await customerBalance(store, invoice.customer);
  const applied = invoice.total + invoice.starting_balance;
  invoice.amount_due = Math.max(0, applied);
  invoice.amount_remaining = invoice.amount_due;
  invoice.ending_balance = Math.min(0, applied);
  invoice.number = `${INVOICE_PREFIX}-${String(await store.nextNumber('invoice')).padStart(4, '0')}`;
  invoice.status = 'open';
  invoice.effective_at = at;
  invoice.status_transitions = { ...invoice.status_transitions, finalized_at: at };
  await fixCustomerCurrency(store, invoice);
  if (invoice.ending_balance !== invoice.starting_balance)
    await moveBalance(store, invoice.customer, invoice.ending_balance - invoice.starting_balance, {
      type: 'applied_to_invoice',
      currency: invoice.currency,
      invoice: invoice.id,
    });
  await store.save(invoice);
  await store.emit('invoice.finalized', invoice);
  return invoice;
}

export async function markPaid(store: LocalStore, invoice: Invoice, at: number): Promise<void> {
  invoice.status = 'paid';
  invoice.amount_paid = invoice.amount_due;
  invoice.amount_remaining = 0;
  invoice.next_payment_attempt = null;
  invoice.status_transitions = { ...invoice.status_transitions, paid_at: at };
  const paymentId = invoice._local?.invoicePayment;
  const payment = paymentId ? await store.find('invoice_payment', paymentId) : undefined;
  if (payment) {
    const paid: StripeObject = {
      ...payment,
      amount_paid: invoice.amount_due,
      status: 'paid',
      status_transitions: { canceled_at: null, paid_at: at },
    };
    await store.save(paid);
    invoice.payments = { ...invoice.payments, data: [publicView(paid) as StripeObject] };
    await store.emit('invoice_payment.paid', paid);
  }
  await store.save(invoice);
  await store.emit('invoice.paid', invoice);
  await store.emit('invoice.payment_succeeded', invoice);
}

/**
 * One payment attempt: a $0 invoice is paid without a charge. An automatic attempt that fails schedules the next
 * retry (the settings' `retryDays`) or none once they are used up; a manual one leaves the schedule as it was. A card
 * that asks for 3-D Secure leaves the invoice open with `invoice.payment_action_required` (and, as Stripe sends it,
 * `invoice.payment_failed`) until its holder authenticates the PaymentIntent.
 */
export async function attemptPayment(
  store: LocalStore,
  invoice: Invoice,
  method: PaymentMethod | undefined,
  at: number,
  automatic: boolean,
): Promise<ChargeOutcome> {
  if (invoice.amount_due === 0) {
    await markPaid(store, invoice, at);
    return 'succeeded';
  }
  invoice.attempted = true;
  invoice.attempt_count += 1;
  const outcome = await chargeInvoice(store, invoice, method, at);
  if (outcome === 'succeeded') {
    await markPaid(store, invoice, at);
    return outcome;
  }
  if (automatic) {
    const done = invoice._local?.automaticRetries ?? 0;
    const wait = store.settings.retryDays[done];
    invoice.next_payment_attempt = wait === undefined ? null : at + wait * DAY;
  }
  await store.save(invoice);
  if (outcome === 'requires_action') await store.emit('invoice.payment_action_required', invoice);
  await store.emit('invoice.payment_failed', invoice);
  return outcome;
}

export async function voidInvoice(store: LocalStore, invoice: Invoice, at: number): Promise<Invoice> {
  const before = copy(invoice);
  invoice.status = 'void';
  invoice.amount_remaining = 0;
  invoice.next_payment_attempt = null;
  invoice.status_transitions = { ...invoice.status_transitions, voided_at: at };
  const intentId = invoice._local?.paymentIntent;
  const intent = intentId ? await store.find('payment_intent', intentId) : undefined;
  if (intent && intent.status !== 'succeeded') {
    const canceled = { ...intent, status: 'canceled', canceled_at: at, cancellation_reason: 'void_invoice' };
    await store.save(canceled);
    await store.emit('payment_intent.canceled', canceled);
  }
  // What the invoice applied of the balance (credit it used, or a debt it collected) goes back, as Stripe does.
  const applied = (invoice.ending_balance ?? invoice.starting_balance) - invoice.starting_balance;
  if ((before.status === 'open' || before.status === 'uncollectible') && applied !== 0)
    await moveBalance(store, invoice.customer, -applied, {
      type: 'unapplied_from_invoice',
      currency: invoice.currency,
      invoice: invoice.id,
    });
  await store.save(invoice);
  await store.emit('invoice.voided', invoice, { status: before.status });
  return invoice;
}

export async function markUncollectible(store: LocalStore, invoice: Invoice, at: number): Promise<Invoice> {
  invoice.status = 'uncollectible';
  invoice.next_payment_attempt = null;
  invoice.status_transitions = { ...invoice.status_transitions, marked_uncollectible_at: at };
  await store.save(invoice);
  await store.emit('invoice.marked_uncollectible', invoice, { status: 'open' });
  return invoice;
}
