import {
  cardBrandName,
  cardExpiry,
  type CouponTerms,
  type Currency,
  type Language,
  moneyIn,
  routeByName,
} from '@lodestar/contract';
import { composeMail, greeting, mailTextsIn, type MailContext, type MailMessage } from '../../adapters/mail/index.js';
import { dateOf } from '../../lib/day-of.js';
import { billingMailTexts } from './billing-mail-texts.js';
import type { DiscountApplied } from './invoice-discounts.js';
import { numberIn } from './mail-money.js';
import { paymentMailTexts } from './payment-mail-texts.js';

export interface PaymentNotice {
  to: string;
  name: string;
  /** The payer's language, which the mail is written in. */
  language: Language;
  amount: number;
  /** The card's part of the amount and the account credit's part (a refund: where each went back to). */
  cardAmount: number;
  creditAmount: number;
  currency: Currency;
  /** What was paid for: "Renewal: Monthly for Bike". */
  description: string;
  /** The invoice's number; for a refund, its credit note's. */
  invoiceNumber: string | null;
  /** When the provider tries a failed payment again (seconds); null when it will not. */
  nextAttempt: number | null;
  /** The payer's time zone, which the date is written in. */
  timeZone: string | null;
  /** What the plan becomes once the last retry failed, when the provider's settings are known. */
  retryEnd: 'cancel' | 'unpaid' | null;
  /** The invoice paid (or to pay). */
  invoiceId: string;
  /** The coupons that took something off the invoice. */
  discounts: DiscountApplied[];
}

export const paymentsPage = (ctx: MailContext) => `${ctx.publicUrl}${routeByName('user-settings-payments').path}`;

/** Why a payer gets a mail, in their language. */
export const payerFooter = (ctx: MailContext, language: Language) =>
  mailTextsIn(billingMailTexts, language)('footer', { product: ctx.productName });

/** What a coupon covers, in the reader's language: "20 % off for 3 months", "$5.00 off each payment for 3 months". */
function coverageIn(language: Language, terms: CouponTerms): string {
  const t = mailTextsIn(billingMailTexts, language);
  const kind = terms.percentOff !== null ? 'percent' : 'amount';
  const off = t('off', {
    kind,
    percent: numberIn(language, terms.percentOff ?? 0),
    amountOff: moneyIn(language, terms.amountOff ?? 0, terms.currency ?? 'usd'),
  });
  return t('coverage', { duration: terms.duration, kind, off, months: terms.durationInMonths ?? 1 });
}

/** "Your discount took $8.00 off this payment: 20 % off for 3 months." for each coupon, about a payment made or to make. */
export function discountLines(
  discounts: DiscountApplied[],
  currency: Currency,
  payment: 'made' | 'due',
  language: Language,
): string[] {
  const t = mailTextsIn(billingMailTexts, language);
  return discounts.map(({ amount, terms }) =>
    t(payment === 'made' ? 'discountMade' : 'discountDue', {
      amount: moneyIn(language, amount, currency),
      coverage: coverageIn(language, terms),
    }),
  );
}

/** The payment mails' texts in the payer's language, and the notice's amounts as they write money. */
function textsFor(notice: PaymentNotice) {
  const money = (cents: number) => moneyIn(notice.language, cents, notice.currency);
  return {
    t: mailTextsIn(paymentMailTexts, notice.language),
    amount: money(notice.amount),
    card: money(notice.cardAmount),
    credit: money(notice.creditAmount),
  };
}

/** Which paid what: the card, the account's credit, both, or (a 100 % code) neither. */
function paidBy(notice: PaymentNotice): string {
  const { t, card, credit } = textsFor(notice);
  if (notice.cardAmount > 0 && notice.creditAmount > 0) return t('paidCreditAndCard', { credit, card });
  if (notice.creditAmount > 0) return t('paidCredit');
  if (notice.cardAmount > 0) return t('paidCard');
  return t('paidCode');
}

/** The receipt of a payment, with what paid it, its invoice's number and where the invoice is. */
export function receiptMail(ctx: MailContext, notice: PaymentNotice): MailMessage {
  const { t, amount } = textsFor(notice);
  const { language, invoiceNumber: number } = notice;
  return composeMail(ctx, {
    to: notice.to,
    language,
    subject: t('receiptSubject', { product: ctx.productName, amount }),
    lines: [
      greeting(language, notice.name),
      `${t('received', { amount, description: notice.description })} ${paidBy(notice)}`,
      ...discountLines(notice.discounts, notice.currency, 'made', language),
      ...(number ? [t('invoiceReady', { number })] : []),
    ],
    actions: [{ label: t('receiptAction'), url: paymentsPage(ctx) }],
    footer: payerFooter(ctx, language),
  });
}

