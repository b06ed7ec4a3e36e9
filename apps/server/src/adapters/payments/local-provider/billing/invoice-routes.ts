import { linesPage } from '../line-pages.js';
import type { LocalStore } from '../store.js';
import { invalid, type LocalRoute, type StripeObject } from '../types.js';
import { attemptPayment, finalize, markPaid, voidInvoice } from './invoice-collection.js';
import { previewInvoice } from './invoice-preview.js';
import { billingPaymentMethod, ownPaymentMethod } from './lookups.js';
import { subscriptionOf, type Invoice, type Subscription } from './model.js';
import { createdFilter, flag, oneOf, pageOf, text, type Body } from './params.js';
import { declineError, noPaymentMethodError, requiresActionError } from './payments.js';
import { invoicePaid } from './subscription-lifecycle.js';

const STATUSES = ['draft', 'open', 'paid', 'uncollectible', 'void'] as const;

/** `POST /v1/invoices/:id/finalize`: a draft gets its number and becomes open. */
async function finalizeInvoice(store: LocalStore, id: string, body: Body): Promise<Invoice> {
  const invoice = await store.get<Invoice>('invoice', id);
  if (invoice.status !== 'draft')
    throw invalid("This invoice is already finalized, you can't re-finalize a non-draft invoice.");
  invoice.auto_advance = flag(body.auto_advance, 'auto_advance') ?? invoice.auto_advance;
  return finalize(store, invoice, store.now());
}

/**
 * `POST /v1/invoices/:id/pay`: a draft is finalized first; the charge goes to `payment_method`, else the invoice's,
 * the subscription's or the customer's default. A decline answers 402 like Stripe, after recording the failed attempt.
 */
async function payInvoice(store: LocalStore, id: string, body: Body): Promise<Invoice> {
  const invoice = await store.get<Invoice>('invoice', id);
  const now = store.now();
  if (invoice.status === 'paid') throw invalid('Invoice is already paid');
  if (invoice.status === 'void') throw invalid('This invoice can no longer be paid because it has been voided.');
  if (invoice.status === 'draft') await finalize(store, invoice, now);
  if (flag(body.paid_out_of_band, 'paid_out_of_band')) {
    await markPaid(store, invoice, now);
    await invoicePaid(store, invoice);
    return invoice;
  }
  const methodId = text(body.payment_method, 'payment_method');
  const subscriptionId = subscriptionOf(invoice);
  const subscription = subscriptionId ? await store.find<Subscription>('subscription', subscriptionId) : undefined;
  const ownDefault = typeof invoice.default_payment_method === 'string' ? invoice.default_payment_method : null;
  const method = methodId
    ? await ownPaymentMethod(store, methodId, invoice.customer, 'payment_method')
    : await billingPaymentMethod(
        store,
        invoice.customer,
        ownDefault ? { default_payment_method: ownDefault } : subscription,
      );
  if (!method && invoice.amount_due > 0) throw noPaymentMethodError();
  const outcome = await attemptPayment(store, invoice, method, now, false);
  if (outcome === 'requires_action') throw requiresActionError(await store.get('payment_intent', invoice._local!.paymentIntent!));
  if (outcome === 'declined') throw declineError();
  await invoicePaid(store, invoice);
  return invoice;
}

function listInvoices(store: LocalStore, body: Body) {
  const subscription = text(body.subscription, 'subscription');
  const status = oneOf(body.status, 'status', STATUSES);
  const created = createdFilter(body.created);
  return store.list<Invoice>('invoice', '/v1/invoices', pageOf(body), {
    customer: text(body.customer, 'customer'),
    where: (invoice) =>
      (!subscription || subscriptionOf(invoice) === subscription) &&
      (!status || invoice.status === status) &&
      created(invoice.created ?? 0),
  });
}

/** `GET /v1/<kind>s?customer=` (and `payment_intent=` for charges). */
function listByCustomer(object: string, url: string): LocalRoute {
  return {
    method: 'GET',
    path: url,
    handle: (request, store) => {
      const intent = text(request.body.payment_intent, 'payment_intent');
      const invoice = text(request.body.invoice, 'invoice');
      return store.list<StripeObject>(object, url, pageOf(request.body), {
        customer: text(request.body.customer, 'customer'),
        where: (item) => (!intent || item.payment_intent === intent) && (!invoice || item.invoice === invoice),
      });
    },
  };
}

export const invoiceRoutes: LocalRoute[] = [
  {
    method: 'POST',
    path: '/v1/invoices/create_preview',
    handle: (request, store) => previewInvoice(store, request.body),
  },
  { method: 'GET', path: '/v1/invoices', handle: (request, store) => listInvoices(store, request.body) },
  { method: 'GET', path: '/v1/invoices/:id', handle: (request, store) => store.get('invoice', request.params.id!) },
  {
    method: 'GET',
    path: '/v1/invoices/:id/lines',
    handle: async (request, store) =>
      linesPage((await store.get<Invoice>('invoice', request.params.id!)).lines, pageOf(request.body)),
  },
  {
    method: 'POST',
    path: '/v1/invoices/:id/finalize',
    handle: (request, store) => finalizeInvoice(store, request.params.id!, request.body),
  },
  {
    method: 'POST',
    path: '/v1/invoices/:id/pay',
    handle: (request, store) => payInvoice(store, request.params.id!, request.body),
  },
  {
    method: 'POST',
    path: '/v1/invoices/:id/void',
    handle: async (request, store) => {
      const invoice = await store.get<Invoice>('invoice', request.params.id!);
      if (invoice.status !== 'open' && invoice.status !== 'uncollectible')
        throw invalid(`You can only void an open or uncollectible invoice; this one is ${invoice.status}.`);
      return voidInvoice(store, invoice, store.now());
    },
  },
  listByCustomer('payment_intent', '/v1/payment_intents'),
  {
    method: 'GET',
    path: '/v1/payment_intents/:id',
    handle: (request, store) => store.get('payment_intent', request.params.id!),
  },
  listByCustomer('charge', '/v1/charges'),
  { method: 'GET', path: '/v1/charges/:id', handle: (request, store) => store.get('charge', request.params.id!) },
  listByCustomer('invoice_payment', '/v1/invoice_payments'),
  {
    method: 'GET',
    path: '/v1/invoice_payments/:id',
    handle: (request, store) => store.get('invoice_payment', request.params.id!),
  },
];
