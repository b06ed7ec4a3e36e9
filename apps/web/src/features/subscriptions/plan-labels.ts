import { planDurationLabels, type Plan, type PlanDuration } from '@lodestar/contract';

/** A plan's period as its price says it: Monthly, 6 Months, or the days of a `days` plan (30 Days). */
export const durationLabelOf = (plan: Pick<Plan, 'duration' | 'frequencyDays'>) =>
  plan.duration === 'days' ? `${plan.frequencyDays} Days` : planDurationLabels[plan.duration];

const PERIODS: Record<Exclude<PlanDuration, 'days'>, string> = {
  monthly: 'every month',
  quarterly: 'every 3 months',
  'six-months': 'every 6 months',
  yearly: 'every year',
  'bi-yearly': 'every 2 years',
};

/** How often a plan bills, spelled out: every 6 months, every 2 years, every 10 days. */
export const billingPeriodOf = (plan: Pick<Plan, 'duration' | 'frequencyDays'>) =>
  plan.duration === 'days'
    ? plan.frequencyDays === 1
      ? 'every day'
      : `every ${plan.frequencyDays} days`
    : PERIODS[plan.duration];

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
export function periodBesideName(plan: Pick<Plan, 'name' | 'duration' | 'frequencyDays'>): string | null {
  return PLAIN_NAMES[plan.duration]?.test(plan.name) ? null : billingPeriodOf(plan);
}
