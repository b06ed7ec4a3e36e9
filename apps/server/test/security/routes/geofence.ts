import { BOUNDARY } from '../authorization-world.js';
import { seesDevice, ownerOrSuperOwner, session, onDevice } from '../authorization-shorthands.js';
import type { RouteExpectation } from '../authorization-types.js';

/** Geo-fence */
export const geofenceRoutes: Record<string, RouteExpectation> = {
  'GET /api/geo-fence/:uuid': {
    ...session,
    target: 'device',
    changes: false,
    request: onDevice((d) => `/api/geo-fence/${d.deviceUUID}`),
    expect: seesDevice(200),
  },
  'POST /api/geo-fence/:uuid': {
    ...session,
    target: 'device',
    changes: true,
    request: onDevice(
      (d) => `/api/geo-fence/${d.deviceUUID}`,
      (d) => ({
        deviceUUID: d.deviceUUID,
        latLongs: BOUNDARY.map(({ lat, lng }) => ({ lat: lat + 0.001, lng })),
        active: true,
      }),
    ),
    expect: ownerOrSuperOwner(200),
  },
  'PUT /api/devices/geo-fence/:id/:value': {
    ...session,
    target: 'device',
    changes: true,
    request: onDevice((d) => `/api/devices/geo-fence/${d.id}/on`),
    expect: ownerOrSuperOwner(200),
  },
  'POST /api/devices/geo-fence/rules/:id': {
    ...session,
    target: 'device',
    changes: true,
    request: onDevice(
      (d) => `/api/devices/geo-fence/rules/${d.id}`,
      () => ({ trackingTime: 300, liveTrackingUnable: true }),
    ),
    expect: ownerOrSuperOwner(200),
  },
  'DELETE /api/devices/geo-fence/:id': {
    ...session,
    target: 'device',
    changes: true,
    request: onDevice((d) => `/api/devices/geo-fence/${d.id}`),
    expect: ownerOrSuperOwner(200),
  },
};
