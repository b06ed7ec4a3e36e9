import type Stripe from 'stripe';
import type { Currency } from '@lodestar/contract';
import type { Caller } from '../../http/authenticate.js';
import type { PaymentsRepository } from './payments.repository.js';
import { fromProvider } from './provider-errors.js';

/** Each user is one customer of the provider, made the first time they save a card or buy a plan. */
export function createPaymentCustomers({ stripe, payments }: { stripe: Stripe; payments: PaymentsRepository }) {
  return {
    async ensure(user: Pick<Caller, 'id' | 'email' | 'name'>) {
      const known = await payments.customerOf(user.id);
      if (known) return known;
      // The key makes two first purchases at once create one customer; the table keeps the first that was recorded.
      const customer = await fromProvider(() =>
        stripe.customers.create({ email: user.email, name: user.name, metadata: { userId: user.id } }, { idempotencyKey: `customer-${user.id}` }),
      );
      return payments.saveCustomer(user.id, customer.id);
    },
    /** The user's customer, with the currency their first subscription fixed; undefined for one who never paid. */
    of: (userId: string) => payments.customerOf(userId),
    /** The first subscription fixes the customer's currency; later ones must be in it. */
    fixCurrency: (userId: string, currency: Currency) => payments.fixCurrency(userId, currency),
  };
}

export type PaymentCustomers = ReturnType<typeof createPaymentCustomers>;
