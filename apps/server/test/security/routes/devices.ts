import { DEVICE_PASSCODE } from '../../helpers/devices.js';
import { freshAddress, NOTIFICATION_EMAIL } from '../authorization-world.js';
import { everyone, strangers, seesDevice, ownerOrSuperOwner, superOwnerOnly, ownerAlone, administrators, session, onDevice } from '../authorization-shorthands.js';
import type { RouteExpectation } from '../authorization-types.js';

/** Devices */
export const devicesRoutes: Record<string, RouteExpectation> = {
  'GET /api/devices/find/:userId': {
    ...session,
    target: 'account’s devices',
    changes: false,
    otherAccount: true,
    request: (ctx) => ({ url: `/api/devices/find/${ctx.kit.account.id}` }),
    expect: administrators(200, { owner: 200 }),
  },
  // Claiming answers one 400 for an unknown serial, a wrong passcode and a device with an owner: the others try the
  // owner's tracker with its right passcode; the owner claims a device nobody owns yet.
  'POST /api/devices/claim': {
    ...session,
    target: 'device',
    changes: true,
    request: async (ctx) => {
      const device =
        ctx.column.kind !== 'owner' ? ctx.kit.gps : ctx.fresh ? await ctx.world.device(null) : ctx.world.unclaimed;
      return {
        url: '/api/devices/claim',
        payload: { deviceUUID: device.deviceUUID, passcode: DEVICE_PASSCODE, name: 'Claimed' },
      };
    },
    expect: ownerAlone(201, 400),
  },
  'GET /api/devices/modemInfo/:uuid': {
    ...session,
    target: 'device',
    changes: false,
    request: onDevice((d) => `/api/devices/modemInfo/${d.deviceUUID}`),
    expect: seesDevice(200),
  },
  'GET /api/devices/temperature/:id': {
    ...session,
    target: 'device (card)',
    changes: false,
    request: onDevice((d) => `/api/devices/temperature/${d.id}`, undefined, 'shield_card'),
    expect: seesDevice(200),
  },
  'PUT /api/devices/alarm/:uuid/:state': {
    ...session,
    target: 'device',
    changes: true,
    request: onDevice((d) => `/api/devices/alarm/${d.deviceUUID}/on`),
    expect: ownerOrSuperOwner(200),
  },
  'PUT /api/devices/operating-mode/:id': {
    ...session,
    target: 'device',
    changes: true,
    request: onDevice(
      (d) => `/api/devices/operating-mode/${d.id}`,
      () => ({ operatingMode: 'batteryLife' }),
    ),
    expect: ownerOrSuperOwner(200),
  },
  'PUT /api/devices/airplane-mode/:id': {
    ...session,
    target: 'device',
    changes: true,
    request: onDevice(
      (d) => `/api/devices/airplane-mode/${d.id}`,
      () => ({ duration: 3600 }),
    ),
    expect: ownerOrSuperOwner(200),
  },
  'POST /api/devices/locate/stopTracking/:id': {
    ...session,
    target: 'device',
    changes: true,
    request: onDevice((d) => `/api/devices/locate/stopTracking/${d.id}`),
    expect: ownerOrSuperOwner(200),
  },
  'POST /api/devices/locate/:id': {
    ...session,
    target: 'device',
    changes: true,
    request: onDevice(
      (d) => `/api/devices/locate/${d.id}`,
      () => ({ locationReportMode: 'continuously', duration: 300 }),
    ),
    expect: ownerOrSuperOwner(200),
  },
  'PUT /api/devices/passcode/:id': {
    ...session,
    target: 'device (lock)',
    changes: true,
    request: onDevice(
      (d) => `/api/devices/passcode/${d.id}`,
      () => ({ passcode: '246810', confirmation: '246810' }),
      'smart_lock',
    ),
    expect: ownerOrSuperOwner(200),
  },
  'PUT /api/devices/osmand/:id': {
    ...session,
    target: 'device',
    changes: true,
    request: onDevice(
      (d) => `/api/devices/osmand/${d.id}`,
      () => ({ serialNumberAccepted: true }),
    ),
    expect: ownerOrSuperOwner(200),
  },
  'POST /api/devices/osmand/renew/:id': {
    ...session,
    target: 'device',
    changes: true,
    request: onDevice((d) => `/api/devices/osmand/renew/${d.id}`),
    expect: ownerOrSuperOwner(200),
  },
  'PUT /api/devices/stolen/:id/:state': {
    ...session,
    target: 'device',
    changes: true,
    request: onDevice((d) => `/api/devices/stolen/${d.id}/on`),
    expect: ownerOrSuperOwner(200),
  },
  'PUT /api/devices/alert-settings/:id': {
    ...session,
    target: 'device',
    changes: true,
    request: onDevice(
      (d) => `/api/devices/alert-settings/${d.id}`,
      () => ({ pushNotification: false }),
    ),
    expect: everyone(200, { ...strangers, limitedShare: 403, accountMember: 403 }),
  },
  'GET /api/devices/:id': {
    ...session,
    target: 'device',
    changes: false,
    request: onDevice((d) => `/api/devices/${d.id}`),
    expect: seesDevice(200),
  },
  'GET /api/devices/:id/picture/:version': {
    ...session,
    target: 'device',
    changes: false,
    request: onDevice((d) => `/api/devices/${d.id}/picture/${d.pictureVersion}`),
    expect: seesDevice(200),
  },
  'PUT /api/devices/:id': {
    ...session,
    target: 'device',
    changes: true,
    request: onDevice(
      (d) => `/api/devices/${d.id}`,
      () => ({ name: 'Renamed' }),
    ),
    expect: ownerOrSuperOwner(200),
  },
  'DELETE /api/devices/:id': {
    ...session,
    target: 'device',
    changes: true,
    request: onDevice((d) => `/api/devices/${d.id}`),
    expect: superOwnerOnly(200),
  },
  'POST /api/devices/notification-emails/:id': {
    ...session,
    target: 'device',
    changes: true,
    request: onDevice(
      (d) => `/api/devices/notification-emails/${d.id}`,
      () => ({ email: freshAddress('alerts') }),
    ),
    expect: ownerOrSuperOwner(200),
  },
  'DELETE /api/devices/notification-emails/:id/:email': {
    ...session,
    target: 'device',
    changes: true,
    request: onDevice((d) => `/api/devices/notification-emails/${d.id}/${encodeURIComponent(NOTIFICATION_EMAIL)}`),
    expect: ownerOrSuperOwner(200),
  },
};
