import { latestResumeAt, pauseFee, type Subscription } from '@lodestar/contract';
import dayjs from 'dayjs';
import { formatDate } from '../../lib/date-time';
import type { Translate } from '../../lib/i18n/translate';
import type { Money } from '../../lib/i18n/use-money';

const DAY_SECONDS = 24 * 3600;

/** The plan's pause deduction as the answer gives it, for the contract's rule. */
const ruleOf = ({ metadata }: Subscription) => ({
  active: metadata.pauseDeductionActive === 'true',
  amount: Number(metadata.pauseDeductionAmount),
  days: Number(metadata.pauseDeductionDays),
});

/** The first and last days a pause may resume on: the period's end, and the server's latest. */
export function resumeDays(subscription: Subscription) {
  const periodEnd = subscription.current_period_end;
  return { first: dayjs.unix(periodEnd), last: dayjs.unix(latestResumeAt(periodEnd)) };
}

/** A chosen day as the resume time: whole days after the period's end, at its time of day. */
export function resumeTimeOf(day: string, subscription: Subscription): number {
  const periodEnd = dayjs.unix(subscription.current_period_end);
  return subscription.current_period_end + dayjs(day).diff(periodEnd.startOf('day'), 'day') * DAY_SECONDS;
}

/** A pause until `until`, `days` after the period's end: its plan's rule and its fee by the rule. */
interface Pause {
  subscription: Subscription;
  rule: ReturnType<typeof ruleOf>;
  fee: ReturnType<typeof pauseFee>;
  until: string;
  days: number;
}

/** What the pause costs: its months of fee, with its tax, beyond the free days; else why it is free. */
function pauseCost({ subscription, rule, fee, until, days }: Pause, t: Translate, shownMoney: Money): string {
  const { terms } = subscription;
  const money = (cents: number) => shownMoney(cents, terms.currency);
  if (fee.total > 0) {
    const values = {
      until,
      days,
      freeDays: rule.days,
      months: fee.months,
      fee: money(rule.amount),
      total: money(fee.total),
    };
    return fee.tax > 0
      ? t('subscriptions.pause.costWithTax', { ...values, taxName: terms.taxRate!.name, tax: money(fee.tax) })
      : t('subscriptions.pause.cost', values);
  }
  if (rule.active) return t('subscriptions.pause.free', { until, days, freeDays: rule.days });
  return t('subscriptions.pause.noFee', { until });
}

/**
 * What a pause until `resumesAt` means, in plain sentences: its fee by the server's rule (the contract's `pauseFee`),
 * when and to which card it is charged, and the tracker meanwhile (docs/payments.md: the line stays on through the
 * period paid for, is off while collection is paused, and is back on at the resume date; the renewals in between are
 * voided). `card` names the card that pays the plan, when known.
 */
export function pauseTerms(
  subscription: Subscription,
  resumesAt: number,
  card: string | null,
  t: Translate,
  money: Money,
) {
  const periodEnd = subscription.current_period_end;
  const rule = ruleOf(subscription);
  const fee = pauseFee(rule, periodEnd, resumesAt, subscription.terms.taxRate?.percentage);
  const until = formatDate(resumesAt * 1000);
  const days = Math.round((resumesAt - periodEnd) / DAY_SECONDS);
  const { first, last } = resumeDays(subscription);

  const dates = t('subscriptions.pause.dates', {
    first: formatDate(first.valueOf()),
    last: formatDate(last.valueOf()),
  });
  const cost = pauseCost({ subscription, rule, fee, until, days }, t, money);
  const chargedTo = card ? t('subscriptions.pause.chargedTo', { card }) : t('subscriptions.pause.chargedToPlanCard');
  const tracker =
    days === 0
      ? t('subscriptions.pause.trackerStays')
      : t('subscriptions.pause.trackerOff', { periodEnd: formatDate(periodEnd * 1000), until });
  return { dates, cost, charge: fee.total > 0 ? chargedTo : null, tracker };
}
