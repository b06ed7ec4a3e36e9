/** A time of day (solar hours) a device may set out at, how likely on a given day, and how many laps of its loop it makes. */
export interface Outing {
  hour: number;
  chance: number;
  laps: [number, number];
}

/** How a demo device spent its past week: when it went out, and how often it reported. */
export interface Routine {
  /** Its outings each day; `always` follows its loop without a break (a lock, carried now and then). */
  outings: readonly Outing[] | 'always';
  /** Seconds between reports on the move, and standing still. */
  movingEvery: number;
  stillEvery: number;
}

export const routines = {
  /** To work and back, sometimes out at lunch. */
  commute: {
    outings: [
      { hour: 7.5, chance: 0.85, laps: [1, 1] },
      { hour: 12.5, chance: 0.35, laps: [1, 1] },
      { hour: 17.25, chance: 0.8, laps: [1, 2] },
    ],
    movingEvery: 60,
    stillEvery: 1200,
  },
  /** Morning and afternoon rounds. */
  delivery: {
    outings: [
      { hour: 8, chance: 0.95, laps: [3, 4] },
      { hour: 13.5, chance: 0.9, laps: [2, 3] },
    ],
    movingEvery: 60,
    stillEvery: 1200,
  },
  /** A ride most mornings or evenings. */
  ride: {
    outings: [
      { hour: 6.75, chance: 0.5, laps: [1, 1] },
      { hour: 17.75, chance: 0.45, laps: [1, 2] },
    ],
    movingEvery: 120,
    stillEvery: 3600,
  },
  /** Carried about on foot in the day. */
  stroll: {
    outings: [
      { hour: 8.5, chance: 0.8, laps: [1, 1] },
      { hour: 12.75, chance: 0.5, laps: [1, 1] },
      { hour: 17, chance: 0.6, laps: [1, 1] },
    ],
    movingEvery: 180,
    stillEvery: 1800,
  },
  /** Left in place, now and then carried a few hundred metres. */
  carried: { outings: 'always', movingEvery: 600, stillEvery: 3600 },
} satisfies Record<string, Routine>;

export type RoutineName = keyof typeof routines;
