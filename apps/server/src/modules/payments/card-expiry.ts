import type Stripe from 'stripe';
import type { Clock } from '../../adapters/clock.js';
import type { MailContext, Mailer } from '../../adapters/mail/index.js';
import { mailLanguageOf, type LanguagesOfAccount } from '../../lib/mail-language.js';
import type { PayerPlans } from './payer-plans.js';
import type { PaymentsRepository } from './payments.repository.js';
import { cardExpiringMail } from './payment-mails.js';
import { idOf } from './provider-ids.js';

const WARN_BEFORE_MS = 30 * 24 * 3600_000;

/** A card is good through the last day of its expiry month. */
const expiresAt = (card: Stripe.PaymentMethod.Card) => Date.UTC(card.exp_year, card.exp_month, 1);

/**
 * Mails each payer whose card pays for live plans (their default one, or a plan's own) once in the 30 days before it
 * expires. Runs from a timer; answers how many mails it sent.
 */
export function createCardExpiryWarnings(deps: {
  stripe: Stripe;
  payments: PaymentsRepository;
  plans: Pick<PayerPlans, 'livePlansOf' | 'payersWithLivePlans'>;
  mailer: Mailer;
  mail: MailContext;
  clock: Clock;
  payerOf(userId: string): Promise<({ email: string; name: string } & LanguagesOfAccount) | undefined>;
}) {
  async function payingMethods(userId: string, customerId: string): Promise<Set<string>> {
    const customer = (await deps.stripe.customers.retrieve(customerId)) as Stripe.Customer;
    const plans = await deps.plans.livePlansOf(userId);
    const ids = [customer.invoice_settings?.default_payment_method, ...plans.map((plan) => plan.paymentMethodId)];
    return new Set(ids.map((id) => idOf(id)).filter((id): id is string => id !== null));
  }

  /** Mails the payer about each of their paying cards in its last 30 days not told about yet; answers how many. */
  async function warnPayer(userId: string, customerId: string, now: number): Promise<number> {
    const cards = await deps.stripe.customers.listPaymentMethods(customerId, { type: 'card', limit: 100 });
    const expiring = cards.data.filter(
      ({ card }) => card && now >= expiresAt(card) - WARN_BEFORE_MS && now < expiresAt(card),
    );
    // Most payers have no card in its last 30 days: what pays their plans, and who they are, is read only for those who do.
    if (expiring.length === 0) return 0;
    const paying = await payingMethods(userId, customerId);
    const payer = await deps.payerOf(userId);
    let sent = 0;
    for (const { id, card } of expiring) {
      if (!card || !payer || !paying.has(id)) continue;
      const expires = `${card.exp_year}-${String(card.exp_month).padStart(2, '0')}`;
      if (!(await deps.payments.claimCardNotice(id, expires))) continue;
      const { brand, last4, exp_month: expMonth, exp_year: expYear } = card;
      const language = mailLanguageOf(payer);
      await deps.mailer.send(
        cardExpiringMail(deps.mail, { to: payer.email, name: payer.name, language, brand, last4, expMonth, expYear }),
      );
      sent += 1;
    }
    return sent;
  }

  /** One payer the provider cannot answer for does not keep the others from being told: the first failure is thrown last. */
  return async function warnExpiringCards(): Promise<number> {
    const now = deps.clock.now().getTime();
    let sent = 0;
    let failure: unknown;
    const payers = await deps.payments.customersOf(await deps.plans.payersWithLivePlans());
    for (const { userId, customerId } of payers) {
      sent += await warnPayer(userId, customerId, now).catch((error: unknown) => {
        failure ??= error;
        return 0;
      });
    }
    if (failure) throw failure;
    return sent;
  };
}

export type CardExpiryWarnings = ReturnType<typeof createCardExpiryWarnings>;
