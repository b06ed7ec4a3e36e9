import { describe, expect, it } from 'vitest';
import { latestResumeAt, pauseFee } from './pause-deduction.js';

const DAY = 24 * 3600;
const periodEnd = 1_780_308_000;
const rule = { active: true, amount: 449, days: 30 };

describe('the pause fee, as the server charges it and the pause popup states it', () => {
  it('is nothing up to the free days, then the monthly fee for each started 30 days, with tax', () => {
    expect(pauseFee(rule, periodEnd, periodEnd + 30 * DAY, 10)).toEqual({ months: 0, subtotal: 0, tax: 0, total: 0 });
    expect(pauseFee(rule, periodEnd, periodEnd + 30 * DAY + 1, 10)).toMatchObject({ months: 2, total: 988 });
    expect(pauseFee(rule, periodEnd, periodEnd + 75 * DAY, 10)).toEqual({
      months: 3,
      subtotal: 1347,
      tax: 135,
      total: 1482,
    });
    expect(pauseFee(rule, periodEnd, periodEnd + 75 * DAY, undefined).total).toBe(1347);
  });

  it('is nothing for a plan without a deduction, however long the pause', () => {
    expect(pauseFee({ ...rule, active: false }, periodEnd, latestResumeAt(periodEnd), 10).total).toBe(0);
  });

  it('lets a pause resume at most 365 days after the period end', () => {
    expect(latestResumeAt(periodEnd)).toBe(periodEnd + 365 * DAY);
  });
});
