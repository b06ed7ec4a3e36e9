import { mapPerPageOptions } from '@lodestar/contract';
import { describe, expect, it } from 'vitest';
import { deviceFixture, locationFixture } from '../../test/fixtures';
import { geofenceFrame, geofenceOf, historyMarkers, shouldDrawRoute } from './history-map-layers';

describe('shouldDrawRoute (a polyline only under 50 per page)', () => {
  it.each(mapPerPageOptions.map((perPage) => [perPage, perPage < 50] as const))('%i per page: %s', (perPage, drawn) => {
    expect(shouldDrawRoute(perPage)).toBe(drawn);
  });
});

describe('historyMarkers', () => {
  it('numbers newest-first locations from 1, and highlights number 1 as the latest', () => {
    const locations = [
      locationFixture({ _id: 'newest', address: '1 Pitt St, Sydney', timeCreated: '2026-05-01T10:30:00.000Z' }),
      locationFixture({ _id: 'older', latitude: -33.9, timeCreated: '2026-05-01T10:20:00.000Z' }),
    ];
    const markers = historyMarkers(locations, { marker: 'navy', latest: 'orange' });
    expect(markers.map(({ number, color, highlighted }) => ({ number, color, highlighted }))).toEqual([
      { number: 1, color: 'orange', highlighted: true },
      { number: 2, color: 'navy', highlighted: false },
    ]);
    expect(markers[0]?.title).toMatch(/^Location 1: 1 Pitt St, Sydney, 01\/05\/2026 \d{1,2}:30 (AM|PM)$/);
    expect(markers[1]?.title).toMatch(/^Location 2: -33\.90000, 151\.21000, /);
  });
});

describe('geofenceOf', () => {
  const corner = (lat: number, lng: number) => ({ lat, lng });
  it('is the boundary of three points or more', () => {
    const device = deviceFixture({
      mapBoundaryPoints: [corner(-33.8, 151.2), corner(-33.8, 151.3), corner(-33.9, 151.3)],
    });
    expect(geofenceOf(device)).toEqual({
      kind: 'polygon',
      corners: [
        [-33.8, 151.2],
        [-33.8, 151.3],
        [-33.9, 151.3],
      ],
    });
  });

  it('is nothing under three points', () => {
    expect(geofenceOf(deviceFixture({ mapBoundaryPoints: [corner(-33.8, 151.2), corner(-33.8, 151.3)] }))).toBeNull();
  });

  it('is the circle when the device has one, framed by the square around it', () => {
    const shape = geofenceOf(deviceFixture({ geofenceCircle: { center: corner(0, 10), radius: 1000 } }));
    expect(shape).toEqual({ kind: 'circle', center: [0, 10], radius: 1000 });
    const [[south, west], [north, east]] = geofenceFrame(shape!) as [[number, number], [number, number]];
    // 1 km is about 0.009 degrees at the equator.
    expect(north - south).toBeCloseTo(0.018, 3);
    expect(east - west).toBeCloseTo(0.018, 3);
  });
});
