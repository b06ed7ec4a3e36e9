import { DEVICE_PASSCODE } from '../../helpers/devices.js';
import { freshAddress } from '../authorization-world.js';
import { lookers, managesSharing, superOwnerOnly, session, onDevice, thirdPartyShare } from '../authorization-shorthands.js';
import type { RouteExpectation } from '../authorization-types.js';

/** Device sharing */
export const sharingRoutes: Record<string, RouteExpectation> = {
  'GET /api/share-device/find/device/:uuid': {
    ...session,
    target: 'device',
    changes: false,
    request: onDevice((d) => `/api/share-device/find/device/${d.deviceUUID}`),
    expect: managesSharing(200),
  },
  'POST /api/share-device/insert': {
    ...session,
    target: 'device',
    changes: true,
    request: onDevice(
      () => '/api/share-device/insert',
      (d) => ({
        deviceUUID: d.deviceUUID,
        sharedUserWithEmail: freshAddress('invitee'),
        sharerName: 'Sharer',
        masterKey: DEVICE_PASSCODE,
        accessRightsFlag: 1,
        isOwnerFlag: 0,
      }),
    ),
    expect: managesSharing(201),
  },
  'POST /api/share-device/resendmessage': {
    ...session,
    target: 'share',
    changes: true,
    request: (ctx) => ({ url: '/api/share-device/resendmessage', payload: { shareId: ctx.kit.pendingShare.id } }),
    expect: managesSharing(200),
  },
  'PUT /api/share-device/:id': {
    ...session,
    target: 'share',
    changes: true,
    request: async (ctx) => ({
      url: `/api/share-device/${(await thirdPartyShare(ctx)).id}`,
      payload: { sharerName: 'Renamed sharer' },
    }),
    expect: managesSharing(200),
  },
  'DELETE /api/share-device/:id': {
    ...session,
    target: 'share',
    changes: true,
    request: async (ctx) => ({ url: `/api/share-device/${(await thirdPartyShare(ctx)).id}` }),
    expect: managesSharing(200, { ...lookers(404), sharedUserOwnerShare: 404 }),
  },
  'DELETE /api/share-device/all/:uuid': {
    ...session,
    target: 'device',
    changes: true,
    request: onDevice((d) => `/api/share-device/all/${d.deviceUUID}`),
    expect: superOwnerOnly(200),
  },
};
