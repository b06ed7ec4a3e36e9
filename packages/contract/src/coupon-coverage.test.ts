import { describe, expect, it } from 'vitest';
import { couponCoverage, type CouponTerms } from './coupon-coverage.js';

const percent = (percentOff: number, duration: CouponTerms['duration'], durationInMonths: number | null = null) =>
  couponCoverage({ percentOff, amountOff: null, currency: null, duration, durationInMonths });

describe('couponCoverage', () => {
  it('says what a percentage covers for each duration', () => {
    expect(percent(20, 'once')).toBe('20 % off your first payment');
    expect(percent(20, 'repeating', 3)).toBe('20 % off for 3 months');
    expect(percent(12.5, 'repeating', 1)).toBe('12.5 % off for 1 month');
    expect(percent(20, 'forever')).toBe('20 % off every payment');
    expect(percent(100, 'repeating', 12)).toBe('100 % off for 12 months');
  });

  it('says an amount off in its currency, per payment', () => {
    const amount = (duration: CouponTerms['duration'], durationInMonths: number | null = null) =>
      couponCoverage({ percentOff: null, amountOff: 500, currency: 'gbp', duration, durationInMonths });
    expect(amount('once')).toBe('£5.00 off your first payment');
    expect(amount('repeating', 6)).toBe('£5.00 off each payment for 6 months');
    expect(amount('forever')).toBe('£5.00 off every payment');
  });
});
