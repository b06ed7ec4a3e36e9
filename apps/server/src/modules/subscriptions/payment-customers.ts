import type Stripe from 'stripe';
import type { Caller } from '../../http/authenticate.js';
import type { BillingRepository } from './billing.repository.js';
import { fromProvider } from './provider-errors.js';

/** Each user is one customer of the provider, made the first time they save a card or buy a plan. */
export function createPaymentCustomers({ stripe, billing }: { stripe: Stripe; billing: BillingRepository }) {
  return {
    async ensure(user: Pick<Caller, 'id' | 'email' | 'name'>) {
      const known = await billing.customerOf(user.id);
      if (known) return known;
      // The key makes two first purchases at once create one customer; the table keeps the first that was recorded.
      const customer = await fromProvider(() =>
        stripe.customers.create({ email: user.email, name: user.name, metadata: { userId: user.id } }, { idempotencyKey: `customer-${user.id}` }),
      );
      return billing.saveCustomer(user.id, customer.id);
    },
  };
}

export type PaymentCustomers = ReturnType<typeof createPaymentCustomers>;
