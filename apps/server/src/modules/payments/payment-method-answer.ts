import type Stripe from 'stripe';
import { isPlainName, type PaymentMethod } from '@lodestar/contract';

/** The API's payment method from Stripe's: a card, a Link account, or a bank account (US or SEPA debit). */
export function paymentMethodAnswer(method: Stripe.PaymentMethod, defaultId: string | null): PaymentMethod {
  const bank = method.us_bank_account ?? null;
  const sepa = method.sepa_debit ?? null;
  return {
    id: method.id,
    type: method.type === 'link' ? 'link' : method.type === 'card' ? 'card' : 'bank',
    isDefault: method.id === defaultId,
    card: method.card
      ? {
          // Stripe keeps whatever name the card form sent; one with hidden characters is not shown.
          name: method.billing_details.name && isPlainName(method.billing_details.name) ? method.billing_details.name : null,
          brand: method.card.brand,
          last4: method.card.last4,
          exp_month: method.card.exp_month,
          exp_year: method.card.exp_year,
          wallet: method.card.wallet ? { type: method.card.wallet.type } : null,
        }
      : null,
    link: method.link ? { email: method.link.email ?? null } : null,
    bank: bank ? { bank_name: bank.bank_name ?? null, last4: bank.last4 ?? null } : sepa ? { bank_name: sepa.bank_code ?? null, last4: sepa.last4 ?? null } : null,
  };
}
