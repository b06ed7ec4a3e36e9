import type Stripe from 'stripe';
import { billingMessages, messages, type PaymentIntentAnswer, type PaymentMethodsAnswer } from '@lodestar/contract';
import type { Payments } from '../../adapters/payments/index.js';
import { ConflictError, ForbiddenError, NotFoundError } from '../../errors.js';
import type { Caller } from '../../http/authenticate.js';
import type { Payload } from '../../http/envelope.js';
import type { PayerPlans } from './payer-plans.js';
import type { PaymentCustomers } from './payment-customers.js';
import { paymentMethodAnswer } from './payment-method-answer.js';
import { fromProvider } from './provider-errors.js';

type Address = {
  name?: string;
  line1?: string;
  line2?: string;
  city?: string;
  state?: string;
  postal_code?: string;
  country?: string;
};

/** A user's saved ways to pay: listed, added through a SetupIntent the browser confirms, made default, removed. */
export function createPaymentMethodsService({
  payments,
  customers,
  plans,
}: {
  payments: Payments;
  customers: PaymentCustomers;
  plans: Pick<PayerPlans, 'livePlansOf' | 'hasLivePlans'>;
}) {
  const { stripe } = payments;
  const onlySelf = (caller: Caller, userId: string | undefined) => {
    if (userId && userId !== caller.id) throw new ForbiddenError(messages.permissionDenied);
  };

  /** The caller's customer and one of its methods; another's method is not found. */
  async function ownMethod(caller: Caller, methodId: string) {
    const customer = await customers.of(caller.id);
    const method = customer && (await fromProvider(() => stripe.paymentMethods.retrieve(methodId)).catch(() => null));
    const owner = typeof method?.customer === 'string' ? method.customer : method?.customer?.id;
    if (!customer || !method || owner !== customer.customerId)
      throw new NotFoundError(billingMessages.paymentMethodNotFound);
    return { customer, method };
  }

  /** The method becomes the default of the customer and of every live subscription, so renewals charge it. */
  async function makeDefault(caller: Caller, methodId: string, address: Address | undefined) {
    const { customer } = await ownMethod(caller, methodId);
    if (address && Object.keys(address).length > 0) {
      const { name, ...place } = address;
      await fromProvider(() =>
        stripe.paymentMethods.update(methodId, { billing_details: { ...(name ? { name } : {}), address: place } }),
      );
    }
    await fromProvider(() =>
      stripe.customers.update(customer.customerId, { invoice_settings: { default_payment_method: methodId } }),
    );
    const live = await plans.livePlansOf(caller.id);
    for (const row of live) {
      await fromProvider(() => stripe.subscriptions.update(row.id, { default_payment_method: methodId }));
    }
    const owing = live.filter((each) => each.status === 'past_due' || each.status === 'unpaid');
    for (const row of owing) await payOpenInvoices(row.id, methodId);
  }

  /**
   * A plan whose renewal failed (retries pending, or used up and left unpaid, its invoices open or marked
   * uncollectible) is charged to the new default card at once rather than at the next retry. The card is
   * the default already, whatever happens here: a card that fails too, or an invoice a retry paid meanwhile, leaves the
   * retries as they were (the payer has been told, and the history shows it).
   */
  async function payOpenInvoices(subscriptionId: string, methodId: string) {
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
        if (status === 'open' || status === 'uncollectible')
          await stripe.invoices.pay(id, { payment_method: methodId });
      }).catch(() => undefined);
    }
  }

  return {
    async get(caller: Caller, userId: string | undefined): Promise<Payload<PaymentMethodsAnswer>> {
      onlySelf(caller, userId);
      const customer = await customers.of(caller.id);
      const hasSubscriptions = await plans.hasLivePlans(caller.id);
      if (!customer) return { paymentUser: null, paymentMethods: [], hasSubscriptions };
      const [details, methods] = await fromProvider(() =>
        Promise.all([
          stripe.customers.retrieve(customer.customerId),
          stripe.customers.listPaymentMethods(customer.customerId, { limit: 100 }),
        ]),
      );
      const fallback = (details as Stripe.Customer).invoice_settings?.default_payment_method;
      const defaultId = typeof fallback === 'string' ? fallback : (fallback?.id ?? null);
      return {
        paymentUser: { id: customer.customerId, sourceData: { currency: customer.currency } },
        paymentMethods: methods.data.map((method) => paymentMethodAnswer(method, defaultId)),
        hasSubscriptions,
      };
    },

    async createPaymentIntent(caller: Caller): Promise<Payload<PaymentIntentAnswer>> {
      const customer = await customers.ensure(caller);
      const intent = await fromProvider(() =>
        stripe.setupIntents.create({ customer: customer.customerId, usage: 'off_session' }),
      );
      return {
        clientSecret: intent.client_secret!,
        provider: payments.provider,
        publishableKey: payments.publishableKey,
      };
    },

    async attach(caller: Caller, userId: string | undefined, body: { cardId: string; addressValue?: Address }) {
      onlySelf(caller, userId);
      await makeDefault(caller, body.cardId, body.addressValue);
    },

    async change(
      caller: Caller,
      userId: string | undefined,
      body: { newSource: string; oldSource?: string; addressValue?: Address },
    ) {
      onlySelf(caller, userId);
      if (body.oldSource) await ownMethod(caller, body.oldSource);
      await makeDefault(caller, body.newSource, body.addressValue);
    },

    /** Methods are removed only while no live subscription needs one. */
    async detach(caller: Caller, methodId: string) {
      await ownMethod(caller, methodId);
      if (await plans.hasLivePlans(caller.id))
        throw new ConflictError(billingMessages.methodPaysSubscriptions);
      await fromProvider(() => stripe.paymentMethods.detach(methodId));
    },
  };
}

export type PaymentMethodsService = ReturnType<typeof createPaymentMethodsService>;
