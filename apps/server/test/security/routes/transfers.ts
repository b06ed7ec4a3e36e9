import { everyone, noApiKey, onDevice, session } from '../authorization-shorthands.js';
import type { RouteExpectation } from '../authorization-types.js';
import { freshAddress } from '../authorization-world.js';

/**
 * Transfers (decision 0030) and Add Devices (decision 0031): Transfer Devices and its calls for k9, the dealership transfer for users with both
 * dealership and enterprise (no single-role column has both: its 200 is in the transfer tests). A seller moves only a
 * device of their own, so every role aims at the owner's tracker and finds nothing (404); the owner, a plain user,
 * may not sell (403). The transfers waiting for their receivers (decision 0084) are the caller's own: k9 lists theirs
 * (none) and finds no other's to cancel (404).
 */
const SOMEONE = '5b0c3c1e-0000-4000-8000-000000000000';

export const transfersRoutes: Record<string, RouteExpectation> = {
  'POST /api/k9/register': {
    ...session,
    target: 'new account',
    changes: true,
    request: () => ({
      url: '/api/k9/register',
      payload: { name: 'Casey Receiver', email: freshAddress('receiver'), country: 'AU' },
    }),
    expect: everyone(403, { k9: 200, ...noApiKey }),
  },
  'POST /api/v2/subscriptions/k9-user/:planId/subscribe': {
    ...session,
    target: 'device',
    changes: true,
    request: onDevice(
      () => '/api/v2/subscriptions/k9-user/gps-yearly/subscribe',
      (device) => ({ userId: SOMEONE, deviceUUID: device.deviceUUID }),
    ),
    expect: everyone(403, { k9: 404, ...noApiKey }),
  },
  'POST /api/devices/transfer': {
    ...session,
    target: 'device',
    changes: true,
    request: onDevice(
      () => '/api/devices/transfer',
      (device) => ({ deviceId: device.deviceUUID, userId: SOMEONE }),
    ),
    expect: everyone(403, { k9: 404, ...noApiKey }),
  },
  // Add Devices: dealership with enterprise, refused before the body is read (its 200s are in the upload tests).
  'POST /api/v2/upload-excel': {
    ...session,
    target: 'allocated stock',
    changes: true,
    request: () => ({ url: '/api/v2/upload-excel', payload: {} }),
    expect: everyone(403, noApiKey),
  },
  'GET /api/v2/upload-excel/template': {
    ...session,
    target: '—',
    changes: false,
    request: () => ({ url: '/api/v2/upload-excel/template' }),
    expect: everyone(403),
  },
  'POST /api/v2/transfer-dealership-device': {
    ...session,
    target: 'device',
    changes: true,
    request: onDevice(
      () => '/api/v2/transfer-dealership-device',
      (device) => ({ deviceId: device.id, userId: SOMEONE, planId: 'gps-yearly' }),
    ),
    expect: everyone(403, noApiKey),
  },
  'GET /api/transfers/waiting': {
    ...session,
    target: 'own transfers',
    changes: false,
    request: () => ({ url: '/api/transfers/waiting' }),
    expect: everyone(403, { k9: 200 }),
  },
  'POST /api/transfers/:transferId/cancel': {
    ...session,
    target: 'transfer',
    changes: true,
    request: () => ({ url: `/api/transfers/${SOMEONE}/cancel`, payload: {} }),
    expect: everyone(403, { k9: 404, ...noApiKey }),
  },
};
