import { planDurationLabels, type Plan } from '@lodestar/contract';

/** A plan's period as its price says it: Monthly, 6 Months, or the days of a `days` plan (30 Days). */
export const durationLabelOf = (plan: Pick<Plan, 'duration' | 'frequencyDays'>) =>
  plan.duration === 'days' ? `${plan.frequencyDays} Days` : planDurationLabels[plan.duration];
