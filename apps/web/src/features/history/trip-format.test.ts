import { describe, expect, it } from 'vitest';
import { distanceText, durationText, speedText } from './trip-format';

describe('trip figures', () => {
  it('writes distances in metres below a kilometre and in kilometres to one decimal above', () => {
    expect([0, 999, 1000, 12_449, 144_020].map(distanceText)).toEqual([
      '0 m',
      '999 m',
      '1.0 km',
      '12.4 km',
      '144.0 km',
    ]);
  });

  it('writes durations with the two largest units that say them', () => {
    expect([45, 90, 3599, 3600, 11_100, 86_400 + 4 * 3600 + 59].map(durationText)).toEqual([
      '45 s',
      '2 min',
      '1 h 00 min',
      '1 h 00 min',
      '3 h 05 min',
      '1 d 4 h',
    ]);
  });

  it('writes slow speeds to one decimal and others whole', () => {
    expect([4.26, 36, 88.6].map(speedText)).toEqual(['4.3 km/h', '36 km/h', '89 km/h']);
  });
});
