import type Stripe from 'stripe';
import type { Clock } from '../../adapters/clock.js';
import type { Mailer } from '../../adapters/mail/index.js';
import type { MailContext } from '../../adapters/mail/link-mail.js';
import type { BillingRepository } from './billing.repository.js';
import { cardExpiringMail } from './payment-mails.js';

const WARN_BEFORE_MS = 30 * 24 * 3600_000;

const idOf = (value: string | { id: string } | null | undefined) =>
  typeof value === 'string' ? value : (value?.id ?? null);

/** A card is good through the last day of its expiry month. */
const expiresAt = (card: Stripe.PaymentMethod.Card) => Date.UTC(card.exp_year, card.exp_month, 1);

/**
 * Mails each payer whose card pays for live plans (their default one, or a plan's own) once in the 30 days before it
 * expires. Runs from a timer; answers how many mails it sent.
 */
export function createCardExpiryWarnings(deps: {
  stripe: Stripe;
  billing: BillingRepository;
  mailer: Mailer;
  mail: MailContext;
  clock: Clock;
  payerOf(userId: string): Promise<{ email: string; name: string } | undefined>;
}) {
  async function payingMethods(userId: string, customerId: string): Promise<Set<string>> {
    const customer = (await deps.stripe.customers.retrieve(customerId)) as Stripe.Customer;
    const plans = await deps.billing.subscriptionsOfUser(userId, { liveOnly: true });
    const ids = [
      customer.invoice_settings?.default_payment_method,
      ...plans.map((plan) => plan.provider.default_payment_method as string | null),
    ];
    return new Set(ids.map((id) => idOf(id)).filter((id): id is string => id !== null));
  }

  return async function warnExpiringCards(): Promise<number> {
    const now = deps.clock.now().getTime();
    let sent = 0;
    for (const { userId, customerId } of await deps.billing.payersWithLiveSubscriptions()) {
      const paying = await payingMethods(userId, customerId);
      const cards = await deps.stripe.customers.listPaymentMethods(customerId, { type: 'card', limit: 100 });
      for (const method of cards.data) {
        const card = method.card;
        if (!card || !paying.has(method.id)) continue;
        const end = expiresAt(card);
        if (now < end - WARN_BEFORE_MS || now >= end) continue;
        const payer = await deps.payerOf(userId);
        if (
          !payer ||
          !(await deps.billing.claimCardNotice(
            method.id,
            `${card.exp_year}-${String(card.exp_month).padStart(2, '0')}`,
          ))
        )
          continue;
        await deps.mailer.send(
          cardExpiringMail(deps.mail, {
            to: payer.email,
            name: payer.name,
            brand: card.brand,
            last4: card.last4,
            expMonth: card.exp_month,
            expYear: card.exp_year,
          }),
        );
        sent += 1;
      }
    }
    return sent;
  };
}

export type CardExpiryWarnings = ReturnType<typeof createCardExpiryWarnings>;
