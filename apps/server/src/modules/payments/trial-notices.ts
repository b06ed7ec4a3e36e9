import type Stripe from 'stripe';
import { TRIAL_FREE_CANCEL_NOTICE_SECONDS, type Currency } from '@lodestar/contract';
import type { MailContext, Mailer } from '../../adapters/mail/index.js';
import { mailLanguageOf, type LanguagesOfAccount } from '../../lib/mail-language.js';
import { discountsApplied, WITH_COUPONS } from './invoice-discounts.js';
import type { PayerPlans } from './payer-plans.js';
import type { PaymentsRepository } from './payments.repository.js';
import { idOf } from './provider-ids.js';
import { trialEndingMail, trialStartedMail } from './trial-mails.js';

/** The mail each event about a trial calls for: its start, and the provider's warning three days before its end. */
const MAILS: Partial<Record<string, typeof trialStartedMail>> = {
  'customer.subscription.created': trialStartedMail,
  'customer.subscription.trial_will_end': trialEndingMail,
};

/** The card that pays a subscription read with its own and its customer's default method expanded. */
function cardOf(subscription: Stripe.Subscription) {
  const own = subscription.default_payment_method;
  const customer = subscription.customer;
  const fallback =
    typeof customer === 'object' && !customer.deleted ? customer.invoice_settings.default_payment_method : null;
  const method = typeof own === 'object' && own ? own : typeof fallback === 'object' ? fallback : null;
  return method?.card ? { brand: method.card.brand, last4: method.card.last4 } : null;
}

/**
 * Tells the payer of a trial, once per event, that it started and that it is about to end: when, what the first
 * payment charges to which card (the provider's preview of the invoice at the trial's end: coupons, tax and account
 * credit applied), and until when it can be canceled without paying. Handling reads the subscription as it is now: a
 * trial ended, canceled or set to cancel charges nothing and is not mailed about.
 */
export function createTrialNotices(deps: {
  stripe: Stripe;
  payments: Pick<PaymentsRepository, 'userOfCustomer'>;
  plans: Pick<PayerPlans, 'paidFor'>;
  payerOf(
    userId: string,
  ): Promise<({ email: string; name: string; timezone: string | null } & LanguagesOfAccount) | undefined>;
  /** The provider's present (seconds): its test clock may run ahead of the app's. */
  providerNow(): Promise<number>;
  mailer: Mailer;
  mail: MailContext;
}) {
  return async function notifyTrial(eventType: string, subscriptionId: string): Promise<void> {
    const compose = MAILS[eventType];
    if (!compose) return;
    const subscription = await deps.stripe.subscriptions.retrieve(subscriptionId, {
      expand: ['default_payment_method', 'customer.invoice_settings.default_payment_method'],
    });
    const trialEnd = subscription.trial_end;
    const setToCancel = subscription.cancel_at !== null || subscription.cancel_at_period_end;
    if (subscription.status !== 'trialing' || trialEnd === null || setToCancel) return;
    const customer = idOf(subscription.customer);
    const userId = customer ? await deps.payments.userOfCustomer(customer) : undefined;
    const payer = userId ? await deps.payerOf(userId) : undefined;
    const plan = await deps.plans.paidFor(subscriptionId);
    if (!payer || !plan) return;
    const preview = await deps.stripe.invoices.createPreview({ subscription: subscriptionId, expand: WITH_COUPONS });
    const freeCancelUntil = trialEnd - TRIAL_FREE_CANCEL_NOTICE_SECONDS;
    await deps.mailer.send(
      compose(deps.mail, {
        to: payer.email,
        name: payer.name,
        language: mailLanguageOf(payer),
        timeZone: payer.timezone,
        planName: plan.planName,
        deviceName: plan.deviceName,
        deviceUUID: plan.deviceUUID,
        trialEnd,
        amount: preview.amount_due,
        credit: Math.max(0, preview.total - preview.amount_due),
        currency: preview.currency as Currency,
        card: cardOf(subscription),
        discounts: discountsApplied(preview),
        freeCancelUntil: freeCancelUntil > (await deps.providerNow()) ? freeCancelUntil : null,
      }),
    );
  };
}

export type TrialNotices = ReturnType<typeof createTrialNotices>;
