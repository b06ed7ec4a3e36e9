import { describe, expect, it } from 'vitest';
import { base64ByteLength, fitWithin } from './image-size';

describe('fitWithin', () => {
  it('scales the longer side down to the limit, keeping the proportions', () => {
    expect(fitWithin(4000, 3000, 1024)).toEqual({ width: 1024, height: 768 });
    expect(fitWithin(1080, 1920, 1024)).toEqual({ width: 576, height: 1024 });
  });

  it('never enlarges a small image', () => {
    expect(fitWithin(640, 480, 1024)).toEqual({ width: 640, height: 480 });
  });

  it('keeps at least one pixel on each side', () => {
    expect(fitWithin(10_000, 1, 1024)).toEqual({ width: 1024, height: 1 });
  });
});

describe('base64ByteLength', () => {
  it('counts the decoded bytes, padding excluded', () => {
    expect(base64ByteLength(btoa('abc'))).toBe(3);
    expect(base64ByteLength(btoa('abcd'))).toBe(4);
    expect(base64ByteLength(btoa('abcde'))).toBe(5);
    expect(base64ByteLength('')).toBe(0);
  });
});
