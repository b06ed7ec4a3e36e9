import { taxOf } from './plans.js';

const DAY_SECONDS = 24 * 3600;
const MONTH_SECONDS = 30 * DAY_SECONDS;

/** A pause resumes at the end of the current period at the earliest, and at most this long after it. */
export const LONGEST_PAUSE_SECONDS = 365 * DAY_SECONDS;

/** The latest resume date (unix seconds) of a plan whose current period ends at `periodEnd`. */
export const latestResumeAt = (periodEnd: number) => periodEnd + LONGEST_PAUSE_SECONDS;

/** A plan's pause deduction: whether it has one, and the days a pause may last free of it. */
export interface PauseDeductionRule {
  active: boolean;
  days: number;
}

/**
 * How many monthly fees a pause from the period end to `resumesAt` costs: none up to the plan's free days, else one
 * per started 30 days.
 */
export function pauseDeductionMonths(rule: PauseDeductionRule, periodEnd: number, resumesAt: number): number {
  const paused = resumesAt - periodEnd;
  return rule.active && paused > rule.days * DAY_SECONDS ? Math.ceil(paused / MONTH_SECONDS) : 0;
}

/** What a pause costs, in cents: the monthly fees, the tax on them at `taxPercentage`, and their total. */
export function pauseFee(
  rule: PauseDeductionRule & { amount: number },
  periodEnd: number,
  resumesAt: number,
  taxPercentage: number | undefined,
) {
  const months = pauseDeductionMonths(rule, periodEnd, resumesAt);
  const subtotal = months * rule.amount;
  const tax = taxOf(subtotal, taxPercentage);
  return { months, subtotal, tax, total: subtotal + tax };
}
