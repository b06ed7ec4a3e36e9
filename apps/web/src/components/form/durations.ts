import { AIRPLANE_HOURS, liveTrackingDurations } from '@lodestar/contract';

/** A duration in seconds as a select offers it. */
export interface DurationOption {
  value: number;
  label: string;
}

/** "1 hour", "5 minutes": an amount with its unit, plural but for one. */
const count = (amount: number, unit: string) => `${amount} ${unit}${amount === 1 ? '' : 's'}`;

/** A duration in seconds as selects read it: minutes under an hour, else hours ('1 minute', '5 minutes', '2 hours'). */
export function durationLabel(seconds: number): string {
  return seconds < 3600 ? count(Math.round(seconds / 60), 'minute') : count(Math.round(seconds / 3600), 'hour');
}

export const durationOptions = (values: readonly number[]): DurationOption[] =>
  values.map((value) => ({ value, label: durationLabel(value) }));

/** Locate Continuously and geo-fence tracking: 5, 10 or 15 minutes. */
export const liveTrackingOptions: DurationOption[] = durationOptions(liveTrackingDurations);

/** Airplane mode: 1 to 24 hours. */
export const airplaneOptions: DurationOption[] = durationOptions(
  Array.from(
    { length: AIRPLANE_HOURS.max - AIRPLANE_HOURS.min + 1 },
    (_, index) => (AIRPLANE_HOURS.min + index) * 3600,
  ),
);
