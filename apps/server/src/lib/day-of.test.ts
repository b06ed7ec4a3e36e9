import { describe, expect, it } from 'vitest';
import { dateOf, dateTimeOf, dayOf } from './day-of.js';

const JUNE_20_2026_10_UTC = Date.UTC(2026, 5, 20, 10) / 1000;
const at = (unixSeconds: number) => new Date(unixSeconds * 1000);

describe('dayOf', () => {
  it("writes the day in the person's time zone", () => {
    expect(dayOf(JUNE_20_2026_10_UTC - 3600, 'Pacific/Honolulu')).toBe('19 Jun 2026');
    expect(dayOf(JUNE_20_2026_10_UTC, 'Pacific/Auckland')).toBe('20 Jun 2026');
  });
});

describe('dateOf and dateTimeOf', () => {
  it("write the portal's DD/MM/YYYY and h:mm AM/PM in the person's time zone, the moment with its offset", () => {
    expect(dateOf(at(JUNE_20_2026_10_UTC), 'Australia/Sydney')).toBe('20/06/2026');
    expect(dateOf(at(JUNE_20_2026_10_UTC - 11 * 3600), 'Pacific/Honolulu')).toBe('19/06/2026');
    expect(dateTimeOf(at(JUNE_20_2026_10_UTC), 'Australia/Sydney')).toBe('20/06/2026 8:00 PM (GMT+10:00)');
    expect(dateTimeOf(at(JUNE_20_2026_10_UTC - 11 * 3600), 'Australia/Sydney')).toBe('20/06/2026 9:00 AM (GMT+10:00)');
    expect(dateTimeOf(at(JUNE_20_2026_10_UTC), 'America/St_Johns')).toBe('20/06/2026 7:30 AM (GMT-02:30)');
  });

  it('fall back to UTC, and say so, without a time zone or with one it does not know', () => {
    for (const zone of [null, '', 'Mars/Olympus_Mons']) {
      expect(dateOf(at(JUNE_20_2026_10_UTC), zone)).toBe('20/06/2026');
      expect(dateTimeOf(at(JUNE_20_2026_10_UTC), zone)).toBe('20/06/2026 10:00 AM (GMT+00:00)');
    }
  });
});
