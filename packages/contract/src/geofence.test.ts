import { describe, expect, it } from 'vitest';
import { boundaryAreaHectares, boundaryProblem, geofenceMessages, normalizedBoundary } from './geofence-fields.js';

// About 200 m × 200 m near Sydney: 4 hectares.
const square = [
  { lat: -33.8688, lng: 151.2093 },
  { lat: -33.8688, lng: 151.2115 },
  { lat: -33.8706, lng: 151.2115 },
  { lat: -33.8706, lng: 151.2093 },
];

describe('boundaryProblem', () => {
  it('accepts a simple polygon of a few hectares', () => {
    expect(boundaryAreaHectares(square)).toBeGreaterThan(3.5);
    expect(boundaryAreaHectares(square)).toBeLessThan(4.5);
    expect(boundaryProblem(square)).toBeNull();
  });

  it('refuses a bow-tie', () => {
    const bowTie = [square[0]!, square[2]!, square[1]!, square[3]!];
    expect(boundaryProblem(bowTie)).toBe(geofenceMessages.selfIntersecting);
  });

  it('refuses an area under 0.6 hectares with the catalogue text', () => {
    // About 15 m × 70 m: 0.1 hectares.
    const tiny = [
      { lat: -33.8688, lng: 151.2093 },
      { lat: -33.8688, lng: 151.20946 },
      { lat: -33.86943, lng: 151.20946 },
      { lat: -33.86943, lng: 151.2093 },
    ];
    expect(boundaryAreaHectares(tiny)).toBeLessThan(0.6);
    expect(boundaryProblem(tiny)).toBe('The drawn boundary is too small.');
  });

  it('refuses fewer than three points, and accepts a ring closed on its first point', () => {
    expect(boundaryProblem(square.slice(0, 2))).toBe(geofenceMessages.tooFewPoints);
    expect(boundaryProblem([...square, square[0]!])).toBeNull();
    expect(normalizedBoundary([...square, square[0]!])).toEqual(square);
  });
});
