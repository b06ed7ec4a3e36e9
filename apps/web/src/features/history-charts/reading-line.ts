import type { ReadingSpread } from '@lodestar/contract';

/** Where a reading's line goes: a time and its spread, or a null spread where the line breaks. */
export interface ReadingLine {
  times: Date[];
  spreads: (ReadingSpread | null)[];
}

/** How much longer than its usual interval a device must be silent for its line to break. */
const SILENCE_FACTOR = 3;

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? 0;
}

/**
 * The buckets with a reading, joined into one line, broken (a null point halfway) where the device said nothing for
 * longer than `shortestBreak` and three times its usual interval: a device that reports less often than the buckets
 * are long still draws a line, and a silence shows as one.
 */
export function readingLine(times: Date[], spreads: (ReadingSpread | null)[], shortestBreak: number): ReadingLine {
  const read = spreads.flatMap((spread, index) => {
    const time = times[index];
    return spread && time ? [{ time: time.getTime(), spread }] : [];
  });
  const gaps = read.slice(1).map((point, index) => point.time - read[index]!.time);
  const longestJoined = Math.max(shortestBreak, SILENCE_FACTOR * median(gaps));
  const line: ReadingLine = { times: [], spreads: [] };
  read.forEach(({ time, spread }, index) => {
    if (index > 0 && gaps[index - 1]! > longestJoined) {
      line.times.push(new Date(time - gaps[index - 1]! / 2));
      line.spreads.push(null);
    }
    line.times.push(new Date(time));
    line.spreads.push(spread);
  });
  return line;
}
