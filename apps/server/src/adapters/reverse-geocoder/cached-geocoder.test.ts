import { describe, expect, it, vi } from 'vitest';
import { createCachedGeocoder } from './cached-geocoder.js';

/** An inner geocoder answering "lat,lng", or null on the equator. */
const countingGeocoder = () => ({
  lookup: vi.fn(async (latitude: number, longitude: number) => (latitude === 0 ? null : `${latitude},${longitude}`)),
});

describe('cached geocoder', () => {
  it('answers a repeated lookup without asking the inner geocoder again', async () => {
    const inner = countingGeocoder();
    const cached = createCachedGeocoder(inner);
    expect(await cached.lookup(48.8566, 2.3522)).toBe('48.8566,2.3522');
    expect(await cached.lookup(48.8566, 2.3522)).toBe('48.8566,2.3522');
    expect(inner.lookup).toHaveBeenCalledTimes(1);
  });
  it('treats coordinates within about 11 m (4 decimals) as the same place', async () => {
    const inner = countingGeocoder();
    const cached = createCachedGeocoder(inner);
    await cached.lookup(48.85661, 2.35221);
    await cached.lookup(48.85664, 2.35219);
    await cached.lookup(48.8568, 2.3522);
    expect(inner.lookup).toHaveBeenCalledTimes(2);
  });
  it('shares one inner lookup between concurrent lookups of a place', async () => {
    const inner = countingGeocoder();
    const cached = createCachedGeocoder(inner);
    const answers = await Promise.all([cached.lookup(1, 2), cached.lookup(1, 2), cached.lookup(1, 2)]);
    expect(answers).toEqual(['1,2', '1,2', '1,2']);
    expect(inner.lookup).toHaveBeenCalledTimes(1);
  });
  it('asks again after a null answer, which may have been a passing failure', async () => {
    const inner = countingGeocoder();
    const cached = createCachedGeocoder(inner);
    expect(await cached.lookup(0, 5)).toBeNull();
    expect(await cached.lookup(0, 5)).toBeNull();
    expect(inner.lookup).toHaveBeenCalledTimes(2);
  });
  it('forgets the least recently used place when full', async () => {
    const inner = countingGeocoder();
    const cached = createCachedGeocoder(inner, 2);
    await cached.lookup(1, 1);
    await cached.lookup(2, 2);
    await cached.lookup(1, 1); // now (2, 2) is the least recently used
    await cached.lookup(3, 3);
    expect(inner.lookup).toHaveBeenCalledTimes(3);
    await cached.lookup(1, 1);
    expect(inner.lookup).toHaveBeenCalledTimes(3);
    await cached.lookup(2, 2);
    expect(inner.lookup).toHaveBeenCalledTimes(4);
  });
});
