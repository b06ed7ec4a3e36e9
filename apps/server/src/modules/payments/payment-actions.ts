import type Stripe from 'stripe';
import { billingMessages, currencySchema, type InvoicePayment, type PaymentAction } from '@lodestar/contract';
import type { Payments } from '../../adapters/payments/payments.js';
import { NotFoundError } from '../../errors.js';
import type { Caller } from '../../http/authenticate.js';
import type { PaymentCustomers } from './payment-customers.js';
import { fromProvider } from './provider-errors.js';
import { idOf } from './provider-ids.js';

const CARD_DECLINED = 'Your card was declined.';

/**
 * Where an invoice's payment stands: paid, waiting for its card holder's authentication, or refused (the card's
 * message, or that the authentication was failed or not completed).
 */
export type InvoicePaymentState =
  { state: 'paid' } | { state: 'requires_action'; action: PaymentAction } | { state: 'refused'; message: string };

/** The PaymentIntent that pays the invoice: its default payment's. */
function intentIdOf(invoice: Stripe.Invoice): string | null {
  const payments = invoice.payments?.data ?? [];
  const payment = payments.find((candidate) => candidate.is_default) ?? payments[0];
  return idOf(payment?.payment.payment_intent);
}

/**
 * Reads how an invoice's payment stands from the provider, expanding what Stripe returns only when asked
 * (`payments`, `confirmation_secret`): the answer a browser needs to authenticate a charge that asks for it.
 */
export function createPaymentActions({
  stripe,
  provider,
  publishableKey,
  customers,
}: Pick<Payments, 'stripe' | 'provider' | 'publishableKey'> & { customers: Pick<PaymentCustomers, 'of'> }) {
  async function stateOf(invoice: Stripe.Invoice): Promise<InvoicePaymentState> {
    if (invoice.status === 'paid') return { state: 'paid' };
    const intentId = intentIdOf(invoice);
    const intent = intentId ? await stripe.paymentIntents.retrieve(intentId) : null;
    if (invoice.status === 'open' && intent?.status === 'requires_action' && intent.client_secret) {
      const action: PaymentAction = {
        provider,
        publishableKey,
        clientSecret: intent.client_secret,
        invoiceId: invoice.id!,
        amount: invoice.amount_remaining,
        currency: currencySchema.parse(invoice.currency),
      };
      return { state: 'requires_action', action };
    }
    const refusal = intent?.last_payment_error;
    const declined = refusal && refusal.code !== 'payment_intent_authentication_failure';
    return {
      state: 'refused',
      message: declined ? (refusal.message ?? CARD_DECLINED) : billingMessages.paymentNotAuthenticated,
    };
  }

  const retrieve = (invoiceId: string) =>
    stripe.invoices.retrieve(invoiceId, { expand: ['payments', 'confirmation_secret'] });

  return {
    ofInvoice: (invoiceId: string): Promise<InvoicePaymentState> =>
      fromProvider(async () => stateOf(await retrieve(invoiceId))),

    /** The payer's own invoice's payment, for the page that completes its authentication; anyone else's is not found. */
    async invoicePayment(caller: Caller, invoiceId: string): Promise<Omit<InvoicePayment, 'success'>> {
      const customerId = (await customers.of(caller.id))?.customerId;
      const invoice = customerId ? await fromProvider(() => retrieve(invoiceId)).catch(() => null) : null;
      if (!invoice || idOf(invoice.customer) !== customerId) throw new NotFoundError(billingMessages.invoiceNotFound);
      const payment = await fromProvider(() => stateOf(invoice));
      return {
        invoiceId,
        status: payment.state === 'refused' ? 'unpaid' : payment.state,
        amount: payment.state === 'paid' ? invoice.amount_paid : invoice.amount_remaining,
        currency: currencySchema.parse(invoice.currency),
        message: payment.state === 'refused' ? payment.message : null,
        paymentAction: payment.state === 'requires_action' ? payment.action : null,
      };
    },
  };
}

export type PaymentActions = ReturnType<typeof createPaymentActions>;
