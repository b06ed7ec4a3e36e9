import { describe, expect, it } from 'vitest';
import { trackColors } from './track-colors';

describe('track colours', () => {
  it("keeps each device's own colour unless a device before it has it already", () => {
    const [first, second, third, fourth] = trackColors(['#4682B4', '#DC143C', '#4682b4', null]);
    expect([first, second]).toEqual(['#4682b4', '#dc143c']);
    expect(third).toMatch(/^hsl\(/);
    expect(fourth).toMatch(/^hsl\(/);
    expect(fourth).not.toBe(third);
  });

  it('gives 50 devices without colours 50 different ones', () => {
    expect(new Set(trackColors(Array.from({ length: 50 }, () => null))).size).toBe(50);
  });
});
