import { describe, expect, it } from 'vitest';
import { createAnswerPace, LONGEST_WAIT_MS } from './answer-pace.js';

describe('the pace of OsmAnd answers', () => {
  it('draws an unknown identifier’s wait from the times known reports took, none before the first, none past the longest', () => {
    let draw = 0;
    const pace = createAnswerPace(() => draw);
    expect(pace.sample()).toBe(0);
    for (const milliseconds of [12, 30, 7, 5000]) pace.record(milliseconds);
    const drawn = [0, 0.25, 0.5, 0.99].map((value) => {
      draw = value;
      return pace.sample();
    });
    expect(drawn).toEqual([12, 30, 7, LONGEST_WAIT_MS]);
  });

  it('keeps only the latest 64 times, so the wait follows the load', () => {
    let draw = 0;
    const pace = createAnswerPace(() => draw);
    for (let i = 0; i < 64; i += 1) pace.record(1000);
    for (let i = 0; i < 64; i += 1) pace.record(i);
    const drawn = new Set(
      Array.from({ length: 64 }, (_, i) => {
        draw = i / 64;
        return pace.sample();
      }),
    );
    expect(drawn.has(1000)).toBe(false);
    expect(drawn.size).toBe(64);
  });
});
