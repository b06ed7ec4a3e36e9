import { planDurationLabels, type Plan, type PlanDuration } from '@lodestar/contract';
import type { MessageId } from '../../lib/i18n/catalogue';
import type { Translate } from '../../lib/i18n/translate';

type PlanPeriod = Pick<Plan, 'duration' | 'frequencyDays'>;

/** A plan's period as its price says it: Monthly, 6 Months, or the days of a `days` plan (30 Days). */
export const durationLabelOf = (plan: PlanPeriod, t: Translate) =>
  plan.duration === 'days'
    ? t('subscriptions.plan.days', { days: plan.frequencyDays })
    : t(`planDurationLabels.${plan.duration}`);

/** The period as the plans' names are written (in English), to tell whether a name says it already. */
export const englishDurationOf = (plan: PlanPeriod) =>
  plan.duration === 'days' ? `${plan.frequencyDays} ${planDurationLabels.days}` : planDurationLabels[plan.duration];

const PERIODS: Record<Exclude<PlanDuration, 'days'>, MessageId> = {
  monthly: 'subscriptions.period.monthly',
  quarterly: 'subscriptions.period.quarterly',
  'six-months': 'subscriptions.period.sixMonths',
  yearly: 'subscriptions.period.yearly',
  'bi-yearly': 'subscriptions.period.biYearly',
};

/** How often a plan bills, spelled out: every 6 months, every 2 years, every 10 days. */
export const billingPeriodOf = (plan: PlanPeriod, t: Translate) =>
  plan.duration === 'days' ? t('subscriptions.period.days', { days: plan.frequencyDays }) : t(PERIODS[plan.duration]);

/** The words that say a plan's period beyond doubt (Bi Yearly does not: twice a year, or every two years?). */
const PLAIN_NAMES: Partial<Record<PlanDuration, RegExp>> = {
  monthly: /\bmonthly\b/i,
  quarterly: /\bquarterly\b/i,
  yearly: /(?<!bi[\s-]?)\byearly\b/i,
};

/**
 * The period to write beside a plan's name, unless the name says it plainly: "Bi Yearly" gets "every 2 years", "6
 * Months" "every 6 months" (the term, or the billing?), a days plan its days; "Monthly" nothing.
 */
export function periodBesideName(plan: Pick<Plan, 'name' | 'duration' | 'frequencyDays'>, t: Translate): string | null {
  return PLAIN_NAMES[plan.duration]?.test(plan.name) ? null : billingPeriodOf(plan, t);
}
