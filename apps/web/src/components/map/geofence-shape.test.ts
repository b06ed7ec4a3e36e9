import { describe, expect, it } from 'vitest';
import { deviceFixture } from '../../test/fixtures';
import { geofenceFrame, geofenceOf } from './geofence-shape';

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
