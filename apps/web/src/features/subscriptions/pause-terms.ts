import { formatMoney, latestResumeAt, pauseFee, type Subscription } from '@lodestar/contract';
import dayjs from 'dayjs';
import { formatDate } from '../../lib/date-time';

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

/**
 * What a pause until `resumesAt` means, in plain sentences: its fee by the server's rule (the contract's `pauseFee`),
 * when and to which card it is charged, and the tracker meanwhile (docs/payments.md: the line stays on through the
 * period paid for, is off while collection is paused, and is back on at the resume date; the renewals in between are
 * voided). `card` names the card that pays the plan, when known.
 */
export function pauseTerms(subscription: Subscription, resumesAt: number, card: string | null) {
  const { current_period_end: periodEnd, terms } = subscription;
  const rule = ruleOf(subscription);
  const fee = pauseFee(rule, periodEnd, resumesAt, terms.taxRate?.percentage);
  const money = (cents: number) => formatMoney(cents, terms.currency);
  const until = formatDate(resumesAt * 1000);
  const days = Math.round((resumesAt - periodEnd) / DAY_SECONDS);
  const { first, last } = resumeDays(subscription);

  const dates = `You can resume on any day from ${formatDate(first.valueOf())}, when the period you paid for ends, to ${formatDate(last.valueOf())}.`;
  let cost: string;
  if (fee.total > 0) {
    const tax = fee.tax > 0 ? ` + ${terms.taxRate!.name} ${money(fee.tax)}` : '';
    cost = `Pausing until ${until} (${days} days, more than the ${rule.days} free days) costs ${fee.months} × ${money(rule.amount)} monthly fee${tax} = ${money(fee.total)}.`;
  } else if (rule.active)
    cost = `Pausing until ${until} (${days} days) costs nothing: pauses of up to ${rule.days} days are free.`;
  else cost = `Pausing until ${until} costs nothing: this plan has no pause fee.`;
  const charge =
    fee.total > 0
      ? `It is charged now, when you pause, to ${card ?? 'the card that pays for your plans'}; any account credit is used first. If the payment does not go through, nothing is paused.`
      : null;
  const tracker =
    days === 0
      ? 'The plan resumes when the period you paid for ends, so your tracker stays connected and the next renewal is charged as usual.'
      : `Your tracker stays connected until ${formatDate(periodEnd * 1000)}, when the period you paid for ends. Its line is then off until ${until}, when the plan resumes and the line is back on. No renewal is charged from ${formatDate(periodEnd * 1000)} until ${until}; the first one after ${until} is.`;
  return { dates, cost, charge, tracker };
}
