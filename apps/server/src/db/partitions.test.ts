import { describe, expect, it } from 'vitest';
import { monthPartition, partitionsAround } from './partitions.js';

describe('monthly partitions of positions', () => {
  it('names a month and bounds it by UTC month starts, across a year end', () => {
    expect(monthPartition(new Date('2026-12-31T23:59:59Z'), 1)).toEqual({
      name: 'positions_2027_01',
      from: new Date('2027-01-01T00:00:00Z'),
      to: new Date('2027-02-01T00:00:00Z'),
    });
    expect(monthPartition(new Date('2026-01-01T00:00:00Z'), -1).name).toBe('positions_2025_12');
  });

  it('keeps the previous, the current and the next two months', () => {
    expect(partitionsAround(new Date('2026-11-24T19:00:00Z')).map((partition) => partition.name)).toEqual([
      'positions_2026_10',
      'positions_2026_11',
      'positions_2026_12',
      'positions_2027_01',
    ]);
  });
});
