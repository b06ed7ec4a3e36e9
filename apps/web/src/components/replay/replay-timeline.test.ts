import { describe, expect, it } from 'vitest';
import { positionAt, replayPointsOf, timelineOf } from './replay-timeline';

const points = [
  { time: 1_000, lat: 0, lng: 0 },
  { time: 3_000, lat: 2, lng: 4 },
  { time: 4_000, lat: 2, lng: 5 },
];

describe('replay timeline', () => {
  it('places the marker between the two positions around the time, in proportion to it', () => {
    expect(positionAt(points, 2_000)).toEqual([1, 2]);
    expect(positionAt(points, 3_500)).toEqual([2, 4.5]);
    expect(positionAt(points, 3_000)).toEqual([2, 4]);
  });

  it('shows nothing before the first position, and the last one after the end', () => {
    expect(positionAt(points, 999)).toBeNull();
    expect(positionAt(points, 9_000)).toEqual([2, 5]);
    expect(positionAt([], 2_000)).toBeNull();
  });

  it('finds the place among many positions', () => {
    const many = Array.from({ length: 100_000 }, (_, i) => ({ time: i * 10, lat: i, lng: 0 }));
    expect(positionAt(many, 123_455)).toEqual([12_345.5, 0]);
  });

  it('runs from the first position of any track to the last of any', () => {
    const later = [{ time: 5_000, lat: 0, lng: 0 }];
    const tracks = [
      { id: 'a', label: 'A', color: 'red', points },
      { id: 'b', label: 'B', color: 'blue', points: later },
      { id: 'c', label: 'C', color: 'green', points: [] },
    ];
    expect(timelineOf(tracks)).toEqual({ start: 1_000, end: 5_000 });
    expect(timelineOf([tracks[2]!])).toBeNull();
  });

  it('orders the answers oldest first', () => {
    const newestFirst = [
      { time: '2026-11-28T10:02:00Z', latitude: 2, longitude: 0 },
      { time: '2026-11-28T10:01:00Z', latitude: 1, longitude: 0 },
    ];
    expect(replayPointsOf(newestFirst, (record) => record.time).map((point) => point.lat)).toEqual([1, 2]);
  });
});
