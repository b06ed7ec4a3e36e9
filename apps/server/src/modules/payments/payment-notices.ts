import { formatMoney } from '@lodestar/contract';
import type { MailContext, Mailer } from '../../adapters/mail/index.js';
import { mailLanguageOf, type LanguagesOfAccount } from '../../lib/mail-language.js';
import type { RecordedPayment } from './payment-recorder.js';
import { authenticationNeededMail, paymentFailedMail, receiptMail, refundMail } from './payment-mails.js';

/**
 * The mail an event about a payment calls for: a receipt for one taken or given back; for a renewal that failed (and
 * has not been paid since), how to fix it, or, when the card holder must authenticate it, where to do that. A failed
 * purchase, upgrade or pause fee is refused to the payer on the spot.
 */
function mailFor(eventType: string, { payment, billingReason }: RecordedPayment) {
  if (eventType === 'invoice.paid') return receiptMail;
  if (eventType === 'credit_note.created' || eventType === 'refund.updated') return refundMail;
  if (billingReason !== 'subscription_cycle' || payment.status === 'succeeded') return undefined;
  const waits = payment.status === 'requires_action';
  if (eventType === 'invoice.payment_action_required' && waits) return authenticationNeededMail;
  return eventType === 'invoice.payment_failed' && !waits ? paymentFailedMail : undefined;
}

/**
 * What the bell says of a renewal that did not go through, or waits for the bank: what the card was asked for, what
 * for, and what becomes of the plan.
 */
function dueSentence(recorded: RecordedPayment, retryEnd: 'cancel' | 'unpaid' | null, waits: boolean): string {
  const { amount, cardAmount = amount, currency, description } = recorded.payment;
  const payment = `the payment of ${formatMoney(cardAmount, currency)} for ${description}`;
  if (waits) return `Your bank asks you to confirm ${payment}.`;
  const failed = `${payment.charAt(0).toUpperCase()}${payment.slice(1)} did not go through`;
  if (recorded.nextAttempt) return `${failed}. Pay it now from the Payments page.`;
  return retryEnd === 'cancel' ? `${failed}: the plan has ended.` : `${failed}. Pay it now to keep the tracker online.`;
}

/** Tells the payer of a payment the provider took or could not take, once per event: by mail, and a due one in the bell too. */
export function createPaymentNotices(deps: {
  mailer: Mailer;
  mail: MailContext;
  payerOf(
    userId: string,
  ): Promise<({ email: string; name: string; timezone: string | null } & LanguagesOfAccount) | undefined>;
  retryEnd: 'cancel' | 'unpaid' | null;
  /** Puts a notice in the payer's notifications (the bell), which opens the Payments page; never throws. */
  tellPayer(userId: string, message: string): Promise<void>;
}) {
  return async function notifyPayer(eventType: string, recorded: RecordedPayment): Promise<void> {
    const compose = mailFor(eventType, recorded);
    const payer = compose && (await deps.payerOf(recorded.payment.userId));
    if (!compose || !payer) return;
    const { amount, cardAmount = amount, creditAmount = 0, currency, description } = recorded.payment;
    const due = compose === paymentFailedMail || compose === authenticationNeededMail;
    await deps.mailer.send(
      compose(deps.mail, {
        to: payer.email,
        name: payer.name,
        language: mailLanguageOf(payer),
        // What the card was asked for: the credit paid the rest already.
        amount: due ? cardAmount : amount,
        cardAmount,
        creditAmount,
        currency,
        description,
        invoiceNumber: recorded.invoiceNumber,
        nextAttempt: recorded.nextAttempt,
        timeZone: payer.timezone,
        retryEnd: deps.retryEnd,
        invoiceId: recorded.payment.invoiceId,
        discounts: recorded.discounts,
      }),
    );
    // After the mail, so an event handled again after a failure here is not mailed twice.
    if (due)
      await deps.tellPayer(
        recorded.payment.userId,
        dueSentence(recorded, deps.retryEnd, compose === authenticationNeededMail),
      );
  };
}

export type PaymentNotices = ReturnType<typeof createPaymentNotices>;
