import { defaultDeviceSettings, type TripRules } from '@lodestar/contract';
import { describe, expect, it } from 'vitest';
import { dayCalendar } from './trip-days.js';
import { tripResults } from './trip-results.js';
import { TripSegmenter, type Fix } from './trip-segmenter.js';

/**
 * Tracks recorded the way a tracker reports them: a fix every `every` seconds (the first one `every` seconds after the
 * start), moving north-east at a speed, parked
 * with the scatter a receiver shows under open sky, halting at lights, and silent in a tunnel.
 */
const METRES_PER_DEGREE = 111_195;
const START = Date.parse('2026-11-02T08:00:00Z');
const HOME = { latitude: 40.4168, longitude: -3.7038 };

/** A repeatable scatter of at most `metres`, so a run of the suite always sees the same track. */
function scatter(seed: number, metres: number) {
  const angle = (seed * 2.399963) % (2 * Math.PI);
  const reach = metres * (((seed * 7919) % 97) / 97);
  return { north: Math.cos(angle) * reach, east: Math.sin(angle) * reach };
}

function recorder() {
  const fixes: Fix[] = [];
  let time = START;
  let { latitude, longitude } = HOME;
  const at = (north: number, east: number) => ({
    latitude: latitude + north / METRES_PER_DEGREE,
    longitude: longitude + east / (METRES_PER_DEGREE * Math.cos((latitude * Math.PI) / 180)),
  });
  const fix = (overrides: Partial<Fix> = {}) =>
    fixes.push({ time, latitude, longitude, accuracy: 8, speed: null, address: null, ...overrides });
  return {
    fixes,
    /** Standing still for `seconds`, fixes scattered within `jitter` metres of the spot. */
    park(seconds: number, { every = 30, jitter = 15, address = null as string | null } = {}) {
      for (let elapsed = 0; elapsed < seconds; elapsed += every) {
        time += every * 1000;
        const { north, east } = scatter(fixes.length + 1, jitter);
        fix({ ...at(north, east), address, speed: 0 });
      }
    },
    /** Driving north-east at `kmh` for `seconds`, a fix every `every` seconds. */
    drive(seconds: number, kmh: number, { every = 10 } = {}) {
      const metres = (kmh / 3.6) * every;
      for (let elapsed = 0; elapsed < seconds; elapsed += every) {
        time += every * 1000;
        ({ latitude, longitude } = at(metres / Math.SQRT2, metres / Math.SQRT2));
        fix({ speed: kmh });
      }
    },
    /** No fixes for `seconds` while the device goes on north-east at `kmh`. */
    silent(seconds: number, kmh: number) {
      time += seconds * 1000;
      const metres = (kmh / 3.6) * seconds;
      ({ latitude, longitude } = at(metres / Math.SQRT2, metres / Math.SQRT2));
    },
    /** One fix `metres` away from where the device is, which it never was. */
    outlier(metres: number, accuracy: number) {
      time += 10_000;
      fix({ ...at(metres, 0), accuracy });
    },
  };
}

function segment(fixes: Fix[], rules: TripRules = defaultDeviceSettings.tripRules, timeZone = 'UTC') {
  const dayOf = dayCalendar(timeZone);
  const segmenter = new TripSegmenter(rules, dayOf);
  for (const fix of fixes) segmenter.push(fix);
  const { runs, fixes: counts } = segmenter.finish();
  return { ...tripResults(runs, dayOf), counts };
}

const kinds = (data: { kind: string }[]) => data.map((segment) => segment.kind);

