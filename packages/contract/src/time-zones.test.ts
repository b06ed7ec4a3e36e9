import { describe, expect, it } from 'vitest';
import { offsetAt, timeZoneLabel, timeZones } from './time-zones.js';

const zone = (value: string) => timeZones.find((option) => option.value === value)!;

describe('time zone labels', () => {
  it('name the offset in force: standard time, then daylight saving', () => {
    expect(timeZoneLabel(zone('Europe/London'), new Date('2026-01-15T12:00:00Z'))).toBe(
      '(GMT+00:00) Dublin, Edinburgh, Lisbon, London',
    );
    expect(timeZoneLabel(zone('Europe/London'), new Date('2026-07-15T12:00:00Z'))).toBe(
      '(GMT+01:00) Dublin, Edinburgh, Lisbon, London',
    );
    expect(timeZoneLabel(zone('Pacific/Auckland'), new Date('2026-12-05T00:00:00Z'))).toBe(
      '(GMT+13:00) Auckland, Wellington',
    );
  });

  it('keep half hours and the west of Greenwich, and a zone without daylight saving as it is', () => {
    expect(offsetAt('America/St_Johns', new Date('2026-01-15T12:00:00Z'))).toBe(-210);
    expect(offsetAt('Asia/Kolkata', new Date('2026-07-15T12:00:00Z'))).toBe(330);
    expect(offsetAt('Etc/UTC', new Date('2026-07-15T12:00:00Z'))).toBe(0);
    for (const option of timeZones.filter((candidate) => !candidate.useDaylightTime)) {
      expect(offsetAt(option.value, new Date('2026-07-15T12:00:00Z')), option.value).toBe(option.offset);
    }
  });
});
