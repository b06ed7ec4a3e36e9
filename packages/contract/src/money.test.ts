import { describe, expect, it } from 'vitest';
import { formatMoney } from './money.js';

describe('formatMoney', () => {
  it('writes cents with the currency symbol and two decimals, a minus before the symbol', () => {
    expect(formatMoney(1649, 'aud')).toBe('$16.49');
    expect(formatMoney(5, 'eur')).toBe('€0.05');
    expect(formatMoney(-800, 'gbp')).toBe('-£8.00');
    expect(formatMoney(0, 'usd')).toBe('$0.00');
  });
});
