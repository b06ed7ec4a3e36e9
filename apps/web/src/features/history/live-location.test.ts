import { describe, expect, it } from 'vitest';
import { locationFixture } from '../../test/fixtures';
import { mergeLiveLocation } from './live-location';

const at = (id: string, latitude: number, address: string, time: string) =>
  locationFixture({ _id: id, latitude, address, timeCreated: time, timestamp: Date.parse(time) / 1000 });

const head = at('loc-3', -33.83, '3 George St, Sydney', '2026-05-01T10:30:00.000Z');
const older = [
  at('loc-2', -33.82, '2 George St, Sydney', '2026-05-01T10:20:00.000Z'),
  at('loc-1', -33.81, '', '2026-05-01T10:10:00.000Z'),
];
const list = [head, ...older];

describe('mergeLiveLocation (live history)', () => {
  it('puts a location at another position at the head', () => {
    const moved = at('loc-4', -33.84, '3 George St, Sydney', '2026-05-01T10:40:00.000Z');
    expect(mergeLiveLocation(list, moved, 10)).toEqual([moved, ...list]);
  });

  it('puts a location at the same position with another address at the head', () => {
    const readdressed = { ...at('loc-4', head.latitude, '3A George St, Sydney', '2026-05-01T10:40:00.000Z') };
    expect(mergeLiveLocation(list, readdressed, 10)).toEqual([readdressed, ...list]);
  });

  it('trims the list to the per-page size', () => {
    const moved = at('loc-4', -33.84, '', '2026-05-01T10:40:00.000Z');
    expect(mergeLiveLocation(list, moved, 3)).toEqual([moved, head, older[0]]);
  });

  it("only refreshes the head's time at the same position and address", () => {
    const stayed = at('loc-4', head.latitude, head.address, '2026-05-01T10:40:00.000Z');
    expect(mergeLiveLocation(list, stayed, 3)).toEqual([
      { ...head, timeCreated: stayed.timeCreated, timestamp: stayed.timestamp },
      ...older,
    ]);
  });

  it('starts an empty list', () => {
    const first = at('loc-1', -33.81, '', '2026-05-01T10:10:00.000Z');
    expect(mergeLiveLocation([], first, 10)).toEqual([first]);
  });
});
