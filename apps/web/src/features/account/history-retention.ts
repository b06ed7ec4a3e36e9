import type { HistoryRetentionDays } from '@lodestar/contract';
import type { Translate } from '../../lib/i18n/translate';

/** A retention as people say it: "30 days", "1 year", "2 years". */
export function retentionLabel(t: Translate, days: number): string {
  if (days % 365 === 0) return t('account.retention.years', { count: days / 365 });
  return t('account.retention.days', { count: days });
}

/** The days an account's history is kept: its own choice, else the installation's; null: until deleted. */
export const keptDays = (choice: HistoryRetentionDays, installationDays: number | null): number | null =>
  choice ?? installationDays;

/** Whether going from `saved` to `chosen` deletes history that is kept now. */
export function shortensRetention(
  saved: HistoryRetentionDays,
  chosen: HistoryRetentionDays,
  installationDays: number | null,
) {
  const before = keptDays(saved, installationDays) ?? Infinity;
  const after = keptDays(chosen, installationDays) ?? Infinity;
  return after < before;
}
