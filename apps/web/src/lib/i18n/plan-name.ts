import { planDurationLabels, type PlanDuration } from '@lodestar/contract';
import type { Translate } from './translate';

const durationByName = new Map(
  (Object.entries(planDurationLabels) as [PlanDuration, string][]).map(([duration, name]) => [name, duration]),
);

/**
 * A plan's name in the shown language: the catalogue's plans named after their period ("Monthly") take the period's
 * name in the language; a name of the business's own ("Premium Protect") stays as written.
 */
export function planNameIn(t: Translate, name: string): string {
  const duration = durationByName.get(name);
  return duration ? t(`planDurationLabels.${duration}`) : name;
}
