import { count, type DurationOption } from '../device-actions/durations';

/** A duration as the settings read it: minutes under an hour, else hours ('1 minute', '5 minutes', '2 hours'). */
export function durationLabel(seconds: number): string {
  return seconds < 3600 ? count(Math.round(seconds / 60), 'minute') : count(Math.round(seconds / 3600), 'hour');
}

export const durationOptions = (values: readonly number[]): DurationOption[] =>
  values.map((value) => ({ value, label: durationLabel(value) }));