/** Where a refund went: the card, the account's credit, or each its part. */
function refundedTo(notice: PaymentNotice): string {
  const { t, amount, card, credit } = textsFor(notice);
  const { description } = notice;
  if (notice.cardAmount > 0 && notice.creditAmount > 0)
    return `${t('refundedSplit', { amount, description, card, credit })} ${t('bankDelay')}`;
  if (notice.cardAmount > 0) return `${t('refundedCard', { amount, description })} ${t('bankDelay')}`;
  return t('refundedCredit', { amount, description });
}

/** Money given back to the card: how much, for what, and where its credit note is. */
export function refundMail(ctx: MailContext, notice: PaymentNotice): MailMessage {
  const { t, amount } = textsFor(notice);
  const { language, invoiceNumber: number } = notice;
  return composeMail(ctx, {
    to: notice.to,
    language,
    subject: t('refundSubject', { product: ctx.productName, amount }),
    lines: [greeting(language, notice.name), refundedTo(notice), ...(number ? [t('creditNoteReady', { number })] : [])],
    actions: [{ label: t('refundAction'), url: paymentsPage(ctx) }],
    footer: payerFooter(ctx, language),
  });
}

/**
 * A payment that could not be taken: what, when it is tried again, and where to update the card; after the last
 * attempt, a subject of its own saying what became of the plan.
 */
export function paymentFailedMail(ctx: MailContext, notice: PaymentNotice): MailMessage {
  const { t, amount } = textsFor(notice);
  const { language, nextAttempt } = notice;
  const product = ctx.productName;
  const end = notice.retryEnd ?? 'unknown';
  return composeMail(ctx, {
    to: notice.to,
    language,
    subject: nextAttempt ? t('failedSubject', { product, amount }) : t('lastFailedSubject', { product, end }),
    lines: [
      greeting(language, notice.name),
      t('notTaken', { amount, description: notice.description }),
      nextAttempt
        ? t('retryOn', { date: dateOf(new Date(nextAttempt * 1000), notice.timeZone, language) })
        : t('lastAttempt', { end }),
    ],
    actions: [{ label: t('updateCardAction'), url: paymentsPage(ctx) }],
    footer: payerFooter(ctx, language),
  });
}

/** A renewal that waits for the card holder to authenticate it: the amount, and the page where that is done. */
export function authenticationNeededMail(ctx: MailContext, notice: PaymentNotice): MailMessage {
  const { t, amount } = textsFor(notice);
  const { language } = notice;
  const page = routeByName('user-payment-authentication').path.replace(
    ':invoiceId',
    encodeURIComponent(notice.invoiceId),
  );
  return composeMail(ctx, {
    to: notice.to,
    language,
    subject: t('confirmSubject', { product: ctx.productName, amount }),
    lines: [
      greeting(language, notice.name),
      t('confirmLine', { amount, description: notice.description }),
      t('confirmSteps'),
    ],
    actions: [{ label: t('confirmAction'), url: `${ctx.publicUrl}${page}` }],
    footer: payerFooter(ctx, language),
  });
}

export interface ExpiringCard {
  to: string;
  name: string;
  /** The payer's language, which the mail is written in. */
  language: Language;
  brand: string;
  last4: string;
  expMonth: number;
  expYear: number;
}

/** A card that pays for live plans expires within 30 days: add another before it does. */
export function cardExpiringMail(ctx: MailContext, card: ExpiringCard): MailMessage {
  const t = mailTextsIn(paymentMailTexts, card.language);
  const expiry = cardExpiry(card.expMonth, card.expYear);
  const { language, last4 } = card;
  return composeMail(ctx, {
    to: card.to,
    language,
    subject: t('expiringSubject', { last4, expiry }),
    lines: [
      greeting(language, card.name),
      t('expiringLine', { brand: cardBrandName(card.brand), last4, product: ctx.productName, expiry }),
      t('expiringAdvice'),
    ],
    actions: [{ label: t('updateCardAction'), url: paymentsPage(ctx) }],
    footer: payerFooter(ctx, language),
  });
}
