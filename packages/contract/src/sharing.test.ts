import { describe, expect, it } from 'vitest';
import { defaultShareExpiry, resendShareRequestSchema } from './sharing.js';

/** Local dates, as the share form and the server both read them. */
const at = (year: number, monthIndex: number, day: number) => new Date(year, monthIndex, day, 14, 30, 15, 250);

describe('default share expiry', () => {
  it('is the same day and time of the next month', () => {
    expect(defaultShareExpiry(at(2025, 0, 15))).toEqual(at(2025, 1, 15));
    expect(defaultShareExpiry(at(2025, 5, 30))).toEqual(at(2025, 6, 30));
  });

  it('ends on the last day of a shorter next month, never in the month after', () => {
    expect(defaultShareExpiry(at(2025, 0, 31))).toEqual(at(2025, 1, 28));
    expect(defaultShareExpiry(at(2024, 0, 31))).toEqual(at(2024, 1, 29));
    expect(defaultShareExpiry(at(2024, 0, 30))).toEqual(at(2024, 1, 29));
    expect(defaultShareExpiry(at(2025, 2, 31))).toEqual(at(2025, 3, 30));
    expect(defaultShareExpiry(at(2025, 7, 31))).toEqual(at(2025, 8, 30));
  });

  it('crosses the year', () => {
    expect(defaultShareExpiry(at(2025, 11, 31))).toEqual(at(2026, 0, 31));
  });

  it('does not change the date it is given', () => {
    const now = at(2025, 0, 31);
    defaultShareExpiry(now);
    expect(now).toEqual(at(2025, 0, 31));
  });
});

describe('resend share request', () => {
  it('bounds the details that must match the share', () => {
    const shareId = '6f1c2a4e-0000-4000-8000-000000000000';
    expect(resendShareRequestSchema.safeParse({ shareId, userId: 'u'.repeat(100) }).success).toBe(true);
    expect(resendShareRequestSchema.safeParse({ shareId, userId: 'u'.repeat(101) }).success).toBe(false);
    expect(resendShareRequestSchema.safeParse({ shareId, sharedUserWithEmail: 'e'.repeat(255) }).success).toBe(false);
    expect(resendShareRequestSchema.safeParse({ shareId, deviceUUID: 'd'.repeat(101) }).success).toBe(false);
  });
});
