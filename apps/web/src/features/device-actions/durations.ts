import { AIRPLANE_HOURS, liveTrackingDurations } from '@lodestar/contract';

/** A duration in seconds as a select offers it. */
export interface DurationOption {
  value: number;
  label: string;
}

/** "1 hour", "5 minutes": an amount with its unit, plural but for one. */
export const count = (amount: number, unit: string) => `${amount} ${unit}${amount === 1 ? '' : 's'}`;

/** Locate Continuously and geo-fence tracking: 5, 10 or 15 minutes (spec part 1 §9). */
export const liveTrackingOptions: DurationOption[] = liveTrackingDurations.map((seconds) => ({
  value: seconds,
  label: count(seconds / 60, 'minute'),
}));

/** Airplane mode: 1 to 24 hours (spec part 1 §9). */
export const airplaneOptions: DurationOption[] = Array.from(
  { length: AIRPLANE_HOURS.max - AIRPLANE_HOURS.min + 1 },
  (_, index) => {
    const hours = AIRPLANE_HOURS.min + index;
    return { value: hours * 3600, label: count(hours, 'hour') };
  },
);
