import type { LatLngTuple } from 'leaflet';

/** One position of a replay: when (epoch milliseconds) and where. */
export interface ReplayPoint {
  time: number;
  lat: number;
  lng: number;
}

/** What moves in a replay: one device's positions, oldest first, and how its marker looks. */
export interface ReplayTrack {
  id: string;
  label: string;
  color: string;
  points: readonly ReplayPoint[];
}

/** From the first position of any track to the last; null when no track has a position. */
export function timelineOf(tracks: readonly ReplayTrack[]): { start: number; end: number } | null {
  const times = tracks.flatMap(({ points }) => (points.length > 0 ? [points[0]!.time, points.at(-1)!.time] : []));
  return times.length > 0 ? { start: Math.min(...times), end: Math.max(...times) } : null;
}

/**
 * Where the track is at `time`: between the two positions around it, in proportion to the time (a binary search, so
 * thousands of positions cost nothing per frame); at its last position after it ended; nowhere before it started.
 */
export function positionAt(points: readonly ReplayPoint[], time: number): LatLngTuple | null {
  if (points.length === 0 || time < points[0]!.time) return null;
  let low = 0;
  let high = points.length - 1;
  if (time >= points[high]!.time) return [points[high]!.lat, points[high]!.lng];
  while (high - low > 1) {
    const middle = (low + high) >> 1;
    if (points[middle]!.time <= time) low = middle;
    else high = middle;
  }
  const [from, to] = [points[low]!, points[high]!];
  const share = to.time === from.time ? 1 : (time - from.time) / (to.time - from.time);
  return [from.lat + (to.lat - from.lat) * share, from.lng + (to.lng - from.lng) * share];
}

/** Positions as the API answers them, in any order, in the replay's order: oldest first. */
export function replayPointsOf<T extends { latitude: number; longitude: number }>(
  records: readonly T[],
  timeOf: (record: T) => string,
): ReplayPoint[] {
  return records
    .map((record) => ({ time: Date.parse(timeOf(record)), lat: record.latitude, lng: record.longitude }))
    .sort((a, b) => a.time - b.time);
}
