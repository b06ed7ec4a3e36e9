import type { HistoryChartsResponse, LocationRecord, ReadingSpread } from '@lodestar/contract';

const oneDecimal = (value: number) => Math.round(value * 10) / 10;

/**
 * A spread with one more reading. The server's mean is over the readings, which the answer does not count: weighing
 * it by the bucket's reports is near enough until the range is read again.
 */
function withReading(spread: ReadingSpread | null, reading: number | null, weight: number): ReadingSpread | null {
  if (reading === null) return spread;
  if (!spread) return { min: reading, avg: reading, max: reading };
  return {
    min: Math.min(spread.min, reading),
    avg: oneDecimal((spread.avg * weight + reading) / (weight + 1)),
    max: Math.max(spread.max, reading),
  };
}

/** The charts with a report that arrived live added to the bucket of its time; null when it is outside the range. */
export function withLiveReport(answer: HistoryChartsResponse, location: LocationRecord): HistoryChartsResponse | null {
  const at = Date.parse(location.timeCreated);
  if (at < Date.parse(answer.from) || at >= Date.parse(answer.to)) return null;
  let index = answer.data.length - 1;
  while (index >= 0 && Date.parse(answer.data[index]!.time) > at) index -= 1;
  const bucket = answer.data[index];
  if (!bucket) return null;
  const data = [...answer.data];
  data[index] = {
    ...bucket,
    reports: bucket.reports + 1,
    battery: withReading(bucket.battery, location.battery_percentage, bucket.reports),
    temperature: withReading(bucket.temperature, location.modem_temperature_c, bucket.reports),
  };
  return { ...answer, data };
}
