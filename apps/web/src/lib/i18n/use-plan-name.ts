import { planDurationLabels, type PlanDuration } from '@lodestar/contract';
import { useCallback } from 'react';
import { useT } from './use-t';

const durationByName = new Map(
  (Object.entries(planDurationLabels) as [PlanDuration, string][]).map(([duration, name]) => [name, duration]),
);

/**
 * A plan's name in the shown language: the catalogue's plans named after their period ("Monthly") take the period's
 * name in the language; a name of the business's own ("Premium Protect") stays as written.
 */
export function usePlanName(): (name: string) => string {
  const t = useT();
  return useCallback(
    (name: string) => {
      const duration = durationByName.get(name);
      return duration ? t(`planDurationLabels.${duration}`) : name;
    },
    [t],
  );
}
