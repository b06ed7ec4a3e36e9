import { AIRPLANE_HOURS, liveTrackingDurations } from '@lodestar/contract';
import type { Translate } from '../../lib/i18n/translate';

/** A duration in seconds as a select offers it. */
export interface DurationOption {
  value: number;
  label: string;
}

/**
 * A duration in seconds as selects read it, in the shown language: minutes under an hour, else hours ('1 minute',
 * '5 minutes', '2 hours').
 */
export function durationLabel(t: Translate, seconds: number): string {
  return seconds < 3600
    ? t('common.duration.minutes', { count: Math.round(seconds / 60) })
    : t('common.duration.hours', { count: Math.round(seconds / 3600) });
}

export const durationOptions = (t: Translate, values: readonly number[]): DurationOption[] =>
  values.map((value) => ({ value, label: durationLabel(t, value) }));

/** Locate Continuously and geo-fence tracking: 5, 10 or 15 minutes, in seconds. */
export const liveTrackingOptions: readonly number[] = liveTrackingDurations;

/** Airplane mode: 1 to 24 hours, in seconds. */
export const airplaneOptions: readonly number[] = Array.from(
  { length: AIRPLANE_HOURS.max - AIRPLANE_HOURS.min + 1 },
  (_, index) => (AIRPLANE_HOURS.min + index) * 3600,
);
