import { describe, expect, it } from 'vitest';
import { FakeClock } from '../../test/helpers/fake-clock.js';
import { createWindowCounter, memoryCountStore } from './window-counter.js';

describe('window counter, many keys at once', () => {
  it('adds one to each key in order, as single adds would, and starts again in the next window', async () => {
    const clock = new FakeClock();
    const counter = createWindowCounter({ store: memoryCountStore(clock), clock, name: 'told', windowMs: 60_000 });
    await counter.add('a');
    expect((await counter.addEach(['a', 'b', 'a'])).map((count) => count.count)).toEqual([2, 1, 3]);
    expect(await counter.read('b')).toMatchObject({ count: 1 });
    clock.advance(60_000);
    expect((await counter.addEach(['a', 'b'])).map((count) => count.count)).toEqual([1, 1]);
  });
});
