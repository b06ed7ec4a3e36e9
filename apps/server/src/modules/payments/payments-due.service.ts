import Stripe from 'stripe';
import { billingMessages, currencySchema, type DuePayment } from '@lodestar/contract';
import { NotFoundError, PaymentActionRequiredError, ValidationError } from '../../errors.js';
import type { Caller } from '../../http/authenticate.js';
import { behindPayerGate, type PayerGate } from './payer-gate.js';
import type { PayerPlans } from './payer-plans.js';
import type { PaymentActions } from './payment-actions.js';
import { paymentContext, type PaymentRecorder, type RecorderDeps } from './payment-recorder.js';
import { fromProvider } from './provider-errors.js';
import { subscriptionOfInvoice } from './provider-ids.js';

const OWING = ['past_due', 'unpaid'];

interface PaymentsDueDeps extends RecorderDeps {
  plans: RecorderDeps['plans'] & Pick<PayerPlans, 'livePlansOf' | 'refresh'>;
  paymentActions: Pick<PaymentActions, 'ofInvoice'>;
  recordInvoicePayment: PaymentRecorder;
  payer: PayerGate;
}

/** The open invoices of the caller's past due or unpaid plans, with why each waits. */
async function dueOf(deps: PaymentsDueDeps, caller: Caller): Promise<(DuePayment & { subscriptionId: string })[]> {
  const { stripe, plans, paymentActions } = deps;
  const owing = (await plans.livePlansOf(caller.id)).filter((plan) => OWING.includes(plan.status));
  const due: (DuePayment & { subscriptionId: string })[] = [];
  for (const plan of owing) {
    for (const status of ['open', 'uncollectible'] as const) {
      const invoices = await fromProvider(() => stripe.invoices.list({ subscription: plan.id, status, limit: 10 }));
      for (const invoice of invoices.data) {
        const payment = await paymentActions.ofInvoice(invoice.id!);
        due.push({
          subscriptionId: plan.id,
          invoiceId: invoice.id!,
          invoiceNumber: invoice.number,
          amount: invoice.amount_remaining,
          currency: currencySchema.parse(invoice.currency),
          description: (await paymentContext(deps, invoice, 'payment'))?.description ?? 'Payment',
          reason: payment.state === 'requires_action' ? 'requires_action' : 'failed',
          nextAttempt: invoice.next_payment_attempt,
        });
      }
    }
  }
  return due;
}

/**
 * What the caller's live plans owe (a renewal the card refused, or one the bank asks to confirm), and Pay now: the
 * invoice charged at once to the card that pays the plan. Only a payment the caller owes can be paid here; any other
 * id is not found.
 */
export function createPaymentsDueService(deps: PaymentsDueDeps) {
  const { stripe, plans, paymentActions } = deps;

  /** Where the charge stands after the provider answered it: paid, the step it waits for (402), or refused (400). */
  async function outcomeOf(invoiceId: string): Promise<void> {
    const payment = await paymentActions.ofInvoice(invoiceId);
    if (payment.state === 'paid') return;
    if (payment.state === 'requires_action')
      throw new PaymentActionRequiredError(billingMessages.confirmPayment, payment.action);
    throw new ValidationError(payment.message);
  }

  /**
   * The repeat of a Pay now whose bank step paid the invoice (it is no longer due): the same answer, once the history
   * and the plan show it. Any other invoice is not found.
   */
  async function paidAlready(caller: Caller, invoiceId: string): Promise<{ message: string }> {
    const invoice = await fromProvider(() => stripe.invoices.retrieve(invoiceId)).catch(() => null);
    const context = invoice && (await paymentContext(deps, invoice, 'payment'));
    const subscriptionId = invoice && subscriptionOfInvoice(invoice);
    if (!invoice || context?.userId !== caller.id || invoice.status !== 'paid' || !subscriptionId)
      throw new NotFoundError(billingMessages.dueNotFound);
    await deps.recordInvoicePayment(invoiceId);
    await plans.refresh(subscriptionId);
    return { message: billingMessages.duePaid };
  }

  return behindPayerGate(deps.payer, {
    async list(caller: Caller): Promise<{ data: DuePayment[] }> {
      return { data: (await dueOf(deps, caller)).map(({ subscriptionId: _plan, ...payment }) => payment) };
    },

    /** The key names the click: a repeat once the bank's step is over reads how the charge ended. */
    async pay(caller: Caller, invoiceId: string, requestKey: string | undefined): Promise<{ message: string }> {
      const due = (await dueOf(deps, caller)).find((payment) => payment.invoiceId === invoiceId);
      if (!due) return paidAlready(caller, invoiceId);
      await fromProvider(async () => {
        try {
          await stripe.invoices.pay(
            invoiceId,
            {},
            { idempotencyKey: `pay-due-${invoiceId}-${requestKey ?? Date.now()}` },
          );
        } catch (error) {
          // A refusal of the card is read from the invoice's payment below, with the step it may wait for; so is an
          // invoice that another click or the provider's retry paid a moment ago.
          if (
            !(error instanceof Stripe.errors.StripeCardError) &&
            (await stripe.invoices.retrieve(invoiceId)).status !== 'paid'
          )
            throw error;
        }
      });
      await outcomeOf(invoiceId);
      await deps.recordInvoicePayment(invoiceId);
      await plans.refresh(due.subscriptionId);
      return { message: billingMessages.duePaid };
    },
  });
}

export type PaymentsDueService = ReturnType<typeof createPaymentsDueService>;
