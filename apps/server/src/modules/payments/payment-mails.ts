import { cardBrandName, cardExpiry, formatMoney, routeByName, type Currency } from '@lodestar/contract';
import { composeMail, type MailContext, type MailMessage } from '../../adapters/mail/index.js';
import { dateOf } from '../../lib/day-of.js';
import type { DiscountApplied } from './invoice-discounts.js';

export interface PaymentNotice {
  to: string;
  name: string;
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

const LAST_ATTEMPT = {
  cancel:
    'This was the last attempt, so the plan has ended and your tracker is offline. Update your card and choose the plan again to bring it back online.',
  unpaid:
    "This was the last attempt: your tracker's line is suspended until the plan is paid. Update your card: a new default card pays it at once.",
  unknown: 'This was the last attempt: update your card to keep your tracker online.',
} as const;

/** The subject of the mail about the last attempt, by what the plan became. */
const LAST_ATTEMPT_SUBJECT = {
  cancel: (product: string) => `Your ${product} plan has ended and your tracker is offline: the last payment failed`,
  unpaid: (product: string) => `Your ${product} plan is suspended: the last payment failed`,
  unknown: (product: string) => `The last attempt at your ${product} payment did not go through`,
} as const;

export const paymentsPage = (ctx: MailContext) => `${ctx.publicUrl}${routeByName('user-settings-payments').path}`;

/** "Your discount took $8.00 off this payment: 20 % off for 3 months." for each coupon, about a payment made or to make. */
export function discountLines(discounts: DiscountApplied[], currency: Currency, payment: 'made' | 'due'): string[] {
  const took = payment === 'made' ? 'took' : 'takes';
  const what = payment === 'made' ? 'this payment' : 'that payment';
  return discounts.map(({ amount, coverage }) => `Your discount ${took} ${formatMoney(amount, currency)} off ${what}: ${coverage}.`);
}

/** Which paid what: the card, the account's credit, both, or (a 100 % code) neither. */
function paidBy(notice: PaymentNotice): string {
  const card = formatMoney(notice.cardAmount, notice.currency);
  const credit = formatMoney(notice.creditAmount, notice.currency);
  if (notice.cardAmount > 0 && notice.creditAmount > 0) return `Your account credit paid ${credit} and your card ${card}.`;
  if (notice.creditAmount > 0) return `Your account credit paid it all; nothing was charged to your card.`;
  if (notice.cardAmount > 0) return `It was charged to your card.`;
  return 'Your code covered it in full; nothing was charged to your card.';
}

/** The receipt of a payment, with what paid it, its invoice's number and where the invoice is. */
export function receiptMail(ctx: MailContext, notice: PaymentNotice): MailMessage {
  const amount = formatMoney(notice.amount, notice.currency);
  return composeMail(ctx, {
    to: notice.to,
    subject: `Your ${ctx.productName} receipt: ${amount}`,
    lines: [
      `Hello ${notice.name},`,
      `Thank you: we received ${amount} for ${notice.description}. ${paidBy(notice)}`,
      ...discountLines(notice.discounts, notice.currency, 'made'),
      ...(notice.invoiceNumber ? [`Invoice ${notice.invoiceNumber} is in your payment history, as a PDF too.`] : []),
    ],
    actions: [{ label: 'See your payments and invoices', url: paymentsPage(ctx) }],
    footer: `You receive this because you pay for plans on ${ctx.productName}.`,
  });
}

/** Where a refund went: the card, the account's credit, or each its part. */
function refundedTo(notice: PaymentNotice, amount: string): string {
  const bank = 'Your bank may take 5 to 10 business days to show it.';
  const card = formatMoney(notice.cardAmount, notice.currency);
  if (notice.cardAmount > 0 && notice.creditAmount > 0)
    return `We have refunded ${amount} (${notice.description}): ${card} to your card and ${formatMoney(notice.creditAmount, notice.currency)} to your account credit. ${bank}`;
  if (notice.cardAmount > 0) return `We have refunded ${amount} to your card (${notice.description}). ${bank}`;
  return `${amount} went back to your account credit (${notice.description}); your next payments use it first.`;
}

/** Money given back to the card: how much, for what, and where its credit note is. */
export function refundMail(ctx: MailContext, notice: PaymentNotice): MailMessage {
  const amount = formatMoney(notice.amount, notice.currency);
  return composeMail(ctx, {
    to: notice.to,
    subject: `Your ${ctx.productName} refund: ${amount}`,
    lines: [
      `Hello ${notice.name},`,
      refundedTo(notice, amount),
      ...(notice.invoiceNumber
        ? [`Credit note ${notice.invoiceNumber} is in your payment history, as a PDF too.`]
        : []),
    ],
    actions: [{ label: 'See your payments and refunds', url: paymentsPage(ctx) }],
    footer: `You receive this because you pay for plans on ${ctx.productName}.`,
  });
}

/**
 * A payment that could not be taken: what, when it is tried again, and where to update the card; after the last
 * attempt, a subject of its own saying what became of the plan.
 */
export function paymentFailedMail(ctx: MailContext, notice: PaymentNotice): MailMessage {
  const amount = formatMoney(notice.amount, notice.currency);
  return composeMail(ctx, {
    to: notice.to,
    subject: notice.nextAttempt
      ? `Your ${ctx.productName} payment of ${amount} did not go through`
      : LAST_ATTEMPT_SUBJECT[notice.retryEnd ?? 'unknown'](ctx.productName),
    lines: [
      `Hello ${notice.name},`,
      `We could not take ${amount} for ${notice.description} from your card.`,
      notice.nextAttempt
        ? `We will try again on ${dateOf(new Date(notice.nextAttempt * 1000), notice.timeZone)}. Update your card before then to keep your tracker online; a new default card is charged at once.`
        : LAST_ATTEMPT[notice.retryEnd ?? 'unknown'],
    ],
    actions: [{ label: 'Update your card', url: paymentsPage(ctx) }],
    footer: `You receive this because you pay for plans on ${ctx.productName}.`,
  });
}

/** A renewal that waits for the card holder to authenticate it: the amount, and the page where that is done. */
export function authenticationNeededMail(ctx: MailContext, notice: PaymentNotice): MailMessage {
  const amount = formatMoney(notice.amount, notice.currency);
  const page = routeByName('user-payment-authentication').path.replace(':invoiceId', encodeURIComponent(notice.invoiceId));
  return composeMail(ctx, {
    to: notice.to,
    subject: `Your bank asks you to confirm a ${ctx.productName} payment of ${amount}`,
    lines: [
      `Hello ${notice.name},`,
      `Your bank asks you to confirm the payment of ${amount} for ${notice.description} before it goes through.`,
      'It takes a moment: open the page below, check the amount, and confirm with your bank. Until then the plan is unpaid.',
    ],
    actions: [{ label: 'Confirm the payment', url: `${ctx.publicUrl}${page}` }],
    footer: `You receive this because you pay for plans on ${ctx.productName}.`,
  });
}

export interface ExpiringCard {
  to: string;
  name: string;
  brand: string;
  last4: string;
  expMonth: number;
  expYear: number;
}

/** A card that pays for live plans expires within 30 days: add another before it does. */
export function cardExpiringMail(ctx: MailContext, card: ExpiringCard): MailMessage {
  const expiry = cardExpiry(card.expMonth, card.expYear);
  const brand = cardBrandName(card.brand);
  return composeMail(ctx, {
    to: card.to,
    subject: `Your card ending in ${card.last4} expires at the end of ${expiry}`,
    lines: [
      `Hello ${card.name},`,
      `The ${brand} card ending in ${card.last4} pays for your plans on ${ctx.productName} and expires at the end of ${expiry}.`,
      'Add a new card before then, so your trackers stay online.',
    ],
    actions: [{ label: 'Update your card', url: paymentsPage(ctx) }],
    footer: `You receive this because you pay for plans on ${ctx.productName}.`,
  });
}