describe('trips and stops', () => {
  it('keeps halts at traffic lights inside the trip between two stops', () => {
    const track = recorder();
    track.park(30 * 60, { address: 'Home' });
    track.drive(4 * 60, 50);
    track.park(90, { every: 10 });
    track.drive(3 * 60, 50);
    track.park(120, { every: 10 });
    track.drive(3 * 60, 50);
    track.park(20 * 60, { address: 'Work' });
    const { data, days } = segment(track.fixes);

    expect(kinds(data)).toEqual(['stop', 'trip', 'stop']);
    const [home, trip, work] = data as [
      Extract<(typeof data)[number], { kind: 'stop' }>,
      Extract<(typeof data)[number], { kind: 'trip' }>,
      Extract<(typeof data)[number], { kind: 'stop' }>,
    ];
    expect(home.place.address).toBe('Home');
    expect(home.departure).toBe(trip.start);
    expect([trip.startPlace.address, trip.endPlace.address]).toEqual(['Home', 'Work']);
    expect(trip.end).toBe(work.arrival);
    expect(work.departure).toBeNull();
    // Ten minutes at 50 km/h, the halts adding only their scatter.
    expect(trip.distance).toBeGreaterThan(8300);
    expect(trip.distance).toBeLessThan(8700);
    expect(trip.maxSpeed).toBe(50);
    expect(trip.averageSpeed).toBeLessThan(50);
    expect(days).toEqual([{ date: '2026-11-02', distance: trip.distance, movingSeconds: trip.duration, stops: 2 }]);
  });

  it('makes no trip of a parked receiver drifting, of an off fix, or of fixes with a poor accuracy', () => {
    const track = recorder();
    track.park(40 * 60, { jitter: 45 });
    track.outlier(120, 10);
    track.park(10 * 60, { jitter: 45 });
    track.outlier(900, 600);
    track.outlier(700, 450);
    track.park(60 * 60, { jitter: 45 });
    const { data, counts } = segment(track.fixes);

    expect(kinds(data)).toEqual(['stop']);
    expect(data[0]).toMatchObject({
      kind: 'stop',
      arrival: new Date(track.fixes[0]!.time).toISOString(),
      departure: null,
    });
    expect(counts.dropped).toBe(2);
  });

  it('makes no trip of a car moved to a space 160 m away, however much its fixes scatter there', () => {
    const track = recorder();
    track.park(20 * 60, { jitter: 10 });
    track.drive(10, 58);
    track.park(20 * 60, { jitter: 45 });
    expect(kinds(segment(track.fixes).data)).toEqual(['stop']);
  });

  it('crosses a tunnel in one trip, counting the distance it could not follow', () => {
    const track = recorder();
    track.park(10 * 60);
    track.drive(5 * 60, 80);
    track.silent(4 * 60, 80);
    track.drive(5 * 60, 80);
    track.park(10 * 60);
    const { data } = segment(track.fixes);

    expect(kinds(data)).toEqual(['stop', 'trip', 'stop']);
    const trip = data[1] as Extract<(typeof data)[number], { kind: 'trip' }>;
    // 14 minutes at 80 km/h.
    expect(trip.distance).toBeGreaterThan(18_300);
    expect(trip.distance).toBeLessThan(19_000);
  });

  it('leaves out a fix the device could not have reached, without it adding distance', () => {
    const track = recorder();
    track.park(10 * 60);
    track.drive(3 * 60, 60);
    track.outlier(5000, 5);
    track.drive(3 * 60, 60);
    track.park(10 * 60);
    const { data, counts } = segment(track.fixes);

    expect(counts.dropped).toBe(1);
    const trip = data[1] as Extract<(typeof data)[number], { kind: 'trip' }>;
    expect(trip.distance).toBeLessThan(6300);
  });

  it('takes a tracker that sleeps between hourly fixes at one place for one stop', () => {
    const track = recorder();
    track.park(8 * 3600, { every: 3600 });
    const { data } = segment(track.fixes);
    expect(data).toEqual([expect.objectContaining({ kind: 'stop', duration: 7 * 3600, departure: null })]);
  });

  it("follows the device's own rules: a three-minute halt is a stop when stops last two minutes", () => {
    const track = recorder();
    track.park(10 * 60);
    track.drive(3 * 60, 50);
    track.park(3 * 60, { every: 10 });
    track.drive(3 * 60, 50);
    track.park(10 * 60);
    expect(kinds(segment(track.fixes).data)).toEqual(['stop', 'trip', 'stop']);
    expect(kinds(segment(track.fixes, { stopMinutes: 2, stopRadius: 100 }).data)).toEqual([
      'stop',
      'trip',
      'stop',
      'trip',
      'stop',
    ]);
  });

  it("splits a trip's distance and moving time between the days of the query's time zone", () => {
    const track = recorder();
    // 22:40 UTC is 23:40 in Madrid: twenty minutes of driving before its midnight, ten after.
    track.park(10 * 60);
    track.drive(30 * 60, 60);
    track.park(10 * 60);
    const startedAt = Date.parse('2026-11-02T22:30:00Z');
    const fixes = track.fixes.map((fix) => ({ ...fix, time: fix.time - START + startedAt }));
    const { days } = segment(fixes, defaultDeviceSettings.tripRules, 'Europe/Madrid');

    expect(days.map((day) => day.date)).toEqual(['2026-11-02', '2026-11-03']);
    expect(days[0]!.movingSeconds).toBe(20 * 60);
    expect(days[1]!.movingSeconds).toBe(10 * 60);
    expect(days[0]!.distance).toBeCloseTo(20_000, -2);
    expect(days.map((day) => day.stops)).toEqual([1, 1]);
  });

  it('answers nothing for a range too short to hold either', () => {
    const track = recorder();
    track.park(2 * 60);
    expect(segment(track.fixes).data).toEqual([]);
    expect(segment([]).data).toEqual([]);
  });
});
