import { cardBrandName, type Currency, type Language, moneyIn, routeByName } from '@lodestar/contract';
import { composeMail, greeting, mailTextsIn, type MailContext, type MailMessage } from '../../adapters/mail/index.js';
import { dateOf, dateTimeOf } from '../../lib/day-of.js';
import type { DiscountApplied } from './invoice-discounts.js';
import { discountLines, payerFooter, paymentsPage } from './payment-mails.js';
import { planNameIn } from './plan-name-mail-texts.js';
import { trialMailTexts } from './trial-mail-texts.js';

/** A free trial and the first payment that follows it, as the provider has them. */
export interface TrialNotice {
  to: string;
  name: string;
  /** The payer's language, which the mail is written in. */
  language: Language;
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

const planPage = (ctx: MailContext, notice: TrialNotice) =>
  `${ctx.publicUrl}${routeByName('device-settings-plans').path.replace(':deviceUUID', encodeURIComponent(notice.deviceUUID))}`;

/**
 * The trial mails' texts in the payer's language, and what they say of the notice: the plan and its device, the
 * trial's last day, and the first payment ("$16.49 (tax included) will be charged to your Visa card ending in 4242",
 * or how account credit shares it).
 */
function textsFor(notice: TrialNotice) {
  const { language } = notice;
  const t = mailTextsIn(trialMailTexts, language);
  const money = (cents: number) => moneyIn(language, cents, notice.currency);
  const card = notice.card
    ? t('card', { named: 'yes', brand: cardBrandName(notice.card.brand), last4: notice.card.last4 })
    : t('card', { named: 'no', brand: '', last4: '' });
  return {
    t,
    plan: t('planFor', { plan: planNameIn(language, notice.planName), device: notice.deviceName }),
    date: dateOf(new Date(notice.trialEnd * 1000), notice.timeZone, language),
    amount: money(notice.amount),
    payment: {
      split: notice.credit === 0 ? 'card' : 'credit',
      amount: money(notice.amount),
      total: money(notice.amount + notice.credit),
      credit: money(notice.credit),
      card,
    },
  };
}

function cancelLines(notice: TrialNotice): string[] {
  if (notice.freeCancelUntil === null) return [];
  const time = dateTimeOf(new Date(notice.freeCancelUntil * 1000), notice.timeZone, notice.language);
  return [mailTextsIn(trialMailTexts, notice.language)('cancelBefore', { time })];
}

/** A free trial has started: when it ends, what is charged then and to which card, and how to cancel before. */
export function trialStartedMail(ctx: MailContext, notice: TrialNotice): MailMessage {
  const { t, plan, date, payment } = textsFor(notice);
  const { language } = notice;
  return composeMail(ctx, {
    to: notice.to,
    language,
    subject: t('startedSubject', { plan }),
    lines: [
      greeting(language, notice.name),
      t('started', { plan, date }),
      t('whenEnds', payment),
      ...discountLines(notice.discounts, notice.currency, 'due', language),
      ...cancelLines(notice),
    ],
    actions: [{ label: t('planAction'), url: planPage(ctx, notice) }],
    footer: payerFooter(ctx, language),
  });
}

/** Three days before a trial ends: the first payment's amount and date, the card that pays it, and how to cancel. */
export function trialEndingMail(ctx: MailContext, notice: TrialNotice): MailMessage {
  const { t, plan, date, amount, payment } = textsFor(notice);
  const { language } = notice;
  return composeMail(ctx, {
    to: notice.to,
    language,
    subject: t('endingSubject', { charged: notice.amount > 0 ? 'yes' : 'no', date, amount }),
    lines: [
      greeting(language, notice.name),
      t('endsThen', { ...payment, plan, date }),
      ...discountLines(notice.discounts, notice.currency, 'due', language),
      t('otherCard', { url: paymentsPage(ctx) }),
      ...cancelLines(notice),
    ],
    actions: [{ label: t('planAction'), url: planPage(ctx, notice) }],
    footer: payerFooter(ctx, language),
  });
}
