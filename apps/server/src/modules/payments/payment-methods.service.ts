import type Stripe from 'stripe';
import { billingMessages, messages, type PaymentIntentAnswer, type PaymentMethodsAnswer } from '@lodestar/contract';
import type { Payments } from '../../adapters/payments/index.js';
import { ConflictError, ForbiddenError } from '../../errors.js';
import type { Caller } from '../../http/authenticate.js';
import type { Payload } from '../../http/envelope.js';
import { createOwnPaymentMethods, type Address } from './own-payment-methods.js';
import type { PayerPlans } from './payer-plans.js';
import type { PaymentActions } from './payment-actions.js';
import type { PaymentCustomers } from './payment-customers.js';
import { behindPayerGate, type PayerGate } from './payer-gate.js';
import { paymentMethodAnswer } from './payment-method-answer.js';
import { fromProvider } from './provider-errors.js';

/**
 * A user's saved ways to pay: listed, added through a SetupIntent the browser confirms, made default, removed; for
 * payers only (`payer`).
 */
export function createPaymentMethodsService({
  payments,
  customers,
  plans,
  payer,
  paymentActions,
}: {
  payments: Payments;
  customers: PaymentCustomers;
  plans: Pick<PayerPlans, 'livePlansOf' | 'hasLivePlans'>;
  payer: PayerGate;
  paymentActions: Pick<PaymentActions, 'ofInvoice'>;
}) {
  const { stripe } = payments;
  const { ownMethod, addMethod, makeDefault } = createOwnPaymentMethods({ stripe, customers, plans, paymentActions });
  const onlySelf = (caller: Caller, userId: string | undefined) => {
    if (userId && userId !== caller.id) throw new ForbiddenError(messages.permissionDenied);
  };

  return behindPayerGate(payer, {
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

    /** Answers the steps of owed charges that ask the card holder to authenticate them, for the browser to run. */
    async attach(caller: Caller, userId: string | undefined, body: Parameters<typeof addMethod>[1]) {
      onlySelf(caller, userId);
      return addMethod(caller, body);
    },

    async change(
      caller: Caller,
      userId: string | undefined,
      body: { newSource: string; oldSource?: string; addressValue?: Address },
    ) {
      onlySelf(caller, userId);
      if (body.oldSource) await ownMethod(caller, body.oldSource);
      return makeDefault(caller, body.newSource, body.addressValue);
    },

    /** Methods are removed only while no live subscription needs one. */
    async detach(caller: Caller, methodId: string) {
      await ownMethod(caller, methodId);
      if (await plans.hasLivePlans(caller.id))
        throw new ConflictError(billingMessages.methodPaysSubscriptions);
      await fromProvider(() => stripe.paymentMethods.detach(methodId));
    },
  });
}

export type PaymentMethodsService = ReturnType<typeof createPaymentMethodsService>;
