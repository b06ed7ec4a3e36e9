/** How many recent known reports an unknown identifier's wait is drawn from. */
const KEPT = 64;
/**
 * The longest time kept: far above an answer under load, so that a slow start (the place names loading with the first
 * report) or a stall of the database does not hold every unknown identifier's answer for seconds afterwards.
 */
export const LONGEST_WAIT_MS = 500;

/**
 * How long the OsmAnd reports of known devices took from their lookup to their answer, lately. A report under an
 * identifier no device reports under stores nothing, so it would be answered sooner; it waits as long as one of these
 * instead, picked at random, so that the time of an answer does not tell which identifiers exist.
 */
export function createAnswerPace(random: () => number = Math.random) {
  const recent: number[] = [];
  let next = 0;
  return {
    record(milliseconds: number): void {
      recent[next] = Math.min(milliseconds, LONGEST_WAIT_MS);
      next = (next + 1) % KEPT;
    },
    /** One of the recent times, at random; none before the first known report. */
    sample(): number {
      return recent.length === 0 ? 0 : recent[Math.floor(random() * recent.length)]!;
    },
  };
}

export type AnswerPace = ReturnType<typeof createAnswerPace>;
