import { describe, expect, it } from 'vitest';
import { distanceMeters } from '@lodestar/contract';
import { buildRoute, profiles, type Movement } from './routes.js';

const home = { lat: -33.8688, lng: 151.2093 };
const START = 1_767_225_600; // 2026-01-01, epoch seconds
/** A day in steps of 37 s: long enough for every loop to come round, including a lock's long stops. */
const day = (movement: Movement, seed: number) => {
  const route = buildRoute(home, movement, seed);
  return Array.from({ length: 86_400 / 37 }, (_, i) => route.at(START + i * 37));
};

describe('buildRoute', () => {
  it.each(['car', 'bike', 'walk', 'parked'] as const)('keeps a %s within its radius of home, at its speeds, with stops', (movement) => {
    const { radius, speedKmh } = profiles[movement];
    for (const seed of [1, 2, 3]) {
      const points = day(movement, seed);
      const moving = points.filter((point) => point.moving).map((point) => point.speedKmh);
      const courses = points.map((point) => point.course);
      // The sideways sway of a leg may take it a few metres further.
      expect(Math.max(...points.map((point) => distanceMeters(home, point.position)))).toBeLessThanOrEqual(radius[1] + 25);
      expect(Math.min(...moving)).toBeGreaterThanOrEqual(speedKmh[0]);
      expect(Math.max(...moving)).toBeLessThanOrEqual(speedKmh[1]);
      expect(points.filter((point) => !point.moving).every((point) => point.speedKmh === 0)).toBe(true);
      expect(moving.length).toBeGreaterThan(0);
      expect(moving.length).toBeLessThan(points.length);
      expect(Math.min(...courses)).toBeGreaterThanOrEqual(0);
      expect(Math.max(...courses)).toBeLessThan(360);
    }
  });

  it('covers the distance its speed says', () => {
    const route = buildRoute(home, 'car', 7);
    const ratios = Array.from({ length: 200 }, (_, i) => START + i * 301)
      .map((t) => [route.at(t), route.at(t + 1)] as const)
      .filter(([a, b]) => a.moving && b.moving)
      .map(([a, b]) => distanceMeters(a.position, b.position) / (a.speedKmh / 3.6))
      .sort((x, y) => x - y);
    expect(ratios.length).toBeGreaterThan(50);
    expect(ratios[Math.floor(ratios.length / 2)]).toBeGreaterThan(0.95);
    expect(ratios[Math.floor(ratios.length / 2)]).toBeLessThan(1.1);
  });

  it('is the same loop for the same seed, and another for another seed', () => {
    const at = (seed: number) => buildRoute(home, 'bike', seed).at(START);
    expect(at(42)).toEqual(at(42));
    expect(at(42).position).not.toEqual(at(43).position);
  });
});
