import { describe, expect, it } from 'vitest';
import { es } from '../../lib/i18n/catalogues/es/index';
import { translateIn } from '../../test/translate';
import { distanceText, durationText, speedText } from './trip-format';

const t = translateIn();

describe('trip figures', () => {
  it('writes distances in metres below a kilometre and in kilometres to one decimal above', () => {
    expect([0, 999, 1000, 12_449, 144_020].map((metres) => distanceText(t, metres))).toEqual([
      '0 m',
      '999 m',
      '1.0 km',
      '12.4 km',
      '144.0 km',
    ]);
  });

  it('writes durations with the two largest units that say them', () => {
    expect([45, 90, 3599, 3600, 11_100, 86_400 + 4 * 3600 + 59].map((seconds) => durationText(t, seconds))).toEqual([
      '45 s',
      '2 min',
      '1 h 00 min',
      '1 h 00 min',
      '3 h 05 min',
      '1 d 4 h',
    ]);
  });

  it('writes slow speeds to one decimal and others whole', () => {
    expect([4.26, 5, 36, 88.6].map((kmh) => speedText(t, kmh))).toEqual(['4.3 km/h', '5.0 km/h', '36 km/h', '89 km/h']);
  });

  it("writes the figures by the language's own rules", () => {
    const spanish = translateIn('es', es);
    expect(distanceText(spanish, 12_449)).toBe('12,4 km');
    expect(speedText(spanish, 4.26)).toBe('4,3 km/h');
  });
});
