import type { Mailer } from '../../adapters/mail/index.js';
import type { MailContext } from '../../adapters/mail/link-mail.js';
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

/** Tells the payer of a payment the provider took or could not take, once per event. */
export function createPaymentNotices(deps: {
  mailer: Mailer;
  mail: MailContext;
  payerOf(userId: string): Promise<{ email: string; name: string; timezone: string | null } | undefined>;
  retryEnd: 'cancel' | 'unpaid' | null;
}) {
  return async function notifyPayer(eventType: string, recorded: RecordedPayment): Promise<void> {
    const compose = mailFor(eventType, recorded);
    const payer = compose && (await deps.payerOf(recorded.payment.userId));
    if (!compose || !payer) return;
    const { amount, cardAmount = amount, creditAmount = 0, currency, description } = recorded.payment;
    await deps.mailer.send(
      compose(deps.mail, {
        to: payer.email,
        name: payer.name,
        amount,
        cardAmount,
        creditAmount,
        currency,
        description,
        invoiceNumber: recorded.invoiceNumber,
        nextAttempt: recorded.nextAttempt,
        timeZone: payer.timezone,
        retryEnd: deps.retryEnd,
        invoiceId: recorded.payment.invoiceId,
      }),
    );
  };
}

export type PaymentNotices = ReturnType<typeof createPaymentNotices>;
