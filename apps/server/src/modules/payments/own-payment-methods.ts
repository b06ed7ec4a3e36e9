import type Stripe from 'stripe';
import { billingMessages, type PaymentAction } from '@lodestar/contract';
import { NotFoundError } from '../../errors.js';
import type { Caller } from '../../http/authenticate.js';
import type { PayerPlans } from './payer-plans.js';
import type { PaymentActions } from './payment-actions.js';
import type { PaymentCustomers } from './payment-customers.js';
import { fromProvider } from './provider-errors.js';

/** A card's billing address as the browser sends it, with the cardholder's name. */
export type Address = {
  name?: string;
  line1?: string;
  line2?: string;
  city?: string;
  state?: string;
  postal_code?: string;
  country?: string;
};

/**
 * A plan whose renewal failed (retries pending, or used up and left unpaid, its invoices open or marked
 * uncollectible) is charged to the new default card at once rather than at the next retry. The card is
 * the default already, whatever happens here: a card that fails too, or an invoice a retry paid meanwhile, leaves the
 * retries as they were (the payer has been told, and the history shows it). Answers the invoices tried, for the
 * steps of those whose charge asks the card holder to authenticate it.
 */
async function payOpenInvoices(stripe: Stripe, subscriptionId: string, methodId: string): Promise<string[]> {
  const owed: string[] = [];
  for (const status of ['open', 'uncollectible'] as const) {
    const invoices = await fromProvider(() =>
      stripe.invoices.list({ subscription: subscriptionId, status, limit: 100 }).autoPagingToArray({ limit: 1000 }),
    ).catch(() => []);
    owed.push(...invoices.map((invoice) => invoice.id!));
  }
  for (const id of owed) {
    await fromProvider(async () => {
      const { status } = await stripe.invoices.retrieve(id);
      if (status === 'open' || status === 'uncollectible') await stripe.invoices.pay(id, { payment_method: methodId });
    }).catch(() => undefined);
  }
  return owed;
}

/** The caller's own saved methods: found (another's is not found), and made the default that pays their plans. */
export function createOwnPaymentMethods({
  stripe,
  customers,
  plans,
  paymentActions,
}: {
  stripe: Stripe;
  customers: PaymentCustomers;
  plans: Pick<PayerPlans, 'livePlansOf'>;
  paymentActions: Pick<PaymentActions, 'ofInvoice'>;
}) {
  /** The caller's customer and one of its methods; another's method is not found. */
  async function ownMethod(caller: Caller, methodId: string) {
    const customer = await customers.of(caller.id);
    const method = customer && (await fromProvider(() => stripe.paymentMethods.retrieve(methodId)).catch(() => null));
    const owner = typeof method?.customer === 'string' ? method.customer : method?.customer?.id;
    if (!customer || !method || owner !== customer.customerId)
      throw new NotFoundError(billingMessages.paymentMethodNotFound);
    return { customer, method };
  }

  /** The caller's method, with the billing address given with it (when one is). */
  async function keepAddress(caller: Caller, methodId: string, address: Address | undefined) {
    const own = await ownMethod(caller, methodId);
    if (address && Object.keys(address).length > 0) {
      const { name, ...place } = address;
      await fromProvider(() =>
        stripe.paymentMethods.update(methodId, { billing_details: { ...(name ? { name } : {}), address: place } }),
      );
    }
    return own;
  }

  /**
   * The method becomes the default of the customer and of every live subscription, so renewals charge it. Answers the
   * steps the charges of what was owed wait for (a card that asks its holder to authenticate them).
   */
  async function makeDefault(caller: Caller, methodId: string, address: Address | undefined): Promise<PaymentAction[]> {
    const { customer } = await keepAddress(caller, methodId, address);
    await fromProvider(() =>
      stripe.customers.update(customer.customerId, { invoice_settings: { default_payment_method: methodId } }),
    );
    const live = await plans.livePlansOf(caller.id);
    for (const row of live) {
      await fromProvider(() => stripe.subscriptions.update(row.id, { default_payment_method: methodId }));
    }
    const owing = live.filter((each) => each.status === 'past_due' || each.status === 'unpaid');
    const tried: string[] = [];
    for (const row of owing) tried.push(...(await payOpenInvoices(stripe, row.id, methodId)));
    const steps: PaymentAction[] = [];
    for (const invoiceId of tried) {
      const payment = await paymentActions.ofInvoice(invoiceId).catch(() => null);
      if (payment?.state === 'requires_action') steps.push(payment.action);
    }
    return steps;
  }

  /** Whether the caller's customer has a default method. */
  async function hasDefault(caller: Caller) {
    const customer = await customers.of(caller.id);
    if (!customer) return false;
    const details = await fromProvider(() => stripe.customers.retrieve(customer.customerId));
    return 'deleted' in details ? false : Boolean(details.invoice_settings.default_payment_method);
  }

  /**
   * A card the browser saved, with its address: made the default, unless the payer chose to keep the default they
   * have (a first card always becomes it). Answers the steps of `makeDefault`.
   */
  async function addMethod(
    caller: Caller,
    body: { cardId: string; addressValue?: Address; makeDefault: boolean },
  ): Promise<PaymentAction[]> {
    if (body.makeDefault || !(await hasDefault(caller))) return makeDefault(caller, body.cardId, body.addressValue);
    await keepAddress(caller, body.cardId, body.addressValue);
    return [];
  }

  return { ownMethod, addMethod, makeDefault };
}
