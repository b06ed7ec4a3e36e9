import { describe, expect, it } from 'vitest';
import { dateOf, dayAndTimeOf, dayOf } from './day-of.js';

const JUNE_20_2026_10_UTC = Date.UTC(2026, 5, 20, 10) / 1000;

describe('dayOf and dayAndTimeOf', () => {
  it("write the day, and the moment with its zone, in the person's time zone", () => {
    expect(dayOf(JUNE_20_2026_10_UTC - 3600, 'Pacific/Honolulu')).toBe('19 Jun 2026');
    expect(dayOf(JUNE_20_2026_10_UTC, 'Pacific/Auckland')).toBe('20 Jun 2026');
    expect(dayAndTimeOf(JUNE_20_2026_10_UTC, 'Australia/Sydney')).toBe('20 Jun 2026, 20:00 GMT+10');
    expect(dayAndTimeOf(JUNE_20_2026_10_UTC - 11 * 3600, 'Australia/Sydney')).toBe('20 Jun 2026, 09:00 GMT+10');
  });

  it('fall back to UTC without a time zone or with one it does not know', () => {
    for (const zone of [null, '', 'Mars/Olympus_Mons']) {
      expect(dayAndTimeOf(JUNE_20_2026_10_UTC, zone)).toBe('20 Jun 2026, 10:00 UTC');
    }
  });

  it("dateOf writes the portal's DD/MM/YYYY in the person's time zone, else UTC", () => {
    expect(dateOf(JUNE_20_2026_10_UTC, 'Australia/Sydney')).toBe('20/06/2026');
    expect(dateOf(JUNE_20_2026_10_UTC - 11 * 3600, 'Pacific/Honolulu')).toBe('19/06/2026');
    for (const zone of [null, 'Mars/Olympus_Mons']) expect(dateOf(JUNE_20_2026_10_UTC, zone)).toBe('20/06/2026');
  });
});
