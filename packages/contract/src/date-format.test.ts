import { describe, expect, it } from 'vitest';
import { portalDate, portalDateTime } from './date-format.js';

const JUNE_20_2026_10_05_09_UTC = new Date(Date.UTC(2026, 5, 20, 10, 5, 9));

describe("the portal's date format", () => {
  it('writes DD/MM/YYYY and h:mm AM/PM in the zone asked', () => {
    expect(portalDate(JUNE_20_2026_10_05_09_UTC, { timeZone: 'Australia/Sydney' })).toBe('20/06/2026');
    expect(portalDate(JUNE_20_2026_10_05_09_UTC, { timeZone: 'Pacific/Honolulu' })).toBe('20/06/2026');
    expect(portalDate(new Date(Date.UTC(2026, 5, 20, 3)), { timeZone: 'Pacific/Honolulu' })).toBe('19/06/2026');
    expect(portalDateTime(JUNE_20_2026_10_05_09_UTC, { timeZone: 'Australia/Sydney' })).toBe('20/06/2026 8:05 PM');
    expect(portalDateTime(JUNE_20_2026_10_05_09_UTC, { timeZone: 'America/New_York', seconds: true })).toBe(
      '20/06/2026 6:05:09 AM',
    );
  });

  it('writes midnight and noon as 12, as the portal always has', () => {
    expect(portalDateTime(new Date(Date.UTC(2026, 0, 2, 0, 0)), { timeZone: 'UTC' })).toBe('02/01/2026 12:00 AM');
    expect(portalDateTime(new Date(Date.UTC(2026, 0, 2, 12, 30)), { timeZone: 'UTC' })).toBe('02/01/2026 12:30 PM');
  });

  it('writes UTC for a zone it does not know, and says so of a date that is not one', () => {
    expect(portalDateTime(JUNE_20_2026_10_05_09_UTC, { timeZone: 'Mars/Olympus_Mons' })).toBe('20/06/2026 10:05 AM');
    expect(portalDate(new Date('not a date'))).toBe('Invalid Date');
  });
});
