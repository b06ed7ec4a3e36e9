import { describe, expect, it } from 'vitest';
import { convertLevel } from './temperature-level';

describe('convertLevel', () => {
  it('converts with F = C × 9/5 + 32 and back, to a tenth of a degree', () => {
    expect(convertLevel(40, 'c', 'f')).toBe(104);
    expect(convertLevel(104, 'f', 'c')).toBe(40);
    expect(convertLevel(-40, 'c', 'f')).toBe(-40);
    expect(convertLevel(22.5, 'c', 'f')).toBe(72.5);
    expect(convertLevel(100, 'f', 'c')).toBe(37.8);
  });

  it('leaves the level alone when the unit stays', () => {
    expect(convertLevel(37.25, 'c', 'c')).toBe(37.25);
  });
});
