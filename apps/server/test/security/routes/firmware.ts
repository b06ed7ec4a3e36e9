import { seesDevice, ownerOrSuperOwner, session, onDevice } from '../authorization-shorthands.js';
import type { RouteExpectation } from '../authorization-types.js';

/** Firmware */
export const firmwareRoutes: Record<string, RouteExpectation> = {
  'GET /api/firmwares/update/:deviceUUID': {
    ...session,
    target: 'device',
    changes: false,
    request: onDevice((d) => `/api/firmwares/update/${d.deviceUUID}`),
    expect: seesDevice(200),
  },
  'POST /api/firmwares/update/:deviceUUID': {
    ...session,
    target: 'device',
    changes: true,
    request: onDevice(
      (d) => `/api/firmwares/update/${d.deviceUUID}`,
      () => ({ firmware: '2.4.1' }),
    ),
    expect: ownerOrSuperOwner(200),
  },
};
