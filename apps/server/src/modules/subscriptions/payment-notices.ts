import type { Mailer } from '../../adapters/mail/index.js';
import type { MailContext } from '../../adapters/mail/link-mail.js';
import type { RecordedPayment } from './payment-recorder.js';
import { paymentFailedMail, receiptMail } from './payment-mails.js';

const MAILS: Partial<Record<string, typeof receiptMail>> = {
  'invoice.paid': receiptMail,
  'invoice.payment_failed': paymentFailedMail,
};

/** Tells the payer of a payment the provider took (a receipt) or could not take (how to fix it), once per event. */
export function createPaymentNotices(deps: {
  mailer: Mailer;
  mail: MailContext;
  payerOf(userId: string): Promise<{ email: string; name: string; timezone: string | null } | undefined>;
}) {
  return async function notifyPayer(
    eventType: string,
    { payment, invoiceNumber, nextAttempt }: RecordedPayment,
  ): Promise<void> {
    const compose = MAILS[eventType];
    const payer = compose && (await deps.payerOf(payment.userId));
    if (!compose || !payer) return;
    const { amount, currency, description } = payment;
    await deps.mailer.send(
      compose(deps.mail, {
        to: payer.email,
        name: payer.name,
        amount,
        currency,
        description,
        invoiceNumber,
        nextAttempt,
        timeZone: payer.timezone,
      }),
    );
  };
}

export type PaymentNotices = ReturnType<typeof createPaymentNotices>;
