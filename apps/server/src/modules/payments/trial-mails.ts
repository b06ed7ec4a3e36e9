import { cardBrandName, formatMoney, routeByName, type Currency } from '@lodestar/contract';
import { composeMail, type MailContext, type MailMessage } from '../../adapters/mail/index.js';
import { dateOf, dateTimeOf } from '../../lib/day-of.js';
import type { DiscountApplied } from './invoice-discounts.js';
import { discountLines, paymentsPage } from './payment-mails.js';

/** A free trial and the first payment that follows it, as the provider has them. */
export interface TrialNotice {
  to: string;
  name: string;
  /** The payer's time zone, which the dates are written in. */
  timeZone: string | null;
  planName: string;
  deviceName: string;
  deviceUUID: string;
  trialEnd: number;
  /** What the card is charged when the trial ends: after coupons and account credit, tax included. */
  amount: number;
  /** The account credit that pays the rest of the first payment. */
  credit: number;
  currency: Currency;
  /** The card that pays: the plan's own, else the payer's default. */
  card: { brand: string; last4: string } | null;
  /** The coupons that take something off the first payment. */
  discounts: DiscountApplied[];
  /** Until when the trial can be canceled without paying; null once that time has passed. */
  freeCancelUntil: number | null;
}

const trialEnd = (notice: TrialNotice) => dateOf(new Date(notice.trialEnd * 1000), notice.timeZone);

const FOOTER = (ctx: MailContext) => `You receive this because you pay for plans on ${ctx.productName}.`;

const planPage = (ctx: MailContext, notice: TrialNotice) =>
  `${ctx.publicUrl}${routeByName('device-settings-plans').path.replace(':deviceUUID', encodeURIComponent(notice.deviceUUID))}`;

/** "$16.49 (tax included) will be charged to your Visa card ending in 4242", or how account credit shares it. */
function firstPayment(notice: TrialNotice): string {
  const amount = formatMoney(notice.amount, notice.currency);
  const card = notice.card
    ? `your ${cardBrandName(notice.card.brand)} card ending in ${notice.card.last4}`
    : 'your default card';
  if (notice.credit === 0) return `${amount} (tax included) will be charged to ${card}`;
  const total = formatMoney(notice.amount + notice.credit, notice.currency);
  const credit = formatMoney(notice.credit, notice.currency);
  return `the first payment of ${total} (tax included) is paid with ${credit} of your account credit and ${amount} from ${card}`;
}

function cancelLines(notice: TrialNotice): string[] {
  if (notice.freeCancelUntil === null) return [];
  const until = dateTimeOf(new Date(notice.freeCancelUntil * 1000), notice.timeZone);
  return [`Not for you? Cancel the plan on the tracker's Update Plan tab before ${until} and nothing is charged.`];
}

/** A free trial has started: when it ends, what is charged then and to which card, and how to cancel before. */
export function trialStartedMail(ctx: MailContext, notice: TrialNotice): MailMessage {
  const plan = `${notice.planName} for ${notice.deviceName}`;
  return composeMail(ctx, {
    to: notice.to,
    subject: `Your free trial has started: ${plan}`,
    lines: [
      `Hello ${notice.name},`,
      `Your free trial of ${plan} has started. It ends on ${trialEnd(notice)}.`,
      `When it ends, ${firstPayment(notice)}, and the plan renews until you cancel it.`,
      ...discountLines(notice.discounts, notice.currency, 'due'),
      ...cancelLines(notice),
    ],
    actions: [{ label: "See the tracker's plan", url: planPage(ctx, notice) }],
    footer: FOOTER(ctx),
  });
}

/** Three days before a trial ends: the first payment's amount and date, the card that pays it, and how to cancel. */
export function trialEndingMail(ctx: MailContext, notice: TrialNotice): MailMessage {
  const day = trialEnd(notice);
  const amount = formatMoney(notice.amount, notice.currency);
  return composeMail(ctx, {
    to: notice.to,
    subject:
      notice.amount > 0
        ? `Your free trial ends on ${day}: ${amount} will be charged to your card`
        : `Your free trial ends on ${day}: nothing will be charged to your card`,
    lines: [
      `Hello ${notice.name},`,
      `Your free trial of ${notice.planName} for ${notice.deviceName} ends on ${day}. Then ${firstPayment(notice)}.`,
      ...discountLines(notice.discounts, notice.currency, 'due'),
      `To pay with another card, make it your default on the Payments page: ${paymentsPage(ctx)}`,
      ...cancelLines(notice),
    ],
    actions: [{ label: "See the tracker's plan", url: planPage(ctx, notice) }],
    footer: FOOTER(ctx),
  });
}
